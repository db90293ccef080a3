import Foundation
import Secrets
import Testing
@testable import ThresholdCore

/// A damaged `threshold.key` is named and never acted on: nothing is removed before the file is
/// authenticated (issue 22: one flipped state bit used to delete `threshold.db`).
@Suite struct KeyFileDamageTests {
    static let stateOffset = 10

    /// The bytes of every file in the folder, by name (the key file's lock excluded).
    static func snapshot(_ f: LockFixture) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: f.directory.path) where !name.hasSuffix(".lock") {
            files[name] = FileManager.default.contents(atPath: f.directory.file(name))
        }
        return files
    }

    static func flipStateBit(_ f: LockFixture, bit: UInt8 = 0x01) throws {
        var bytes = try require(try DurableFile.read(f.keyPath))
        bytes[stateOffset] ^= bit
        try Data(bytes).write(to: URL(fileURLWithPath: f.keyPath))
    }

    @Test(arguments: ["keyfile", "keyring", "passcode"])
    func aFlippedStateBitDeletesNothingAndIsNamed(level: String) throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        switch level {
        case "keyring": try f.store.setProtectionLevel(.keyring)
        case "passcode": try f.store.setPasscode("main")
        default: break
        }
        f.store.closeDatabase()
        try Self.flipStateBit(f)
        let before = try Self.snapshot(f)
        #expect(before["threshold.db"] != nil)

        var caught: LockError?
        do { _ = try f.reopen() } catch let error as LockError { caught = error }
        #expect(caught == .keyFileDamaged)
        #expect(try Self.snapshot(f) == before, "no file changed or removed")
        // The message says nothing was erased, and that is now true.
        #expect(LockError.keyFileDamaged.message.contains("Nothing was changed or erased"))
    }

    @Test func everyStateBitFlippedLeavesTheDatabaseInPlace() throws {
        for bit in 0..<8 {
            let f = try LockFixture()
            try f.store.createProfile(name: "Alice")
            f.store.closeDatabase()
            try Self.flipStateBit(f, bit: 1 << UInt8(bit))
            let before = try Self.snapshot(f)
            #expect(throws: LockError.self) { _ = try f.reopen() }
            #expect(try Self.snapshot(f) == before, "state bit \(bit)")
        }
    }

    /// An edit that keeps the file consistent (state and pending slot both changed) still fails
    /// the authentication at the `keyfile` level, before anything is removed.
    @Test func aForgedPendingInstallAtTheKeyfileLevelIsRefusedBeforeAnyRemoval() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        f.store.closeDatabase()
        var file = try f.keyFile()
        file.state = .installPending
        file.pending = [UInt8](repeating: 7, count: 64)
        var forged = file.encoded()
        // The wrapped key of the original file, untouched: its associated data no longer matches.
        try Data(forged).write(to: URL(fileURLWithPath: f.keyPath))
        forged.removeAll()
        let before = try Self.snapshot(f)
        #expect(lockError { _ = try f.reopen() } == .keyFileDamaged)
        #expect(try Self.snapshot(f) == before)
    }

    @Test func aSymbolicLinkedKeyFileIsNamedAsUnreadable() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        f.store.closeDatabase()
        let real = f.directory.file("elsewhere.key")
        #expect(rename(f.keyPath, real) == 0)
        #expect(symlink(real, f.keyPath) == 0)
        let before = try Self.snapshot(f)
        var caught: LockError?
        do { _ = try f.reopen() } catch let error as LockError { caught = error }
        guard case .keyFileUnreadable(let code)? = caught else {
            Issue.record("expected keyFileUnreadable, got \(String(describing: caught))")
            return
        }
        #expect(code == ELOOP)
        #expect(caught?.message.contains("symbolic link") == true)
        #expect(caught?.message.contains("could not be written") == false)
        #expect(try Self.snapshot(f) == before)
    }

    @Test func aKeyFileWithoutPermissionIsNamedAsUnreadable() throws {
        // Root reads a mode-000 file anyway, so the refusal is checked from its reason as well.
        #expect(KeyVault.unreadableReason(EACCES).contains("permission denied"))
        #expect(LockError.keyFileUnreadable(errno: EACCES).code == "keyFileUnreadable")
        guard geteuid() != 0 else {
            print("skipped: running as root, a mode-000 threshold.key is still readable")
            return
        }
        let f = try LockFixture()
        f.store.closeDatabase()
        #expect(chmod(f.keyPath, 0) == 0)
        defer { chmod(f.keyPath, 0o600) }
        guard case .keyFileUnreadable? = lockError({ _ = try f.reopen() }) else {
            Issue.record("expected keyFileUnreadable")
            return
        }
    }

    /// A genuine pending install at the passcode level (a self-destruct killed after its key file
    /// was in place) still finishes, now at the right passcode.
    @Test func aGenuinePendingInstallAtThePasscodeLevelFinishesAtThePasscode() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        f.crashes.crash(at: .newKeyInPlace)
        #expect(throws: SimulatedCrash.self) { try f.store.unlock(passcode: "boom") }
        f.store.closeDatabase()
        let restarted = try f.reopen()
        #expect(restarted.isUnlocked == false)
        #expect(try restarted.unlock(passcode: "boom") == .unlocked)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Decoy"])
        #expect(!FileManager.default.fileExists(atPath: f.databasePath + ".retired"))
    }
}
