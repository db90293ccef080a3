/// What lies under every pushed screen: onboarding for a user without a profile, else the chat list.
///
/// The one place that decides between first run and home. The onboarding flow plugs in here: replace
/// ``welcome(_:)`` with the flow's state, its update in `AppUpdate+Welcome.swift` and its view in
/// `WelcomeScreen.swift`; ``decide(for:current:)`` stays the single switch.
enum RootRoute: Equatable, Sendable {
    /// Reading the store at start-up.
    case loading
    /// First run: the welcome screen leading to "Create your profile".
    case welcome(WelcomeState)
    /// The chat list of the active profile.
    case home
    /// The lock screen: the lock is on and the passcode was not given yet.
    case locked(PasscodePromptState)

    /// The root for freshly loaded data: onboarding when there is no profile to use, else home.
    static func decide(for snapshot: HomeSnapshot, current: RootRoute) -> RootRoute {
        if snapshot.needsOnboarding {
            if case .welcome = current { return current }
            return .welcome(WelcomeState())
        }
        return .home
    }
}

/// The minimal welcome screen: the brand, the three highlights and "Create your profile".
struct WelcomeState: Equatable, Sendable {
    /// Whether the "How it works" sheet is open.
    var showsHowItWorks = false
}
