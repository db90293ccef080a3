import Brand
import ThresholdCore

/// What's new (PRODUCT.md: what's new at launch and in Settings), once for every face.
extension AppSession {
    /// Every what's-new entry of the brand, newest first (Settings › What's new).
    public var whatsNewEntries: [WhatsNewEntry] { brand.whatsNew.sorted { $0.version > $1.version } }

    /// What's new at launch: the versions missed since the last one seen, newest first; the face
    /// shows them (after the onboarding flow, when one runs), then calls ``markWhatsNewSeen()``.
    /// Nothing before the first profile (a new user sees the flow, and its end records the newest
    /// version), and nothing on an install that never recorded one (profiles made on the command
    /// line): its newest version is recorded as seen here.
    public func whatsNewAtLaunch() throws -> [WhatsNewEntry] {
        guard try activeProfile() != nil || visibleProfileCount() > 0 else { return [] }
        let seen = try whatsNewSeenVersion()
        guard seen != nil else {
            try markWhatsNewSeen()
            return []
        }
        return WhatsNewPager.missed(in: whatsNewEntries, seen: seen)
    }

    /// The newest version counts as seen (after what's new was shown).
    public func markWhatsNewSeen() throws {
        if let newest = whatsNewEntries.first { try setWhatsNewSeenVersion(newest.version.description) }
    }
}

extension WhatsNewEntry {
    /// The version as text.
    public var versionText: String { version.description }
}
