import ThresholdCore

/// What the home screens of every front end show, read from the store in one go.
///
/// Holds visible profiles only: hidden ones live in a front end's search state, and only while the
/// password that revealed them is in its field.
public struct HomeSnapshot: Equatable, Sendable {
    /// Visible profiles in creation order (none marked active when a revealed hidden one is active).
    public var profiles: [Profile]
    /// The active profile, possibly a hidden one activated for this session.
    public var active: Profile?
    /// The active profile's chats.
    public var chats: [Chat]
    /// The total badge: visible unmuted profiles, plus the active profile when it is a hidden one.
    public var totalUnread: Int
    /// Which first-time notices were already shown.
    public var notices: NoticeFlags
    /// Whether the app lock is on (sensitive operations ask for the passcode).
    public var isLockOn = false
    /// The pictures of the profiles and of the active one, by ``Profile/id``: loaded only where a
    /// face draws them (``AppSession/homeSnapshot(pictures:)``); empty otherwise.
    public var pictures: [Int64: ProfilePicture] = [:]

    /// Creates a snapshot.
    public init(profiles: [Profile], active: Profile?, chats: [Chat], totalUnread: Int, notices: NoticeFlags,
                isLockOn: Bool = false) {
        self.profiles = profiles
        self.active = active
        self.chats = chats
        self.totalUnread = totalUnread
        self.notices = notices
        self.isLockOn = isLockOn
    }

    /// Nothing loaded.
    public static let empty = HomeSnapshot(profiles: [], active: nil, chats: [], totalUnread: 0, notices: NoticeFlags())

    /// Whether the user has no profile to use: the app returns to onboarding.
    public var needsOnboarding: Bool { profiles.isEmpty && active == nil }

    /// Reads the snapshot from `store` (several reads; call it off a UI loop).
    public static func read(from store: ThresholdStore) throws -> HomeSnapshot {
        let listing = try store.listProfiles()
        let active = try store.activeProfile()
        var profiles = listing.profiles
        var total = listing.totalUnread
        if let active, active.hidden {
            // A revealed hidden profile is active for this session: it counts, the visible ones are not active.
            for index in profiles.indices { profiles[index].active = false }
            total += active.unread
        }
        let chats = active == nil ? [] : try store.chatsOfActiveProfile()
        let notices = NoticeFlags(muteShown: try store.setting(Notice.mute.settingKey) != nil,
                                  // Never remembered: a stored "shown" would tell that a profile was once hidden.
                                  hiddenShown: false)
        return HomeSnapshot(profiles: profiles, active: active, chats: chats, totalUnread: total, notices: notices,
                            isLockOn: try store.isLockOn())
    }
}
