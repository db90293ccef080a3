import Features

/// What an alert button of the app-lock screens does besides closing the alert.
enum LockAlertCommand: Equatable, Sendable {
    /// Confirmed: make this change to the lock.
    case applyLockChange(LockChange)
}
