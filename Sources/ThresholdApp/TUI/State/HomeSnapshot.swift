import ThresholdCore

/// What the home screens show, read from the store in one go off the UI loop.
///
/// Holds visible profiles only: hidden ones live in the "Your chat profiles" screen state, and only
/// while the password that revealed them is in its field.
struct HomeSnapshot: Equatable, Sendable {
    /// Visible profiles in creation order (none marked active when a revealed hidden one is active).
    var profiles: [Profile]
    /// The active profile, possibly a hidden one activated for this session.
    var active: Profile?
    /// The active profile's chats.
    var chats: [Chat]
    /// The total badge: visible unmuted profiles, plus the active profile when it is a hidden one.
    var totalUnread: Int
    /// Which first-time notices were already shown.
    var notices: NoticeFlags
    /// Whether the app lock is on (sensitive operations ask for the passcode).
    var isLockOn = false

    /// Nothing loaded.
    static let empty = HomeSnapshot(profiles: [], active: nil, chats: [], totalUnread: 0, notices: NoticeFlags())

    /// Whether the user has no profile to use: the app returns to onboarding.
    var needsOnboarding: Bool { profiles.isEmpty && active == nil }
}

/// First-time explanations already shown (persisted as settings).
struct NoticeFlags: Equatable, Sendable {
    /// The "muted profile" explanation.
    var muteShown = false
    /// The "hidden profiles" explanation.
    var hiddenShown = false
}

/// A first-time explanation.
enum Notice: String, Equatable, Sendable, CaseIterable {
    /// Shown after the first mute.
    case mute
    /// Shown after the first hide.
    case hiddenProfiles

    /// The settings key that records it was shown.
    var settingKey: String { "ui.notice.\(rawValue)" }
}
