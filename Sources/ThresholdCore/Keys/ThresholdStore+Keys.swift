import Foundation
import Secrets
import Storage

/// Opening: the key file decides how the database key is had (docs/security.md).
extension ThresholdStore {
    /// Folders (and the few files) of the data directory, beside the database, that a self-destruct
    /// or wipe removes: whatever Threshold keeps outside the database must be one of them. The
    /// direct transfer's resume record (`.migration-serve`, docs/migration.md) is among them, and
    /// so is the lock screen's language code (``languageFileName``): the new install has no
    /// language setting, so the file would tell of the old one.
    public static let wipedFolders = ["files", "archives", ".migration-export", ".migration-import",
                                      ".migration-serve", ".migration-serve.tmp",
                                      languageFileName, languageFileName + ".tmp"]

    /// The key file and its companions (`.tmp`, `.lock`) beside the database; empty for a store
    /// without a key file.
    public var keyFilePaths: [String] {
        guard let keys else { return [] }
        return [keys.keyPath, keys.keyPath + ".tmp", keys.lockPath, DurableFile.retiredPath(keys.keyPath)]
    }

    /// The database's own files.
    var databaseFiles: [String] { [databasePath, databasePath + "-wal", databasePath + "-shm", databasePath + "-journal"] }

    func openAtStart() throws {
        guard let keys else { return }
        keys.tightenPermissions()
        if openAtTheKeyfileLevelWithoutTheLock(keys) { return }
        try keys.exclusively(failure: { LockError.keyStorageFailed($0) }, readOnlyFallback: true) {
            try recoverInterruptedKeyWrite(keys)
            let read: KeyFile?
            do {
                read = try keys.read()
            } catch LockError.keyFileDamaged where recovering && keys.salvageForRecovery(parameters: kdfParameters) != nil {
                // `lock recover` on a damaged file whose recovery slot is still there: stays locked,
                // and ``recover(with:level:newPasscode:)`` opens it with the recovery key.
                return
            }
            guard let file = read else {
                if try previousReleaseDatabaseExists() {
                    try convertPreviousRelease(keys)
                } else {
                    try createFirstInstall(keys)
                }
                return
            }
            // A re-key killed before its commit point left its staged copy: under a key nobody has.
            if file.state == .ready { try? removeStagedRekey() }
            switch file.state {
            case .rekeyPending:
                // Finished by whoever unwraps the new key: here at the levels without a passcode,
                // at the first right passcode otherwise (``unlock(passcode:)``).
                if let unlocked = try keysWithoutPasscode(file, keys) { try finishRekey(file, unlocked, keys) }
            case .legacyPasscode:
                // Locked until the passcode; the data must be encrypted before anything else.
                _ = try finishPreviousReleaseEncryption(file, keys)
            case .installPending:
                // Nothing is removed before the file is checked. At the `keyfile` and `keyring`
                // levels the unwrap authenticates every byte but the counter, the state included.
                // At the `passcode` level only the passcode can, so the check is the file's own
                // consistency (``KeyFile/validatedHeader(_:)``: a pending install has its sealed
                // description, a ready file none), which no flipped bit in the state byte or the
                // pending length passes; the old files then go at once, as a self-destruct needs
                // (a decoy must not wait for the passcode with the old attachments beside it).
                if file.level == .passcode {
                    closeDatabase()
                    try removeOldData(retiringDatabase: false)
                    renewLockFiles(keys)
                    return
                }
                guard let unlocked = try keysWithoutPasscode(file, keys),
                      try file.openPending(databaseKey: unlocked.databaseKey) != nil else { throw LockError.keyFileDamaged }
                closeDatabase()
                try removeOldData(retiringDatabase: false)
                renewLockFiles(keys)
                try finishInstall(file, unlocked, keys)
                finishedPendingInstall = true
            case .ready:
                do {
                    if let unlocked = try keysWithoutPasscode(file, keys) {
                        try open(with: unlocked)
                    }
                } catch let error as LockError where recovering && file.recovery != nil {
                    // `lock recover`: the recovery key opens it instead.
                    switch error {
                    case .keyUnavailable, .keyringEntryMissing, .keyFileDamaged: break
                    default: throw error
                    }
                }
            }
        }
    }

