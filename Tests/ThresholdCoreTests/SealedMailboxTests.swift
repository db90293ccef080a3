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

    /// A store with a visible profile "Main" (a chat with Ann unless `withoutAnn`) and a hidden one
    /// "H" (password "pw", a chat with Bea, read when `readBeaFirst`), active "Main", and the first
    /// server queue of each ("" for Main without a chat).
    static func mainAndHidden(readBeaFirst: Bool = false, withoutAnn: Bool = false) throws
        -> (fixture: StoreFixture, hiddenQueue: String, visibleQueue: String) {
        let f = try StoreFixture(chaffSeed: 5)
        try f.store.createProfile(name: "Main")
        if !withoutAnn { try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello") }
        try f.store.createProfile(name: "H")
        try f.store.receiveMessage(profile: ProfileRef("H"), contact: "Bea", text: "hi")
        if readBeaFirst { try f.store.readChat("Bea") }
        let hiddenQueue = try firstQueue(of: "H", in: f.store)
        let visibleQueue = withoutAnn ? "" : try firstQueue(of: "Main", in: f.store)
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("H", password: "pw")
        return (f, hiddenQueue, visibleQueue)
    }

    static func cursor(_ store: ThresholdStore) throws -> Int {
        try store.database.read { try $0.int("SELECT mailbox_next FROM sealed_install WHERE id = 1") } ?? -1
    }

    /// Main (its chat with Ann read) and three seeded profiles, `hidden` of them hidden and the rest
    /// deleted; then three events: with `arrived`, three messages for Profile 1 while it is hidden,
    /// otherwise three reads of Ann's chat (cover writes). Returns the dump.
    static func install(hidden: Int, arrived: Bool) throws -> DatabaseDump {
        let f = try StoreFixture(chaffSeed: 22)
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        try f.store.readChat("Ann")
        try f.store.seed(SeedPlan(profiles: 3, chats: 6, messages: 900))
        let queue = try firstQueue(of: "Profile 1", in: f.store)
        try SealedProfileTests.hideOrDeleteSeeded(hidden: hidden, in: f.store)
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

    /// The inbox's part of the dump (the sealed tables) by shape.
    static func inboxShape(_ dump: DatabaseDump) -> [String] {
        let sealed: Set<String> = ["sealed_install", "sealed_mailbox", "sealed_inbox", "sealed_routes", "sealed_slots", "reveal_kdf"]
        return SealedProfileTests.shape(DatabaseDump(tables: dump.tables.filter { sealed.contains($0.name) },
                                                     pageCount: 0, freelistCount: 0))
    }

    @Test func threeHiddenArrivalsChangeTheInboxAsThreeVisibleOnesDo() throws {
        func run(hiddenArrivals: Bool) throws -> (before: DatabaseDump, after: DatabaseDump, moved: Int) {
            let (f, hiddenQueue, visibleQueue) = try Self.mainAndHidden()
            let before = try f.store.dumpDatabase()
            let start = try Self.cursor(f.store)
            for index in 1...3 {
                try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenArrivals ? hiddenQueue : visibleQueue,
                                           text: "arrival \(index)")
            }
            let moved = (try Self.cursor(f.store) - start + SealedMailbox.cellCount) % SealedMailbox.cellCount
            return (before, try f.store.dumpDatabase(), moved)
        }
        let hidden = try run(hiddenArrivals: true)
        let visible = try run(hiddenArrivals: false)
        #expect(hidden.moved == 3 && visible.moved == 3)
        #expect(Self.inboxShape(hidden.after) == Self.inboxShape(visible.after))
        #expect(Self.inboxShape(hidden.after) == Self.inboxShape(hidden.before))
        // Exactly three cells changed either way.
        for run in [hidden, visible] {
            let old = run.before.table("sealed_mailbox")?.rows ?? [], new = run.after.table("sealed_mailbox")?.rows ?? []
            #expect(zip(old, new).filter { $0.0 != $0.1 }.count == 3)
        }
    }

    @Test func aHiddenMessageSurvivesUntilTheRingComesRoundAndNoVisibleMessageIsLost() throws {
        let (f, hiddenQueue, visibleQueue) = try Self.mainAndHidden(readBeaFirst: true)
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: "oldest")
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: "newer")
        func hiddenUnread() throws -> Int? { try f.store.listProfiles(revealing: "pw").profiles.last?.unread }
        for index in 0..<(SealedMailbox.cellCount - 2) {
            try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: visibleQueue, text: "visible \(index)")
        }
        #expect(try hiddenUnread() == 2)
        // The ring has come round: the next cell written is the oldest hidden message's.
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: visibleQueue, text: "one more")
        #expect(try hiddenUnread() == 1)
        // Every visible message is in its chat, whatever the ring did.
        #expect(try f.store.listProfiles().profiles.first?.unread == SealedMailbox.cellCount)
        try f.store.unhideProfile("H", password: "pw")
        try f.store.activateProfile(ProfileRef("H"))
        #expect(try f.store.messages(withContact: "Bea").map(\.text) == ["hi", "newer"])
    }

    @Test func aLongMessageTakesSeveralCellsAndComesBackWhole() throws {
        let (f, queue, _) = try Self.mainAndHidden(withoutAnn: true)
        // Two-byte characters, so chunk boundaries fall inside characters.
        let long = String(repeating: "é", count: 1500) + "end"
        let start = try Self.cursor(f.store)
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: long)
        let cells = SealedMailbox.cellsNeeded(forTextBytes: long.utf8.count)
        #expect(cells == 4)
        #expect(try Self.cursor(f.store) == (start + cells) % SealedMailbox.cellCount)
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.unread == 2)
        try f.store.unhideProfile("H", password: "pw")
        try f.store.activateProfile(ProfileRef("H"))
        #expect(try f.store.messages(withContact: "Bea").map(\.text) == ["hi", long])
    }

    @Test func aTooLongMessageIsRefusedAlikeForVisibleAndHiddenQueuesAndWritesNothing() throws {
        let (f, hiddenQueue, visibleQueue) = try Self.mainAndHidden()
        let before = try f.store.dumpDatabase()
        let tooLong = String(repeating: "x", count: SealedMailbox.maximumMessageBytes + 1)
        let refused = ChatError.messageTooLarge(SealedMailbox.maximumMessageBytes)
        for queue in [hiddenQueue, visibleQueue] {
            #expect(throws: refused) { try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: tooLong) }
        }
        #expect(throws: refused) { try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: tooLong) }
        #expect(try f.store.dumpDatabase().tables == before.tables)
        // The longest allowed message fits, in as many cells as it needs.
        let longest = String(repeating: "x", count: SealedMailbox.maximumMessageBytes)
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: longest)
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.unread == 2)
    }

    @Test func aCellOpensOnlyWithItsRouteKeyAndChaffHasTheSameSizes() throws {
        let random = SecureRandom()
        let routePrivate = try X25519.generatePrivateKey(using: random)
        let routePublic = try X25519.publicKey(fromPrivateKey: routePrivate)
        let otherPrivate = try X25519.generatePrivateKey(using: random)
        let otherPublic = try X25519.publicKey(fromPrivateKey: otherPrivate)
        let cells = try SealedMailbox.seal(text: "hello", sentAt: 1_800_000_000, route: [UInt8](repeating: 7, count: 32), to: routePublic, random: random)
        #expect(cells.count == 1)
        let chaff = try SealedMailbox.chaff(random: random)
        for cell in cells + [chaff] {
            #expect(cell.ephemeral.count == SealedMailbox.ephemeralBytes && cell.sealed.count == SealedMailbox.sealedBytes)
        }
        let chunk = try SealedMailbox.open(cells[0], privateKey: routePrivate, publicKey: routePublic)
        #expect(chunk.map { String(decoding: $0.bytes, as: UTF8.self) } == "hello" && chunk?.sentAt == 1_800_000_000)
        #expect(try SealedMailbox.open(cells[0], privateKey: otherPrivate, publicKey: otherPublic) == nil)
        #expect(try SealedMailbox.open(chaff, privateKey: routePrivate, publicKey: routePublic) == nil)
    }

    @Test func messagesAnOlderVersionLeftInSealedInboxAreStillDelivered() throws {
        let (f, queue, _) = try Self.mainAndHidden(withoutAnn: true)
        // A row as the previous version wrote it: by route, sealed to the route's public key.
        try f.store.database.write { db in
            guard let routeKey = try ThresholdStore.routeKey(db) else { throw ProfileError.sealedProfileDamaged }
            let tag = try SealedInbox.route(server: ThresholdStore.defaultServer, queue: queue, routeKey: routeKey)
            let publicKey = try db.first("SELECT public_key FROM sealed_routes WHERE tag = ?", [.blob(tag)]) { (row: borrowing Row) in
                row.blob(0) ?? []
            } ?? []
            let sealed = try SealedInbox.sealLegacy(SealedProfile.Message(incoming: true, read: false, text: "from before", sentAt: f.clock.now()),
                                                    to: publicKey, random: SecureRandom())
            try db.execute("INSERT INTO sealed_inbox (route, ephemeral, sealed) VALUES (?, ?, ?)",
                           [.blob(tag), .blob(sealed.ephemeral), .blob(sealed.sealed)])
        }
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "after")
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.unread == 3)
        try f.store.unhideProfile("H", password: "pw")
        try f.store.activateProfile(ProfileRef("H"))
        #expect(try f.store.messages(withContact: "Bea").map(\.text) == ["hi", "from before", "after"])
        #expect(try f.store.database.read { try $0.int("SELECT count(*) FROM sealed_inbox") } == 0)
    }
}
