/// A server operator offered by the brand, whose conditions the user accepts.
public struct ServerOperator: Equatable, Sendable {
    /// Stable identifier (`[a-z0-9-]`), stored with the user's acceptance.
    public let id: String
    /// Short tag shown in compact lists.
    public let tag: String
    /// The name users know.
    public let tradeName: String
    /// The registered legal entity.
    public let legalName: String
    /// Domains of the operator's servers.
    public let serverDomains: [String]
    /// Roles the operator serves by default.
    public let roles: [OperatorRole]

    /// Creates an operator.
    public init(id: String, tag: String, tradeName: String, legalName: String,
                serverDomains: [String], roles: [OperatorRole]) {
        self.id = id
        self.tag = tag
        self.tradeName = tradeName
        self.legalName = legalName
        self.serverDomains = serverDomains
        self.roles = roles
    }
}
