import Features

/// What lies under every pushed screen: onboarding while it is needed, else the chat list.
///
/// The one place that decides between first run and home. Onboarding (``onboarding(_:)``) draws
/// the `OnboardingSession`'s current screen; it is left only when the session says the flow is
/// finished (`AppUpdate+Onboarding.swift`), so the steps after creating the profile (conditions,
/// notifications) keep the root although a profile now exists.
enum RootRoute: Equatable, Sendable {
    /// Reading the store at start-up.
    case loading
    /// Onboarding: the session's screen (welcome, create profile, conditions, notifications, info).
    case onboarding(OnboardingState)
    /// The chat list of the active profile.
    case home
    /// The lock screen: the lock is on and the passcode was not given yet.
    case locked(PasscodePromptState)

    /// The root for freshly loaded data: onboarding when there is no profile to use (a new session
    /// starts: see `AppUpdate.startOnboardingIfNeeded`), a running onboarding stays, else home.
    static func decide(for snapshot: HomeSnapshot, current: RootRoute) -> RootRoute {
        if case .onboarding = current { return current }
        if snapshot.needsOnboarding { return .onboarding(OnboardingState()) }
        return .home
    }
}
