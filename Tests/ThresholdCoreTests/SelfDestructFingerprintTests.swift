import Foundation
import Secrets
import Storage
import Testing
import TestSupport
@testable import ThresholdCore

/// Issue 33: a self-destruct's install has the ids and times of a genuine install made by a person
/// (PRODUCT.md 7 and 11). Many self-destructs are compared with many genuine installs, driven
/// through the same store calls by a simulated person (pauses of 5-90 s, any millisecond), field by
/// field. Every random source is seeded, so the comparison is the same at every run.
@Suite struct SelfDestructFingerprintTests {
    /// A clock to the millisecond that a simulated person moves on (the app's is the system clock).
    final class PersonClock: WallClock, @unchecked Sendable {
        private let lock = NSLock()
        private var milliseconds: Int64
        private let random: any RandomSource

        init(second: Int64, random: any RandomSource) throws {
            self.random = random
            milliseconds = second * 1000 + Int64(try random.bytes(2).reduce(0) { $0 << 8 | Int($1) } % 1000)
        }

        func now() -> Int64 { lock.withLock { milliseconds / 1000 } }
        func nowMilliseconds() -> Int64 { lock.withLock { milliseconds } }
        func set(second: Int64) { lock.withLock { milliseconds = second * 1000 + milliseconds % 1000 } }

        /// A pause of 5 to 90 s, uniform, to the millisecond.
        func pause() throws {
            let value = try random.bytes(4).reduce(Int64(0)) { $0 << 8 | Int64($1) }
            lock.withLock { milliseconds += 5_000 + value % 85_001 }
        }
    }

    /// What a passcode holder reads of one install.
    struct Observed {
        var settingKeys: [String]
        var counts: [String: Int]
        /// The sub-second part of the profile's id (ids are milliseconds times 64 plus a draw).
        var idMilliseconds: Int64
        var activeMatchesID: Bool
        var conditionsGap: Int64
        var nextCheckGap: Int64
    }

    static let now: Int64 = 1_800_000_000

    static func observe(_ store: ThresholdStore) throws -> Observed {
        try store.database.read { db in
            let id = Int64(try db.int("SELECT id FROM profiles") ?? 0)
            let created = Int64(try db.int("SELECT created_at FROM profiles") ?? 0)
            let accepted = Int64(try db.int("SELECT min(accepted_at) FROM operator_acceptances") ?? 0)
            let next = Int64(try db.string("SELECT value FROM settings WHERE key = 'notifications.nextCheckAt'") ?? "") ?? 0
            let active = try db.string("SELECT value FROM settings WHERE key = 'profiles.active'")
            var counts: [String: Int] = [:]
            let tables = try db.map("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { (row: borrowing Row) in row.string(0) ?? "" }
            for table in tables {
                counts[table] = try db.int("SELECT count(*) FROM \"\(table)\"") ?? -1
            }
            return Observed(settingKeys: try db.map("SELECT key FROM settings ORDER BY key") { (row: borrowing Row) in row.string(0) ?? "" },
                            counts: counts, idMilliseconds: (id / 64) % 1000, activeMatchesID: active == String(id),
                            conditionsGap: accepted - created, nextCheckGap: next - created - 600)
        }
    }

    /// A deterministic source (splitmix64) that is not ThresholdCore's `SeededRandom`: row ids then
    /// follow the clock as in the app (a seeded chaff allocator counts them from 0).
    final class Deterministic: RandomSource, @unchecked Sendable {
        private let lock = NSLock()
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
            lock.withLock {
                var out: [UInt8] = []
                while out.count < count {
                    state &+= 0x9E37_79B9_7F4A_7C15
                    var z = state
                    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                    z ^= z >> 31
                    out += withUnsafeBytes(of: z) { Array($0) }
                }
                return Array(out.prefix(count))
            }
        }
    }

    static func store(_ directory: TemporaryDirectory, clock: any WallClock, seed: UInt64) throws -> ThresholdStore {
        let path = directory.file("threshold.db")
        let random = Deterministic(seed: seed)
        let keys = KeyVault(databasePath: path, random: random, keyring: MemoryKeyring())
        return try ThresholdStore(path: path, clock: clock, random: random, kdfParameters: .testing, keys: keys)
    }

