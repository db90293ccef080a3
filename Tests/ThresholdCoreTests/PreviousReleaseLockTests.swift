import Foundation
import Secrets
import Storage
import TestSupport
import Testing
@testable import ThresholdCore

/// A previous release's install with its lock on (docs/security.md, "The previous release"): the
/// first open encrypts the data at once under the interim wrapping, the old passcode still gates the
/// app, and the first right passcode re-wraps the key at the passcode level.
@Suite struct PreviousReleaseLockTests {
    /// A plaintext database as the previous release left it: marker data and its lock rows
    /// (passcode "main", self-destruct passcode "boom" creating "Decoy", wipe after `wipeAfter`).
    struct Fixture {
        let directory = TemporaryDirectory("legacy-lock")
        let clock = ManualClock()
        let keyring = MemoryKeyring()
        let crashes = CrashPlan()
        var path: String { directory.file("threshold.db") }
        var keyPath: String { directory.file("threshold.key") }

        init(wipeAfter: Int = 5, failedAttempts: Int = 1) throws {
            let salt = [UInt8](repeating: 0x5a, count: 16)
            func tag(_ passcode: String, _ purpose: String) throws -> String {
                let key = try Scrypt.derive(password: Array(passcode.utf8), salt: salt, parameters: .testing)
                return Hex.encode(try HMACSHA256.authenticate(Array(purpose.utf8), key: key))
            }
            let legacy = try Database(path: directory.file("threshold.db"), migrations: CoreSchema.migrations)
            try legacy.write { db in
                try db.execute("INSERT INTO profiles (name, bio, created_at) VALUES ('Quillon Varga', 'bio-marker-7f3a2c', 1)")
                try db.execute("INSERT INTO chats (profile_id, contact) VALUES (1, 'Zephyrine Hollow')")
                try db.execute("INSERT INTO messages (chat_id, incoming, read, text, sent_at) VALUES (1, 1, 0, 'message-marker-91bd0e', 2)")
                let rows = ["lock.kdf": "\(Hex.encode(salt)):10:8:1", "lock.passcode": try tag("main", "threshold.lock.passcode"),
                            "lock.selfDestruct": try tag("boom", "threshold.lock.self-destruct"),
                            "lock.selfDestructName": "Decoy", "lock.wipeAfter": "\(wipeAfter)",
                            "lock.failedAttempts": "\(failedAttempts)", "profiles.active": "1"]
                for (key, value) in rows { try db.execute("INSERT INTO settings (key, value) VALUES (?, ?)", [.text(key), .text(value)]) }
            }
            legacy.close()
        }

        func open() throws -> ThresholdStore { try LockFixture.open(path, clock, keyring, crashes) }

        func keyFile() throws -> KeyFile {
            guard let bytes = FileManager.default.contents(atPath: keyPath), let file = KeyFile.decode(Array(bytes)) else {
                throw SimulatedCrash()
            }
            return file
        }

