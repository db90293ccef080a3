import Foundation
import Secrets
import Testing
@testable import ThresholdCore

/// Damage never costs data (issue 36): a damaged `threshold.key` is named before any passcode
/// attempt is counted, at the `passcode` level too, so the right passcode typed against it never
/// wipes the install; a missing database beside a key file is named, never replaced.
@Suite struct DamageBeforeAttemptsTests {
    /// The key file's fields, by name, in a version-2 file (recovery slot) with its checksum.
    static let fields: [(String, Range<Int>)] = [
        ("magic", 0..<8), ("version", 8..<9), ("level", 9..<10), ("state", 10..<11), ("scrypt log2N", 11..<12),
        ("scrypt r", 12..<13), ("scrypt p", 13..<14), ("wipe-after limit", 14..<15), ("reserved", 15..<16),
        ("install id", 16..<32), ("salt", 32..<48), ("attempt counter", 48..<52), ("device slot", 52..<84),
        ("wrapped key", 84..<368), ("self-destruct tag", 368..<400), ("self-destruct box", 400..<1452),
        ("pending length", 1452..<1456), ("recovery slot", 1456..<1532), ("checksum", 1532..<1564),
    ]

    /// A locked install at the passcode level with wipe-after 3, a self-destruct passcode and a
    /// recovery key; the store is closed.
    static func lockedInstall() throws -> (LockFixture, RecoveryKey) {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        try f.store.setWipeAfter(3)
        let key = try RecoveryKey.generate()
        try f.store.setRecoveryKey(key)
        f.store.closeDatabase()
        return (f, key)
    }

    static func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Every byte of every field flipped (one bit, a different one from byte to byte; every bit of
    /// the one-byte fields and the counter), then the right passcode typed three times with
    /// wipe-after 3, both as a new process (the open names it) and on a store that was already
    /// open and locked when the damage happened: each is `keyFileDamaged`, the file is not
    /// rewritten (no attempt recorded), the database stays; the undamaged file then opens.
    @Test func everyDamagedByteIsNamedBeforeAnyAttemptCountsAndNothingIsWiped() throws {
        let (f, _) = try Self.lockedInstall()
        let good = try #require(try DurableFile.read(f.keyPath))
        #expect(good.count == Self.fields.last?.1.upperBound)
        let database = try #require(FileManager.default.contents(atPath: f.databasePath))
        let alreadyOpen = try f.reopen()
        #expect(!alreadyOpen.isUnlocked)
        var cases = 0
        for (name, range) in Self.fields {
            for offset in range {
                let bits: [Int] = range.count <= 4 ? Array(0..<8) : [offset % 8]
                for bit in bits {
                    var damaged = good
                    damaged[offset] ^= UInt8(1 << bit)
                    try Self.write(damaged, f.keyPath)
                    for attempt in 1...3 {
                        #expect(lockError { _ = try f.reopen() } == .keyFileDamaged, "\(name) byte \(offset) bit \(bit), new process \(attempt)")
                        #expect(lockError { try alreadyOpen.unlock(passcode: "main") } == .keyFileDamaged,
                                "\(name) byte \(offset) bit \(bit), open store \(attempt)")
                    }
                    #expect(try DurableFile.read(f.keyPath) == damaged, "\(name) byte \(offset): no attempt recorded, nothing rewritten")
                    #expect(FileManager.default.fileExists(atPath: f.databasePath), "\(name) byte \(offset): the database stays")
                    cases += 1
                }
            }
        }
        #expect(cases > 1500)
        try Self.write(good, f.keyPath)
        #expect(FileManager.default.contents(atPath: f.databasePath) == database)
        let restarted = try f.reopen()
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(try f.keyFile().failedAttempts == 0)
    }

    /// The message offers the recovery key, and says nothing was counted.
    @Test func theMessageOffersTheRecoveryKey() {
        #expect(LockError.keyFileDamaged.message.contains("threshold lock recover"))
        #expect(LockError.keyFileDamaged.message.contains("no passcode attempt was counted"))
    }

