import Storage

extension ThresholdStore {
    /// The roles every install needs covered by some enabled operator.
    public static let requiredRoles: [String] = ["storage", "proxy"]

    /// The user's state for each operator of `operators` (brand order); operators never configured
    /// are enabled with their brand roles and no acceptance.
    public func operatorStates(_ operators: [OperatorDefinition]) throws -> [OperatorState] {
        try database.read { db in
            var stored: [String: (Bool, Set<String>)] = [:]
            try db.forEach("SELECT operator_id, enabled, storage, proxy FROM operators") { (row: borrowing Row) in
                var roles = Set<String>()
                if row.bool("storage") { roles.insert("storage") }
                if row.bool("proxy") { roles.insert("proxy") }
                stored[row.string("operator_id") ?? ""] = (row.bool("enabled"), roles)
            }
            var accepted: [String: (String, Int64)] = [:]
            try db.forEach("SELECT operator_id, conditions_version, accepted_at FROM operator_acceptances ORDER BY accepted_at, conditions_version") {
                (row: borrowing Row) in accepted[row.string("operator_id") ?? ""] = (row.string("conditions_version") ?? "", row.int64("accepted_at"))
            }
            return operators.map { definition in
                let choice = stored[definition.id] ?? (true, definition.roles)
                let acceptance = accepted[definition.id]
                return OperatorState(id: definition.id, enabled: choice.0, roles: choice.1,
                                     acceptedVersion: acceptance?.0, acceptedAt: acceptance?.1)
            }
        }
    }

    /// Accepts the conditions (`conditionsVersion`) for the `selected` operators, in one transaction:
    /// records the acceptance with the time, enables exactly the selected ones, and gives any role
    /// the enabled set leaves uncovered to the first enabled operator (brand order).
    @discardableResult
    public func acceptConditions(selected: Set<String>, of operators: [OperatorDefinition],
                                 conditionsVersion: String) throws -> [OperatorState] {
        guard !selected.isEmpty else { throw OperatorError.noOperatorSelected }
        let known = Set(operators.map(\.id))
        if let unknown = selected.sorted().first(where: { !known.contains($0) }) {
            throw OperatorError.unknownOperator(unknown)
        }
        let now = clock.now()
        var roles: [String: Set<String>] = [:]
        for definition in operators where selected.contains(definition.id) { roles[definition.id] = definition.roles }
        let enabledInOrder = operators.map(\.id).filter(selected.contains)
        for role in Self.requiredRoles where !roles.values.contains(where: { $0.contains(role) }) {
            if let first = enabledInOrder.first { roles[first, default: []].insert(role) }
        }
        try database.write { db in
            for definition in operators {
                let enabled = selected.contains(definition.id)
                let given = enabled ? roles[definition.id] ?? [] : definition.roles
                try db.execute("""
                    INSERT INTO operators (operator_id, enabled, storage, proxy) VALUES (?, ?, ?, ?)
                    ON CONFLICT(operator_id) DO UPDATE SET enabled = excluded.enabled, storage = excluded.storage, proxy = excluded.proxy
                    """, [.text(definition.id), .bool(enabled), .bool(given.contains("storage")), .bool(given.contains("proxy"))])
                if enabled {
                    try db.execute("""
                        INSERT INTO operator_acceptances (operator_id, conditions_version, accepted_at) VALUES (?, ?, ?)
                        ON CONFLICT(operator_id, conditions_version) DO UPDATE SET accepted_at = excluded.accepted_at
                        """, [.text(definition.id), .text(conditionsVersion), .integer(now)])
                }
            }
        }
        return try operatorStates(operators)
    }

    /// Stores each operator's choice as given (in use or not, roles), in one transaction; an
    /// operator in use records the acceptance of `conditionsVersion` (when there is one). A
    /// required role no operator in use serves goes to the first one in use (brand order).
    /// - Throws: ``OperatorError`` when none is in use or an id is not the brand's.
    @discardableResult
    public func configureOperators(_ choices: [(id: String, enabled: Bool, roles: Set<String>)], of operators: [OperatorDefinition],
                                   conditionsVersion: String?) throws -> [OperatorState] {
        let known = Set(operators.map(\.id))
        if let unknown = choices.map(\.id).first(where: { !known.contains($0) }) { throw OperatorError.unknownOperator(unknown) }
        var given: [String: (enabled: Bool, roles: Set<String>)] = [:]
        for choice in choices { given[choice.id] = (choice.enabled, choice.roles) }
        let enabledInOrder = operators.map(\.id).filter { given[$0]?.enabled == true }
        guard let first = enabledInOrder.first else { throw OperatorError.noOperatorSelected }
        for role in Self.requiredRoles where !enabledInOrder.contains(where: { given[$0]?.roles.contains(role) == true }) {
            given[first]?.roles.insert(role)
        }
        let now = clock.now()
        try database.write { db in
            for (id, choice) in given {
                try db.execute("""
                    INSERT INTO operators (operator_id, enabled, storage, proxy) VALUES (?, ?, ?, ?)
                    ON CONFLICT(operator_id) DO UPDATE SET enabled = excluded.enabled, storage = excluded.storage, proxy = excluded.proxy
                    """, [.text(id), .bool(choice.enabled), .bool(choice.roles.contains("storage")), .bool(choice.roles.contains("proxy"))])
                if choice.enabled, let conditionsVersion {
                    try db.execute("""
                        INSERT INTO operator_acceptances (operator_id, conditions_version, accepted_at) VALUES (?, ?, ?)
                        ON CONFLICT(operator_id, conditions_version) DO NOTHING
                        """, [.text(id), .text(conditionsVersion), .integer(now)])
                }
            }
        }
        return try operatorStates(operators)
    }
}
