/// What the user chose for one operator, and which conditions they accepted.
public struct OperatorState: Sendable, Equatable {
    /// The brand's operator id.
    public var id: String
    /// Whether the app uses this operator's servers.
    public var enabled: Bool
    /// The roles it serves for this user ("storage", "proxy").
    public var roles: Set<String>
    /// The newest conditions version accepted for it, and when.
    public var acceptedVersion: String?
    /// Seconds since 1970 of that acceptance.
    public var acceptedAt: Int64?

    /// Creates a state value.
    public init(id: String, enabled: Bool, roles: Set<String>, acceptedVersion: String?, acceptedAt: Int64?) {
        self.id = id
        self.enabled = enabled
        self.roles = roles
        self.acceptedVersion = acceptedVersion
        self.acceptedAt = acceptedAt
    }
}
