/// One highlight row of the welcome screen (e.g. "Privacy redefined" / "No user identifiers.").
public struct Highlight: Equatable, Sendable {
    /// Short bold title.
    public let title: String
    /// One-line explanation.
    public let text: String

    /// Creates a highlight.
    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
