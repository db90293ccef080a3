/// A server operator as the brand defines it, reduced to what the store needs.
public struct OperatorDefinition: Sendable, Equatable {
    /// The brand's operator id.
    public var id: String
    /// The roles the brand gives it by default ("storage", "proxy").
    public var roles: Set<String>

    /// Creates a definition.
    public init(id: String, roles: Set<String>) {
        self.id = id
        self.roles = roles
    }
}
