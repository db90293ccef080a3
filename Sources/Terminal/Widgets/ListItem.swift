/// One row of a ``ListView``: a title, an optional right-aligned detail (a count, a badge).
public struct ListItem: Hashable, Sendable {
    /// The main text.
    public var title: String
    /// Right-aligned secondary text.
    public var detail: String?
    /// A style for the title instead of the theme's (e.g. muted for hidden entries).
    public var style: Style?

    /// Creates an item.
    public init(_ title: String, detail: String? = nil, style: Style? = nil) {
        self.title = title
        self.detail = detail
        self.style = style
    }
}
