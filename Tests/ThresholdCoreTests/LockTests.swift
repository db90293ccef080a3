import Foundation
import Secrets
import Storage
import Testing
import TestSupport
@testable import ThresholdCore

@Suite struct LockTests {
    @Test func aFirstRunHasAKeyFileAtTheKeyfileLevelAndNoLock() throws {
        let f = try LockFixture()
        #expect(try f.store.isLockOn() == false)
        #expect(try f.store.protectionLevel() == .keyfile)
        #expect(try f.store.unlock(passcode: "anything") == .unlocked)
        #expect(try f.store.lockStatus() == LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil,
                                                       wipeAfter: nil, failedAttempts: 0, level: .keyfile))
        var info = stat()
        #expect(stat(f.keyPath, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try f.keyFile().state == .ready)
        #expect(try f.store.setting("lock.kdf") == nil)
    }

    @Test func setChangeAndClearRewrapTheSameKeyWithoutTouchingTheDatabase() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        let key = try #require(f.store.currentKeys).databaseKey
        let inode = f.inode(f.databasePath)
        try f.store.setPasscode("1234 5678")
        #expect(try f.store.isLockOn())
        #expect(try f.store.protectionLevel() == .passcode)
        #expect(try f.store.unlock(passcode: "1234 5678") == .unlocked)
        #expect(lockError { try f.store.unlock(passcode: "1234") } == .wrongPasscode)
        #expect(lockError { try f.store.unlock(passcode: "") } == .locked)
        try f.store.setPasscode("second")
        #expect(lockError { try f.store.unlock(passcode: "1234 5678") } == .wrongPasscode)
        #expect(try f.store.unlock(passcode: "second") == .unlocked)
        #expect(try #require(f.store.currentKeys).databaseKey.constantTimeEquals(key))
        try f.store.clearPasscode()
        #expect(try f.store.isLockOn() == false)
        #expect(try f.store.protectionLevel() == .keyfile)
        #expect(try #require(f.store.currentKeys).databaseKey.constantTimeEquals(key))
        #expect(f.inode(f.databasePath) == inode)
        #expect(try f.reopen().listProfiles().profiles.map(\.name) == ["Alice"])
        // Nothing of the lock is in the database.
        let lockRows = try f.store.database.read { try $0.int("SELECT count(*) FROM settings WHERE key LIKE 'lock.%'") }
        #expect(lockRows == 0)
    }

    @Test func passcodesFollowThePasswordRulesAndShortOnesWarn() throws {
        let f = try LockFixture()
        #expect(profileError { try f.store.setPasscode("") } == .emptyPassword)
        #expect(profileError { try f.store.setPasscode(" padded") } == .invalidPassword)
        #expect(try f.store.isLockOn() == false)
    }

    @Test func atThePasscodeLevelNothingOpensWithoutThePasscode() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main pass")
        let restarted = try f.reopen()
        #expect(restarted.isUnlocked == false)
        #expect(lockError { _ = try restarted.listProfiles() } == .locked)
        #expect(lockError { _ = try restarted.lockStatus() } == .locked)
        #expect(lockError { _ = try restarted.database } == .locked)
        #expect(lockError { try restarted.unlock(passcode: "wrong") } == .wrongPasscode)
        #expect(restarted.isUnlocked == false)
        #expect(try restarted.unlock(passcode: "main pass") == .unlocked)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(try restarted.lockStatus().level == .passcode)
    }

    @Test func editingTheKeyFileNeverSwitchesTheLockOff() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main pass")
        try f.store.setWipeAfter(3)
        let original = try #require(try DurableFile.read(f.keyPath))
        // An editor recomputes the checksum (anyone can: docs/security.md, "Damage before
        // attempts"); an edit that leaves it is damage, named before any attempt.
        func withEdited(_ edit: (inout [UInt8]) -> Void) throws -> ThresholdStore? {
            var bytes = Array(original.dropLast(KeyFile.checksumCount))
            edit(&bytes)
            try DurableFile.write(bytes + bytes.withUnsafeBytes { KeyFile.checksum($0) }, to: f.keyPath)
            return try? f.reopen()
        }
        var unsummed = original
        unsummed[14] = 0
        try DurableFile.write(unsummed, to: f.keyPath)
        #expect(lockError { _ = try f.reopen() } == .keyFileDamaged)
        // The attempt limit switched off: the right passcode no longer matches either.
        let noLimit = try #require(try withEdited { $0[14] = 0 })
        #expect(lockError { try noLimit.unlock(passcode: "main pass") } == .wrongPasscode)
        // The level switched to keyfile: the device key slot does not open the wrapping.
        var bytes = original
        bytes[9] = ProtectionLevel.keyfile.byte
        try DurableFile.write(bytes, to: f.keyPath)
        #expect(lockError { _ = try f.reopen() } == .keyFileDamaged)
        // A self-destruct slot edited: no passcode matches.
        let slot = try #require(try withEdited { $0[KeyFile.selfDestructOffset] ^= 1 })
        #expect(lockError { try slot.unlock(passcode: "main pass") } == .wrongPasscode)
        // Restored, everything works again (the counter is not authenticated: see docs/security.md).
        try DurableFile.write(original, to: f.keyPath)
        let restored = try f.reopen()
        #expect(try restored.unlock(passcode: "main pass") == .unlocked)
        #expect(try restored.listProfiles().profiles.map(\.name) == ["Alice"])
    }

    @Test func aDamagedKeyFileIsAClearErrorAndErasesNothing() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        f.store.closeDatabase()
        let before = try #require(FileManager.default.contents(atPath: f.databasePath))
        for junk in [Array("junk".utf8), [UInt8](repeating: 0, count: 800), Array(KeyFile.magic + [1, 3, 1])] {
            try DurableFile.write(junk, to: f.keyPath)
            #expect(lockError { _ = try f.reopen() } == .keyFileDamaged)
            #expect(FileManager.default.contents(atPath: f.databasePath) == before)
        }
        // A key file removed beside an encrypted database is named; a plaintext one is the previous release.
        unlink(f.keyPath)
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: f.databasePath))
        #expect(lockError { _ = try f.reopen() } == .keyUnavailable(.keyFileMissing), "a missing key file must be keyUnavailable")
    }

    @Test func selfDestructNeedsALockAndADifferentPasscode() throws {
        let f = try LockFixture()
        #expect(lockError { try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy") } == .lockOff)
        #expect(lockError { try f.store.setWipeAfter(3) } == .lockOff)
        try f.store.setPasscode("main")
        #expect(lockError { try f.store.setSelfDestruct(passcode: "main", displayName: "Decoy") } == .samePasscode)
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        #expect(lockError { try f.store.setPasscode("boom") } == .samePasscode)
        #expect(try f.store.lockStatus().selfDestructOn)
        #expect(try f.store.lockStatus().selfDestructName == "Decoy")
        try f.store.setPasscode("main 2")
        #expect(try f.reopen().unlock(passcode: "main 2") == .unlocked)
        try f.store.clearSelfDestruct()
        #expect(try f.store.lockStatus().selfDestructOn == false)
        #expect(lockError { try f.store.unlock(passcode: "boom") } == .wrongPasscode)
        #expect(try f.store.listProfiles().profiles.isEmpty)
    }

    @Test func setOrNotTheSelfDestructSlotsLookAlike() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        let unset = try f.keyFile()
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        let set = try f.keyFile()
        #expect(unset.encoded().count == set.encoded().count)
        #expect(unset.selfDestructTag != set.selfDestructTag)
        #expect(!String(decoding: set.encoded(), as: UTF8.self).contains("Decoy"))
    }

    @Test func attemptCounterSurvivesARestartAndWipesAtTheLimit() throws {
        let f = try LockFixture()
        try LockSelfDestructTests.seed(f)
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(3)
        #expect(lockError { try f.store.unlock(passcode: "guess 1") } == .wrongPasscode)
        #expect(lockError { try f.store.unlock(passcode: "guess 2") } == .wrongPasscode)
        #expect(try f.keyFile().failedAttempts == 2)

        let restarted = try f.reopen()
        #expect(try f.keyFile().failedAttempts == 2)
        #expect(lockError { try restarted.unlock(passcode: "guess 3") } == .wrongPasscode)
        #expect(try restarted.isLockOn() == false)
        #expect(try restarted.listProfiles().profiles.isEmpty)
        #expect(try restarted.onboardingSnapshot().isComplete == false)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func aRightPasscodeResetsTheCount() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(2)
        #expect(lockError { try f.store.unlock(passcode: "nope") } == .wrongPasscode)
        #expect(try f.store.unlock(passcode: "main") == .unlocked)
        #expect(try f.keyFile().failedAttempts == 0)
        #expect(lockError { try f.store.unlock(passcode: "nope") } == .wrongPasscode)
        #expect(try f.store.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(lockError { try f.store.setWipeAfter(0) } == .invalidAttemptLimit)
    }

    @Test func anAttemptThatCannotBeRecordedIsNotChecked() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(3)
        let restarted = try f.reopen()
        f.crashes.crash(at: .recordingAttempt)
        // Even the right passcode is refused: it was never checked.
        for guess in ["wrong 1", "wrong 2", "wrong 3", "wrong 4", "main"] {
            guard case .attemptNotRecorded = lockError({ try restarted.unlock(passcode: guess) }) else {
                Issue.record("\(guess) must fail closed")
                continue
            }
        }
        #expect(f.crashes.stepsReached.contains(.attemptRecorded) == false)
        #expect(restarted.isUnlocked == false)
        #expect(try f.keyFile().failedAttempts == 0)
        f.crashes.crash(at: nil)
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Alice"])
    }

    @Test func aRealReadOnlyDirectoryChecksNoPasscode() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        let restarted = try f.reopen()
        // chmod does not stop root; the immutable attribute does (where the file system has it).
        let readOnly = ReadOnlyFolder(f.directory.path)
        guard readOnly.isReadOnly else { return }
        defer { readOnly.restore() }
        guard case .attemptNotRecorded(let why) = lockError({ try restarted.unlock(passcode: "main") }) else {
            Issue.record("a read-only directory must fail closed")
            return
        }
        #expect(why.errno != 0, "\(why)")
        #expect(restarted.isUnlocked == false)
        readOnly.restore()
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
    }

    @Test func aKilledAttemptAtTheLimitStillWipes() throws {
        let f = try LockFixture()
        try LockSelfDestructTests.seed(f)
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(2)
        #expect(lockError { try f.store.unlock(passcode: "guess 1") } == .wrongPasscode)
        f.crashes.crash(at: .attemptRecorded)
        #expect(throws: SimulatedCrash.self) { try f.store.unlock(passcode: "guess 2") }
        // The limit is reached in the file; the next attempt wipes without checking anything.
        let restarted = try f.reopen()
        #expect(lockError { try restarted.unlock(passcode: "main") } == .wrongPasscode)
        #expect(try restarted.isLockOn() == false)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func killedDuringARewrapTheOldOrTheNewPasscodeWorks() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("old pass")
        f.crashes.crash(at: .rewrapping)
        #expect(throws: SimulatedCrash.self) { try f.store.setPasscode("new pass") }
        #expect(try f.reopen().unlock(passcode: "old pass") == .unlocked)
        f.crashes.crash(at: .rewrapping)
        #expect(throws: SimulatedCrash.self) { try f.store.clearPasscode() }
        #expect(try f.reopen().isLockOn())
        f.crashes.crash(at: nil)
        try f.store.setPasscode("new pass")
        let reopened = try f.reopen()
        #expect(lockError { try reopened.unlock(passcode: "old pass") } == .wrongPasscode)
        #expect(try reopened.unlock(passcode: "new pass") == .unlocked)
        #expect(try reopened.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(!FileManager.default.fileExists(atPath: f.keyPath + ".tmp"))
    }

    @Test func keyringLevelSwitchUseAndAVanishedEntry() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setProtectionLevel(.keyring)
        #expect(try f.store.protectionLevel() == .keyring)
        #expect(f.keyring.count == 1)
        #expect(try f.reopen().listProfiles().profiles.map(\.name) == ["Alice"])
        // The keyring not running: explained, nothing changed.
        f.keyring.setAvailable(false)
        #expect({ if case .keyUnavailable = lockError({ _ = try f.reopen() }) { true } else { false } }())
        f.keyring.setAvailable(true)
        // A passcode replaces the keyring entry; clearing it goes to keyfile.
        try f.store.setPasscode("main")
        #expect(f.keyring.count == 0)
        #expect(lockError { try f.store.setProtectionLevel(.keyring) } == .passcodeOn)
        try f.store.clearPasscode()
        try f.store.setProtectionLevel(.keyring)
        try f.store.setProtectionLevel(.keyfile)
        #expect(f.keyring.count == 0)
        try f.store.setProtectionLevel(.keyring)
        // The entry vanishes: a clear error that says the data can't be read without it.
        f.keyring.empty()
        let vanished = lockError({ _ = try f.reopen() })
        #expect(vanished == .keyringEntryMissing(hasRecoveryKey: false), "a vanished entry is keyUnavailable, said plainly")
        #expect(vanished?.code == "keyUnavailable")
        #expect(vanished?.message.contains("can't be read") == true)
        #expect(try f.keyFile().level == .keyring)
    }
}

