import Secrets
import Storage

/// The mailbox ring (``SealedMailbox``, docs/hidden-profiles.md "The mailbox"): writing cells at
/// the cursor, and finding a hidden profile's messages in it with its route keys.
extension ThresholdStore {
    /// Creates the ring once the install's sealed store exists: every cell chaff, the cursor at a
    /// random cell (so a snapshot's cursor says nothing about how many messages came).
    func ensureMailbox(in db: Connection) throws {
        guard try db.int("SELECT count(*) FROM sealed_install") == 1,
              try db.int("SELECT count(*) FROM sealed_mailbox") == 0 else { return }
        for _ in 0..<SealedMailbox.cellCount {
            let cell = try SealedMailbox.chaff(random: random)
            try db.execute("INSERT INTO sealed_mailbox (ephemeral, sealed) VALUES (?, ?)", [.blob(cell.ephemeral), .blob(cell.sealed)])
        }
        let start = try random.bytes(4).reduce(0) { ($0 << 8) | Int($1) } % SealedMailbox.cellCount
        try db.execute("UPDATE sealed_install SET mailbox_next = ? WHERE id = 1", [.int(start)])
    }

    /// Writes `cells` at the cursor, one after the other, and moves the cursor past them, in the
    /// caller's transaction. The cells overwritten are the ring's oldest.
    func writeMailbox(_ cells: [SealedMailbox.Cell], in db: Connection) throws {
        try ensureMailbox(in: db)
        // Without a sealed store (no profile was ever made) there is nothing to pass through.
        guard var next = try db.int("SELECT mailbox_next FROM sealed_install WHERE id = 1") else { return }
        for cell in cells {
            try db.execute("UPDATE sealed_mailbox SET ephemeral = ?, sealed = ? WHERE id = ?",
                           [.blob(cell.ephemeral), .blob(cell.sealed), .int(next + 1)])
            next = (next + 1) % SealedMailbox.cellCount
        }
        try db.execute("UPDATE sealed_install SET mailbox_next = ? WHERE id = 1", [.int(next)])
    }

    /// Writes `count` chaff cells at the cursor: what a visible profile's message (drained to its chat
    /// at once) and a cover write leave.
    func writeChaffCells(_ count: Int, in db: Connection) throws {
        try writeMailbox(try (0..<count).map { _ in try SealedMailbox.chaff(random: random) }, in: db)
    }

    /// Refuses a message longer than any profile may receive (the same for visible and hidden
    /// profiles, so the refusal says nothing about which).
    static func checkMessageLength(_ text: String) throws {
        guard text.utf8.count <= SealedMailbox.maximumMessageBytes else {
            throw ChatError.messageTooLarge(SealedMailbox.maximumMessageBytes)
        }
    }

