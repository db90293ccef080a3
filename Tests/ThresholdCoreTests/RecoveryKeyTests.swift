import Foundation
import Secrets
import Storage
import TestSupport
import Testing
@testable import ThresholdCore

/// The recovery key (PRODUCT.md 7; docs/security.md, "Recovery key").
@Suite struct RecoveryKeyTests {
    private func names(_ store: ThresholdStore) throws -> [String] { try store.listProfiles().profiles.map(\.name).sorted() }

    @Test func theKeyIsEightGroupsOfFiveWithAChecksumThatCatchesTypos() throws {
        let key = try RecoveryKey.generate()
        let text = key.text
        let groups = text.split(separator: "-")
        #expect(groups.count == 8 && groups.allSatisfy { $0.count == 5 }, "\(text)")
        #expect(try RecoveryKey.parse(text).text == text)
        #expect(try RecoveryKey.parse(text.lowercased().replacingOccurrences(of: "-", with: " ")).text == text)
        #expect(try RecoveryKey.generate().text != text, "random")
        // Every single-character typo is caught by the checksum (or the alphabet).
        let characters = Array(text)
        for index in characters.indices where characters[index] != "-" {
            var typo = characters
            typo[index] = characters[index] == "7" ? "8" : "7"
            #expect(throws: LockError.malformedRecoveryKey) { _ = try RecoveryKey.parse(String(typo)) }
        }
        #expect(throws: LockError.malformedRecoveryKey) { _ = try RecoveryKey.parse(String(text.dropLast())) }
        #expect(throws: LockError.malformedRecoveryKey) { _ = try RecoveryKey.parse(text + "A") }
        #expect(throws: LockError.malformedRecoveryKey) { _ = try RecoveryKey.parse("U" + text.dropFirst()) }
        #expect(throws: LockError.malformedRecoveryKey) { _ = try RecoveryKey.parse("") }
    }

    @Test func aVanishedKeyringEntryPointsToRecoverAndTheRecoveryKeyOpensTheData() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setProtectionLevel(.keyring)
        let key = try RecoveryKey.generate()
        try f.store.setRecoveryKey(key)
        #expect(try f.store.hasRecoveryKey())
        f.keyring.empty()
        #expect(lockError { _ = try f.reopen() } == .keyringEntryMissing(hasRecoveryKey: true))
        #expect(LockError.keyringEntryMissing(hasRecoveryKey: true).message.contains("threshold lock recover"))
        let store = try ThresholdStore.openForRecovery(path: f.databasePath, kdfParameters: .testing, keyring: f.keyring)
        #expect(!store.isUnlocked)
        #expect(lockError { try store.recover(with: try RecoveryKey.generate(), level: .keyring, newPasscode: nil) } == .wrongRecoveryKey)
        try store.recover(with: try RecoveryKey.parse(key.text), level: .keyring, newPasscode: nil)
        #expect(try names(store) == ["Alice"])
        #expect(f.keyring.count == 1, "a new keyring entry")
        #expect(try names(try f.reopen()) == ["Alice"])
        #expect(try f.store.protectionLevel() == .keyring)
    }

    @Test func aLostPasscodeIsRecoveredAtTheLevelTheUserPicks() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("forgotten passcode")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        let key = try RecoveryKey.generate()
        try f.store.setRecoveryKey(key)
        let locked = try f.reopen()
        #expect(!locked.isUnlocked)
        try locked.recover(with: key, level: .passcode, newPasscode: "remembered passcode")
        #expect(try names(locked) == ["Alice"])
        let status = try locked.lockStatus()
        #expect(status.isOn && !status.selfDestructOn && status.wipeAfter == nil, "the lost passcode's self-destruct goes with it")
        let later = try f.reopen()
        #expect(lockError { try later.unlock(passcode: "forgotten passcode") } == .wrongPasscode)
        try later.unlock(passcode: "remembered passcode")
        #expect(try names(later) == ["Alice"])
        // The recovery wrapping survives; at the key-file level the next start opens by itself.
        try later.recover(with: key, level: .keyfile, newPasscode: nil)
        #expect(try names(try f.reopen()) == ["Alice"])
    }

    @Test func wrongRecoveryKeysCountTowardTheAttemptLimit() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Quillon Varga")
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(2)
        try f.store.setRecoveryKey(try RecoveryKey.generate())
        let store = try f.reopen()
        #expect(lockError { try store.recover(with: try RecoveryKey.generate(), level: .keyfile, newPasscode: nil) } == .wrongRecoveryKey)
        #expect(try f.keyFile().failedAttempts == 1)
        #expect(lockError { try store.recover(with: try RecoveryKey.generate(), level: .keyfile, newPasscode: nil) } == .wrongRecoveryKey)
        #expect(try !f.reopen().isLockOn(), "the limit reached wiped everything")
        #expect(markersFound(under: f.directory.path).isEmpty)
    }

    @Test func noRecoveryKeyIsSaidPlainly() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        let store = try f.reopen()
        #expect(lockError { try store.recover(with: try RecoveryKey.generate(), level: .keyfile, newPasscode: nil) } == .noRecoveryKey)
        f.store.closeDatabase()
        try store.unlock(passcode: "main")
        #expect(try f.keyFile().failedAttempts == 0)
    }

    @Test func theSlotMakesAVersion2FileOlderFilesStillReadAndTheSlotIsAuthenticated() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        let v1 = try #require(try DurableFile.read(f.keyPath))
        #expect(v1.count == 1456 + KeyFile.checksumCount && v1[8] == 1)
        let key = try RecoveryKey.generate()
        try f.store.setRecoveryKey(key)
        let v2 = try #require(try DurableFile.read(f.keyPath))
        #expect(v2.count == 1456 + KeyFile.recoverySlotCount + KeyFile.checksumCount && v2[8] == 2)
        #expect(try f.keyFile().encoded() == v2)
        #expect(f.store.keysForTesting(f) != nil)
        // The slot is bound to the main wrapping: an edited slot is a damaged file.
        var edited = v2
        edited[v2.count - 1 - KeyFile.checksumCount] ^= 1
        edited.replaceSubrange((edited.count - KeyFile.checksumCount)..., with: edited.dropLast(KeyFile.checksumCount).withUnsafeBytes { KeyFile.checksum($0) })
        FileManager.default.createFile(atPath: f.keyPath, contents: Data(edited))
        #expect(lockError { _ = try f.reopen() } == .keyFileDamaged)
        FileManager.default.createFile(atPath: f.keyPath, contents: Data(v2))
        #expect(try names(try f.reopen()) == ["Alice"])
        // Passcode and level changes keep it; a clear goes back to version 1.
        try f.store.setPasscode("main")
        try f.store.clearPasscode()
        #expect(try f.keyFile().openRecovery(key) != nil)
        try f.store.clearRecoveryKey()
        #expect(try #require(try DurableFile.read(f.keyPath)).count == 1456 + KeyFile.checksumCount)
        #expect(try !f.store.hasRecoveryKey())
    }

    @Test func aRekeyDropsTheRecoveryKeyOfTheOldDatabaseKey() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setRecoveryKey(try RecoveryKey.generate())
        try f.store.rekey()
        #expect(try !f.store.hasRecoveryKey())
        #expect(try names(try f.reopen()) == ["Alice"])
    }
}

extension ThresholdStore {
    /// The keys the everyday key-file-level open reads in place (nil when it declines the file).
    fileprivate func keysForTesting(_ f: LockFixture) -> UnlockedKeys? {
        KeyVault(databasePath: f.databasePath, random: SecureRandom(), keyring: f.keyring).readyKeyfileLevelKeys()
    }
}