    /// A person's first run, 2-3 days ago: onboarding at their own pace.
    static func genuine(seed: UInt64) throws -> Observed {
        let directory = TemporaryDirectory("fingerprint-genuine")
        let pace = Deterministic(seed: seed &+ 2)
        let start = now - 2 * 86_400 - Int64(try pace.bytes(2).reduce(0) { $0 << 8 | Int($1) } % 86_400)
        let clock = try PersonClock(second: start, random: pace)
        let store = try Self.store(directory, clock: clock, seed: seed)
        try store.createProfile(name: "Decoy")
        try clock.pause()
        try store.acceptConditions(selected: ["op-a", "op-b"], of: LockSelfDestructTests.operators, conditionsVersion: "2026-11")
        try clock.pause()
        try store.setNotificationMode(.periodic, deviceToken: nil, intervalMinutes: 10)
        try clock.pause()
        try store.setWhatsNewSeenVersion("1.2")
        try store.completeOnboarding(steps: LockSelfDestructTests.steps)
        clock.set(second: now)
        try store.setPasscode("boom pass")
        return try observe(store)
    }

    /// A used install whose self-destruct passcode is typed.
    static func selfDestructed(seed: UInt64) throws -> Observed {
        let directory = TemporaryDirectory("fingerprint-decoy")
        let pace = Deterministic(seed: seed &+ 2)
        let clock = try PersonClock(second: now - 90 * 86_400, random: pace)
        let store = try Self.store(directory, clock: clock, seed: seed)
        try store.createProfile(name: "First Name", bio: "a used install")
        try clock.pause()
        try store.acceptConditions(selected: ["op-a", "op-b"], of: LockSelfDestructTests.operators, conditionsVersion: "2026-11")
        try clock.pause()
        try store.setNotificationMode(.periodic, deviceToken: nil, intervalMinutes: 10)
        try store.setWhatsNewSeenVersion("1.2")
        try store.completeOnboarding(steps: LockSelfDestructTests.steps)
        try store.createProfile(name: "Second")
        clock.set(second: now)
        try store.setPasscode("main pass")
        try store.setSelfDestruct(passcode: "boom pass", displayName: "Decoy")
        #expect(try store.unlock(passcode: "boom pass") == .dataReplaced)
        return try observe(store)
    }

    static func median(_ values: [Int64]) -> Int64 { values.sorted()[values.count / 2] }

    @Test func noFieldTellsSelfDestructsFromGenuineInstalls() throws {
        let count = 12
        let genuine = try (0..<count).map { try Self.genuine(seed: 1_000 + UInt64($0) * 10) }
        let decoys = try (0..<count).map { try Self.selfDestructed(seed: 5_000 + UInt64($0) * 10) }
        // The same fields, the same row counts.
        #expect(Set(genuine.map(\.settingKeys)) == Set(decoys.map(\.settingKeys)))
        #expect(Set(genuine.map(\.settingKeys)).count == 1)
        for table in genuine[0].counts.keys where !["sealed_slots", "sealed_routes", "sealed_inbox"].contains(table) {
            #expect(Set(genuine.map { $0.counts[table] }) == Set(decoys.map { $0.counts[table] }), "\(table)")
        }
        #expect(genuine.allSatisfy(\.activeMatchesID) && decoys.allSatisfy(\.activeMatchesID))
        // Ids: any millisecond (before, every decoy's was 0: a whole second).
        for sample in [genuine, decoys] {
            let milliseconds = sample.map(\.idMilliseconds)
            #expect(Set(milliseconds).count >= count * 3 / 4, "\(milliseconds)")
            #expect(milliseconds.filter { $0 == 0 }.count <= 1, "\(milliseconds)")
        }
        // Gaps: a person's, varying (before: always 40 s to the conditions, 65 s to the notifications).
        for feature in [\Observed.conditionsGap, \Observed.nextCheckGap] {
            let a = genuine.map { $0[keyPath: feature] }, b = decoys.map { $0[keyPath: feature] }
            #expect(Set(b).count >= count / 2, "decoy gaps vary: \(b)")
            #expect(b.allSatisfy { (1...600).contains($0) }, "\(b)")
            #expect((a.min()!...a.max()!).contains(Self.median(b)), "genuine \(a.sorted()) decoy \(b.sorted())")
            #expect((b.min()!...b.max()!).contains(Self.median(a)), "genuine \(a.sorted()) decoy \(b.sorted())")
        }
    }
}
