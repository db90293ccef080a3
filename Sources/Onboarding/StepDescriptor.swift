/// Declares one onboarding step: what it is called, where it goes, and when it runs.
///
/// A descriptor is a plain value: stock steps of an app are usually nothing more than
/// descriptors, while custom steps wrap one (see ``OnboardingStep``).
public struct StepDescriptor<Environment>: Sendable {
    /// Stable identifier, persisted in the progress store. Never rename a shipped id.
    public let id: String
    /// Order weight: the flow is sorted by weight, ties broken by ``id``.
    public let weight: Int
    /// Version of the step (>= 1). Raising it shows the step again to users who saw an older one.
    public let version: Int
    /// Whether the user may skip the step.
    public let isRequired: Bool
    /// A commit point: once this step completes, back navigation to earlier steps is closed.
    public let commits: Bool
    /// An update note ("what changed"): offered only to users who finished onboarding before or
    /// saw an earlier version of this step. A run that finishes without it records it as seen at
    /// its version, so new users never see this version but do see the next bump.
    public let isForExistingUsersOnly: Bool
    /// Whether the step applies to the app's current environment.
    public let isEligible: @Sendable (Environment) -> Bool

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - id: see ``id``.
    ///   - weight: see ``weight``.
    ///   - version: see ``version``.
    ///   - isRequired: see ``isRequired``.
    ///   - commits: see ``commits``.
    ///   - existingUsersOnly: see ``isForExistingUsersOnly``.
    ///   - isEligible: see ``isEligible``.
    /// - Throws: ``OnboardingError/invalidVersion(stepID:version:)`` when `version < 1`,
    ///   ``OnboardingError/emptyStepID`` when `id` is empty.
    public init(
        id: String,
        weight: Int,
        version: Int = 1,
        isRequired: Bool = true,
        commits: Bool = false,
        existingUsersOnly: Bool = false,
        isEligible: @escaping @Sendable (Environment) -> Bool = { _ in true }
    ) throws(OnboardingError) {
        guard !id.isEmpty else { throw .emptyStepID }
        guard version >= 1 else { throw .invalidVersion(stepID: id, version: version) }
        self.id = id
        self.weight = weight
        self.version = version
        self.isRequired = isRequired
        self.commits = commits
        self.isForExistingUsersOnly = existingUsersOnly
        self.isEligible = isEligible
    }
}
