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
        // The re-key the kill cut short is still owed, and the next start that asks does it.
        #expect(try store.settleOwedRekey(), "\(step)")
        #expect(try store.databaseKey().withTemporaryArray { $0 } != key, "\(step): the owed re-key was done")
        #expect(try store.setting(SettingKey.rekeyOwed) == nil, "\(step)")
    }

    private func key(_ store: ThresholdStore) throws -> [UInt8] { try store.databaseKey().withTemporaryArray { $0 } }

    /// Before, a one-shot command's hide while an app held the data left its re-key out for good:
    /// the old key kept opening the hidden profile's frames in freed blocks. Now the hide records the
    /// re-key as owed, and the app carries it out once the command has let the file go.
    @Test func aRekeyLeftOutWhileAnAppHeldTheDataIsDoneByTheApp() throws {
        let f = try LockFixture()
        let app = f.store
        try app.createProfile(name: "Alice")
        try app.createProfile(name: "Bob")
        _ = try app.receiveMessage(profile: ProfileRef("Bob"), contact: "Carol", text: "hello")
        let oldKey = try key(app)
        let command = try f.reopen()
        command.removalRekeyCondition.useAppProbe { true }
        try command.hideProfile("Bob", password: "bob password")
        #expect(try key(command) == oldKey, "left out while the app held the data")
        #expect(command.removalRekeyCondition.skippedForApp == 1)
        // While the command still has the file open the app's try gives up at once, nothing changed.
        #expect(try app.settleOwedRekey() == false)
        #expect(try key(app) == oldKey)
        command.closeDatabase()
        #expect(try app.settleOwedRekey())
        let newKey = try key(app)
        #expect(newKey != oldKey)
        #expect(try app.setting(SettingKey.rekeyOwed) == nil)
        #expect(try app.settleOwedRekey(), "nothing owed any more")
        #expect(try key(app) == newKey)
        // The old key opens nothing of the file now; the next start finds the new key, and the hide.
        #expect(throws: DatabaseError.self) {
            _ = try Database(path: f.databasePath, key: try oldKey.withUnsafeBytes { try DatabaseKey(copying: $0) }, migrations: [])
        }
        app.closeDatabase()
        let next = try f.reopen()
        #expect(try key(next) == newKey)
        #expect(try names(next) == ["Alice"])
        #expect(try next.listProfiles(revealing: "bob password").profiles.map(\.name).contains("Bob"))
        for leftover in [".old", ".rekey"] { #expect(!FileManager.default.fileExists(atPath: f.databasePath + leftover)) }
    }

    /// The app closed before it could (or the command ran with the app open and the app then quit):
    /// the next start does the re-key the hide owes.
    @Test func aRekeyOwedWhenTheAppClosedIsDoneAtTheNextStart() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        let oldKey = try key(f.store)
        let command = try f.reopen()
        command.removalRekeyCondition.useAppProbe { true }
        try command.activateProfile(ProfileRef("Alice"))
        try command.deleteProfile(ProfileRef("Bob"), serverData: false)
        command.closeDatabase()
        f.store.closeDatabase()
        let next = try f.reopen()
        #expect(try key(next) == oldKey)
        #expect(try next.settleOwedRekey())
        #expect(try key(next) != oldKey)
        #expect(try names(next) == ["Alice"])
    }

    /// With a recovery key the key is kept, and no re-key is left owed (nothing would ever do it).
    @Test func withARecoveryKeyNoRekeyIsOwed() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        try f.store.setRecoveryKey(try RecoveryKey.generate())
        try f.store.hideProfile("Bob", password: "bob password")
        #expect(try f.store.setting(SettingKey.rekeyOwed) == nil)
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
