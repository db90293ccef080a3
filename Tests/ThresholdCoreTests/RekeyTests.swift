import Foundation
import Secrets
import Storage
import TestSupport
import Testing
@testable import ThresholdCore

/// The full re-key (PRODUCT.md 7; docs/security.md, "Re-keying"): a new database key, every page
/// re-encrypted, atomic at every step.
@Suite struct RekeyTests {
    private func names(_ store: ThresholdStore) throws -> [String] { try store.listProfiles().profiles.map(\.name).sorted() }

    private func fileBytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }

    @Test func aRekeyGivesANewDatabaseKeyAndKeepsEveryRow() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob", bio: "bio-marker-7f3a2c")
        let before = try f.store.databaseKey().withTemporaryArray { $0 }
        let oldPage1 = Array(fileBytes(f.databasePath).prefix(4096))
        var reports: [(Int, Int)] = []
        try f.store.rekey { reports.append(($0, $1)) }
        let after = try f.store.databaseKey().withTemporaryArray { $0 }
        #expect(before != after)
        #expect(try names(f.store) == ["Alice", "Bob"], "the open store reads the re-keyed file")
        #expect(try f.keyFile().state == .ready)
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".rekey"))
        let last = try #require(reports.last)
        #expect(last.0 == last.1 && last.1 > 0, "progress ends at every page copied")
        #expect(Array(fileBytes(f.databasePath).prefix(4096)) != oldPage1, "page 1 re-encrypted")
        #expect(markersFound(under: f.directory.path).isEmpty, "no plaintext on disk")
        let reopened = try f.reopen()
        #expect(try names(reopened) == ["Alice", "Bob"])
        try reopened.createProfile(name: "Carol")
        #expect(try names(reopened) == ["Alice", "Bob", "Carol"])
    }

    @Test func anOldKeyFileWithTheOldPasscodeDoesNotReadDataWrittenAfterARekey() throws {
        for rekey in [false, true] {
            let f = try LockFixture()
            try f.store.setPasscode("old passcode")
            try f.store.createProfile(name: "Alice")
            let oldKeyFile = fileBytes(f.keyPath)
            if rekey { try f.store.rekey(newPasscode: "new passcode") } else { try f.store.setPasscode("new passcode") }
            try f.store.createProfile(name: "Written After")
            try f.store.database.checkpointAndTruncateLog()
            // An attacker's copy: the database as it is now, beside the key file from before the change.
            let copy = TemporaryDirectory("rekey-old-key")
            try FileManager.default.copyItem(atPath: f.databasePath, toPath: copy.file("threshold.db"))
            FileManager.default.createFile(atPath: copy.file("threshold.key"), contents: Data(oldKeyFile))
            let store = try LockFixture.open(copy.file("threshold.db"), f.clock, f.keyring, CrashPlan())
            var read: [String]?
            do {
                try store.unlock(passcode: "old passcode")
                read = try names(store)
            } catch {}
            if rekey {
                #expect(read == nil, "after a re-key the old key file and passcode open nothing written since")
                #expect(!store.isUnlocked)
            } else {
                #expect(read?.contains("Written After") == true, "a re-wrap alone keeps the key: this is what a re-key closes")
            }
            let current = try f.reopen()
            try current.unlock(passcode: "new passcode")
            #expect(try names(current) == ["Alice", "Written After"])
        }
    }

    /// A kill at every step of a re-key that also changes the passcode: the old passcode with the
    /// old data, or the new passcode with the new data, never anything else.
    @Test(arguments: [KeyStep.rekeyCopying, .rekeyStaged, .rekeyCommitting, .rekeyCommitted, .rekeySwapping, .rekeySwapped])
    func aKillAtEveryStepLeavesTheOldStateOrTheNew(step: KeyStep) throws {
        let f = try LockFixture()
        try f.store.setPasscode("old passcode")
        try f.store.createProfile(name: "Alice")
        let oldKey = try f.store.databaseKey().withTemporaryArray { $0 }
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.rekey(newPasscode: "new passcode") }
        f.store.closeDatabase()
        let committed = [KeyStep.rekeyCommitted, .rekeySwapping, .rekeySwapped].contains(step)
        let store = try f.reopen()
        #expect(!store.isUnlocked)
        let wrong = committed ? "old passcode" : "new passcode"
        let right = committed ? "new passcode" : "old passcode"
        #expect(lockError { try store.unlock(passcode: wrong) } == .wrongPasscode, "\(step)")
        try store.unlock(passcode: right)
        #expect(try names(store) == ["Alice"], "\(step)")
        let key = try store.databaseKey().withTemporaryArray { $0 }
        #expect((key != oldKey) == committed, "\(step)")
        #expect(try f.keyFile().state == .ready)
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".rekey"), "\(step)")
        try store.createProfile(name: "Bob")
        let later = try f.reopen()
        try later.unlock(passcode: right)
        #expect(try names(later) == ["Alice", "Bob"], "\(step)")
    }

    /// The same at the key-file level, where the next start finishes a committed re-key by itself.
    @Test(arguments: [KeyStep.rekeyCopying, .rekeyStaged, .rekeyCommitting, .rekeyCommitted, .rekeySwapping, .rekeySwapped])
    func aKillAtTheKeyfileLevelIsFinishedAtTheNextStart(step: KeyStep) throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        let oldKey = try f.store.databaseKey().withTemporaryArray { $0 }
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.rekey() }
        f.store.closeDatabase()
        let store = try f.reopen()
        #expect(try names(store) == ["Alice"], "\(step)")
        let key = try store.databaseKey().withTemporaryArray { $0 }
        #expect((key != oldKey) == [KeyStep.rekeyCommitted, .rekeySwapping, .rekeySwapped].contains(step), "\(step)")
        #expect(try f.keyFile().state == .ready)
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".rekey"))
    }

    @Test func aKillInTheMiddleOfTheCopyLeavesAStagedFileTheNextStartRemoves() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        try f.store.createProfile(name: "Alice")
        f.store.closeDatabase()
        // What a kill during the copy leaves: part of a file under a key nobody kept.
        FileManager.default.createFile(atPath: f.databasePath + ".rekey", contents: Data(repeating: 0xA5, count: 12_288))
        let store = try f.reopen()
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".rekey"))
        try store.unlock(passcode: "main")
        #expect(try names(store) == ["Alice"])
    }

    @Test func anotherProcessHoldingTheDatabaseStopsTheRekeyBeforeItsCommit() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        let oldKey = try f.store.databaseKey().withTemporaryArray { $0 }
        let other = try f.reopen()
        #expect(try names(other) == ["Alice"])
        #expect(throws: DatabaseError.self) { try f.store.rekey() }
        #expect(try f.store.databaseKey().withTemporaryArray { $0 } == oldKey, "nothing changed")
        #expect(try names(f.store) == ["Alice"], "the store is open again on the old key")
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".rekey"))
        try other.createProfile(name: "Bob")
        other.closeDatabase()
        try f.store.rekey()
        #expect(try names(try f.reopen()) == ["Alice", "Bob"])
    }

    @Test func anActiveHiddenProfileStaysActiveAcrossARekey() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Zephyrine Hollow")
        try f.store.hideProfile("Zephyrine Hollow", password: "hidden pass")
        try f.store.activateProfile(ProfileRef("Zephyrine Hollow", password: "hidden pass"))
        try f.store.rekey()
        #expect(try f.store.activeProfile()?.name == "Zephyrine Hollow")
        #expect(markersFound(under: f.directory.path).isEmpty)
    }

    @Test func aSameOrInvalidPasscodeIsRefusedBeforeAnythingIsCopied() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        let before = fileBytes(f.keyPath)
        #expect(lockError { try f.store.rekey(newPasscode: "boom") } == .samePasscode)
        #expect(profileError { try f.store.rekey(newPasscode: " padded") } == .invalidPassword)
        #expect(fileBytes(f.keyPath) == before)
        #expect(!f.crashes.stepsReached.contains(.rekeyCopying))
    }
}