    /// The everyday open of an install at the `keyfile` level, without the attempt lock: that lock
    /// serialises passcode attempts and key changes, and this open makes neither. It is taken only
    /// when nothing could need the locked path: no `threshold.key.tmp` (no interrupted key write to
    /// finish) and a complete key file in state `ready` at the `keyfile` level. A key change in
    /// another process replaces the file atomically (this read sees the old or the new one, and a
    /// re-wrap keeps the database key), a self-destruct or wipe needs the passcode level, and any
    /// failure here falls back to the locked path, which reports it. Returns whether it opened.
    /// The file is read and unwrapped in place (``KeyVault/readyKeyfileLevelKeys()``): the same
    /// checks and the same authenticated unwrap as the locked path's, with fewer copies.
    private func openAtTheKeyfileLevelWithoutTheLock(_ keys: KeyVault) -> Bool {
        guard keys.temporaryPath.withCString({ access($0, F_OK) }) != 0, errno == ENOENT else { return false }
        // A replaced key or database file not yet overwritten (a killed replacement): the locked path finishes it.
        for path in [DurableFile.retiredPath(keys.keyPath), DurableFile.retiredPath(databasePath)] {
            guard path.withCString({ access($0, F_OK) }) != 0, errno == ENOENT else { return false }
        }
        // A re-key under way (or one a killed process left): wait for it on the locked path.
        guard stagedRekeyPath.withCString({ access($0, F_OK) }) != 0, errno == ENOENT else { return false }
        guard let unlocked = keys.readyKeyfileLevelKeys() else { return false }
        do {
            try open(with: unlocked)
            return true
        } catch {
            closeDatabase()
            return false
        }
    }

    /// A complete `threshold.key.tmp` of a new install (state `installPending`) is a self-destruct,
    /// wipe or first run that was committed and then killed before its rename: finish the rename
    /// (destroying the old key file in place first, if that had not happened). Any other
    /// `threshold.key.tmp` (torn, junk, an ordinary re-wrap) never took effect and is removed.
    private func recoverInterruptedKeyWrite(_ keys: KeyVault) throws {
        // A key file or database replaced by a killed process and not yet overwritten in place
        // (``DurableFile/swapOverwriting(staged:over:)``): overwritten now, before anything else.
        do {
            try DurableFile.finishRetired(of: keys.keyPath)
            try DurableFile.finishRetired(of: databasePath)
        } catch {
            throw LockError.keyStorageFailed(SystemCallFailure(error, doing: "finish a replaced file"))
        }
        let temporary = keys.keyPath + ".tmp"
        guard let bytes = try? DurableFile.read(temporary) else { return }
        guard let next = KeyFile.decode(bytes), next.state == .installPending else {
            unlink(temporary)
            return
        }
        do {
            if FileManager.default.fileExists(atPath: keys.keyPath) { try destroyKeyFile(keys) }
            guard rename(temporary, keys.keyPath) == 0 else {
                throw DurableFile.Failure(operation: "rename", errno: errno)
            }
            try DurableFile.syncFolder(of: keys.keyPath)
        } catch let failure as DurableFile.Failure {
            throw LockError.keyStorageFailed(failure)
        }
    }

    /// The key at the levels that need no passcode; nil at the passcode level.
    func keysWithoutPasscode(_ file: KeyFile, _ keys: KeyVault) throws -> UnlockedKeys? {
        let kek: SecureBytes
        switch file.level {
        case .passcode:
            return nil
        case .keyfile:
            var bytes = file.deviceKEK
            kek = try SecureBytes(taking: &bytes)
        case .keyring:
            guard let stored = try keys.keyring.lookup(id: KeyVault.keyringID(file)) else {
                throw LockError.keyringEntryMissing(hasRecoveryKey: file.recovery != nil)
            }
            kek = stored
        }
        guard let unlocked = try file.unwrap(kek: kek) else {
            throw file.level == .keyring
                ? LockError.keyUnavailable(.keyringKeyWrong)
                : LockError.keyFileDamaged
        }
        return unlocked
    }

