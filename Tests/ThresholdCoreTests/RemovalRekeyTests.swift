import Foundation
import Secrets
import Storage
import TestSupport
import Testing
@testable import ThresholdCore

/// Issue 33: a hide, an unhide and a delete end with a full re-key (docs/security.md, "Nothing
/// earlier survives"); a kill at any step of that re-key leaves the change made and the old key
/// with the old file or the new key with the new one, never neither, and no replaced file behind.
@Suite struct RemovalRekeyTests {
    private func names(_ store: ThresholdStore) throws -> [String] { try store.listProfiles().profiles.map(\.name).sorted() }

    @Test func aHideAnUnhideAndADeleteEachReplaceTheDatabaseKey() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        var key = try f.store.databaseKey().withTemporaryArray { $0 }
        for change in ["hide", "unhide", "delete"] {
            switch change {
            case "hide": try f.store.hideProfile("Bob", password: "bob password")
            case "unhide": try f.store.unhideProfile("Bob", password: "bob password")
            default: try f.store.deleteProfile(ProfileRef("Bob"), serverData: false)
            }
            let next = try f.store.databaseKey().withTemporaryArray { $0 }
            #expect(next != key, "\(change) replaced the key")
            key = next
        }
        #expect(try names(f.reopen()) == ["Alice"])
        for leftover in [".old", ".rekey"] { #expect(!FileManager.default.fileExists(atPath: f.databasePath + leftover)) }
        #expect(!FileManager.default.fileExists(atPath: f.keyPath + ".old"))
    }

    @Test func withARecoveryKeyTheKeyIsKeptAndTheRecoveryKeyStillWorks() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        let recovery = try RecoveryKey.generate()
        try f.store.setRecoveryKey(recovery)
        let key = try f.store.databaseKey().withTemporaryArray { $0 }
        try f.store.hideProfile("Bob", password: "bob password")
        #expect(try f.store.databaseKey().withTemporaryArray { $0 } == key)
        #expect(try f.store.hasRecoveryKey())
    }

    @Test(arguments: [KeyStep.rekeyCopying, .rekeyStaged, .rekeyCommitting, .rekeyCommitted, .rekeySwapping, .rekeySwapped])
    func aKillAtEveryStepOfTheRekeyAfterAHideKeepsTheHide(step: KeyStep) throws {
        let f = try LockFixture()
        try f.store.setPasscode("main passcode")
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Hidden Hana")
        _ = try f.store.receiveMessage(profile: ProfileRef("Hidden Hana"), contact: "Carol", text: "hello")
        let oldKey = try f.store.databaseKey().withTemporaryArray { $0 }
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.hideProfile("Hidden Hana", password: "hana password") }
        f.store.closeDatabase()
        let store = try f.reopen()
        try store.unlock(passcode: "main passcode")
        #expect(try names(store) == ["Alice"], "\(step): the hide was committed before the re-key")
        #expect(try store.listProfiles(revealing: "hana password").profiles.map(\.name).contains("Hidden Hana"), "\(step)")
        let key = try store.databaseKey().withTemporaryArray { $0 }
        #expect((key != oldKey) == [KeyStep.rekeyCommitted, .rekeySwapping, .rekeySwapped].contains(step), "\(step)")
        #expect(try f.keyFile().state == .ready)
        for leftover in [".old", ".rekey"] { #expect(!FileManager.default.fileExists(atPath: f.databasePath + leftover), "\(step)") }
        #expect(!FileManager.default.fileExists(atPath: f.keyPath + ".old"), "\(step)")
        let integrity = try Database.integrityProblems(ofFileAt: f.databasePath,
                                                      key: try store.databaseKey().withUnsafeBytes { try DatabaseKey(copying: $0) })
        #expect(integrity.isEmpty, "\(step): \(integrity)")
    }
}

/// Issue 33: the re-key after a hide, an unhide or a delete takes minutes on a large install; it
/// reports its progress so that a face shows it instead of freezing.
@Suite struct RemovalRekeyProgressTests {
    final class Reports: @unchecked Sendable {
        let lock = NSLock()
        var seen: [(Int, Int)] = []
        func add(_ copied: Int, _ total: Int) { lock.withLock { seen.append((copied, total)) } }
    }

    @Test func aHideAnUnhideAndADeleteReportTheirRekeysProgress() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        try f.store.seed(SeedPlan(profiles: 1, chats: 4, messages: 2_000))
        let reports = Reports()
        f.store.removalRekeyProgress.observe { reports.add($0, $1) }
        for change in ["hide", "unhide", "delete"] {
            reports.lock.withLock { reports.seen = [] }
            switch change {
            case "hide": try f.store.hideProfile("Bob", password: "bob password")
            case "unhide": try f.store.unhideProfile("Bob", password: "bob password")
            default: _ = try f.store.deleteProfile(ProfileRef("Bob"), serverData: false)
            }
            let seen = reports.lock.withLock { reports.seen }
            #expect(!seen.isEmpty, "\(change): no report")
            #expect(seen.last.map { $0.0 == $0.1 && $0.1 > 50 } == true, "\(change): ends with every page copied: \(String(describing: seen.last))")
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "\(change): never backwards")
        }
        // No observer, no reports (and nothing breaks).
        f.store.removalRekeyProgress.observe(nil)
        try f.store.hideProfile("Alice", password: "alice password")
    }
}
