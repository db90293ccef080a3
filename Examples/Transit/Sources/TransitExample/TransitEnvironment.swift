/// What the example's eligibility rules look at: the answers given so far.
public struct TransitEnvironment: Sendable, Equatable {
    /// Whether the user allowed location access on the first step.
    public var locationAllowed: Bool

    /// Creates an environment.
    public init(locationAllowed: Bool = false) {
        self.locationAllowed = locationAllowed
    }
}
