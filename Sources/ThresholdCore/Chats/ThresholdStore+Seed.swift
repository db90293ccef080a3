import Secrets
import Storage

extension ThresholdStore {
    private static let contacts = ["Alice", "Bob", "Chen Wei", "Dana", "Émile", "Farah", "Giorgos", "Hana",
                                   "Ivan", "Jo", "Kofi", "Lena", "Mateo", "Noor", "Olu", "Priya"]

    /// Fills the store with demo data in one transaction: profiles named "Profile N" (skipping names in
    /// use), chats spread round-robin, messages spread over the chats. Returns the profiles created.
    @discardableResult
    public func seed(_ plan: SeedPlan) throws -> [Profile] {
        let now = clock.now()
        let queueBase = Hex.encode(try random.bytes(6))
        return try database.write { db in
            var created: [Profile] = []
            // Row ids spaced at random (``ChaffAllocator/RowIDs``), drawn in blocks.
            var profileIDs = try rowIDs(.profiles, db: db)
            var number = 1
            while created.count < plan.profiles {
                let name = "Profile \(number)"
                number += 1
                if try db.int("SELECT 1 FROM profiles WHERE hidden = 0 AND name = ?", [.text(name)]) != nil { continue }
                let id = try profileIDs.next()
                try db.execute("INSERT INTO profiles (id, name, bio, created_at) VALUES (?, ?, '', ?)", [.integer(id), .text(name), .integer(now)])
                created.append(Profile(id: id, name: name, bio: "", createdAt: now, muted: false,
                                       hidden: false, unread: 0, active: false))
            }
            guard !created.isEmpty else { return created }
            try ensureSealedInstall(in: db)
            if try Self.setting(SettingKey.activeProfile, in: db) == nil {
                try Self.setSetting(SettingKey.activeProfile, String(created[0].id), in: db)
            }
            var chats: [Int64] = []
            chats.reserveCapacity(plan.chats)
            var chatIDs = try rowIDs(.chats, db: db, bulk: plan.chats > 64)
            for index in 0..<plan.chats {
                let owner = created[index % created.count].id
                let contact = "\(Self.contacts[index % Self.contacts.count]) \(index / Self.contacts.count + 1)"
                let chat = try chatIDs.next()
                try db.execute("INSERT INTO chats (id, profile_id, contact, last_message_at) VALUES (?, ?, ?, ?)",
                               [.integer(chat), .integer(owner), .text(contact), .integer(now)])
                chats.append(chat)
                try insertQueue(chat: chat, profile: owner, server: plan.server, queue: "\(queueBase)-\(chat)", in: db)
            }
            guard !chats.isEmpty else { return created }
            let every = max(plan.unreadEvery, 1)
            var messageIDs = try rowIDs(.messages, db: db, bulk: plan.messages > 64)
            for index in 0..<plan.messages {
                let incoming = index % 2 == 0
                let unread = incoming && (index / 2) % every == 0
                try db.execute("INSERT INTO messages (id, chat_id, incoming, read, text, sent_at) VALUES (?, ?, ?, ?, ?, ?)",
                               [.integer(try messageIDs.next()), .integer(chats[index % chats.count]), .bool(incoming), .bool(!unread),
                                .text("Seeded message \(index + 1)"), .integer(now - Int64(plan.messages - index))])
            }
            return created
        }
    }
}
