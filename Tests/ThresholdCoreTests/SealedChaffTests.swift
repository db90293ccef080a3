import Secrets
import Storage
import Testing
@testable import ThresholdCore

/// PRODUCT.md 3.3 and issue 22: the passcode holder can't count hidden profiles by the rows of
/// `sealed_slots` and `sealed_routes` (docs/hidden-profiles.md "Counts"), also for a user who never
/// deleted a profile.
@Suite struct SealedChaffTests {
    // MARK: The allocator

    @Test func theAllocatorDrawsUniformlyOverItsRanges() throws {
        // Seeded, so the counts are the same at every run; the bounds are 8 standard deviations wide.
        let seeded = ChaffAllocator(source: SeededRandom(seed: 1))
        let range = ChaffAllocator.installSlots
        let perValue = 1000
        var counts: [Int: Int] = [:]
        for _ in 0..<(perValue * range.count) { counts[try seeded.uniform(range), default: 0] += 1 }
        #expect(Set(counts.keys) == Set(range))
        #expect(counts.values.allSatisfy { abs($0 - perValue) < 8 * 32 }, "\(counts.values.sorted())")

        var groups: [Int: Int] = [:]
        let groupRange = ChaffAllocator.installRouteGroups
        for _ in 0..<(100 * groupRange.count) { groups[try seeded.installRouteGroupCount(), default: 0] += 1 }
        #expect(Set(groups.keys) == Set(groupRange))
        #expect(groups.values.allSatisfy { abs($0 - 100) < 8 * 10 }, "\(groups.values.sorted())")

        // The CSPRNG stays in range; row ids too.
        let live = ChaffAllocator(source: SecureRandom())
        for _ in 0..<2000 {
            #expect(range ~= (try live.uniform(range)))
            #expect(ChaffAllocator.installRouteGroups ~= (try live.uniform(ChaffAllocator.installRouteGroups)))
            #expect(ChaffAllocator.rowIDs ~= (try live.uniform64(ChaffAllocator.rowIDs)))
        }
        // One seed, one stream; another seed, another.
        let a = try SeededRandom(seed: 9).bytes(64), b = try SeededRandom(seed: 9).bytes(64), c = try SeededRandom(seed: 10).bytes(64)
        #expect(a == b && a != c)
    }

    // MARK: The design's distributions, computed exactly

    /// `p` moved up by `by`.
    static func shifted(_ p: [Double], by: Int) -> [Double] { [Double](repeating: 0, count: by) + p }

    static func totalVariation(_ p: [Double], _ q: [Double]) -> Double {
        var sum = 0.0
        for i in 0..<max(p.count, q.count) {
            let a: Double = i < p.count ? p[i] : 0
            let b: Double = i < q.count ? q[i] : 0
            sum += abs(a - b)
        }
        return sum / 2
    }

    /// The distribution of the slot count for `profiles` profiles ever created.
    static func slotDistribution(profiles: Int) -> [Double] {
        let range = ChaffAllocator.installSlots
        var p = [Double](repeating: 0, count: range.upperBound + 1)
        for value in range { p[value] = 1 / Double(range.count) }
        return shifted(p, by: profiles)
    }

    /// The distribution of the route groups no visible queue refers to when `hidden` groups of
    /// hidden profiles are among them (every group has ``ChaffAllocator/routesPerGroup`` routes, so
    /// the route count adds nothing).
    static func routeDistribution(groups hidden: Int) -> [Double] {
        let range = ChaffAllocator.installRouteGroups
        var p = [Double](repeating: 0, count: range.upperBound + 1)
        for value in range { p[value] = 1 / Double(range.count) }
        return shifted(p, by: hidden)
    }

    @Test func theDesignsCountsForZeroOneAndThreeHiddenOverlap() throws {
        // Slots: a visible profile and 0, 1 or 3 hidden ones, never a deletion.
        let slots = [0, 1, 3].map { Self.slotDistribution(profiles: 1 + $0) }
        let slotTV03 = Self.totalVariation(slots[0], slots[2])
        let slotTV01 = Self.totalVariation(slots[0], slots[1])
        #expect(abs(slotTV03 - 3.0 / 64) < 1e-9 && abs(slotTV01 - 1.0 / 64) < 1e-9)
        // The share of slot counts consistent with all three, under each of them.
        for p in slots {
            var consistent = 0.0
            for i in p.indices where slots.allSatisfy({ i < $0.count && $0[i] > 0 }) { consistent += p[i] }
            #expect(consistent >= 1 - 3.0 / 64 - 1e-9)
        }
        // Routes: the groups no visible queue refers to, with 0, 1 or 3 hidden profiles of up to 8
        // chats each (one group each; every group has 8 routes, so only the count can differ).
        let routes = [0, 1, 3].map { Self.routeDistribution(groups: $0) }
        let routeTV03 = Self.totalVariation(routes[0], routes[2])
        let routeTV01 = Self.totalVariation(routes[0], routes[1])
        let routeTV010 = Self.totalVariation(routes[0], Self.routeDistribution(groups: 10))
        print("chaff design: slots TV(0,1) \(slotTV01) TV(0,3) \(slotTV03); route groups TV(0,1) \(routeTV01) TV(0,3) \(routeTV03) TV(0,10) \(routeTV010)")
        #expect(abs(routeTV03 - 3.0 / 256) < 1e-9 && abs(routeTV01 - 1.0 / 256) < 1e-9 && abs(routeTV010 - 10.0 / 256) < 1e-9)
        // Slots and routes are drawn independently: together they are told apart at most this often.
        #expect(slotTV03 + routeTV03 < 0.06)
    }

