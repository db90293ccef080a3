/// A brand-defined onboarding page with a title and body text, needing no code.
public struct InfoStep: Equatable, Sendable {
    /// Step id (not a stock step id), persisted with onboarding progress.
    public let id: String
    /// Page title.
    public let title: String
    /// Body text (paragraphs separated by blank lines).
    public let body: String
    /// Step version (>= 1); raise it to show the page again to existing users.
    public let version: Int
    /// Whether the page cannot be skipped.
    public let isRequired: Bool

    /// Creates an info step.
    public init(id: String, title: String, body: String, version: Int = 1, isRequired: Bool = false) {
        self.id = id
        self.title = title
        self.body = body
        self.version = version
        self.isRequired = isRequired
    }
}
