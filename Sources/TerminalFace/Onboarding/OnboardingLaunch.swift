import Features

/// What the app finds at start-up, read in one effect before anything is drawn: the home data,
/// the onboarding flow when it is needed (also for an existing user when the brand raised a step's
/// version, e.g. new conditions), and the what's-new pages the user missed.
struct OnboardingLaunch: Equatable, Sendable {
    /// The store's home data.
    var snapshot: HomeSnapshot
    /// The flow to show, or nil when onboarding is done.
    var flow: OnboardingFlowSnapshot?
    /// The session's first request (load the conditions when resuming there).
    var request: OnboardingSession.Request
    /// What's new the user missed, newest first (empty on a fresh install and when up to date).
    var whatsNew: [WhatsNewEntry]
}