    // MARK: Installs, with the CSPRNG

    /// What a passcode holder counts in one install.
    struct Counts {
        var slots: Int
        var routes: Int
        /// Route groups (by public key) none of whose routes a visible queue names.
        var unreferencedGroups: Int
        var pages: Int
        var bytes: Int
    }

    /// A user who never deleted a profile: Main and Work (a chat each), and `hidden` more profiles
    /// with two chats and a few messages each, hidden. The chaff comes from the CSPRNG.
    static func neverDeleted(hidden: Int) throws -> Counts {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        try f.store.createProfile(name: "Work")
        try f.store.receiveMessage(profile: ProfileRef("Work"), contact: "Boss", text: "monday")
        for index in 0..<hidden {
            try f.store.createProfile(name: "Hidden \(index)")
            for message in 0..<6 {
                try f.store.receiveMessage(profile: ProfileRef("Hidden \(index)"), contact: "Friend \(message % 2)", text: "message \(message)")
            }
        }
        try f.store.activateProfile(ProfileRef("Main"))
        for index in 0..<hidden { try f.store.hideProfile("Hidden \(index)", password: "pw \(index)") }
        let dump = try f.store.dumpDatabase()
        let referenced = try f.store.database.read { db in
            Set(try db.map("SELECT r.public_key FROM chat_queues q JOIN sealed_routes r ON r.id = q.route") { (row: borrowing Row) in row.blob(0) ?? [] })
        }
        let keys = Set((dump.table("sealed_routes")?.rows ?? []).compactMap { row -> [UInt8]? in
            if case .blob(let key) = row[2] { return key }
            return nil
        })
        let pageSize = try f.store.database.read { try $0.int("PRAGMA page_size") } ?? 0
        return Counts(slots: dump.table("sealed_slots")?.rows.count ?? 0, routes: dump.table("sealed_routes")?.rows.count ?? 0,
                      unreferencedGroups: keys.subtracting(referenced).count, pages: dump.pageCount, bytes: dump.pageCount * pageSize)
    }

    /// The share of all observations that lie inside every one of the samples' ranges.
    static func shareInAllRanges(_ samples: [[Int]]) -> Double {
        let low = samples.map { $0.min() ?? 0 }.max() ?? 0, high = samples.map { $0.max() ?? 0 }.min() ?? 0
        let all = samples.flatMap { $0 }
        return Double(all.filter { low <= $0 && $0 <= high }.count) / Double(max(all.count, 1))
    }

    @Test func installsWithZeroOneAndThreeHiddenAreNotToldApartByTheirCounts() throws {
        let perHidden = 20
        var observed: [Int: [Counts]] = [:]
        for hidden in [0, 1, 3] {
            observed[hidden] = try (0..<perHidden).map { _ in try Self.neverDeleted(hidden: hidden) }
        }
        func column(_ key: KeyPath<Counts, Int>) -> [[Int]] { [0, 1, 3].map { (observed[$0] ?? []).map { $0[keyPath: key] } } }
        for hidden in [0, 1, 3] {
            let counts = observed[hidden] ?? []
            func stats(_ key: KeyPath<Counts, Int>) -> String {
                let values = counts.map { $0[keyPath: key] }
                return "\(values.min() ?? 0)-\(values.max() ?? 0) (mean \(values.reduce(0, +) / max(values.count, 1)))"
            }
            print("chaff installs, \(hidden) hidden x\(perHidden): slots \(stats(\.slots)), routes \(stats(\.routes)), "
                  + "unreferenced groups \(stats(\.unreferencedGroups)), pages \(stats(\.pages)), bytes \(stats(\.bytes))")
        }
        // Observations every one of the three installs' ranges contains: the passcode holder, with
        // all 60 installs in hand, can't say which H any of those came from. On the design, the
        // expected share is over 0.9 for slots (3/64 of the range is outside); 0.5 is far from it.
        let measures: [(String, KeyPath<Counts, Int>)] = [("slots", \.slots), ("routes", \.routes),
                                                          ("unreferenced groups", \.unreferencedGroups), ("pages", \.pages)]
        for (name, key) in measures {
            let share = Self.shareInAllRanges(column(key))
            print("chaff installs: share of \(name) inside all three ranges \(share)")
            #expect(share >= 0.5, "\(name): \(share)")
        }
        // And inside the design's support for each H (1 + 2 visible profiles' worth of reservations).
        let consistent = (observed.values.flatMap { $0 }).filter { counts in
            let chaff = ChaffAllocator.installSlots
            return (chaff.lowerBound + 2 + 3)...(chaff.upperBound + 2) ~= counts.slots && counts.unreferencedGroups >= 3
        }
        #expect(Double(consistent.count) / Double(3 * perHidden) >= 0.5)
    }

