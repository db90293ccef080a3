import Foundation
import Secrets
import Storage
import Testing
@testable import ThresholdCore

/// Issue 22 item 3: the passcode holder can't count hidden profiles by the gaps their removed rows
/// leave in the ids of `profiles`, `chats`, `chat_queues` and `messages` (docs/hidden-profiles.md
/// "Row ids"). Before, ids were max + 1, so for a user who never deleted a profile every gap was a
/// hidden profile (or its chats and messages).
@Suite struct RowIDGapTests {
    static let tables = ChaffAllocator.RowTable.allCases

    // MARK: The step, exactly and drawn

    /// `P(step = d)` for d in 0...cap (index 0 is 0): geometric of continue-probability 3/4, cut at the cap.
    static func stepDistribution() -> [Double] {
        let cap = Int(ChaffAllocator.rowIDStepCap)
        let q = Double(ChaffAllocator.rowIDStepContinue) / 4
        var p = [Double](repeating: 0, count: cap + 1)
        for d in 1..<cap { p[d] = pow(q, Double(d - 1)) * (1 - q) }
        p[cap] = pow(q, Double(cap - 1))
        return p
    }

    static func convolve(_ a: [Double], _ b: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: a.count + b.count)
        for (i, x) in a.enumerated() where x > 0 { for (j, y) in b.enumerated() where y > 0 { out[i + j] += x * y } }
        return out
    }

    @Test func theStepIsGeometricOfMeanFourCappedAtSixtyFour() throws {
        for seeded in [true, false] {
            let f = try StoreFixture(chaffSeed: seeded ? 5 : nil)
            var ids = try f.store.database.read { db in
                try ChaffAllocator.RowIDs(.messages, db: db, floor: 0, source: f.store.chaff.rowIDSource, block: 4096)
            }
            var last: Int64 = 0, steps: [Int64] = []
            for _ in 0..<20_000 {
                let id = try ids.next()
                steps.append(id - last)
                last = id
            }
            let mean = Double(steps.reduce(0, +)) / Double(steps.count)
            let ones = Double(steps.filter { $0 == 1 }.count) / Double(steps.count)
            print("row id steps (\(seeded ? "seeded" : "CSPRNG")): mean \(mean), P(1) \(ones), max \(steps.max() ?? 0)")
            #expect(steps.allSatisfy { 1...ChaffAllocator.rowIDStepCap ~= $0 })
            #expect(abs(mean - 4) < 0.2 && abs(ones - 0.25) < 0.02)
        }
        // One seed, one stream of steps; the chaff stream is another.
        let a = try SeededRandom(seed: 3).rowIDStream().bytes(32), b = try SeededRandom(seed: 3).rowIDStream().bytes(32)
        let chaff = try SeededRandom(seed: 3).bytes(32)
        #expect(a == b && a != chaff)
    }

    /// What one gap tells when rows are made within one millisecond (the ids chain): a gap hiding k
    /// removed rows is the sum of k + 1 steps. The design's numbers, computed exactly.
    @Test func withinOneMillisecondAGapHidingARowIsNotToldApartFromAStepMostOfTheTime() throws {
        let one = Self.stepDistribution()
        let two = Self.convolve(one, one), four = Self.convolve(two, two)
        let tv2 = SealedChaffTests.totalVariation(one, two), tv4 = SealedChaffTests.totalVariation(one, four)
        // The likelihood ratio of "this gap hides one removed row" to "it is one step".
        let ratio = { (g: Int) in two[g] / one[g] }
        print("row id gaps within a millisecond: TV(step, 2 steps) \(tv2), TV(step, 4 steps) \(tv4); "
              + "likelihood ratio at gap 1 \(ratio(1)), 2 \(ratio(2)), 4 \(ratio(4)), 8 \(ratio(8)), 16 \(ratio(16)), 32 \(ratio(32))")
        #expect(abs(tv2 - 0.4219) < 0.001 && abs(tv4 - 0.796) < 0.002)
        #expect(ratio(1) == 0 && abs(ratio(4) - 1) < 1e-9 && ratio(16) == 5)
        // A gap of more than 64 can't be one step: it is then a proof, as rare as this.
        let proof = two[(Int(ChaffAllocator.rowIDStepCap) + 1)...].reduce(0, +)
        #expect(proof < 1e-6)
    }

    // MARK: Installs, with the CSPRNG

    /// A user who never deleted a profile: Main (a chat), `hidden` profiles made after it (two chats,
    /// six messages each), then Work and Home (a chat each), and one more message for Main; then
    /// the `hidden` ones are hidden. `secondsApart`: the clock moves that far between actions (0:
    /// everything in one millisecond).
    static func neverDeleted(hidden: Int, secondsApart: Int64, seed: UInt64? = nil) throws -> [ChaffAllocator.RowTable: [Int64]] {
        let f = try StoreFixture(chaffSeed: seed)
        func receive(_ profile: String, _ contact: String, _ text: String) throws {
            f.clock.advance(by: secondsApart)
            try f.store.receiveMessage(profile: ProfileRef(profile), contact: contact, text: text)
        }
        try f.store.createProfile(name: "Main")
        try receive("Main", "Ann", "hello")
        try receive("Main", "Ann", "again")
        for index in 0..<hidden {
            f.clock.advance(by: secondsApart)
            try f.store.createProfile(name: "Hidden \(index)")
            for message in 0..<6 { try receive("Hidden \(index)", "Friend \(message % 2)", "message \(message)") }
        }
        for name in ["Work", "Home"] {
            f.clock.advance(by: secondsApart)
            try f.store.createProfile(name: name)
            try receive(name, "Boss of \(name)", "monday")
            try receive(name, "Boss of \(name)", "tuesday")
        }
        try receive("Main", "Ann", "later")
        try f.store.activateProfile(ProfileRef("Main"))
        for index in 0..<hidden { try f.store.hideProfile("Hidden \(index)", password: "pw \(index)") }
        return try f.store.database.read { db in
            var ids: [ChaffAllocator.RowTable: [Int64]] = [:]
            for table in tables {
                ids[table] = try db.map("SELECT id FROM \(table.rawValue) ORDER BY id") { (row: borrowing Row) in row.int64(0) }
            }
            return ids
        }
    }

    /// What the passcode holder measures in one table's ids.
    struct GapMeasure {
        /// The old count: consecutive ids (from 0) more than 1 apart. Before, exactly the removed rows.
        var gaps: Int
        /// The sum of the steps: each id less the larger of the id before it and the start of its
        /// own millisecond (`id - id % 64`, readable from the id). Under no removal, a sum of one
        /// geometric step per row; a removed row made in the same millisecond as the next adds a step.
        var steps: Int64
        /// The last id less the start of the first id's millisecond: the sum of every step when
        /// all rows chain (one millisecond), which the step sum then understates.
        var span: Int64
    }

    static func measure(_ ids: [Int64]) -> GapMeasure {
        var gaps = 0, steps: Int64 = 0, last: Int64 = 0
        let unit = ChaffAllocator.rowIDsPerMillisecond
        for id in ids {
            if id - last > 1 { gaps += 1 }
            steps += id - max(last, id - id % unit)
            last = id
        }
        let first = ids.first ?? 0
        return GapMeasure(gaps: gaps, steps: steps, span: last - (first - first % unit))
    }

    /// `perHidden` installs each of 0, 1 and 3 hidden: their measures, by table. `seeded`: each
    /// install's chaff from its own fixed seed (the same numbers on every run), not the CSPRNG.
    static func installs(secondsApart: Int64, perHidden: Int, seeded: Bool = false) throws -> [Int: [[ChaffAllocator.RowTable: GapMeasure]]] {
        var observed: [Int: [[ChaffAllocator.RowTable: GapMeasure]]] = [:]
        for hidden in [0, 1, 3] {
            observed[hidden] = try (0..<perHidden).map { index in
                let seed = seeded ? UInt64(1000 * hidden + index + 1) : nil
                let ids = try neverDeleted(hidden: hidden, secondsApart: secondsApart, seed: seed)
                return Dictionary(uniqueKeysWithValues: tables.map { ($0, measure(ids[$0] ?? [])) })
            }
        }
        return observed
    }

    /// Prints the measures and returns, per table, the share of all installs whose step sum lies
    /// inside all three rows' ranges (as ``SealedChaffTests`` measures the counts).
    static func report(_ observed: [Int: [[ChaffAllocator.RowTable: GapMeasure]]], label: String,
                       by key: KeyPath<GapMeasure, Int64> = \.steps) -> [ChaffAllocator.RowTable: Double] {
        var shares: [ChaffAllocator.RowTable: Double] = [:]
        for table in tables {
            let steps = [0, 1, 3].map { h in (observed[h] ?? []).map { Int($0[table]?[keyPath: key] ?? 0) } }
            let gaps = [0, 1, 3].map { h in (observed[h] ?? []).map { $0[table]?.gaps ?? 0 } }
            func range(_ values: [Int]) -> String {
                "\(values.min() ?? 0)-\(values.max() ?? 0) (mean \(String(format: "%.1f", Double(values.reduce(0, +)) / Double(max(values.count, 1)))))"
            }
            let share = SealedChaffTests.shareInAllRanges(steps)
            shares[table] = share
            print("row ids, \(label), \(table.rawValue): \(key == \GapMeasure.steps ? "step sums" : "spans") 0/1/3 hidden \(steps.map(range).joined(separator: " / ")); "
                  + "gap counts \(gaps.map(range).joined(separator: " / ")); share inside all three ranges \(share)")
        }
        return shares
    }

    @Test func installsWithZeroOneAndThreeHiddenMadeSecondsApartAreNotToldApartByTheirIds() throws {
        // A person: a few seconds between actions. Every row starts from its own millisecond, so the
        // removed rows leave nothing in the ids: the step sums have one distribution for every H.
        let observed = try Self.installs(secondsApart: 3, perHidden: 20)
        let shares = Self.report(observed, label: "3 s apart")
        for table in Self.tables { #expect((shares[table] ?? 0) >= 0.5, "\(table.rawValue): \(shares[table] ?? 0)") }
        // The old count: before, the gaps in `profiles` were exactly H (the hidden ones were made
        // between visible ones); now every row's id is a step above its second, whatever H.
        for hidden in [0, 1, 3] {
            for install in observed[hidden] ?? [] {
                #expect(install[.profiles]?.steps ?? 0 <= 3 * ChaffAllocator.rowIDStepCap)
            }
        }
    }

    @Test func withinOneMillisecondTheIdsShowRemovedRowsOnlyStatistically() throws {
        // Everything in one millisecond (the test clock stands still): the ids chain and a removed
        // row adds its step. The measures are printed for docs/hidden-profiles.md; the profiles'
        // count is no longer exact.
        //
        // The installs are seeded (one fixed seed each): with the clock standing still a seeded
        // install draws its ids exactly as a CSPRNG one does (both chain from one floor), and the
        // share is then the same on every run. Drawn from the CSPRNG it is a random variable of
        // mean 0.56 that falls under 0.3 in about 4% of runs (a simulation of 5,000 runs of
        // 3 x 20 installs), which a test can't assert.
        let observed = try Self.installs(secondsApart: 0, perHidden: 20, seeded: true)
        _ = Self.report(observed, label: "one millisecond")
        let shares = Self.report(observed, label: "one millisecond", by: \.span)
        #expect((shares[.profiles] ?? 0) >= 0.3)
        // Never the old exact count: some installs with 0 hidden have gaps in `profiles`.
        #expect((observed[0] ?? []).contains { ($0[.profiles]?.gaps ?? 0) > 0 })
    }

    // MARK: Properties kept

    @Test func idsStayInCreationOrderAndFollowTheClockFarFromOverflow() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.seed(SeedPlan(profiles: 2, chats: 20, messages: 5_000))
        f.clock.advance(by: 1)
        try f.store.receiveMessage(profile: ProfileRef("Main"), contact: "Late", text: "after the seed")
        let start = f.clock.now() - 1
        try f.store.database.read { db in
            for table in Self.tables {
                let ids = try db.map("SELECT id FROM \(table.rawValue) ORDER BY id") { (row: borrowing Row) in row.int64(0) }
                // Ids start at the clock (64 per millisecond) and grow by at most 64 a row.
                let base = start * 1000 * ChaffAllocator.rowIDsPerMillisecond
                #expect(ids.allSatisfy { $0 > base && $0 < (1 << 53) }, "\(table.rawValue)")
                let maxStep = zip(ids.dropFirst(), ids).map { $0 - $1 }.filter { $0 < 500 * ChaffAllocator.rowIDsPerMillisecond }.max() ?? 1
                #expect(maxStep <= ChaffAllocator.rowIDStepCap, "\(table.rawValue)")
            }
            // ORDER BY id is still creation order: the seeded messages' times, then the late one.
            let times = try db.map("SELECT sent_at FROM messages ORDER BY id") { (row: borrowing Row) in row.int64(0) }
            #expect(times == times.sorted())
            // The message received a second after the seed starts from its own millisecond, not
            // after the seed's chain (5,000 steps of about 4: about 20,000 ids, 0.3 s of clock).
            let last = Int64(try db.int("SELECT MAX(id) FROM messages") ?? 0)
            #expect(1...ChaffAllocator.rowIDStepCap ~= last - (start + 1) * 1000 * ChaffAllocator.rowIDsPerMillisecond)
        }
    }

    @Test func anUnhiddenProfileTakesItsIdBackAndItsRowsComeAfterTheExistingOnes() throws {
        let f = try StoreFixture()
        let main = try f.store.createProfile(name: "Main")
        f.clock.advance(by: 2)
        let secret = try f.store.createProfile(name: "Secret")
        try f.store.receiveMessage(profile: ProfileRef("Secret"), contact: "Eve", text: "psst")
        f.clock.advance(by: 2)
        let work = try f.store.createProfile(name: "Work")
        try f.store.receiveMessage(profile: ProfileRef("Work"), contact: "Boss", text: "monday")
        try f.store.hideProfile("Secret", password: "secret pw")
        let before = try f.store.database.read { db in
            (try db.int("SELECT MAX(id) FROM chats") ?? 0, try db.int("SELECT MAX(id) FROM messages") ?? 0)
        }
        f.clock.advance(by: 2)
        try f.store.unhideProfile("Secret", password: "secret pw")
        let listed = try f.store.listProfiles().profiles
        #expect(listed.map(\.id) == [main.id, secret.id, work.id])
        try f.store.database.read { db in
            let chat = try db.int("SELECT id FROM chats WHERE contact = 'Eve'") ?? 0
            let message = try db.int("SELECT id FROM messages WHERE text = 'psst'") ?? 0
            #expect(chat > before.0 && message > before.1)
        }
    }

    @Test func seededInstallsGetTheSameIdsRowForRow() throws {
        // The exact comparisons (SealedProfileTests, SealedMailboxTests, ...) seed the chaff; the
        // row-id steps then repeat too, and a seeded allocator counts from the table's largest id only.
        let a = try Self.neverDeleted(hidden: 1, secondsApart: 5, seed: 22)
        let b = try Self.neverDeleted(hidden: 1, secondsApart: 5, seed: 22)
        #expect(a == b)
        #expect((a[.profiles] ?? []).allSatisfy { $0 < 1000 })
    }
}
