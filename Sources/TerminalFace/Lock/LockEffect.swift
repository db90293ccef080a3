import Features

/// Work of the app lock, run off the UI loop; results come back as ``LockAction``s. Passcodes
/// and recovery keys ride along only inside the effect.
enum LockEffect: Equatable, Sendable {
    /// At start-up: finish a wipe a killed process left, then either load the data (lock off),
    /// answer ``LockAction/lockRequired``, or, when only the recovery key opens the data (the
    /// keyring entry is gone), ``LockAction/recoveryRequired``.
    case startUp
    /// Check `passcode` (one KDF run), then do what `purpose` asks.
    case unlock(passcode: String, purpose: LockPurpose)
    /// Read the lock's status for Settings → App lock.
    case loadLockStatus
    /// Change the lock.
    case changeLock(LockChange)
    /// Re-encrypt all data under a new key (`newPasscode`: the passcode changes in the same step);
    /// answers ``LockAction/rekeyProgress(_:)``… then ``LockAction/rekeyed(_:_:_:)`` or a failure.
    case rekey(newPasscode: String?)
    /// Make a new recovery key (not stored yet): ``LockAction/recoveryKeyGenerated(_:)``.
    case generateRecoveryKey
    /// Open the data with the typed recovery key and protect it at `level`.
    case recover(key: String, level: ProtectionLevel, newPasscode: String?)
}
