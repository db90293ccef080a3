import ThresholdCore

/// Preferences › Conditions: the operators as the person edits them (in use or not, and the roles
/// each serves, as the peer's operator sheet offers), with the one rule every face keeps
/// (PRODUCT.md 4): at least one operator stays in use, and every required role (storage, proxy) is
/// served by an operator in use. A change that would break the rule is refused here (the face
/// shows the control insensitive); turning an operator off gives the roles only it served to the
/// first operator still in use, as accepting the conditions does.
public struct OperatorChoices: Sendable, Equatable {
    /// One operator's choice.
    public struct Choice: Sendable, Equatable {
        /// The brand's operator id.
        public let id: String
        /// Whether the app uses its servers.
        public var enabled: Bool
        /// The roles it serves ("storage", "proxy").
        public var roles: Set<String>
    }

    /// The operators, in brand order.
    public private(set) var choices: [Choice]

    /// The roles every set of operators in use must cover.
    public static var requiredRoles: [String] { AppSession.requiredRoles }

    /// The choices as stored.
    public init(_ states: [OperatorState]) {
        choices = states.map { Choice(id: $0.id, enabled: $0.enabled, roles: $0.roles) }
    }

    /// The choice for operator `id`.
    public func choice(_ id: String) -> Choice? { choices.first { $0.id == id } }

    /// Whether operator `id` may be turned off: not the last one in use.
    public func canTurnOff(_ id: String) -> Bool {
        choices.contains { $0.enabled && $0.id != id }
    }

    /// Whether `role` may be taken from operator `id`: another operator in use serves it too.
    public func canTurnOff(role: String, of id: String) -> Bool {
        !Self.requiredRoles.contains(role) || choices.contains { $0.enabled && $0.id != id && $0.roles.contains(role) }
    }

    /// Whether operator `id`'s roles can be changed at all (only while it is in use).
    public func canChangeRoles(of id: String) -> Bool { choice(id)?.enabled == true }

    /// Turns operator `id` on or off; refused (false, nothing changed) for the last one in use.
    @discardableResult
    public mutating func setEnabled(_ on: Bool, _ id: String) -> Bool {
        guard let index = choices.firstIndex(where: { $0.id == id }) else { return false }
        if !on && !canTurnOff(id) { return false }
        choices[index].enabled = on
        coverRoles()
        return true
    }

    /// Gives `role` to operator `id` or takes it away; refused (false, nothing changed) when the
    /// operator is not in use or is the only one in use serving a required role.
    @discardableResult
    public mutating func setRole(_ role: String, _ on: Bool, of id: String) -> Bool {
        guard let index = choices.firstIndex(where: { $0.id == id }), choices[index].enabled else { return false }
        if !on && !canTurnOff(role: role, of: id) { return false }
        if on { choices[index].roles.insert(role) } else { choices[index].roles.remove(role) }
        return true
    }

    /// Why these choices can't be saved, if they can't (the store checks the same).
    public var problem: OperatorError? {
        choices.contains(where: \.enabled) ? nil : .noOperatorSelected
    }

    /// A required role no operator in use serves goes to the first one in use (brand order).
    private mutating func coverRoles() {
        guard let first = choices.firstIndex(where: \.enabled) else { return }
        for role in Self.requiredRoles where !choices.contains(where: { $0.enabled && $0.roles.contains(role) }) {
            choices[first].roles.insert(role)
        }
    }
}
