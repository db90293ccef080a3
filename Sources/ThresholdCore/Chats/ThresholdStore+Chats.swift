import Secrets
import Storage

extension ThresholdStore {
    /// The chats of the active profile, newest first.
    public func chatsOfActiveProfile() throws -> [Chat] {
        if let chats = try hiddenSessionChats() { return chats }
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.read { db in
            try db.map("""
                SELECT id, contact, notifications, unread, last_message_at FROM chats
                WHERE profile_id = ? ORDER BY last_message_at DESC, id
                """, [.integer(active.id)]) { (row: borrowing Row) in
                Chat(id: row.int64("id"), contact: row.string("contact") ?? "", notifications: row.bool("notifications"), unread: row.int("unread"),
                     lastMessageAt: row.isNull("last_message_at") ? nil : row.int64("last_message_at"))
            }
        }
    }

    /// The chats of the session's hidden profile (with the messages waiting for it), or nil when no
    /// hidden profile is active. Chat ids are negative: they name no row.
    private func hiddenSessionChats() throws -> [Chat]? {
        try database.read { db -> [Chat]? in
            guard let opened = try sessionSlot(in: db) else { return nil }
            var chats = opened.profile.chats.enumerated().map { index, chat in
                Chat(id: -Int64(index + 1), contact: chat.contact, notifications: chat.notifications,
                     unread: chat.unread, lastMessageAt: chat.lastMessageAt)
            }
            for mail in opened.pending {
                chats[mail.chat].unread += 1
                chats[mail.chat].lastMessageAt = max(chats[mail.chat].lastMessageAt ?? mail.message.sentAt, mail.message.sentAt)
            }
            // Newest first, then in the order the chats were made (ids -1, -2, ...), as for visible chats.
            return chats.sorted { ($0.lastMessageAt ?? .min, $0.id) > ($1.lastMessageAt ?? .min, $1.id) }
        }
    }