        /// Every file of the data directory: name and bytes.
        func files() -> [String: Data] {
            var out: [String: Data] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                out[name] = FileManager.default.contents(atPath: directory.file(name))
            }
            return out
        }
    }

    @Test func theFirstOpenEncryptsTheDataAtOnceAndTheOldPasscodeStillGatesIt() throws {
        let f = try Fixture()
        let store = try f.open()
        #expect(markersFound(under: f.directory.path) == [])
        #expect(try Database.fileKind(at: f.path) == .encrypted)
        #expect(!FileManager.default.fileExists(atPath: f.path + ".encrypting"))
        let file = try f.keyFile()
        #expect(file.state == .legacyPasscode && file.level == .passcode && file.legacyPasscodeTag != nil)
        #expect(try store.isLockOn())
        #expect(!store.isUnlocked)
        #expect(lockError { _ = try store.listProfiles() } == .locked)
        // The plaintext reader gets nothing.
        #expect(throws: DatabaseError.self) { _ = try Database(path: f.path, migrations: CoreSchema.migrations) }
        // A second start changes nothing and stays locked.
        let before = f.files()
        let again = try f.open()
        #expect(!again.isUnlocked)
        #expect(f.files().filter { $0.key != "threshold.key.lock" } == before.filter { $0.key != "threshold.key.lock" })
        // The lock rows moved into the key file and left the (encrypted) database at the conversion.
        let interim = try #require(try file.unwrapInterim())
        let database = try ThresholdStore.openDatabaseFile(path: f.path, key: interim.databaseKey)
        #expect(try database.read { try $0.int("SELECT count(*) FROM settings WHERE key LIKE 'lock.%'") } == 0)
        #expect(try database.read { try $0.string("SELECT name FROM profiles") } == "Quillon Varga")
        database.close()
    }

    @Test func aWrongPasscodeChangesNothingButTheCounter() throws {
        let f = try Fixture()
        let store = try f.open()
        let before = try f.keyFile()
        let databaseBefore = FileManager.default.contents(atPath: f.path)
        #expect(lockError { try store.unlock(passcode: "wrong") } == .wrongPasscode)
        var after = try f.keyFile()
        #expect(after.failedAttempts == before.failedAttempts + 1)
        after.failedAttempts = before.failedAttempts
        #expect(after == before)
        #expect(FileManager.default.contents(atPath: f.path) == databaseBefore)
        #expect(!store.isUnlocked)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func theRightPasscodeMovesTheKeyToThePasscodeLevel() throws {
        let f = try Fixture()
        let store = try f.open()
        let interim = try f.keyFile()
        let databaseBefore = FileManager.default.contents(atPath: f.path)
        #expect(try store.unlock(passcode: "main") == .unlocked)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Quillon Varga"])
        #expect(try store.lockStatus() == LockStatus(isOn: true, selfDestructOn: true, selfDestructName: "Decoy",
                                                     wipeAfter: 5, failedAttempts: 0, level: .passcode))
        let file = try f.keyFile()
        #expect(file.state == .ready && file.level == .passcode && file.pending.isEmpty)
        #expect(file.deviceKEK != interim.deviceKEK)
        // The interim key-encryption key opens nothing any more; the passcode's does.
        var oldKEK = interim.deviceKEK
        #expect(try file.unwrap(kek: try SecureBytes(taking: &oldKEK)) == nil)
        #expect(try file.unwrap(kek: try file.passcodeKEK(try KeyFile.passcodeSecret("main", salt: file.salt, parameters: file.parameters))) != nil)
        // Re-wrapped, not re-encrypted; the previous release's lock rows are gone.
        let lockRows = try store.database.read { try $0.int("SELECT count(*) FROM settings WHERE key LIKE 'lock.%'") }
        #expect(lockRows == 0)
        _ = databaseBefore
        #expect(markersFound(under: f.directory.path) == [])
        // A restart asks for the passcode again.
        let restarted = try f.open()
        #expect(!restarted.isUnlocked)
        #expect(lockError { try restarted.unlock(passcode: "wrong") } == .wrongPasscode)
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
    }

    @Test func theSelfDestructPasscodeWorksBeforeTheFirstRightPasscode() throws {
        let f = try Fixture()
        let store = try f.open()
        #expect(try store.unlock(passcode: "boom") == .dataReplaced)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Decoy"])
        #expect(markersFound(under: f.directory.path) == [])
        #expect(try f.keyFile().state == .ready)
    }

    @Test func theAttemptLimitStillWipes() throws {
        let f = try Fixture(wipeAfter: 2, failedAttempts: 0)
        let store = try f.open()
        #expect(lockError { try store.unlock(passcode: "wrong") } == .wrongPasscode)
        #expect(lockError { try store.unlock(passcode: "wrong again") } == .wrongPasscode)
        #expect(!(try store.isLockOn()))
        #expect(try store.listProfiles().profiles.isEmpty)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func aCrashAfterTheKeyFileIsWrittenIsFinishedAtTheNextStart() throws {
        let f = try Fixture()
        f.crashes.crash(at: .interimKeyWritten)
        #expect(throws: SimulatedCrash.self) { _ = try f.open() }
        // The state the crash left: the key file in place, the database still the old plaintext.
        #expect(try Database.fileKind(at: f.path) == .plaintext)
        f.crashes.crash(at: nil)
        let store = try f.open()
        #expect(try Database.fileKind(at: f.path) == .encrypted)
        #expect(markersFound(under: f.directory.path) == [])
        #expect(try store.unlock(passcode: "main") == .unlocked)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Quillon Varga"])
    }

    @Test func aCrashBeforeTheReWrapLeavesTheInterimStateWhichTheNextRightPasscodeMoves() throws {
        let f = try Fixture()
        let store = try f.open()
        f.crashes.crash(at: .rewrapping)
        #expect(throws: SimulatedCrash.self) { try store.unlock(passcode: "main") }
        #expect(try f.keyFile().state == .legacyPasscode)
        f.crashes.crash(at: nil)
        let restarted = try f.open()
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
        #expect(try f.keyFile().state == .ready)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Quillon Varga"])
    }

    @Test func aKeyFileOfTheFirstEncryptingReleaseIsMovedToTheInterimWrapping() throws {
        let f = try Fixture()
        // That release kept the tag in the wrapped-key slot and the database plaintext.
        let store = try f.open()
        store.closeDatabase()
        var old = try f.keyFile()
        let tag = try #require(old.legacyPasscodeTag)
        old.pending = []
        old.wrappedKey = tag + [UInt8](repeating: 0, count: KeyFile.wrappedKeyCount - tag.count)
        try DurableFile.write(old.encoded(), to: f.keyPath)
        let plain = try Fixture()
        try FileManager.default.removeItem(atPath: f.path)
        try FileManager.default.copyItem(atPath: plain.path, toPath: f.path)
        #expect(try Database.fileKind(at: f.path) == .plaintext)
        let upgraded = try f.open()
        #expect(try Database.fileKind(at: f.path) == .encrypted)
        #expect(markersFound(under: f.directory.path) == [])
        #expect(try f.keyFile().legacyPasscodeTag == tag)
        #expect(try upgraded.unlock(passcode: "main") == .unlocked)
        #expect(try upgraded.listProfiles().profiles.map(\.name) == ["Quillon Varga"])
    }

    @Test func anEditedTagFailsClosed() throws {
        let f = try Fixture()
        _ = try f.open()
        var file = try f.keyFile()
        // An attacker's own passcode tag in place of the old one: the interim wrapping no longer opens.
        let key = try Scrypt.derive(password: Array("mine".utf8), salt: file.salt, parameters: file.parameters)
        file.pending = try HMACSHA256.authenticate(Array(KeyFile.legacyPasscodeTagPurpose.utf8), key: key)
        try DurableFile.write(file.encoded(), to: f.keyPath)
        let store = try f.open()
        #expect(lockError { try store.unlock(passcode: "mine") } == .keyFileDamaged)
        #expect(!store.isUnlocked)
    }
}