    /// `lock recover` opens a damaged file's data with the recovery key (its slot and the install
    /// id are all it needs), without counting; a damaged recovery slot is only a wrong key.
    @Test(arguments: [("salt", 40), ("wipe-after limit", 14), ("wrapped key", 200), ("attempt counter", 51), ("checksum", 1550)])
    func theRecoveryKeyOpensADamagedFile(field: String, offset: Int) throws {
        let (f, key) = try Self.lockedInstall()
        var damaged = try #require(try DurableFile.read(f.keyPath))
        damaged[offset] ^= 0x04
        try Self.write(damaged, f.keyPath)
        let vault = KeyVault(databasePath: f.databasePath, random: SecureRandom(), keyring: f.keyring)
        let store = try ThresholdStore(path: f.databasePath, clock: f.clock, random: SecureRandom(), kdfParameters: .testing,
                                       keys: vault, recovering: true)
        #expect(!store.isUnlocked)
        #expect(lockError { try store.unlock(passcode: "main") } == .keyFileDamaged, "\(field)")
        try store.recover(with: key, level: .passcode, newPasscode: "renewed")
        #expect(try store.listProfiles().profiles.map(\.name) == ["Alice"], "\(field)")
        let reopened = try f.reopen()
        #expect(try reopened.unlock(passcode: "renewed") == .unlocked)
        #expect(try reopened.lockStatus().wipeAfter == nil, "the damaged limit is not carried over")
    }

    @Test func aDamagedRecoverySlotIsAWrongRecoveryKeyAndWipesNothing() throws {
        let (f, key) = try Self.lockedInstall()
        var damaged = try #require(try DurableFile.read(f.keyPath))
        damaged[1500] ^= 0x10
        try Self.write(damaged, f.keyPath)
        let vault = KeyVault(databasePath: f.databasePath, random: SecureRandom(), keyring: f.keyring)
        let store = try ThresholdStore(path: f.databasePath, clock: f.clock, random: SecureRandom(), kdfParameters: .testing,
                                       keys: vault, recovering: true)
        for _ in 1...4 { #expect(lockError { try store.recover(with: key, level: .keyfile, newPasscode: nil) } == .wrongRecoveryKey) }
        #expect(try DurableFile.read(f.keyPath) == damaged)
        #expect(FileManager.default.fileExists(atPath: f.databasePath))
    }

    /// A key file written by an earlier release (no checksum) still opens, and gains its checksum
    /// at its next write (here the first attempt's record).
    @Test func aFileWithoutAChecksumStillOpensAndGainsOne() throws {
        let (f, _) = try Self.lockedInstall()
        let good = try #require(try DurableFile.read(f.keyPath))
        try Self.write(Array(good.dropLast(KeyFile.checksumCount)), f.keyPath)
        let store = try f.reopen()
        #expect(try store.unlock(passcode: "main") == .unlocked)
        #expect(try DurableFile.read(f.keyPath)?.count == good.count)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Alice"])
    }

    @Test(arguments: ["keyfile", "passcode"])
    func aMissingDatabaseBesideItsKeyFileIsNamedAndNotReplaced(level: String) throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        if level == "passcode" { try f.store.setPasscode("main") }
        f.store.closeDatabase()
        let keyBytes = try DurableFile.read(f.keyPath)
        for suffix in ["", "-wal", "-shm"] { unlink(f.databasePath + suffix) }
        if level == "passcode" {
            let store = try f.reopen()
            #expect(lockError { try store.unlock(passcode: "main") } == .databaseMissing)
        } else {
            #expect(lockError { _ = try f.reopen() } == .databaseMissing)
            #expect(try DurableFile.read(f.keyPath) == keyBytes, "the key file is left as it was")
        }
        #expect(!FileManager.default.fileExists(atPath: f.databasePath), "no new database made")
        #expect(LockError.databaseMissing.code == "databaseMissing")
    }
}