    /// Marks every message of the active profile's chat with `contact` as read; returns how many were unread.
    ///
    /// It also writes one chaff cell into the mailbox (a cover write), so the mailbox's cursor moves
    /// for reasons other than receiving (docs/hidden-profiles.md "The mailbox").
    @discardableResult
    public func readChat(_ contact: String) throws -> Int {
        if let session = sealedSession.current, sessionActiveHiddenID == -session.slot {
            return try database.write { db in
                let count = try rewriteSlot(session.slot, key: session.key, in: db) { profile in
                    guard let index = profile.chats.firstIndex(where: { $0.contact == contact }) else {
                        throw ChatError.unknownChat(contact)
                    }
                    let count = profile.chats[index].unread
                    for message in profile.chats[index].messages.indices { profile.chats[index].messages[message].read = true }
                    return count
                }
                // After the merge, so the cover never overwrites a cell before it was merged.
                try writeChaffCells(1, in: db)
                return count
            }
        }
        guard let active = try activeProfile() else { throw ChatError.noActiveProfile }
        return try database.write { db in
            guard let chat = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                        [.integer(active.id), .text(contact)]) else {
                throw ChatError.unknownChat(contact)
            }
            try writeChaffCells(1, in: db)
            return try db.execute("UPDATE messages SET read = 1 WHERE chat_id = ? AND read = 0", [.int(chat)])
        }
    }

    /// Records one incoming message for `profile` from `contact`, creating the chat (with one server
    /// queue at `server`) when it is new. Returns whether it should notify: never for a muted or
    /// hidden profile or a chat with notifications off. A hidden profile (named with its password)
    /// gets the message in its sealed slot. Either way the mailbox gets the chaff cells a message of
    /// this length takes, as ``receiveMessage(server:queue:text:)`` writes.
    /// - Throws: ``ChatError/messageTooLarge(_:)`` for a text over ``SealedMailbox/maximumMessageBytes``.
    @discardableResult
    public func receiveMessage(profile ref: ProfileRef, contact: String, text: String,
                               server: String = ThresholdStore.defaultServer) throws -> Bool {
        try Self.checkMessageLength(text)
        let cells = SealedMailbox.cellsNeeded(forTextBytes: text.utf8.count)
        let target = try resolve(ref)
        let now = clock.now()
        let queue = Hex.encode(try random.bytes(12))
        if let opened = target.opened {
            try database.write { db in
                guard let routeKey = try Self.routeKey(db) else { throw ProfileError.sealedProfileDamaged }
                let known = opened.profile.chats.contains { $0.contact == contact }
                // A new chat's route is a free one of the profile's route groups (with that group's inbox key).
                let route = known ? nil : try newHiddenRoute(for: opened.profile, server: server, queue: queue, routeKey: routeKey, in: db)
                try rewriteSlot(opened.slot, key: opened.key, in: db) { profile in
                    let message = SealedProfile.Message(incoming: true, read: false, text: text, sentAt: now)
                    if let index = profile.chats.firstIndex(where: { $0.contact == contact }) {
                        profile.chats[index].messages.append(message)
                        profile.chats[index].lastMessageAt = now
                    } else {
                        profile.chats.append(SealedProfile.Chat(contact: contact, notifications: true, lastMessageAt: now,
                                                                queues: route.map { [$0] } ?? [], messages: [message]))
                    }
                }
                try writeChaffCells(cells, in: db)
            }
            return false
        }
        return try database.write { db in
            let chat: Int64
            if let existing = try db.int("SELECT id FROM chats WHERE profile_id = ? AND contact = ?",
                                         [.integer(target.id), .text(contact)]) {
                chat = Int64(existing)
            } else {
                chat = try nextRowID(.chats, db: db)
                try db.execute("INSERT INTO chats (id, profile_id, contact) VALUES (?, ?, ?)",
                               [.integer(chat), .integer(target.id), .text(contact)])
                // The new queue reserves its route (an older install gets its chaff first).
                try ensureSealedInstall(in: db)
                try insertQueue(chat: chat, profile: target.id, server: server, queue: queue, in: db)
            }
            try writeChaffCells(cells, in: db)
            return try insertIncoming(chat: chat, text: text, at: now, in: db)
        }
    }

    /// Records one incoming message that arrived on the server queue `queue` at `server`, as the
    /// messaging layer sees it: no profile name, no password. One write transaction.
    ///
    /// Every message passes through the mailbox (``SealedMailbox``): the next cells of its ring
    /// are overwritten, as many as the message's length takes. A visible chat's queue gets the
    /// message in its chat at once and the cells get chaff. A hidden profile's queue is found
    /// through its route (`HMAC-SHA256(route key, server || 0 || queue)`, a keyed lookup) and the
    /// cells get the message sealed to the route's public key: stored without the password, read
    /// once the profile is revealed. Returns whether it should notify (never for a hidden profile).
    /// - Throws: ``ChatError/unknownQueue`` when no chat receives on that queue (nothing is written),
    ///   ``ChatError/messageTooLarge(_:)`` for a text over ``SealedMailbox/maximumMessageBytes``.
    @discardableResult
    public func receiveMessage(server: String, queue: String, text: String) throws -> Bool {
        try Self.checkMessageLength(text)
        let cells = SealedMailbox.cellsNeeded(forTextBytes: text.utf8.count)
        let now = clock.now()
        return try database.write { db in
            if let chat = try db.int("SELECT chat_id FROM chat_queues WHERE server = ? AND queue_id = ? ORDER BY id LIMIT 1",
                                     [.text(server), .text(queue)]) {
                try writeChaffCells(cells, in: db)
                return try insertIncoming(chat: Int64(chat), text: text, at: now, in: db)
            }
            guard let routeKey = try Self.routeKey(db) else { throw ChatError.unknownQueue }
            let tag = try SealedInbox.route(server: server, queue: queue, routeKey: routeKey)
            guard let publicKey = try db.first("SELECT public_key FROM sealed_routes WHERE tag = ?", [.blob(tag)], {
                (row: borrowing Row) in row.blob("public_key")
            }) ?? nil else { throw ChatError.unknownQueue }
            try writeMailbox(try SealedMailbox.seal(text: text, sentAt: now, route: tag, to: publicKey, random: random), in: db)
            return false
        }
    }

    /// Inserts an unread incoming message into a visible chat; returns whether it should notify.
    private func insertIncoming(chat: Int64, text: String, at now: Int64, in db: Connection) throws -> Bool {
        try db.execute("INSERT INTO messages (id, chat_id, incoming, read, text, sent_at) VALUES (?, ?, 1, 0, ?, ?)",
                       [.integer(try nextRowID(.messages, db: db)), .integer(chat), .text(text), .integer(now)])
        try db.execute("UPDATE chats SET last_message_at = ? WHERE id = ?", [.integer(now), .integer(chat)])
        let quiet = try db.first("""
            SELECT (p.muted OR p.hidden OR NOT c.notifications) AS silent FROM chats c JOIN profiles p ON p.id = c.profile_id
            WHERE c.id = ?
            """, [.integer(chat)]) { (row: borrowing Row) in row.bool("silent") } ?? true
        return !quiet
    }

    /// The server address recorded for chats made without one.
    public static let defaultServer = "https://relay.threshold.invalid"
}
