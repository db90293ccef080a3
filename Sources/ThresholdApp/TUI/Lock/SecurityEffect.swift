import Features

/// Work of the app lock and migration screens, run off the UI loop; results come back as
/// ``SecurityAction``s. Passcodes ride along only inside the effect.
enum SecurityEffect: Equatable, Sendable {
    /// At start-up: finish a wipe a killed process left, then either load the data (lock off) or
    /// answer ``SecurityAction/lockRequired``.
    case startUp
    /// Check `passcode` (one KDF run), then do what `purpose` asks.
    case unlock(passcode: String, purpose: LockPurpose)
    /// Read the lock's status for Settings → App lock.
    case loadLockStatus
    /// Change the lock.
    case changeLock(LockChange)
    /// Export the data into a migration archive, reporting progress.
    case exportMigration
    /// Finalize the migration on this device: keep using it, or delete local data.
    case finalizeMigration(deleteLocalData: Bool)
}
