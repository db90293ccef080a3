import Secrets
import Storage

/// The app lock (PRODUCT.md 7): passcode, self-destruct passcode and the wrong-attempt limit, kept
/// in the `settings` table. See ``LockRecord`` for the KDF design.
///
/// Changing the configuration is the caller's responsibility to authorise: pass the lock with
/// ``unlock(passcode:)`` first when ``isLockOn()``.
extension ThresholdStore {
    /// The largest attempt limit accepted.
    public static let maxWipeAfter = 100

    /// True when a passcode is set. One indexed read.
    public func isLockOn() throws -> Bool {
        try database.read { try Self.setting(LockRecord.Key.passcode, in: $0) != nil }
    }

    /// The lock's configuration. Read it only after passing the lock.
    public func lockStatus() throws -> LockStatus {
        try database.read { db in
            let record = try LockRecord.load(db)
            return LockStatus(isOn: record != nil, selfDestructOn: record?.selfDestructTag != nil,
                              selfDestructName: record?.selfDestructName, wipeAfter: record?.wipeAfter,
                              failedAttempts: record?.failedAttempts ?? 0)
        }
    }

    /// Checks `passcode` against the lock.
    ///
    /// The attempt is counted in the database before the KDF runs, so killing the process midway
    /// cannot undo it; a right passcode resets the count. Every attempt runs one KDF and two
    /// constant-time compares. The self-destruct passcode wipes all data, creates the fresh profile
    /// and returns ``UnlockResult/dataReplaced``; a wrong passcode that reaches the attempt limit
    /// wipes all data and still throws ``LockError/wrongPasscode``.
    /// - Throws: ``LockError/locked`` for an empty passcode, ``LockError/wrongPasscode``.
    @discardableResult
    public func unlock(passcode: String) throws -> UnlockResult {
        try finishPendingWipe()
        guard !passcode.isEmpty else {
            if try isLockOn() { throw LockError.locked }
            return .unlocked
        }
        let loaded: (LockRecord, Int)? = try database.write { db in
            guard let record = try LockRecord.load(db) else { return nil }
            let failures = record.failedAttempts + 1
            try Self.setSetting(LockRecord.Key.failedAttempts, String(failures), in: db)
            return (record, failures)
        }
        guard let (record, failures) = loaded else { return .unlocked }
        let match = try record.match(passcode)
        if match.selfDestruct {
            // K is already derived under the lock's salt and parameters, so the self-destruct passcode
            // becomes the passcode without another KDF run: both outcomes cost the same work.
            try wipe(WipeIntent(phase: .erase, profileName: record.selfDestructName,
                                createdAt: try backdatedCreationTime(), kdf: record.kdfText,
                                passcodeTag: Hex.encode(match.passcodeCandidate)))
            return .dataReplaced
        }
        if match.passcode {
            try database.write { try Self.setSetting(LockRecord.Key.failedAttempts, nil, in: $0) }
            return .unlocked
        }
        if let limit = record.wipeAfter, failures >= limit {
            try wipe(WipeIntent(phase: .erase, profileName: nil, createdAt: clock.now(), kdf: nil, passcodeTag: nil))
        }
        throw LockError.wrongPasscode
    }

    /// Sets (or changes) the passcode. With a self-destruct passcode set, the salt and parameters
    /// are kept (its tag depends on them) and the new passcode must differ from it.
    /// - Throws: ``ProfileError/emptyPassword``, ``ProfileError/invalidPassword``, ``LockError/samePasscode``.
    public func setPasscode(_ passcode: String) throws {
        try Self.validatePasscode(passcode)
        let current = try database.read { try LockRecord.load($0) }
        var salt: [UInt8]
        var parameters: ScryptParameters
        if let current, current.selfDestructTag != nil {
            salt = current.salt
            parameters = current.parameters
        } else {
            salt = try random.bytes(16)
            parameters = kdfParameters
        }
        let key = try LockRecord.key(passcode, salt: salt, parameters: parameters)
        if let selfDestruct = current?.selfDestructTag,
           ConstantTime.equals(try LockRecord.tag(key: key, .selfDestruct), selfDestruct) {
            throw LockError.samePasscode
        }
        let tag = try LockRecord.tag(key: key, .passcode)
        try database.write { db in
            try Self.setSetting(LockRecord.Key.kdf, LockRecord.kdfText(salt: salt, parameters: parameters), in: db)
            try Self.setSetting(LockRecord.Key.passcode, Hex.encode(tag), in: db)
            try Self.setSetting(LockRecord.Key.failedAttempts, nil, in: db)
        }
    }

    /// Turns the lock off: removes the passcode, the self-destruct passcode and the attempt limit.
    public func clearPasscode() throws {
        try database.write { db in
            for key in LockRecord.Key.all { try Self.setSetting(key, nil, in: db) }
        }
    }

    /// Sets the self-destruct passcode and the display name of the profile it creates.
    /// - Throws: ``LockError/lockOff`` without a passcode, ``LockError/samePasscode``, the
    ///   ``ProfileError`` of an invalid name or passcode.
    public func setSelfDestruct(passcode: String, displayName: String) throws {
        try Self.validateName(displayName)
        try Self.validatePasscode(passcode)
        guard let current = try database.read({ try LockRecord.load($0) }) else { throw LockError.lockOff }
        let key = try LockRecord.key(passcode, salt: current.salt, parameters: current.parameters)
        if ConstantTime.equals(try LockRecord.tag(key: key, .passcode), current.passcodeTag) {
            throw LockError.samePasscode
        }
        let tag = try LockRecord.tag(key: key, .selfDestruct)
        try database.write { db in
            guard try Self.setting(LockRecord.Key.passcode, in: db) != nil else { throw LockError.lockOff }
            try Self.setSetting(LockRecord.Key.selfDestruct, Hex.encode(tag), in: db)
            try Self.setSetting(LockRecord.Key.selfDestructName, displayName, in: db)
        }
    }

    /// Removes the self-destruct passcode.
    public func clearSelfDestruct() throws {
        try database.write { db in
            try Self.setSetting(LockRecord.Key.selfDestruct, nil, in: db)
            try Self.setSetting(LockRecord.Key.selfDestructName, nil, in: db)
        }
    }

    /// Wipes all data after `attempts` wrong passcodes in a row (1...``maxWipeAfter``); nil turns it off.
    /// - Throws: ``LockError/lockOff`` without a passcode, ``LockError/invalidAttemptLimit``.
    public func setWipeAfter(_ attempts: Int?) throws {
        if let attempts, !(1...Self.maxWipeAfter).contains(attempts) { throw LockError.invalidAttemptLimit }
        try database.write { db in
            guard try Self.setting(LockRecord.Key.passcode, in: db) != nil else { throw LockError.lockOff }
            try Self.setSetting(LockRecord.Key.wipeAfter, attempts.map(String.init), in: db)
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
