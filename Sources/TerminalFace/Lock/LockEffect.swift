import Features

/// Work of the app lock, run off the UI loop; results come back as ``LockAction``s. Passcodes
/// ride along only inside the effect.
enum LockEffect: Equatable, Sendable {
    /// At start-up: finish a wipe a killed process left, then either load the data (lock off) or
    /// answer ``LockAction/lockRequired``.
    case startUp
    /// Check `passcode` (one KDF run), then do what `purpose` asks.
    case unlock(passcode: String, purpose: LockPurpose)
    /// Read the lock's status for Settings → App lock.
    case loadLockStatus
    /// Change the lock.
    case changeLock(LockChange)
}
