/// What changed in one app version, shown by the "What's new" pager.
public struct WhatsNewEntry: Equatable, Sendable {
    /// The version that introduced the changes.
    public let version: AppVersion
    /// Page title.
    public let title: String
    /// One line per change.
    public let items: [String]

    /// Creates an entry.
    public init(version: AppVersion, title: String, items: [String]) {
        self.version = version
        self.title = title
        self.items = items
    }
}
