import ThresholdCore

/// One profile as a desktop row shows it: the face reads these instead of the domain's `Profile`.
public struct ProfileSummary: Equatable, Sendable, Hashable {
    /// The display name.
    public var name: String
    /// The bio.
    public var bio: String
    /// Unread messages.
    public var unread: Int
    /// Whether it sends no notifications.
    public var muted: Bool
    /// Whether it is hidden (shown only while its password is in the search field).
    public var hidden: Bool
    /// Whether it is the active profile.
    public var active: Bool
    /// Its picture (the avatar shows it instead of the initials); nil when it has none, or when it
    /// was not loaded (``AppSession/homeSnapshot(pictures:)`` says which are).
    public var picture: ProfilePicture?

    /// A summary of `profile`, with `picture` when given.
    public init(_ profile: Profile, picture: ProfilePicture? = nil) {
        self.picture = picture
        name = profile.name
        bio = profile.bio
        unread = profile.unread
        muted = profile.muted
        hidden = profile.hidden
        active = profile.active
    }

    /// The actions its row offers (the rule of every face: ``ProfileRowMenu``).
    public func actions(visibleCount: Int, revealed: Bool) -> [ProfileAction] {
        ProfileRowMenu(self, visibleCount: visibleCount, revealed: revealed).actions
    }

    /// A summary from its parts (tests, previews).
    public init(name: String, bio: String = "", unread: Int = 0, muted: Bool = false, hidden: Bool = false,
                active: Bool = false, picture: ProfilePicture? = nil) {
        self.picture = picture
        self.name = name
        self.bio = bio
        self.unread = unread
        self.muted = muted
        self.hidden = hidden
        self.active = active
    }
}

/// One chat of the active profile as the chat list shows it.
public struct ChatSummary: Equatable, Sendable {
    /// The contact's name.
    public var contact: String
    /// Unread messages.
    public var unread: Int
    /// Whether the chat notifies.
    public var notifications: Bool

    /// A summary of `chat`.
    public init(_ chat: Chat) {
        contact = chat.contact
        unread = chat.unread
        notifications = chat.notifications
    }
}

extension HomeSnapshot {
    /// The visible profiles as summaries.
    public var profileSummaries: [ProfileSummary] { profiles.map { ProfileSummary($0, picture: pictures[$0.id]) } }
    /// The active profile as a summary.
    public var activeSummary: ProfileSummary? { active.map { ProfileSummary($0, picture: pictures[$0.id]) } }
    /// The active profile's chats as summaries.
    public var chatSummaries: [ChatSummary] { chats.map(ChatSummary.init) }
}

extension ProfileSearch {
    /// The summaries whose name contains `query` (case-insensitive), all of them when it is empty.
    public static func matchingSummaries(_ profiles: [ProfileSummary], query: String) -> [ProfileSummary] {
        let needle = trimmed(query).lowercased()
        guard !needle.isEmpty else { return profiles }
        return profiles.filter { $0.name.lowercased().contains(needle) }
    }
}
