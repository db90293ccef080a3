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
        /// The chat it is about, when it is one chat of the active profile (clicking the
        /// notification opens it); nil for a whole profile.
        public var chat: ChatTarget?

        /// An alert from its parts.
        public init(id: String, title: String, body: String, chat: ChatTarget? = nil) {
            self.id = id
            self.title = title
            self.body = body
            self.chat = chat
        }
    }

    /// A chat a notification opens: the profile it belongs to and the contact.
    public struct ChatTarget: Equatable, Sendable {
        /// The (visible) profile's name.
        public var profile: String
        /// The chat's contact.
        public var contact: String

        /// A target from its parts.
        public init(profile: String, contact: String) {
            self.profile = profile
            self.contact = contact
        }
    }

    /// ``alerts(before:after:mode:)`` with the active profile's chats: for the active profile, one
    /// alert per chat whose unread count grew (its id per chat, so a newer one replaces that chat's
    /// previous notification, and clicking it opens the chat); the other profiles as a whole.
    public static func alerts(before: HomeSnapshot, after: HomeSnapshot,
                              mode: NotificationSettings.Mode?) -> [Alert] {
        let profileAlerts = alerts(before: before.profileSummaries, after: after.profileSummaries, mode: mode)
        guard let active = after.active, !active.hidden, before.active?.id == active.id else { return profileAlerts }
        var previous: [String: Int] = [:]
        for chat in before.chats { previous[chat.contact] = chat.unread }
        return profileAlerts.flatMap { alert -> [Alert] in
            guard alert.title == active.name else { return [alert] }
            let chats = after.chats.compactMap { chat -> Alert? in
                let grew = chat.unread - (previous[chat.contact] ?? 0)
                guard grew > 0 else { return nil }
                return Alert(id: "chat-" + active.name + "/" + chat.contact, title: active.name,
                             body: trn("{count} new message", "{count} new messages", count: grew),
                             chat: ChatTarget(profile: active.name, contact: chat.contact))
            }
            return chats.isEmpty ? [alert] : chats
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
