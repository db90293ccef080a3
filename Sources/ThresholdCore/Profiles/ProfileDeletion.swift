/// What deleting a profile did.
public struct ProfileDeletion: Sendable, Equatable {
    /// Server-deletion jobs written to the outbox (0 for a local-only deletion).
    public var outboxJobs: Int
    /// True when no visible profile is left: the app returns to onboarding.
    public var wasLastVisibleProfile: Bool
}
