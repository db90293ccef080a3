import Brand

/// One server operator's details as "Configure operators" shows them, in every face: labelled
/// rows (trade name, legal name, domains, roles) and the switch's label.
public enum OperatorDetails {
    /// The labelled rows, in order.
    public static func rows(_ server: ServerOperator) -> [(label: String, value: String)] {
        [
            (tr("Trade name"), server.tradeName),
            (tr("Legal name"), server.legalName),
            (tr("Domains"), server.serverDomains.joined(separator: ", ")),
            (tr("Roles"), roles(server.roles.map(\.rawValue))),
        ]
    }

    /// An operator's roles in words, as a list: "storage, proxy" (English), "Speicher und Proxy"
    /// (German). `roles` are the brand's role ids; an id this version does not know is shown as it is.
    public static func roles(_ roles: [String]) -> String {
        roles.isEmpty ? tr("none", context: "roles") : Formats.list(roles.map(roleName))
    }

    /// One role's name: `storage`, `proxy`.
    public static func roleName(_ id: String) -> String {
        switch OperatorRole(rawValue: id) {
        case .storage: tr("storage", context: "operator role")
        case .proxy: tr("proxy", context: "operator role")
        case nil: id
        }
    }

    /// The label of the operator's switch.
    public static var useOperator: String { tr("Use this operator") }
}