    /// Opens the database with `unlocked` keys. `removingLockRows`: also delete the `lock.*` rows a
    /// previous release's data carries, for the opens where such data can arrive (its conversion, the
    /// first right passcode of its locked install, a replaced database); an ordinary open skips that
    /// query (the key file is authoritative, so rows left by a crash in between are inert).
    /// - Throws: ``LockError/databaseMissing`` when there is no database file beside the key file:
    ///   SQLite would make an empty one, and the data would look gone rather than missing.
    func open(with unlocked: UnlockedKeys, removingLockRows: Bool = false) throws {
        try requireDatabaseFile()
        let database = try Self.openDatabaseFile(path: databasePath, key: unlocked.databaseKey)
        if removingLockRows { try Self.removePreviousReleaseLockRows(database) }
        adopt(database, keys: unlocked)
    }

    /// Throws ``LockError/databaseMissing`` when no database file is where the key file's database
    /// belongs (a symbolic link or anything else SQLite would open is left to it to name).
    func requireDatabaseFile() throws {
        var info = stat()
        if lstat(databasePath, &info) != 0 && errno == ENOENT { throw LockError.databaseMissing }
    }

    /// A genuine first run: a new key file (level `keyfile`) and database through ``createInstall(_:file:unlocked:install:)``.
    func createFirstInstall(_ keys: KeyVault) throws {
        let file = try KeyFile.fresh(level: .keyfile, parameters: kdfParameters, random: random)
        var kekBytes = file.deviceKEK
        let unlocked = UnlockedKeys(databaseKey: try SecureBytes.random(32, from: random),
                                    kek: try SecureBytes(taking: &kekBytes), selfDestructName: nil)
        try createInstall(keys, file: file, unlocked: unlocked,
                          install: FreshInstall(profileName: nil, createdAt: clock.now(), choices: FreshInstall.Choices()))
        noteFirstInstall()
    }

    /// Every new install, genuine or after a self-destruct or wipe: the key file is written with the
    /// install's description sealed in it (state `installPending`), then ``finishInstall(_:_:_:)``
    /// creates the database and its rows and marks the file ready.
    func createInstall(_ keys: KeyVault, file fresh: KeyFile, unlocked: UnlockedKeys, install: FreshInstall) throws {
        var file = fresh
        file.state = .installPending
        try file.setPending(install, databaseKey: unlocked.databaseKey, random: random)
        try file.wrap(unlocked, random: random)
        try keys.write(file)
        try finishInstall(file, unlocked, keys)
    }

    /// Creates the database of a pending install (any old one removed first), fills it as the
    /// install describes, then marks the key file ready. Safe to run again after a crash.
    func finishInstall(_ pendingFile: KeyFile, _ unlocked: UnlockedKeys, _ keys: KeyVault) throws {
        guard let install = try pendingFile.openPending(databaseKey: unlocked.databaseKey) else { throw LockError.keyFileDamaged }
        closeDatabase()
        try removeOldData(retiringDatabase: true)
        let database = try Self.openDatabaseFile(path: databasePath, key: unlocked.databaseKey)
        do {
            try removeRetiredDatabase()
        } catch {
            throw LockError.installUnfinished(SystemCallFailure(error, doing: "remove the old database"))
        }
        try keys.step(.databaseCreated)
        try FreshInstall.fill(database, with: install, random: random, kdfParameters: kdfParameters, chaff: chaff.restarted())
        try keys.step(.installFilled)
        var file = pendingFile
        file.state = .ready
        file.pending = []
        try file.wrap(unlocked, random: random)
        try keys.write(file)
        adopt(database, keys: unlocked)
    }

    /// Where the old database waits while a new one is created: renamed aside rather than removed,
    /// so the new file never gets its inode number back (file systems reuse a freed number at once).
    var retiredDatabasePath: String { databasePath + ".retired" }

