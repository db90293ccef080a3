import Features

/// What an alert button of the app-lock and migration screens does besides closing the alert.
enum SecurityAlertCommand: Equatable, Sendable {
    /// Confirmed: make this change to the lock.
    case applyLockChange(LockChange)
    /// Finalize: keep using this device (after the warning).
    case keepUsingThisDevice
    /// Finalize, first stage answered: ask the final confirmation.
    case confirmDeleteLocalData
    /// Finalize, final stage: delete all local data.
    case deleteLocalData
}
