import Features

/// What an alert button of the app-lock screens does besides closing the alert.
enum LockAlertCommand: Equatable, Sendable {
    /// Confirmed: make this change to the lock.
    case applyLockChange(LockChange)
    /// Confirmed: re-encrypt all data under a new key.
    case rekey
    /// A new recovery key, shown once (the offer accepted, or Make/Replace confirmed).
    case makeRecoveryKey
    /// The recovery-key offer declined: say plainly what that means.
    case declineRecoveryKey
    /// The re-key offered after a passcode change declined: say so, then offer a recovery key
    /// when there is none.
    case keepKey(hasRecoveryKey: Bool)
}
