/// What the messenger's step eligibility looks at.
public struct OnboardingEnvironment: Sendable, Equatable {
    /// Whether a visible profile exists (welcome and create-profile run only without one).
    public var hasVisibleProfile: Bool

    /// Creates an environment.
    public init(hasVisibleProfile: Bool) {
        self.hasVisibleProfile = hasVisibleProfile
    }
}