    /// The files retired beside ``retiredDatabasePath``: the database, its log and the log's index.
    static let retiredSuffixes = ["", "-wal", "-shm"]

    /// Removes the retired database and its retired companions.
    func removeRetiredDatabase() throws(DurableFile.Failure) {
        for suffix in Self.retiredSuffixes { try DurableFile.remove(retiredDatabasePath + suffix) }
    }

    /// Removes the database's files and the folders a wipe covers, durably. No overwrite: the old
    /// key is destroyed first, so what they held is unreadable, and the time does not grow with
    /// size. `retiringDatabase`: the database file itself is renamed to ``retiredDatabasePath``
    /// (removed once the new one exists); otherwise it and any retired one are removed.
    func removeOldData(retiringDatabase: Bool) throws {
        do {
            if retiringDatabase {
                // The log and its index too: a new file made after they are unlinked would get
                // their inode numbers back (ext4 reuses a freed number at once).
                for suffix in Self.retiredSuffixes where rename(databasePath + suffix, retiredDatabasePath + suffix) != 0 && errno != ENOENT {
                    throw DurableFile.Failure(operation: "rename", errno: errno)
                }
            } else {
                try DurableFile.remove(databasePath)
                try removeRetiredDatabase()
            }
            for path in databaseFiles.dropFirst() + Database.creationFiles(forDatabaseAt: databasePath) + stagedRekeyFiles
                + [DurableFile.retiredPath(databasePath)] {
                try DurableFile.remove(path)
            }
            let folder = (databasePath as NSString).deletingLastPathComponent
            for name in Self.wipedFolders { try DurableFile.remove((folder.isEmpty ? "." : folder) + "/" + name) }
            // A new instance lock file a killed self-destruct had not yet renamed into place.
            try DurableFile.remove((folder.isEmpty ? "." : folder) + "/" + Self.instanceLockFileName + ".new")
            if let keys { try DurableFile.remove(keys.lockPath + ".new") }
            try DurableFile.syncFolder(of: databasePath)
        } catch {
            // Past the commit point (the new key file is in place): the old settings are gone, so
            // the message must not say they are still in force.
            throw LockError.installUnfinished(SystemCallFailure(error, doing: "remove the old data"))
        }
    }

