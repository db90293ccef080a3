/// What observers hear about; the engine has no analytics of its own.
public enum OnboardingEvent: Equatable, Sendable {
    /// A step became current (on start, after complete/skip, after back).
    case shown(stepID: String, progress: StepProgress)
    /// A step was completed.
    case completed(stepID: String)
    /// A step was skipped.
    case skipped(stepID: String)
    /// The whole flow finished (emitted once, right before the completion handler).
    case flowCompleted
}
