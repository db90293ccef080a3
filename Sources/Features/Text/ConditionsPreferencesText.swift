/// Texts of Preferences › Conditions of use (the operators as the peer's operator sheet edits
/// them, and the conditions' text on a page of its own).
public enum ConditionsPreferencesText {
    /// A role's switch under an operator: "Use for storage".
    public static func useFor(role: String) -> String {
        // Translators: {role} is an operator role's name as "Roles" lists it ("storage", "proxy").
        tr("Use for {role}", ["role": .text(OperatorDetails.roleName(role))])
    }

    /// Under the operators: what turning one on means.
    public static var turningOnAccepts: String {
        tr("Turning an operator on accepts these conditions for it. At least one operator stays on, and every role stays covered.")
    }

    /// An operator's acceptance, under its switch.
    public static func accepted(_ version: String?, current: String?) -> String {
        guard let version else { return tr("conditions not accepted") }
        guard let current, current != version else { return tr("accepted {version}", ["version": .text(version)]) }
        return tr("accepted {version}, {current} not yet", ["version": .text(version), "current": .text(current)])
    }
}