/// Makes a folder read-only even for root (`chattr +i`), for the fail-closed tests.
struct ReadOnlyFolder {
    let path: String
    let isReadOnly: Bool

    init(_ path: String) {
        self.path = path
        if getuid() != 0 {
            isReadOnly = chmod(path, 0o500) == 0
        } else {
            let result = try? Subprocess.run("/usr/bin/chattr", ["+i", path])
            isReadOnly = result?.status == 0
        }
        if !isReadOnly { print("skipped: \(path) can't be made read-only here (no chattr +i)") }
    }

    func restore() {
        if getuid() != 0 {
            chmod(path, 0o700)
        } else {
            _ = try? Subprocess.run("/usr/bin/chattr", ["-i", path])
        }
    }
}

@Suite struct LockSessionTests {
    @Test func aSessionWhosePasscodeWasChangedElsewhereMustUnlockAgain() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("first pass")
        // Another process changes the passcode while this session is open.
        let other = try f.reopen()
        #expect(try other.unlock(passcode: "first pass") == .unlocked)
        try other.setPasscode("second pass")
        // Re-wrapping under the stale key would bring "first pass" back: refused, asks again.
        #expect(lockError { try f.store.setWipeAfter(3) } == .locked)
        #expect(lockError { try f.store.unlock(passcode: "first pass") } == .wrongPasscode)
        #expect(try f.store.unlock(passcode: "second pass") == .unlocked)
        try f.store.setWipeAfter(3)
        #expect(try f.reopen().unlock(passcode: "second pass") == .unlocked)
    }
}
