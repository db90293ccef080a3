import Foundation
import Secrets
import Storage

/// The recovery key (PRODUCT.md 7; docs/security.md, "Recovery key"): a second wrapping of the
/// database key in `threshold.key`, under a key the user keeps, so a lost keyring entry or passcode
/// is not the end of the data.
extension ThresholdStore {
    /// Whether `threshold.key` holds a recovery wrapping (readable without the key: the file's
    /// version says it).
    public func hasRecoveryKey() throws -> Bool {
        try keys?.read()?.recovery != nil
    }

    /// Whether `threshold.key` is there and fails its checks (``LockError/keyFileDamaged``): a
    /// store opened for recovery on it stays locked until the recovery key opens it.
    public func isKeyFileDamaged() -> Bool {
        do {
            _ = try keys?.read()
            return false
        } catch {
            return error == .keyFileDamaged
        }
    }

    /// Stores the database key's second wrapping under `key`, replacing any older one (whose key
    /// then opens nothing). Needs the open store.
    public func setRecoveryKey(_ key: RecoveryKey) throws {
        try rewrap { file, unlocked in
            try file.setRecovery(key, databaseKey: unlocked.databaseKey, random: random)
        }
    }

    /// Removes the recovery wrapping (the file goes back to version 1).
    public func clearRecoveryKey() throws {
        try rewrap { file, _ in file.recovery = nil }
    }

    /// Opens the data with the recovery key and protects it again at `level` (`newPasscode` for the
    /// `passcode` level), whatever protected it before and whether or not that key can still be
    /// had: works on a locked store and on one opened by ``openForRecovery(path:kdfParameters:keyring:)``.
    /// The self-destruct passcode and the attempt limit do not survive (they belong to the lost
    /// passcode); the recovery wrapping does (replace it with ``setRecoveryKey(_:)``).
    ///
    /// At the `passcode` level an attempt counts toward the attempt limit as a passcode does
    /// (recorded before the check; the limit reached wipes everything and still throws
    /// ``LockError/wrongRecoveryKey``). At the other levels there is no limit.
    /// - Throws: ``LockError/noRecoveryKey``, ``LockError/wrongRecoveryKey``, the ``ProfileError``
    ///   of an invalid new passcode, ``LockError/keyUnavailable(_:)`` when the keyring can't store
    ///   the new key (nothing changed then).
    public func recover(with key: RecoveryKey, level: ProtectionLevel, newPasscode: String?) throws {
        guard let keys else { return }
        if level == .passcode {
            guard let newPasscode else { throw ProfileError.emptyPassword }
            try Self.validatePasscode(newPasscode)
        }
        var previous: KeyFile?
        try keys.exclusively(failure: { LockError.attemptNotRecorded($0) }) {
            var file: KeyFile
            var damaged = false
            do {
                guard let read = try keys.read(), read.state == .ready else { throw LockError.keyFileDamaged }
                file = read
            } catch LockError.keyFileDamaged {
                // A damaged file (docs/security.md, "Damage before attempts"): its recovery slot and
                // install id are all the recovery needs; every other field is made anew below.
                guard let salvaged = keys.salvageForRecovery(parameters: kdfParameters) else { throw LockError.keyFileDamaged }
                file = salvaged
                damaged = true
            }
            guard file.recovery != nil else { throw LockError.noRecoveryKey }
            // A damaged file's counter and limit can't be trusted, so nothing is counted: the
            // recovery key's 160 bits need no limit, and a damaged file refuses every passcode.
            let counted = !damaged && file.level == .passcode
            if counted { try recordAttempt(&file, keys, wrong: .wrongRecoveryKey) }
            guard let databaseKey = try file.openRecovery(key) else {
                if counted { try wipeIfLimitReached(file, keys) }
                throw LockError.wrongRecoveryKey
            }
            // The key must open the database before anything is rewritten.
            try requireDatabaseFile()
            let database = try Self.openDatabaseFile(path: databasePath, key: databaseKey)
            do {
                previous = file
                var unlocked = UnlockedKeys(databaseKey: databaseKey, kek: databaseKey, selfDestructName: nil)
                try Self.moveToKeyfile(&file, &unlocked, random: random)
                switch level {
                case .keyfile: break
                case .passcode: try applyPasscode(newPasscode ?? "", to: &file, &unlocked)
                case .keyring:
                    unlocked.kek = try storeKeyringKEK(for: file, keys)
                    file.level = .keyring
                    file.deviceKEK = try random.bytes(KeyFile.kekCount)
                }
                try file.wrap(unlocked, random: random)
                try keys.step(.rewrapping)
                try keys.write(file)
                adopt(database, keys: unlocked)
            } catch {
                database.close()
                throw error
            }
        }
        if let previous, previous.level == .keyring, level != .keyring { try? keys.keyring.remove(id: KeyVault.keyringID(previous)) }
    }

    /// A new random KEK kept by the desktop keyring for `file`'s install, read back to be sure.
    func storeKeyringKEK(for file: KeyFile, _ keys: KeyVault) throws -> SecureBytes {
        let kek = try SecureBytes.random(32, from: random)
        let id = KeyVault.keyringID(file)
        try keys.keyring.store(kek, id: id, label: "Threshold database key")
        guard let back = try keys.keyring.lookup(id: id), back.constantTimeEquals(kek) else {
            throw LockError.keyUnavailable(.keyringDidNotKeep)
        }
        return kek
    }

    /// A store for `threshold lock recover`: opened as usual, except that a key the keyring no
    /// longer gives (or a wrapping that no longer opens) leaves it locked instead of failing, so
    /// ``recover(with:level:newPasscode:)`` can run on it.
    public static func openForRecovery(path: String, kdfParameters: ScryptParameters = .owaspMinimum,
                                       keyring: any Keyring = SecretServiceKeyring()) throws -> ThresholdStore {
        let random = SecureRandom()
        let keys = KeyVault(databasePath: path, random: random, keyring: keyring)
        return try ThresholdStore(path: path, clock: SystemClock(), random: random, kdfParameters: kdfParameters,
                                  keys: keys, recovering: true)
    }
}
