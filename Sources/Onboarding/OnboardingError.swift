/// Everything the onboarding engine can refuse, each with a stable ``code``.
///
/// Codes are part of the public contract: hosts map them to messages and tests match on them.
public enum OnboardingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Back navigation is closed because a commit point (`commits`) has completed.
    case backNotAllowed(committedStep: String)
    /// The current step is the first one of this session's flow; there is nothing to go back to.
    case noPreviousStep
    /// An action named a step that is not the current one (e.g. a stale screen completing twice).
    case notCurrentStep(expected: String?, got: String)
    /// A required step was asked to be skipped.
    case requiredStepCannotBeSkipped(String)
    /// A step id that was never registered.
    case unknownStep(String)
    /// Two registered steps share an id.
    case duplicateStep(String)
    /// A step was declared with a version below 1.
    case invalidVersion(stepID: String, version: Int)
    /// An empty step id.
    case emptyStepID
    /// The flow is already complete; there is no current step.
    case flowComplete
    /// An action was attempted before ``OnboardingEngine/start()``.
    case notStarted
    /// The progress store failed; `message` is the store's own description.
    case storeFailed(message: String)
    /// A remapping table names, as retired or renamed, an id that is still registered as a step.
    case remappedStepStillRegistered(String)
    /// A remapping table maps one old id to the same new id twice.
    case duplicateRemapping(String)
    /// Remapping entries lead back to this id.
    case remappingCycle(String)
    /// A remapping entry carries progress to an id that is neither a registered step nor another
    /// entry's old id.
    case unknownRemappingTarget(oldID: String, newID: String)

    /// A stable, machine-readable identifier of the error kind.
    public var code: String {
        switch self {
        case .backNotAllowed: "backNotAllowed"
        case .noPreviousStep: "noPreviousStep"
        case .notCurrentStep: "notCurrentStep"
        case .requiredStepCannotBeSkipped: "requiredStepCannotBeSkipped"
        case .unknownStep: "unknownStep"
        case .duplicateStep: "duplicateStep"
        case .invalidVersion: "invalidVersion"
        case .emptyStepID: "emptyStepID"
        case .flowComplete: "flowComplete"
        case .notStarted: "notStarted"
        case .storeFailed: "storeFailed"
        case .remappedStepStillRegistered: "remappedStepStillRegistered"
        case .duplicateRemapping: "duplicateRemapping"
        case .remappingCycle: "remappingCycle"
        case .unknownRemappingTarget: "unknownRemappingTarget"
        }
    }

    /// A user-facing (developer-facing) explanation.
    public var description: String {
        switch self {
        case .backNotAllowed(let step):
            "Going back is not possible after step \"\(step)\" has been completed."
        case .noPreviousStep:
            "There is no previous step to go back to."
        case .notCurrentStep(let expected, let got):
            if let expected {
                "Step \"\(got)\" is not the current step (the current step is \"\(expected)\")."
            } else {
                "Step \"\(got)\" is not the current step (the flow is complete)."
            }
        case .requiredStepCannotBeSkipped(let step):
            "Step \"\(step)\" is required and cannot be skipped."
        case .unknownStep(let step):
            "Unknown onboarding step \"\(step)\"."
        case .duplicateStep(let step):
            "Onboarding step \"\(step)\" is registered twice."
        case .invalidVersion(let step, let version):
            "Onboarding step \"\(step)\" has version \(version); versions start at 1."
        case .emptyStepID:
            "An onboarding step id must not be empty."
        case .flowComplete:
            "Onboarding is already complete."
        case .notStarted:
            "The onboarding engine has not been started."
        case .storeFailed(let message):
            "Onboarding progress could not be read or saved: \(message)"
        case .remappedStepStillRegistered(let step):
            "Step \"\(step)\" is remapped as retired or renamed but is still registered."
        case .duplicateRemapping(let step):
            "Step \"\(step)\" is remapped to the same step twice."
        case .remappingCycle(let step):
            "The remapping table leads from step \"\(step)\" back to itself."
        case .unknownRemappingTarget(let old, let new):
            "Step \"\(old)\" is remapped to \"\(new)\", which is neither a registered step nor remapped itself."
        }
    }
}
