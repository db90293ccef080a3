import ThresholdCore

/// Which desktop notifications a change of the data raises (PRODUCT.md 5 and 12): one per visible,
/// unmuted profile whose unread count grew, only while notifications are Instant or Periodic.
/// Hidden profiles never appear (a hidden profile is never in a visible listing, and a revealed
/// one is skipped too), so no notification names one or betrays its activity.
public enum NewMessageAlerts {
    /// A notification to raise.
    public struct Alert: Equatable, Sendable {
        /// The notification's id: one per profile, so a newer one replaces the older.
        public var id: String
        /// The notification's title (the profile's name).
        public var title: String
        /// The notification's text.
        public var body: String

        /// An alert from its parts.
        public init(id: String, title: String, body: String) {
            self.id = id
            self.title = title
            self.body = body
        }
    }

    /// The alerts for going from `before` to `after` under `mode` (nil: not chosen yet, no alerts).
    public static func alerts(before: [ProfileSummary], after: [ProfileSummary],
                              mode: NotificationSettings.Mode?) -> [Alert] {
        guard let mode, mode != .off else { return [] }
        var previous: [String: Int] = [:]
        for profile in before where !profile.hidden { previous[profile.name] = profile.unread }
        return after.compactMap { profile in
            guard !profile.hidden, !profile.muted else { return nil }
            let grew = profile.unread - (previous[profile.name] ?? 0)
            guard grew > 0 else { return nil }
            return Alert(id: "profile-" + profile.name, title: profile.name,
                         body: trn("{count} new message", "{count} new messages", count: grew))
        }
    }

    /// The notification mode stored now (nil when not chosen).
    public static func mode(of session: AppSession) -> NotificationSettings.Mode? {
        (try? session.notificationSettings())?.mode
    }
}
