import Storage

extension ThresholdStore {
    /// The newest `limit` messages of the active profile's chat with `contact`, oldest first
    /// (newest last), for a read-only view. Throws ``ChatError/unknownChat(_:)`` for no such chat.
    ///
    /// With `before`, the newest `limit` of those older than it (a page further back, for a view
    /// that loads a long chat as it is scrolled): messages are ordered by time, then id, and the
    /// `messages_chat_time` index finds a page without reading the rest of the chat.
    public func messages(withContact contact: String, limit: Int = 500, before: ChatMessage? = nil) throws -> [ChatMessage] {
        if let messages = try hiddenSessionMessages(withContact: contact, limit: limit, before: before) { return messages }
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.read { db in
            guard let chat = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                        [.integer(active.id), .text(contact)]) else {
                throw ChatError.unknownChat(contact)
            }
            let older = before.map { (sentAt: $0.sentAt, id: $0.id) } ?? (sentAt: .max, id: .max)
            let newestFirst = try db.map("""
                SELECT id, incoming, text, sent_at FROM messages WHERE chat_id = ? AND (sent_at, id) < (?, ?)
                ORDER BY sent_at DESC, id DESC LIMIT ?
                """, [.int(chat), .integer(older.sentAt), .integer(older.id), .int(limit)]) { (row: borrowing Row) in
                ChatMessage(id: row.int64("id"), incoming: row.bool("incoming"), text: row.string("text") ?? "", sentAt: row.int64("sent_at"))
            }
            return Array(newestFirst.reversed())
        }
    }

    /// The messages of the session's hidden profile's chat with `contact` (its sealed messages and
    /// those still waiting in the mailbox for it), or nil when no hidden profile is active. Ids are
    /// negative: they name no row.
    private func hiddenSessionMessages(withContact contact: String, limit: Int, before: ChatMessage?) throws -> [ChatMessage]? {
        try database.read { db -> [ChatMessage]? in
            guard let opened = try sessionSlot(in: db) else { return nil }
            guard let index = opened.profile.chats.firstIndex(where: { $0.contact == contact }) else {
                throw ChatError.unknownChat(contact)
            }
            var all = opened.profile.chats[index].messages.map { (incoming: $0.incoming, text: $0.text, sentAt: $0.sentAt) }
            for mail in opened.pending where mail.chat == index {
                all.append((incoming: mail.message.incoming, text: mail.message.text, sentAt: mail.message.sentAt))
            }
            // Oldest first, in arrival order for equal times (the stable sort keeps it).
            let ordered = all.enumerated().sorted { ($0.element.sentAt, $0.offset) < ($1.element.sentAt, $1.offset) }
            let messages = ordered.map { position, message in
                ChatMessage(id: -Int64(position + 1), incoming: message.incoming, text: message.text, sentAt: message.sentAt)
            }
            // The ids count down from -1 in this order, so a page before a message ends just before its position.
            let end = before.map { min(messages.count, max(0, Int(-$0.id) - 1)) } ?? messages.count
            return Array(messages[..<end].suffix(max(0, limit)))
        }
    }
}
