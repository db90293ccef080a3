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
            (tr("Roles"), server.roles.map(\.rawValue).joined(separator: ", ")),
        ]
    }

    /// The label of the operator's switch.
    public static var useOperator: String { tr("Use this operator") }
}
