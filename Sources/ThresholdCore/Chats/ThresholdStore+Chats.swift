import Secrets
import Storage

extension ThresholdStore {
    /// The chats of the active profile, newest first.
    public func chatsOfActiveProfile() throws -> [Chat] {
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.read { db in
            try db.map("""
                SELECT id, contact, notifications, unread, last_message_at FROM chats
                WHERE profile_id = ? ORDER BY last_message_at DESC, id
                """, [.integer(active.id)]) { (row: borrowing Row) in
                Chat(id: row.int64(0), contact: row.string(1) ?? "", notifications: row.bool(2), unread: row.int(3),
                     lastMessageAt: row.isNull(4) ? nil : row.int64(4))
            }
        }
    }

    /// Marks every message of the active profile's chat with `contact` as read; returns how many were unread.
    @discardableResult
    public func readChat(_ contact: String) throws -> Int {
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.write { db in
            guard let chat = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                        [.integer(active.id), .text(contact)]) else {
                throw ChatError.unknownChat(contact)
            }
            return try db.execute("UPDATE messages SET read = 1 WHERE chat_id = ? AND read = 0", [.int(chat)])
        }
    }

    /// Records one incoming message for `profile` from `contact`, creating the chat (with one server
    /// queue at `server`) when it is new. Returns whether it should notify: never for a muted or
    /// hidden profile or a chat with notifications off.
    @discardableResult
    public func receiveMessage(profile ref: ProfileRef, contact: String, text: String,
                               server: String = ThresholdStore.defaultServer) throws -> Bool {
        let target = try resolve(ref)
        let now = clock.now()
        let queue = Hex.encode(try random.bytes(12))
        return try database.write { db in
            let chat: Int64
            if let existing = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                         [.integer(target.id), .text(contact)]) {
                chat = Int64(existing)
            } else {
                try db.execute("INSERT INTO chats (profile_id, contact) VALUES (?, ?)", [.integer(target.id), .text(contact)])
                chat = db.lastInsertRowID
                try db.execute("INSERT INTO chat_queues (chat_id, server, queue_id) VALUES (?, ?, ?)",
                               [.integer(chat), .text(server), .text(queue)])
            }
            try db.execute("INSERT INTO messages (chat_id, incoming, read, text, sent_at) VALUES (?, 1, 0, ?, ?)",
                           [.integer(chat), .text(text), .integer(now)])
            try db.execute("UPDATE chats SET last_message_at = ? WHERE id = ?", [.integer(now), .integer(chat)])
            let quiet = try db.first("""
                SELECT p.muted OR p.hidden OR NOT c.notifications FROM chats c JOIN profiles p ON p.id = c.profile_id
                WHERE c.id = ?
                """, [.integer(chat)]) { (row: borrowing Row) in row.bool(0) } ?? true
            return !quiet
        }
    }

    /// The server address recorded for chats made without one.
    public static let defaultServer = "https://relay.threshold.invalid"
}
