import Secrets
import Storage
import Testing
@testable import ThresholdCore

/// Issue 33, item 3: `dev dump` showed every route group's size (the routes sharing one public
/// key), and a classifier counted hidden profiles by them. Every group now has exactly
/// ``ChaffAllocator/routesPerGroup`` routes: the install's chaff groups, each visible, hidden or
/// removed profile's (docs/hidden-profiles.md "Whole route groups").
@Suite struct WholeRouteGroupTests {
    /// The sizes of the route groups of `store`'s database, as the passcode holder reads them.
    static func groupSizes(_ store: ThresholdStore) throws -> [Int] {
        let dump = try store.dumpDatabase()
        var sizes: [[UInt8]: Int] = [:]
        for row in dump.table("sealed_routes")?.rows ?? [] {
            if case .blob(let key) = row[2] { sizes[key, default: 0] += 1 }
        }
        return sizes.values.sorted()
    }

    /// Main and Work (a chat each), and `hidden` profiles with `chats` chats each, hidden; one
    /// chaff seed for every install compared.
    static func install(hidden: Int, chats: Int = 2, seed: UInt64 = 33) throws -> StoreFixture {
        let f = try StoreFixture(chaffSeed: seed)
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        try f.store.createProfile(name: "Work")
        try f.store.receiveMessage(profile: ProfileRef("Work"), contact: "Boss", text: "monday")
        for index in 0..<hidden {
            try f.store.createProfile(name: "Hidden \(index)")
            for chat in 0..<chats {
                try f.store.receiveMessage(profile: ProfileRef("Hidden \(index)"), contact: "Friend \(chat)", text: "message \(chat)")
            }
        }
        try f.store.activateProfile(ProfileRef("Main"))
        for index in 0..<hidden { try f.store.hideProfile("Hidden \(index)", password: "pw \(index)") }
        return f
    }

    @Test func everyGroupHasEightRoutesWithZeroOneThreeAndTenHidden() throws {
        var shapes: [Int: [Int]] = [:]
        for hidden in [0, 1, 3, 10] {
            let f = try Self.install(hidden: hidden)
            let sizes = try Self.groupSizes(f.store)
            print("route groups, \(hidden) hidden: \(sizes.count) groups, sizes \(Set(sizes).sorted())")
            #expect(sizes.allSatisfy { $0 == ChaffAllocator.routesPerGroup }, "\(hidden) hidden: \(Set(sizes).sorted())")
            shapes[hidden] = Array(Set(sizes)).sorted()
            if hidden > 0 {
                // Still opened by its password, with its chats.
                let listing = try f.store.listProfiles(revealing: "pw 0")
                #expect(listing.profiles.map(\.name).contains("Hidden 0"))
            }
        }
        #expect(Set(shapes.values).count == 1, "\(shapes)")
    }

    @Test func aProfileWithNineChatsTakesASecondWholeGroupAndStillReceivesOnEveryQueue() throws {
        let f = try Self.install(hidden: 0)
        try f.store.createProfile(name: "Busy")
        for chat in 0..<9 { try f.store.receiveMessage(profile: ProfileRef("Busy"), contact: "C\(chat)", text: "t") }
        let queues = try (0..<9).map { try SealedProfileTests.queue(of: "C\($0)", in: f.store) }
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("Busy", password: "pw")
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
        for queue in queues { _ = try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: queue, text: "while hidden") }
        // A new contact of the hidden profile takes a free route of its groups: no group grows.
        try f.store.receiveMessage(profile: ProfileRef("Busy", password: "pw"), contact: "C9", text: "new")
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
        let busy = try f.store.listProfiles(revealing: "pw").profiles.first { $0.name == "Busy" }
        #expect(busy?.unread == 9 + 9 + 1, "\(String(describing: busy))")
        // Unhiding and deleting keep every group whole too.
        try f.store.unhideProfile("Busy", password: "pw")
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
        _ = try f.store.deleteProfile(ProfileRef("Busy"), serverData: false)
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
    }

    @Test func anInstallFromBeforeGetsWholeGroupsAndItsHiddenProfileStillOpensAndReceives() throws {
        let f = try Self.install(hidden: 1)
        // As the previous version left it: groups of their own sizes (the hidden profile's of its
        // two queues, chaff groups of 1 to 8), and no record of whole groups.
        let opened = try f.store.openSlots(password: "pw 0")
        let hiddenTags = Set(opened.flatMap { $0.profile.chats.flatMap(\.queues) }.compactMap { Hex.decode($0.route) })
        #expect(hiddenTags.count == 2)
        try f.store.database.write { db in
            let rows = try db.map("SELECT id, tag, public_key FROM sealed_routes ORDER BY id") { (row: borrowing Row) in
                (row.int64(0), row.blob(1) ?? [], row.blob(2) ?? [])
            }
            var kept: [[UInt8]: Int] = [:]
            for (id, tag, key) in rows {
                let referenced = try db.int("SELECT 1 FROM chat_queues WHERE route = ?", [.integer(id)]) != nil
                kept[key, default: 0] += 1
                // Keep the hidden profile's and the visible queues' routes; of the others a varying few.
                if !hiddenTags.contains(tag) && !referenced && kept[key, default: 0] > 1 + Int(id % 7) {
                    try db.execute("DELETE FROM sealed_routes WHERE id = ?", [.integer(id)])
                }
            }
            try db.execute("UPDATE sealed_install SET route_groups = 0")
        }
        #expect(try Self.groupSizes(f.store).contains { $0 < ChaffAllocator.routesPerGroup })
        // The next profile write fills every group up to 8.
        try f.store.createProfile(name: "Later")
        #expect(try Self.groupSizes(f.store).allSatisfy { $0 == ChaffAllocator.routesPerGroup })
        #expect(try f.store.database.read { try $0.int("SELECT route_groups FROM sealed_install") } == 1)
        // The hidden profile still opens, and its queues still reach it.
        let hiddenQueue = opened.first?.profile.chats.first?.queues.first?.queueID ?? ""
        _ = try f.store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: "after the upgrade")
        let revealed = try f.store.listProfiles(revealing: "pw 0").profiles.first { $0.name == "Hidden 0" }
        #expect(revealed?.unread == 2 + 1, "\(String(describing: revealed))")
    }
}
