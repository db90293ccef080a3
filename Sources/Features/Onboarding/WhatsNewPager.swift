import Brand

/// "What's new": every version the user missed, newest first, one page per version.
public struct WhatsNewPager: Sendable, Equatable {
    /// The pages, newest first.
    public let entries: [WhatsNewEntry]
    /// The page shown.
    public private(set) var page = 0

    /// Creates a pager over `entries` (newest first).
    public init(entries: [WhatsNewEntry]) { self.entries = entries }

    /// The entries to show at launch: those newer than `seen`, newest first. Nothing when there is
    /// nothing to show or when `seen` is nil (a fresh install never sees what's new; the caller
    /// records the newest version as seen).
    public static func missed(in entries: [WhatsNewEntry], seen: String?) -> [WhatsNewEntry] {
        guard let seen else { return [] }
        guard let seenVersion = Brand::AppVersion(seen) else { return entries }
        return entries.filter { $0.version > seenVersion }
    }

    /// The entry on screen.
    public var current: WhatsNewEntry? { entries.indices.contains(page) ? entries[page] : nil }

    /// "n of N" for the page.
    public var pageLabel: String { tr("{page} of {count}", ["page": .number(page + 1), "count": .number(entries.count)]) }

    /// Next page (older); stays on the last.
    public mutating func next() { if page + 1 < entries.count { page += 1 } }

    /// Previous page (newer); stays on the first.
    public mutating func previous() { if page > 0 { page -= 1 } }
}
