import Secrets
import Storage
import Testing
@testable import ThresholdCore

/// PRODUCT.md 3.3, receiving while hidden: every incoming message passes through one fixed ring of
/// sealed cells, so the passcode holder's view of it is the same whether hidden profiles exist,
/// whether messages arrived for them, or whether the user only read a chat.
@Suite struct SealedMailboxTests {
    /// The server queue of `profile`'s first chat, read as the messaging layer knows it (before hiding).
    static func firstQueue(of profile: String, in store: ThresholdStore) throws -> String {
        try store.database.read { db in
            try db.string("""
                SELECT q.queue_id FROM chat_queues q JOIN chats c ON c.id = q.chat_id JOIN profiles p ON p.id = c.profile_id
                WHERE p.name = ? ORDER BY q.id LIMIT 1
                """, [.text(profile)])
        } ?? ""
    }

    static func cursor(_ store: ThresholdStore) throws -> Int {
        try store.database.read { try $0.int("SELECT mailbox_next FROM sealed_install WHERE id = 1") } ?? -1
    }

    /// Main (its chat with Ann read) and three seeded profiles, `hidden` of them hidden and the rest
    /// deleted; then three events: with `arrived`, three messages for Profile 1 while it is hidden,
    /// otherwise three reads of Ann's chat (cover writes). Returns the dump.
    static func install(hidden: Int, arrived: Bool) throws -> DatabaseDump {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        try f.store.readChat("Ann")
        try f.store.seed(SeedPlan(profiles: 3, chats: 6, messages: 900))
        let queue = try firstQueue(of: "Profile 1", in: f.store)
        try f.store.activateProfile(ProfileRef("Main"))
        for index in 1...3 {
            if index <= hidden {
                try f.store.hideProfile("Profile \(index)", password: "pw \(index)")
            } else {
                _ = try f.store.deleteProfile(ProfileRef("Profile \(index)"), serverData: false)
            }
        }
        func unread() throws -> Int? { try f.store.listProfiles(revealing: "pw 1").profiles.first { $0.name == "Profile 1" }?.unread }
        let before = try unread()
        for index in 1...3 {
            if arrived {
                try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "hidden arrival \(index)")
            } else {
                try f.store.readChat("Ann")
            }
        }
        #expect(try unread() == before.map { $0 + (arrived ? 3 : 0) })
        return try f.store.dumpDatabase()
    }

    @Test func zeroOneAndThreeHiddenWithOrWithoutArrivalsLookAlikeToThePasscodeHolder() throws {
        var shapes: [String: [String]] = [:]
        for hidden in [0, 1, 3] {
            for arrived in hidden == 0 ? [false] : [false, true] {
                let dump = try Self.install(hidden: hidden, arrived: arrived)
                shapes["\(hidden) hidden, arrived \(arrived)"] = SealedProfileTests.shape(dump)
                    + ["pages \(dump.pageCount)", "free \(dump.freelistCount)"]
                #expect(dump.table("sealed_inbox")?.rows.isEmpty == true)
                #expect(dump.table("sealed_mailbox")?.rows.count == SealedMailbox.cellCount)
            }
        }
        let reference = shapes["0 hidden, arrived false"] ?? []
        #expect(reference.contains { $0.hasPrefix("sealed_mailbox: \(SealedMailbox.cellCount) rows") })
        for (name, shape) in shapes.sorted(by: { $0.key < $1.key }) {
            #expect(shape == reference, "\(name)")
        }
    }
}
