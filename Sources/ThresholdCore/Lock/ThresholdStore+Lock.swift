import Foundation
import Secrets
import Storage

/// The app lock (PRODUCT.md 7) on the key file: passcode, self-destruct passcode, the wrong-attempt
/// limit and the protection level. See docs/security.md for the design.
///
/// Changing the configuration needs the open store (the lock passed, or off): the caller passes
/// the lock with ``unlock(passcode:)`` first.
extension ThresholdStore {
    /// The largest attempt limit accepted.
    public static let maxWipeAfter = 100

    /// True when a passcode protects the data. Reads only the key file.
    public func isLockOn() throws -> Bool {
        try keys?.read()?.level == .passcode
    }

    /// What protects the database key now.
    public func protectionLevel() throws -> ProtectionLevel {
        try keys?.read()?.level ?? .keyfile
    }

    /// The lock's configuration. Only after passing the lock (``LockError/locked`` before): whether
    /// a self-destruct passcode is set, and the attempt count, are secrets.
    public func lockStatus() throws -> LockStatus {
        guard let unlocked = currentKeys, let file = try keys?.read() else {
            if keys == nil { return LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0) }
            throw LockError.locked
        }
        let on = file.level == .passcode
        return LockStatus(isOn: on, selfDestructOn: on && unlocked.selfDestructName != nil,
                          selfDestructName: on ? unlocked.selfDestructName : nil,
                          wipeAfter: on && file.wipeAfter > 0 ? file.wipeAfter : nil,
                          failedAttempts: Int(file.failedAttempts), level: file.level)
    }

    /// Kept for the front ends' start-up: opening the store already finished any self-destruct or
    /// wipe a killed process left. True when this store's opening did.
    @discardableResult
    public func finishPendingWipe() throws -> Bool { finishedPendingInstall }

    /// Checks `passcode` and, when right, opens the data.
    ///
    /// Under the exclusive attempt lock, the attempt is counted in the key file (synced) before the
    /// KDF runs; when it can't be recorded the passcode is not checked (``LockError/attemptNotRecorded(_:)``).
    /// One scrypt run checks the passcode and the self-destruct passcode together. The self-destruct
    /// passcode destroys the key and data, builds the fresh install and returns ``UnlockResult/dataReplaced``;
    /// a wrong passcode reaching the limit wipes everything and still throws ``LockError/wrongPasscode``.
    @discardableResult
    public func unlock(passcode: String) throws -> UnlockResult {
        guard let keys else { return .unlocked }
        guard !passcode.isEmpty else {
            if try isLockOn() { throw LockError.locked }
            return .unlocked
        }
        return try keys.exclusively(failure: { LockError.attemptNotRecorded($0) }) {
            guard var file = try keys.read() else { throw LockError.keyFileDamaged }
            if file.state == .legacyPasscode { file = try finishPreviousReleaseEncryption(file, keys) }
            guard file.level == .passcode else {
                if !isUnlocked, let unlocked = try keysWithoutPasscode(file, keys) { try open(with: unlocked) }
                return .unlocked
            }
            try recordAttempt(&file, keys, wrong: .wrongPasscode)
            let secret = try KeyFile.passcodeSecret(passcode, salt: file.salt, parameters: file.parameters)
            let kek = try file.passcodeKEK(secret)
            var unlocked: UnlockedKeys?
            if file.state == .legacyPasscode {
                let candidate = try KeyFile.tag(secret, KeyFile.legacyPasscodeTagPurpose)
                if let legacyTag = file.legacyPasscodeTag, ConstantTime.equals(candidate, legacyTag) {
                    unlocked = try keysFromInterim(file, passcodeKEK: kek)
                }
            } else {
                unlocked = try file.unwrap(kek: kek)
            }
            let selfDestruct = try file.openSelfDestruct(secret: secret)
            if let selfDestruct, unlocked == nil {
                try selfDestructNow(keys, install: selfDestruct, passcode: passcode)
                return .dataReplaced
            }
            if let unlocked {
                file.failedAttempts = 0
                switch file.state {
                case .legacyPasscode:
                    try rewrapInterimKey(&file, unlocked, keys)
                    try open(with: unlocked, removingLockRows: true)
                case .installPending:
                    try finishInstall(file, unlocked, keys)
                case .rekeyPending:
                    try finishRekey(file, unlocked, keys)
                case .ready:
                    // The counter is not authenticated, so resetting it needs no re-wrap. Failing to
                    // reset leaves it higher, the safe direction.
                    try? keys.write(file)
                    if isUnlocked { replaceKeys(unlocked) } else { try open(with: unlocked) }
                }
                return .unlocked
            }
            try wipeIfLimitReached(file, keys)
            throw LockError.wrongPasscode
        }
    }

    /// Before a passcode or a recovery key is checked at the `passcode` level: a limit already
    /// reached (a process killed after recording the last allowed attempt) finishes the wipe and
    /// throws `wrong`; otherwise the attempt is counted in the key file, synced, before any KDF runs.
    /// - Throws: ``LockError/attemptNotRecorded(_:)`` when it can't be recorded (nothing is checked then).
    func recordAttempt(_ file: inout KeyFile, _ keys: KeyVault, wrong: LockError) throws {
        if file.wipeAfter > 0 && Int(file.failedAttempts) >= file.wipeAfter {
            try wipeToEmpty(keys)
            throw wrong
        }
        file.failedAttempts += 1
        do {
            try keys.step(.recordingAttempt)
            try keys.write(file)
        } catch LockError.keyStorageFailed(let why) {
            throw LockError.attemptNotRecorded(why)
        } catch {
            throw LockError.attemptNotRecorded(SystemCallFailure(error, doing: "record the attempt"))
        }
        try keys.step(.attemptRecorded)
    }

    /// After a wrong passcode or recovery key: wipes everything when that attempt reached the limit.
    func wipeIfLimitReached(_ file: KeyFile, _ keys: KeyVault) throws {
        if file.wipeAfter > 0 && Int(file.failedAttempts) >= file.wipeAfter { try wipeToEmpty(keys) }
    }

    /// Sets (or changes) the passcode: the level becomes `passcode`; the database key is re-wrapped,
    /// never re-encrypted. With a self-destruct passcode set, the salt and parameters are kept (its
    /// tag depends on them) and the new passcode must differ from it.
    /// - Throws: ``ProfileError/emptyPassword``, ``ProfileError/invalidPassword``, ``LockError/samePasscode``.
    public func setPasscode(_ passcode: String) throws {
        try Self.validatePasscode(passcode)
        var previous: KeyFile?
        try rewrap { file, unlocked in
            previous = file
            try applyPasscode(passcode, to: &file, &unlocked)
        }
        if let previous, previous.level == .keyring { try? keys?.keyring.remove(id: KeyVault.keyringID(previous)) }
    }

    /// The passcode change of ``setPasscode(_:)`` on a key file being rewritten (also a re-key's):
    /// level `passcode`, a new salt unless a self-destruct passcode needs the old one, the new
    /// key-encryption key in `unlocked`.
    func applyPasscode(_ passcode: String, to file: inout KeyFile, _ unlocked: inout UnlockedKeys) throws {
        let keepSalt = file.level == .passcode && unlocked.selfDestructName != nil
        if !keepSalt {
            file.salt = try random.bytes(KeyFile.saltCount)
            file.parameters = kdfParameters
        }
        let secret = try KeyFile.passcodeSecret(passcode, salt: file.salt, parameters: file.parameters)
        if keepSalt, ConstantTime.equals(try KeyFile.tag(secret, KeyFile.selfDestructTagPurpose), file.selfDestructTag) {
            throw LockError.samePasscode
        }
        if file.level != .passcode {
            file.wipeAfter = 0
            try file.clearSelfDestructSlots(random: random)
            unlocked.selfDestructName = nil
        }
        file.level = .passcode
        file.failedAttempts = 0
        file.deviceKEK = try random.bytes(KeyFile.kekCount)
        unlocked.kek = try file.passcodeKEK(secret)
    }

    /// Turns the lock off: the level becomes `keyfile`; the self-destruct passcode and the attempt
    /// limit go with the passcode.
    public func clearPasscode() throws {
        guard try isLockOn() else { return }
        try rewrap { file, unlocked in
            try Self.moveToKeyfile(&file, &unlocked, random: random)
        }
    }

    /// Chooses the `keyring` or `keyfile` level (the `passcode` level is ``setPasscode(_:)``).
    /// - Throws: ``LockError/passcodeOn`` while a passcode is set, ``LockError/keyUnavailable(_:)``
    ///   when the keyring can't store the key (nothing changes then).
    public func setProtectionLevel(_ level: ProtectionLevel) throws {
        guard let keys else { return }
        guard level != .passcode else { throw LockError.lockOff }
        var previous: KeyFile?
        try rewrap { file, unlocked in
            guard file.level != .passcode else { throw LockError.passcodeOn }
            guard file.level != level else { return }
            previous = file
            switch level {
            case .keyring:
                let kek = try storeKeyringKEK(for: file, keys)
                file.level = .keyring
                file.deviceKEK = try random.bytes(KeyFile.kekCount)
                unlocked.kek = kek
            case .keyfile:
                try Self.moveToKeyfile(&file, &unlocked, random: random)
            case .passcode:
                break
            }
        }
        if let previous, previous.level == .keyring { try? keys.keyring.remove(id: KeyVault.keyringID(previous)) }
    }

    static func moveToKeyfile(_ file: inout KeyFile, _ unlocked: inout UnlockedKeys, random: any RandomSource) throws {
        var kekBytes = try random.bytes(KeyFile.kekCount)
        file.deviceKEK = kekBytes
        unlocked.kek = try SecureBytes(taking: &kekBytes)
        file.level = .keyfile
        file.wipeAfter = 0
        file.failedAttempts = 0
        file.salt = try random.bytes(KeyFile.saltCount)
        try file.clearSelfDestructSlots(random: random)
        unlocked.selfDestructName = nil
    }

    /// Sets the self-destruct passcode and the display name of the profile it creates. The install
    /// choices it keeps (operators, notifications, onboarding) are taken as they are now.
    /// - Throws: ``LockError/lockOff`` without a passcode, ``LockError/samePasscode``, the
    ///   ``ProfileError`` of an invalid name or passcode.
    public func setSelfDestruct(passcode: String, displayName: String) throws {
        try Self.validateName(displayName)
        try Self.validatePasscode(passcode)
        let choices = try database.read { try FreshInstall.Choices.capture($0) }
        try rewrap { file, unlocked in
            guard file.level == .passcode else { throw LockError.lockOff }
            let secret = try KeyFile.passcodeSecret(passcode, salt: file.salt, parameters: file.parameters)
            if try file.unwrap(kek: try file.passcodeKEK(secret)) != nil { throw LockError.samePasscode }
            try file.setSelfDestruct(secret: secret, choices: choices, name: displayName, random: random)
            unlocked.selfDestructName = displayName
        }
    }

    /// Removes the self-destruct passcode.
    public func clearSelfDestruct() throws {
        try rewrap { file, unlocked in
            guard file.level == .passcode else { return }
            try file.clearSelfDestructSlots(random: random)
            unlocked.selfDestructName = nil
        }
    }

    /// Wipes all data after `attempts` wrong passcodes in a row (1...``maxWipeAfter``); nil turns it off.
    /// - Throws: ``LockError/lockOff`` without a passcode, ``LockError/invalidAttemptLimit``.
    public func setWipeAfter(_ attempts: Int?) throws {
        if let attempts, !(1...Self.maxWipeAfter).contains(attempts) { throw LockError.invalidAttemptLimit }
        try rewrap { file, _ in
            guard file.level == .passcode else { throw LockError.lockOff }
            file.wipeAfter = attempts ?? 0
        }
    }

    /// Changes the key file under the exclusive lock and re-wraps the database key (one atomic replace).
    func rewrap(_ change: (inout KeyFile, inout UnlockedKeys) throws -> Void) throws {
        guard let keys else { return }
        try keys.exclusively(failure: { LockError.keyStorageFailed($0) }) {
            guard var unlocked = currentKeys else { throw LockError.locked }
            guard var file = try keys.read(), file.state == .ready else { throw LockError.keyFileDamaged }
            // Another process may have changed the passcode or level since this session unlocked:
            // re-wrapping under a stale key would bring the old passcode back. Ask again instead.
            guard let current = try file.unwrap(kek: unlocked.kek),
                  current.databaseKey.constantTimeEquals(unlocked.databaseKey) else {
                closeDatabase()
                throw LockError.locked
            }
            try change(&file, &unlocked)
            try file.wrap(unlocked, random: random)
            try keys.step(.rewrapping)
            try keys.write(file)
            replaceKeys(unlocked)
        }
    }

    /// The same rule as profile passwords: non-empty, no white space at either end.
    static func validatePasscode(_ passcode: String) throws(ProfileError) {
        guard !passcode.isEmpty else { throw .emptyPassword }
        guard passcode.first?.isWhitespace != true, passcode.last?.isWhitespace != true else { throw .invalidPassword }
    }

    /// Now minus a random time between two and three days.
    func backdatedCreationTime() throws -> Int64 {
        let bytes = try random.bytes(8)
        let value = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let day: Int64 = 86_400
        return clock.now() - 2 * day - Int64(value % UInt64(day + 1))
    }
}
