import Brand

/// One server operator's details as "Configure operators" shows them, in every face: labelled
/// rows (trade name, legal name, domains, roles) and the switch's label.
public enum OperatorDetails {
    /// The labelled rows, in order.
    public static func rows(_ server: ServerOperator) -> [(label: String, value: String)] {
        [
            (tr("Trade name"), server.tradeName),
            (tr("Legal name"), server.legalName),
            (tr("Domains"), Formats.list(server.serverDomains)),
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

    /// One labelled row on a line of its own: "Trade name: Lumen Relay" (the punctuation is the
    /// translator's: "商号：Lumen Relay"; issue 35: plain mode glued an ASCII ": " in code).
    public static func field(_ label: String, _ value: String) -> String {
        tr("{label}: {value}", ["label": .text(label), "value": .user(value)])
    }

    /// An operator as one line of a list: "Lumen Relay (lumen): Lumen Relay Ltd; a.example and
    /// b.example", the domains a list the language's way.
    public static func summary(_ server: ServerOperator) -> String {
        tr("{name} ({tag}): {company}; {domains}",
           ["name": .user(server.tradeName), "tag": .text(server.tag), "company": .user(server.legalName),
            "domains": .text(Formats.list(server.serverDomains))])
    }

    /// The label of the operator's switch.
    public static var useOperator: String { tr("Use this operator") }
}
