import Features

/// What the onboarding session shows, copied out of it (on the effect queue) into the UI state.
///
/// The session itself is a class bound to the store and lives with the effect runner; `update`
/// only ever sees these values.
struct OnboardingFlowSnapshot: Equatable, Sendable {
    /// The session's current screen (the step state machine as a value).
    var screen: OnboardingSession.Screen
    /// "Step n of N" (`StepProgress.accessibilityLabel`), nil once the flow is over.
    var progressLabel: String?
    /// Whether Esc goes back (before the profile is created).
    var canGoBack: Bool
}