    /// True when a database file without a key file is a previous release's plaintext SQLite file.
    /// - Throws: ``LockError/keyUnavailable(_:)`` for an encrypted database whose key file is gone.
    private func previousReleaseDatabaseExists() throws -> Bool {
        let fd = Glibc.open(databasePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 16) }
        if count <= 0 { return true }
        if count == 16 && header == Array("SQLite format 3".utf8) + [0] { return true }
        throw LockError.keyUnavailable(.keyFileMissing)
    }

    // MARK: The previous release

    /// The previous release kept the lock in `settings` rows of a plaintext database: move that
    /// configuration into a new key file, generate a database key and encrypt the file at once. Lock
    /// off: the key is wrapped at the `keyfile` level and the store opens. Lock on: the key is wrapped
    /// under the interim key-encryption key (state ``KeyFile/State/legacyPasscode``, the old passcode
    /// tag beside it) and the store stays locked until the first right passcode
    /// (``keysFromInterim(_:passcodeKEK:)``, ``rewrapInterimKey(_:_:_:)``).
    private func convertPreviousRelease(_ keys: KeyVault) throws {
        let legacy = try Database(path: databasePath, migrations: CoreSchema.migrations)
        defer { legacy.close() }
        let rows: [String: String] = try legacy.read { db in
            var rows: [String: String] = [:]
            try db.forEach("SELECT key, value FROM settings WHERE key >= 'lock.' AND key < 'lock/'") { (row: borrowing Row) in
                rows[row.string(0) ?? ""] = row.string(1) ?? ""
            }
            return rows
        }
        guard let tagText = rows["lock.passcode"] else {
            legacy.close()
            var file = try KeyFile.fresh(level: .keyfile, parameters: kdfParameters, random: random)
            let databaseKey = try SecureBytes.random(32, from: random)
            var kekBytes = file.deviceKEK
            let unlocked = UnlockedKeys(databaseKey: databaseKey, kek: try SecureBytes(taking: &kekBytes), selfDestructName: nil)
            try file.wrap(unlocked, random: random)
            try keys.write(file)
            try Self.convertPreviousReleaseDatabase(path: databasePath, key: databaseKey)
            try open(with: unlocked, removingLockRows: true)
            return
        }
        // `lock.kdf` is `salthex:log2N:r:p`; unreadable parameters can never match (fail closed).
        let kdfParts = (rows["lock.kdf"] ?? "").split(separator: ":").map(String.init)
        let salt = kdfParts.first.flatMap(Hex.decode) ?? []
        let parameters = kdfParts.count == 4
            ? ScryptParameters(log2N: Int(kdfParts[1]) ?? 0, r: Int(kdfParts[2]) ?? 0, p: Int(kdfParts[3]) ?? 0)
            : ScryptParameters(log2N: 0, r: 0, p: 0)
        let tag = Hex.decode(tagText) ?? []
        guard salt.count == KeyFile.saltCount, tag.count == KeyFile.tagCount, (try? parameters.validate()) != nil else {
            throw LockError.keyFileDamaged
        }
        var file = try KeyFile.fresh(level: .passcode, parameters: parameters, random: random)
        file.state = .legacyPasscode
        file.salt = salt
        file.wipeAfter = min(Int(rows["lock.wipeAfter"] ?? "") ?? 0, Self.maxWipeAfter)
        file.failedAttempts = UInt32(clamping: Int(rows["lock.failedAttempts"] ?? "") ?? 0)
        file.wrappedKey = tag + [UInt8](repeating: 0, count: KeyFile.wrappedKeyCount - tag.count)
        var selfDestructName: String?
        if let selfDestructTag = rows["lock.selfDestruct"].flatMap(Hex.decode), selfDestructTag.count == KeyFile.tagCount {
            let choices = try legacy.read { try FreshInstall.Choices.capture($0) }
            var tagBytes = selfDestructTag
            let tagSecret = try SecureBytes(taking: &tagBytes)
            let boxKey = try KeyWrap.derive(from: tagSecret, salt: salt, purpose: KeyFile.legacySelfDestructBoxPurpose)
            file.selfDestructTag = selfDestructTag
            selfDestructName = rows["lock.selfDestructName"] ?? "Me"
            file.selfDestructBox = try file.sealSelfDestruct(
                FreshInstall(profileName: selfDestructName, createdAt: 0, choices: choices),
                key: boxKey, random: random)
        }
        legacy.close()
        try encryptUnderInterimKey(&file, tag: tag, selfDestructName: selfDestructName, keys)
    }

    /// Puts the previous release's passcode tag in ``KeyFile/pending``, wraps a new database key
    /// under the file's interim key-encryption key (``KeyFile/deviceKEK``, bound like every wrapping
    /// to all the other fields, the tag included), writes the file, then encrypts the plaintext
    /// database under that key (``convertPreviousReleaseDatabase(path:key:)``: atomic, plaintext
    /// removed). A SIGKILL before the write leaves no key file (the next start begins again); after
    /// it, ``finishPreviousReleaseEncryption(_:_:)`` completes the conversion at the next start.
    private func encryptUnderInterimKey(_ file: inout KeyFile, tag: [UInt8], selfDestructName: String?, _ keys: KeyVault) throws {
        file.state = .legacyPasscode
        file.pending = tag
        var kekBytes = file.deviceKEK
        let unlocked = UnlockedKeys(databaseKey: try SecureBytes.random(32, from: random),
                                    kek: try SecureBytes(taking: &kekBytes), selfDestructName: selfDestructName)
        try file.wrap(unlocked, random: random)
        try keys.write(file)
        try keys.step(.interimKeyWritten)
        try Self.convertPreviousReleaseDatabase(path: databasePath, key: unlocked.databaseKey)
        // The rows are in the key file now; the encrypted copy need not keep them until the passcode.
        let database = try Self.openDatabaseFile(path: databasePath, key: unlocked.databaseKey)
        defer { database.close() }
        try Self.removePreviousReleaseLockRows(database)
    }

    /// A ``KeyFile/State/legacyPasscode`` file, at every start and before every attempt: makes sure
    /// the database is encrypted under the interim key, finishing a conversion a killed process left
    /// (the plaintext file still in place, or a leftover `.encrypting` copy), and moves a file of the
    /// first encrypting release's layout (tag in the wrapped-key slot, plaintext database) to the
    /// interim wrapping. Returns the file as it now is.
    func finishPreviousReleaseEncryption(_ file: KeyFile, _ keys: KeyVault) throws -> KeyFile {
        var file = file
        guard file.legacyPasscodeTag != nil else {
            guard try Database.fileKind(at: databasePath) == .plaintext else { throw LockError.keyFileDamaged }
            let tag = Array(file.wrappedKey[0..<KeyFile.tagCount])
            try encryptUnderInterimKey(&file, tag: tag, selfDestructName: try legacySelfDestructName(file), keys)
            return file
        }
        if try Database.fileKind(at: databasePath) != .encrypted
            || FileManager.default.fileExists(atPath: databasePath + ".encrypting") {
            guard let interim = try file.unwrapInterim() else { throw LockError.keyFileDamaged }
            try Self.convertPreviousReleaseDatabase(path: databasePath, key: interim.databaseKey)
        }
        return file
    }

    /// The keys the first right passcode of a previous release's install gives: the database key
    /// from the interim wrapping, with the passcode's key-encryption key.
    /// - Throws: ``LockError/keyFileDamaged`` when the interim wrapping does not open.
    func keysFromInterim(_ file: KeyFile, passcodeKEK: SecureBytes) throws -> UnlockedKeys {
        guard let interim = try file.unwrapInterim() else { throw LockError.keyFileDamaged }
        return UnlockedKeys(databaseKey: interim.databaseKey, kek: passcodeKEK, selfDestructName: interim.selfDestructName)
    }

    /// The first right passcode of a previous release's install: the database key is re-wrapped
    /// under the passcode's key-encryption key (state `ready`, level `passcode`), in one atomic
    /// replacement of the key file that takes the interim key-encryption key and the old tag with it.
    /// Nothing is re-encrypted: the database key stays the same (docs/security.md says what that means).
    func rewrapInterimKey(_ file: inout KeyFile, _ unlocked: UnlockedKeys, _ keys: KeyVault) throws {
        file.state = .ready
        file.pending = []
        file.deviceKEK = try random.bytes(KeyFile.kekCount)
        try file.wrap(unlocked, random: random)
        try keys.step(.rewrapping)
        try keys.write(file)
    }

    /// The name a previous release's self-destruct passcode creates, from its migrated slot.
    private func legacySelfDestructName(_ file: KeyFile) throws -> String? {
        var tagBytes = file.selfDestructTag
        let tagSecret = try SecureBytes(taking: &tagBytes)
        let key = try KeyWrap.derive(from: tagSecret, salt: file.salt, purpose: KeyFile.legacySelfDestructBoxPurpose)
        guard let opened = try KeyWrap.unwrap(file.selfDestructBox, kek: key, additionalData: file.selfDestructAssociatedData) else {
            return nil
        }
        return opened.withUnsafeBytes { bytes -> String? in
            let count = Int(bytes[0]) << 8 | Int(bytes[1])
            guard count + 2 <= bytes.count else { return nil }
            return FreshInstall.decode(Array(bytes[2..<(2 + count)]))?.profileName
        }
    }

    /// Deletes `lock.*` rows a previous release left (the key file is authoritative once written).
    static func removePreviousReleaseLockRows(_ database: Database) throws {
        // One statement, so no explicit transaction (it runs at every open).
        let present = try database.withConnection { db in
            try db.int("SELECT 1 FROM settings WHERE key >= 'lock.' AND key < 'lock/' LIMIT 1") != nil
        }
        if present {
            try database.write { db in try db.execute("DELETE FROM settings WHERE key >= 'lock.' AND key < 'lock/'") }
        }
    }
}
