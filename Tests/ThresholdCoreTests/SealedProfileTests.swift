import Secrets
import Storage
import Testing
@testable import ThresholdCore

/// PRODUCT.md 3.3 "sealed": hidden profiles are encrypted under their own keys, receive while
/// hidden, and leave the passcode holder (the database key) nothing to read.
@Suite struct SealedProfileTests {
    /// Every text and blob value of the dump, as bytes, and every integer as text.
    static func bytes(_ dump: DatabaseDump) -> [[UInt8]] {
        dump.tables.flatMap { table in
            table.rows.flatMap { row in
                row.map { value -> [UInt8] in
                    switch value {
                    case .null: []
                    case .integer(let number): Array(String(number).utf8)
                    case .real(let number): Array(String(number).utf8)
                    case .text(let text): Array(text.utf8)
                    case .blob(let bytes): bytes
                    }
                } + [Array(table.name.utf8)]
            }
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard !n.isEmpty, haystack.count >= n.count else { return false }
        return (0...(haystack.count - n.count)).contains { haystack[$0..<($0 + n.count)].elementsEqual(n) }
    }

    static func found(_ markers: [String], in dump: DatabaseDump) -> [String] {
        let values = bytes(dump)
        return markers.filter { marker in values.contains { contains($0, marker) } }
    }

    /// What the passcode holder can compare between two installs without any password: tables,
    /// row counts, and each value's type and size.
    static func shape(_ dump: DatabaseDump) -> [String] {
        dump.tables.map { table in
            let rows = table.rows.map { row in
                row.map { value -> String in
                    switch value {
                    case .null: "null"
                    case .integer: "int"
                    case .real: "real"
                    case .text(let text): "text\(text.utf8.count)"
                    case .blob(let bytes): "blob\(bytes.count)"
                    }
                }.joined(separator: ",")
            }
            return "\(table.name): \(table.rows.count) rows [\(rows.joined(separator: "; "))]"
        }
    }

    /// The server queue of `contact`'s chat, read as the messaging layer knows it (before hiding).
    static func queue(of contact: String, in store: ThresholdStore) throws -> String {
        try store.database.read { db in
            try db.string("SELECT q.queue_id FROM chat_queues q JOIN chats c ON c.id = q.chat_id WHERE c.contact = ?", [.text(contact)])
        } ?? ""
    }

    @Test func sealReceiveThreeWhileHiddenRevealUnhideAndHideAgain() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "Secret", bio: "my bio")
        try f.store.receiveMessage(profile: ProfileRef("Secret"), contact: "Bea", text: "before")
        #expect(try f.store.readChat("Bea") == 1)
        let queue = try Self.queue(of: "Bea", in: f.store)
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("Secret", password: "pw")
        for index in 1...3 {
            #expect(try !f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "while hidden \(index)"))
        }
        // Stored without the password: in the mailbox's fixed ring, no message row, no inbox row.
        let rows = try f.store.database.read { db in
            (try db.int("SELECT count(*) FROM sealed_mailbox"), try db.int("SELECT count(*) FROM messages"),
             try db.int("SELECT count(*) FROM sealed_inbox"))
        }
        #expect(rows.0 == SealedMailbox.cellCount && rows.1 == 0 && rows.2 == 0)
        #expect(try f.store.listProfiles().profiles.map(\.name) == ["Main"])
        let revealed = try f.store.listProfiles(revealing: "pw")
        #expect(revealed.profiles.map(\.name) == ["Main", "Secret"])
        #expect(revealed.profiles.last?.unread == 3 && revealed.profiles.last?.bio == "my bio")
        #expect(revealed.totalUnread == 0)

