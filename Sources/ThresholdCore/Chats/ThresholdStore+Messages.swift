import Storage

extension ThresholdStore {
    /// The newest `limit` messages of the active profile's chat with `contact`, oldest first
    /// (newest last), for a read-only view. Throws ``ChatError/unknownChat(_:)`` for no such chat.
    public func messages(withContact contact: String, limit: Int = 500) throws -> [ChatMessage] {
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.read { db in
            guard let chat = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                        [.integer(active.id), .text(contact)]) else {
                throw ChatError.unknownChat(contact)
            }
            let newestFirst = try db.map("""
                SELECT id, incoming, text, sent_at FROM messages WHERE chat_id = ? ORDER BY sent_at DESC, id DESC LIMIT ?
                """, [.int(chat), .int(limit)]) { (row: borrowing Row) in
                ChatMessage(id: row.int64("id"), incoming: row.bool("incoming"), text: row.string("text") ?? "", sentAt: row.int64("sent_at"))
            }
            return Array(newestFirst.reversed())
        }
    }
}
