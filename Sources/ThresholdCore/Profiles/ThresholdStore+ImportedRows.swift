import Storage

extension ThresholdStore {
    /// The rows that break the rules data typed in this app always follows, for data that came
    /// from elsewhere (an imported archive, PRODUCT.md 6 and 11): every profile name passes
    /// ``DisplayName/validate(_:)`` (at most 50 characters, normal form, no control, format or bidi
    /// characters), every bio ``Bio/validate(_:)``, every chat's unread count is its number of
    /// unread messages and every profile's the sum of its chats' (what the schema's triggers keep).
    ///
    /// The descriptions name rows by id and the rule broken, never the text (it may be hostile, or
    /// private). At most `limit` are returned; empty when every row passes.
    /// - Throws: ``LockError/locked``; database errors.
    public func rowsBreakingTheRules(limit: Int = 10) throws -> [String] {
        try database.read { db in
            var problems: [String] = []
            try db.forEach("SELECT id, name, bio FROM profiles ORDER BY id") { (row: borrowing Row) in
                guard problems.count < limit else { return }
                let id = row.int64(0)
                if case .invalid = DisplayName.validate(row.string(1) ?? "") {
                    problems.append("profile \(id): its name breaks the name rules")
                }
                if case .tooLong = Bio.validate(row.string(2) ?? "") {
                    problems.append("profile \(id): its bio is longer than \(Bio.maxBytes) bytes")
                }
            }
            try db.forEach("""
                SELECT c.id FROM chats c
                WHERE c.unread != (SELECT count(*) FROM messages m WHERE m.chat_id = c.id AND m.read = 0)
                ORDER BY c.id LIMIT ?
                """, [.integer(Int64(limit))]) { (row: borrowing Row) in
                problems.append("chat \(row.int64(0)): its unread count is not its number of unread messages")
            }
            try db.forEach("""
                SELECT p.id FROM profiles p
                WHERE p.unread != (SELECT coalesce(sum(c.unread), 0) FROM chats c WHERE c.profile_id = p.id)
                ORDER BY p.id LIMIT ?
                """, [.integer(Int64(limit))]) { (row: borrowing Row) in
                problems.append("profile \(row.int64(0)): its unread count is not the sum of its chats'")
            }
            return Array(problems.prefix(limit))
        }
    }
}