        // Active for the session: its chats show the inbox; reading merges it into the sealed body.
        try f.store.activateProfile(ProfileRef("Secret", password: "pw"))
        #expect(try f.store.listProfiles(revealing: "pw").totalUnread == 3)
        #expect(try f.store.chatsOfActiveProfile().map(\.unread) == [3])
        #expect(try f.store.readChat("Bea") == 3)
        // Merged into the body: the cells stay in the ring but are not counted again.
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.unread == 0)
        #expect(try f.reopen().listProfiles(revealing: "pw").profiles.last?.unread == 0)
        try f.store.activateProfile(ProfileRef("Main"))

        // One more while hidden, then unhide: rows again, with every message.
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "last")
        try f.store.unhideProfile("Secret", password: "pw")
        let unhidden = try f.store.listProfiles().profiles.first { $0.name == "Secret" }
        #expect(unhidden?.unread == 1 && unhidden?.hidden == false && unhidden?.muted == true)
        #expect(try f.store.database.read { try $0.int("SELECT count(*) FROM messages") } == 5)
        #expect(try f.store.database.read { try $0.string("SELECT group_concat(text, '|') FROM (SELECT text FROM messages ORDER BY id)") }
            == "before|while hidden 1|while hidden 2|while hidden 3|last")
        // The queue now reaches the visible chat.
        #expect(try !f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "visible"))
        #expect(try f.store.listProfiles().profiles.first { $0.name == "Secret" }?.unread == 2)

        // Hide again, with another password; the old one opens nothing.
        try f.store.hideProfile("Secret", password: "pw2")
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "again")
        #expect(try f.store.listProfiles(revealing: "pw").profiles.map(\.name) == ["Main"])
        #expect(try f.store.listProfiles(revealing: "pw2").profiles.last?.unread == 3)
        // A restarted process reads the same.
        #expect(try f.reopen().listProfiles(revealing: "pw2").profiles.last?.unread == 3)
    }

    @Test func theDumpHoldsNoHiddenContentAndTheScanFindsVisibleContent() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Visible Vesper", bio: "visible-bio-11aa")
        try f.store.receiveMessage(profile: ProfileRef("Visible Vesper"), contact: "Visible Contact", text: "visible-text-22bb")
        try f.store.createProfile(name: "Hidden Halcyon", bio: "hidden-bio-33cc")
        try f.store.receiveMessage(profile: ProfileRef("Hidden Halcyon"), contact: "Hidden Contact", text: "hidden-text-44dd")
        let hiddenQueue = try Self.queue(of: "Hidden Contact", in: f.store)
        let visibleQueue = try Self.queue(of: "Visible Contact", in: f.store)
        try f.store.activateProfile(ProfileRef("Visible Vesper"))
        try f.store.hideProfile("Hidden Halcyon", password: "pw")
        try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: "hidden-inbox-55ee")
        // Revealing, activating and changing it writes nothing readable either.
        try f.store.activateProfile(ProfileRef("Hidden Halcyon", password: "pw"))
        try f.store.updateProfile(ProfileRef("Hidden Halcyon", password: "pw"), bio: "hidden-bio-66ff")
        let dump = try f.store.dumpDatabase()
        let hidden = ["Hidden Halcyon", "hidden-bio-33cc", "hidden-bio-66ff", "Hidden Contact", "hidden-text-44dd",
                      "hidden-inbox-55ee", hiddenQueue]
        let visible = ["Visible Vesper", "visible-bio-11aa", "Visible Contact", "visible-text-22bb", visibleQueue]
        #expect(Self.found(hidden, in: dump) == [])
        #expect(Self.found(visible, in: dump) == visible)
        // The install's chaff, Main's reservation and the hidden one's.
        let slots = dump.table("sealed_slots")?.rows.count ?? 0
        #expect((ChaffAllocator.installSlots.lowerBound + 2)...(ChaffAllocator.installSlots.upperBound + 2) ~= slots)
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.bio == "hidden-bio-66ff")
    }

    /// Activates "Main", then hides the first `hidden` of the seeded "Profile 1...3" (password
    /// "pw N") and deletes the others.
    static func hideOrDeleteSeeded(hidden: Int, in store: ThresholdStore) throws {
        try store.activateProfile(ProfileRef("Main"))
        for index in 1...3 {
            if index <= hidden {
                try store.hideProfile("Profile \(index)", password: "pw \(index)")
            } else {
                _ = try store.deleteProfile(ProfileRef("Profile \(index)"), serverData: false)
            }
        }
    }

    /// Builds an install with a visible profile and three more (with chats and enough messages to
    /// outgrow the smallest slot) that were each hidden or deleted; its chaff from `chaffSeed`.
    static func install(hidden: Int, chaffSeed: UInt64 = 22) throws -> StoreFixture {
        let f = try StoreFixture(chaffSeed: chaffSeed)
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        try f.store.seed(SeedPlan(profiles: 3, chats: 6, messages: 900))
        try hideOrDeleteSeeded(hidden: hidden, in: f.store)
        return f
    }

    @Test func zeroOneAndThreeHiddenProfilesLookAlikeToThePasscodeHolder() throws {
        let shapes = try [0, 1, 3].map { hidden -> [String] in
            let f = try Self.install(hidden: hidden)
            if hidden > 0 { #expect(try f.store.listProfiles(revealing: "pw 1").profiles.map(\.name) == ["Main", "Profile 1"]) }
            let dump = try f.store.dumpDatabase()
            return Self.shape(dump) + ["pages \(dump.pageCount)", "free \(dump.freelistCount)"]
        }
        #expect(shapes[0] == shapes[1])
        #expect(shapes[0] == shapes[2])
        #expect(shapes[0].contains { $0.contains("blob32768") }, "the profiles outgrew the smallest slot")
    }

    @Test func aProfileHiddenThenDeletedLeavesWhatOneNeverHiddenLeaves() throws {
        func history(hideFirst: Bool) throws -> DatabaseDump {
            let f = try StoreFixture(chaffSeed: 7)
            try f.store.createProfile(name: "Main")
            try f.store.createProfile(name: "Gone")
            try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: "C", text: "t")
            try f.store.activateProfile(ProfileRef("Main"))
            if hideFirst { try f.store.hideProfile("Gone", password: "pw") }
            _ = try f.store.deleteProfile(ProfileRef("Gone", password: hideFirst ? "pw" : nil), serverData: false)
            return try f.store.dumpDatabase()
        }
        let hidden = try history(hideFirst: true)
        let never = try history(hideFirst: false)
        #expect(Self.shape(hidden) == Self.shape(never))
        // Every table but the random ones is equal value for value.
        let random: Set<String> = ["sealed_slots", "sealed_routes", "sealed_install", "sealed_mailbox", "reveal_kdf"]
        for table in hidden.tables where !random.contains(table.name) {
            #expect(table == never.table(table.name), "\(table.name)")
        }
        #expect(hidden.freelistCount == never.freelistCount)
    }

    @Test func anUnknownQueueIsRefusedAndAHiddenProfileNeverNotifies() throws {
        let f = try StoreFixture()
        #expect(throws: ChatError.unknownQueue) { try f.store.receiveMessage(server: "s", queue: "q", text: "t") }
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "H")
        try f.store.hideProfile("H", password: "pw")
        #expect(throws: ChatError.unknownQueue) { try f.store.receiveMessage(server: "s", queue: "q", text: "t") }
        // With its password a hidden profile can get a message for a new contact (a new sealed chat).
        #expect(try !f.store.receiveMessage(profile: ProfileRef("H", password: "pw"), contact: "New", text: "t", server: "http://s"))
        #expect(try f.store.listProfiles(revealing: "pw").profiles.last?.unread == 1)
        #expect(try f.store.database.read { try $0.int("SELECT count(*) FROM chats") } == 0)
    }

    @Test func deletingAHiddenProfileWithServerDataQueuesItsQueuesAndErasesItsSlot() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "H")
        try f.store.receiveMessage(profile: ProfileRef("H"), contact: "C1", text: "x", server: "http://s1")
        try f.store.receiveMessage(profile: ProfileRef("H"), contact: "C2", text: "y", server: "http://s2")
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("H", password: "pw")
        let before = try f.store.dumpDatabase()
        let result = try f.store.deleteProfile(ProfileRef("H", password: "pw"), serverData: true)
        #expect(result.outboxJobs == 2)
        #expect(try f.store.outboxJobs().map(\.server) == ["http://s1", "http://s2"])
        #expect(try f.store.listProfiles(revealing: "pw").profiles.map(\.name) == ["Main"])
        // The slot and routes are still there, rewritten as chaff.
        let after = try f.store.dumpDatabase()
        #expect(after.table("sealed_slots")?.rows.count == before.table("sealed_slots")?.rows.count)
        #expect(after.table("sealed_routes")?.rows.count == before.table("sealed_routes")?.rows.count)
        #expect(after.table("sealed_routes") != before.table("sealed_routes"))
    }

    @Test func aFreshInstallHasNoSealedRowsUntilItsFirstProfile() throws {
        let f = try StoreFixture()
        let empty = try f.store.dumpDatabase()
        #expect(empty.table("sealed_slots")?.rows.isEmpty == true && empty.table("reveal_kdf")?.rows.isEmpty == true)
        #expect(empty.table("sealed_mailbox")?.rows.isEmpty == true)
        try f.store.createProfile(name: "Main")
        let first = try f.store.dumpDatabase()
        let slots = first.table("sealed_slots")?.rows.count ?? 0
        #expect((ChaffAllocator.installSlots.lowerBound + 1)...(ChaffAllocator.installSlots.upperBound + 1) ~= slots)
        #expect(first.table("reveal_kdf")?.rows.count == 1 && first.table("sealed_install")?.rows.count == 1)
        #expect(first.table("sealed_mailbox")?.rows.count == SealedMailbox.cellCount)
        #expect(first.table("settings")?.rows.count == 1)
    }

    @Test func aHiddenProfileFromBeforeSealingIsSealedAtItsFirstReveal() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "Legacy Lark", bio: "legacy-bio-0a0a")
        try f.store.receiveMessage(profile: ProfileRef("Legacy Lark"), contact: "Old Friend", text: "legacy-text-0b0b")
        try f.store.activateProfile(ProfileRef("Main"))
        // Hidden the way the previous version did: a row with hidden = 1 and HMAC(K, "reveal" || id).
        try f.store.database.write { db in
            let generation = try RevealKey.generations(db)[0]
            let key = try Scrypt.derive(password: Array("pw".utf8), salt: generation.salt, parameters: generation.parameters)
            let id = try db.int("SELECT id FROM profiles WHERE name = 'Legacy Lark'") ?? 0
            try db.execute("UPDATE profiles SET hidden = 1, muted = 1, reveal_kdf = ?, reveal_tag = ? WHERE id = ?",
                           [.integer(generation.id), .blob(try SealedSlot.tag(key: key, slot: Int64(id))), .int(id)])
        }
        #expect(f.names(try f.store.listProfiles()) == ["Main"])
        #expect(f.names(try f.store.listProfiles(revealing: "wrong")) == ["Main"])
        let revealed = try f.store.listProfiles(revealing: "pw")
        #expect(f.names(revealed) == ["Main", "Legacy Lark"])
        #expect(revealed.profiles.last?.unread == 1 && revealed.profiles.last?.hidden == true)
        let markers = ["Legacy Lark", "legacy-bio-0a0a", "Old Friend", "legacy-text-0b0b"]
        #expect(Self.found(markers, in: try f.store.dumpDatabase()) == [])
        #expect(f.names(try f.reopen().listProfiles(revealing: "pw")) == ["Main", "Legacy Lark"])
        try f.store.unhideProfile("Legacy Lark", password: "pw")
        #expect(f.names(try f.store.listProfiles()) == ["Main", "Legacy Lark"])
    }

    @Test func aDeletedProfileLeavesASlotOfTheSizeItsSealedFormWouldHave() throws {
        func slotSizes(hide: Bool) throws -> [Int] {
            let f = try StoreFixture(chaffSeed: 3)
            try f.store.createProfile(name: "Main")
            try f.store.createProfile(name: "Big")
            for index in 0..<200 {
                try f.store.receiveMessage(profile: ProfileRef("Big"), contact: "C\(index % 3)", text: "message number \(index)")
            }
            try f.store.activateProfile(ProfileRef("Main"))
            if hide {
                try f.store.hideProfile("Big", password: "pw")
            } else {
                _ = try f.store.deleteProfile(ProfileRef("Big"), serverData: false)
            }
            return try f.store.database.read { db in
                try db.map("SELECT length(body) FROM sealed_slots ORDER BY id") { (row: borrowing Row) in row.int(0) }
            }
        }
        let hidden = try slotSizes(hide: true)
        #expect(hidden == (try slotSizes(hide: false)))
        #expect(hidden.max() ?? 0 > SealedSlot.minimumBodyBytes, "the profile outgrew the smallest body")
    }

    @Test func upgradingForgetsTheRememberedFirstHideNotice() throws {
        let f = try StoreFixture()
        let path = f.directory.file("old.db")
        let old = try Database(path: path, migrations: Array(CoreSchema.migrations.prefix(2)))
        try old.write { db in
            try db.execute("INSERT INTO settings (key, value) VALUES ('ui.notice.hiddenProfiles', '1'), ('ui.notice.mute', '1')")
        }
        old.close()
        let upgraded = try ThresholdStore(path: path, kdfParameters: .testing)
        #expect(try upgraded.setting("ui.notice.hiddenProfiles") == nil)
        #expect(try upgraded.setting("ui.notice.mute") == "1")
    }
}
