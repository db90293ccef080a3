/// The handle a custom step uses to signal the engine, bound to that step's id.
///
/// Signals from a step that is no longer current fail with
/// ``OnboardingError/notCurrentStep(expected:got:)``, so a stale screen cannot advance the flow.
public struct StepContext {
    /// The id of the step this context belongs to.
    public let stepID: String
    /// Where the step stands in the flow.
    public let progress: StepProgress
    private let onComplete: (String) throws(OnboardingError) -> Void
    private let onSkip: (String) throws(OnboardingError) -> Void

    init(
        stepID: String,
        progress: StepProgress,
        onComplete: @escaping (String) throws(OnboardingError) -> Void,
        onSkip: @escaping (String) throws(OnboardingError) -> Void
    ) {
        self.stepID = stepID
        self.progress = progress
        self.onComplete = onComplete
        self.onSkip = onSkip
    }

    /// Signals that the step is done; the engine moves on.
    public func complete() throws(OnboardingError) { try onComplete(stepID) }

    /// Signals that the user skipped the step (refused for required steps).
    public func skip() throws(OnboardingError) { try onSkip(stepID) }
}