    /// The messages waiting for `profile` outside its sealed body, oldest first: old `sealed_inbox`
    /// rows of its routes, then whole messages found in the mailbox with its inbox key (every cell
    /// tried once per distinct route key: one X25519 per cell for a profile hidden by this version,
    /// one per cell and route for one hidden before), skipping cells it merged.
    static func pending(for profile: SealedProfile, in db: Connection) throws -> [OpenedSlot.Pending] {
        var pending: [OpenedSlot.Pending] = []
        var chatOfRoute: [[UInt8]: Int] = [:]
        var keys: [(privateKey: [UInt8], publicKey: [UInt8])] = []
        defer { for index in keys.indices { SealedSlot.wipe(&keys[index].privateKey) } }
        for (index, chat) in profile.chats.enumerated() {
            for queue in chat.queues {
                pending += try pendingInbox(queue, in: db).map { OpenedSlot.Pending(chat: index, message: $0, marks: []) }
                guard let tag = Hex.decode(queue.route), let privateKey = Hex.decode(queue.routePrivateKey) else { continue }
                chatOfRoute[tag] = index
                if !keys.contains(where: { ConstantTime.equals($0.privateKey, privateKey) }) {
                    keys.append((privateKey, try X25519.publicKey(fromPrivateKey: privateKey)))
                }
            }
        }
        guard !keys.isEmpty, let next = try db.int("SELECT mailbox_next FROM sealed_install WHERE id = 1") else { return pending }
        let merged = Set(profile.mergedMail ?? [])
        let cells = try db.map("SELECT id, ephemeral, sealed FROM sealed_mailbox ORDER BY id") { (row: borrowing Row) in
            (row.int(0), SealedMailbox.Cell(ephemeral: row.blob(1) ?? [], sealed: row.blob(2) ?? []))
        }
        // Chunks by message id; the age of a cell counts from the cursor (the oldest) on.
        var chunks: [[UInt8]: [(age: Int, chat: Int, chunk: SealedMailbox.Chunk, mark: String)]] = [:]
        for (id, cell) in cells where !merged.contains(cell.mark) {
            for key in keys {
                guard let chunk = try SealedMailbox.open(cell, privateKey: key.privateKey, publicKey: key.publicKey) else { continue }
                if let chat = chatOfRoute[chunk.route] {
                    let age = ((id - 1 - next) % SealedMailbox.cellCount + SealedMailbox.cellCount) % SealedMailbox.cellCount
                    chunks[chunk.messageID, default: []].append((age, chat, chunk, cell.mark))
                }
                break
            }
        }
        // A message some of whose cells were overwritten is lost whole (docs: "Overflow").
        let whole = chunks.values.compactMap { parts -> (age: Int, mail: OpenedSlot.Pending)? in
            let ordered = parts.sorted { $0.chunk.part < $1.chunk.part }
            guard let first = ordered.first, ordered.map(\.chunk.part) == Array(0..<first.chunk.parts) else { return nil }
            let text = String(decoding: ordered.flatMap(\.chunk.bytes), as: UTF8.self)
            let message = SealedProfile.Message(incoming: true, read: false, text: text, sentAt: first.chunk.sentAt)
            return (ordered.map(\.age).min() ?? 0, OpenedSlot.Pending(chat: first.chat, message: message, marks: ordered.map(\.mark)))
        }
        return pending + whole.sorted { $0.age < $1.age }.map(\.mail)
    }

    /// The messages of an old `sealed_inbox` row for `queue`, oldest first.
    static func pendingInbox(_ queue: SealedProfile.Queue, in db: Connection) throws -> [SealedProfile.Message] {
        guard let tag = Hex.decode(queue.route), var privateKey = Hex.decode(queue.routePrivateKey) else { return [] }
        defer { SealedSlot.wipe(&privateKey) }
        let rows = try db.map("SELECT ephemeral, sealed FROM sealed_inbox WHERE route = ? ORDER BY id", [.blob(tag)]) {
            (row: borrowing Row) in (row.blob(0) ?? [], row.blob(1) ?? [])
        }
        return try rows.map { ephemeral, sealed in
            guard let message = try SealedInbox.openLegacy(ephemeral: ephemeral, sealed: sealed, privateKey: privateKey) else {
                throw ProfileError.sealedProfileDamaged
            }
            return message
        }
    }

    /// Moves the messages waiting for `opened` into its plaintext, in the caller's transaction (which
    /// re-seals or unseals it): old inbox rows are deleted; mailbox cells stay as they are (so that
    /// opening a profile changes no cell) and are remembered as merged while they are in the ring.
    static func mergeInbox(_ opened: inout OpenedSlot, in db: Connection) throws {
        var merged = Set(opened.profile.mergedMail ?? [])
        for mail in opened.pending {
            opened.profile.chats[mail.chat].messages.append(mail.message)
            let last = opened.profile.chats[mail.chat].lastMessageAt ?? mail.message.sentAt
            opened.profile.chats[mail.chat].lastMessageAt = max(last, mail.message.sentAt)
            merged.formUnion(mail.marks)
        }
        for queue in opened.profile.chats.flatMap(\.queues) {
            if let tag = Hex.decode(queue.route) { try db.execute("DELETE FROM sealed_inbox WHERE route = ?", [.blob(tag)]) }
        }
        // A cell overwritten since holds another message: its old mark is dropped.
        let inRing = Set(try db.map("SELECT ephemeral FROM sealed_mailbox") { (row: borrowing Row) in
            SealedMailbox.Cell(ephemeral: row.blob(0) ?? [], sealed: []).mark
        })
        let kept = merged.intersection(inRing).sorted()
        opened.profile.mergedMail = kept.isEmpty ? nil : kept
        opened.pending = []
    }
}