    @Test func aFreshInstallsChaffHasSomeLargerBodiesWithinTheirRanges() throws {
        var seen: Set<Int> = []
        for _ in 0..<24 {
            let f = try StoreFixture()
            try f.store.createProfile(name: "Main")
            let sizes = try f.store.database.read { db in
                try db.map("SELECT length(body) FROM sealed_slots WHERE id NOT IN (SELECT slot FROM profiles)") { (row: borrowing Row) in row.int(0) }
            }
            #expect(ChaffAllocator.installSlots ~= sizes.count)
            for larger in ChaffAllocator.largerBodies {
                #expect(larger.count ~= sizes.filter { $0 == larger.bytes }.count, "\(larger.bytes)")
            }
            #expect(sizes.allSatisfy { $0 == SealedSlot.minimumBodyBytes || ChaffAllocator.largerBodies.map(\.bytes).contains($0) })
            seen.formUnion(sizes)
        }
        // Over 24 installs the larger classes do occur (each is absent from one install with
        // probability 1/4, 1/3, 1/2: all 24 without one, at most 2^-24).
        #expect(seen == Set([SealedSlot.minimumBodyBytes] + ChaffAllocator.largerBodies.map(\.bytes)))
    }

    // MARK: Routes follow the queues

    @Test func everyQueueReservesARouteAndHidingRewritesItInPlace() throws {
        let f = try StoreFixture(chaffSeed: 4)
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "H")
        try f.store.receiveMessage(profile: ProfileRef("H"), contact: "C1", text: "x")
        try f.store.receiveMessage(profile: ProfileRef("H"), contact: "C2", text: "y")
        func routes() throws -> [Int64: [UInt8]] {
            try f.store.database.read { db in
                Dictionary(uniqueKeysWithValues: try db.map("SELECT id, public_key FROM sealed_routes") { (row: borrowing Row) in
                    (row.int64(0), row.blob(1) ?? [])
                })
            }
        }
        let reserved = try f.store.database.read { db in
            try db.map("SELECT route FROM chat_queues ORDER BY id") { (row: borrowing Row) in row.isNull(0) ? nil : row.int64(0) }
        }
        let before = try routes()
        #expect(reserved.count == 2 && reserved.allSatisfy { $0 != nil })
        // One profile's routes share one chaff key, as a hidden profile's share its inbox key.
        #expect(Set(reserved.compactMap { $0.flatMap { before[$0] } }).count == 1)
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("H", password: "pw")
        let hidden = try routes()
        #expect(Set(hidden.keys) == Set(before.keys), "hiding adds no route")
        for id in reserved.compactMap({ $0 }) { #expect(hidden[id] != before[id]) }
        // Messages still reach the hidden profile, and unhiding links the queues to the same rows.
        let queue = try SealedProfileTests.queue(of: "C1", in: f.store)
        #expect(queue.isEmpty, "the queue is no longer a visible row")
        try f.store.unhideProfile("H", password: "pw")
        let relinked = try f.store.database.read { db in
            try db.map("SELECT route FROM chat_queues ORDER BY id") { (row: borrowing Row) in row.int64(0) }
        }
        #expect(Set(relinked) == Set(reserved.compactMap { $0 }))
        #expect(Set(try routes().keys) == Set(before.keys))
    }

    @Test func anInstallFromBeforeTheChaffGetsItAndItsQueuesTheirRoutes() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
        // As the previous version left it: 8 chaff slots, no chaff routes, queues without a route.
        try f.store.database.write { db in
            try db.execute("UPDATE chat_queues SET route = NULL")
            try db.execute("DELETE FROM sealed_routes")
            let keep = try db.map("SELECT id FROM sealed_slots WHERE id NOT IN (SELECT slot FROM profiles) ORDER BY id LIMIT 8") {
                (row: borrowing Row) in row.int64(0)
            }
            try db.execute("DELETE FROM sealed_slots WHERE id NOT IN (SELECT slot FROM profiles) AND id NOT IN (\(keep.map(String.init).joined(separator: ",")))")
            try db.execute("UPDATE sealed_install SET chaff = 0")
        }
        try f.store.createProfile(name: "Work")
        let after = try f.store.database.read { db in
            (try db.int("SELECT count(*) FROM sealed_slots") ?? 0, try db.int("SELECT count(*) FROM chat_queues WHERE route IS NULL") ?? -1,
             try db.int("SELECT chaff FROM sealed_install") ?? 0)
        }
        #expect((ChaffAllocator.installSlots.lowerBound + 2)...(ChaffAllocator.installSlots.upperBound + 2) ~= after.0)
        #expect(after.1 == 0 && after.2 == 1)
    }
}
