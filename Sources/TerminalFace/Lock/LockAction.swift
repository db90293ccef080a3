import Features

/// Results of ``LockEffect``s.
///
/// A self-destruct passcode produces exactly the same actions as the passcode (the worker reloads
/// the data and carries on), so `update` cannot tell them apart and neither can the screen.
enum LockAction: Equatable, Sendable {
    /// The lock is on: show the lock screen before reading anything.
    case lockRequired
    /// The lock is off, or the passcode opened the app: launch (home data, onboarding, what's new).
    case unlockedAtStart
    /// The passcode was accepted for `purpose`; `then` is what followed (the data loaded, or the
    /// operation's result).
    indirect case passcodeAccepted(LockPurpose, then: AppAction)
    /// A wrong passcode. `attemptsLeft` when a limit is set; `reloaded` when the attempt reached
    /// the limit and everything was wiped (the data now, an empty install).
    case passcodeRejected(LockPurpose, attemptsLeft: Int?, reloaded: HomeSnapshot?)
    /// Checking the passcode failed for another reason.
    case unlockFailed(LockPurpose, ErrorReport)
    /// The lock's status, for Settings → App lock, and whether a recovery key exists.
    case lockStatusLoaded(LockStatus, hasRecoveryKey: Bool = false)
    /// A lock change was made (`hasRecoveryKey`: whether one exists now).
    case lockChanged(LockChange.Kind, LockStatus, HomeSnapshot, hasRecoveryKey: Bool = false)
    /// A lock change was refused.
    case lockChangeFailed(LockChange.Kind, ErrorReport)
    /// Only the recovery key opens the data (the keyring entry is gone): show the recovery form,
    /// with no way around it.
    case recoveryRequired(RecoveryNeed)
    /// A re-key's progress.
    case rekeyProgress(RekeyProgress)
    /// The re-key is done.
    case rekeyed(RekeyOutcome, LockStatus, HomeSnapshot)
    /// A new recovery key to show once (not stored yet).
    case recoveryKeyGenerated(RecoveryKeyDraft)
    /// The recovery key opened the data, now protected at the level chosen; `warning`: the
    /// short-passcode warning of the new passcode.
    case recovered(ProtectionLevel, warning: String?)
    /// A wrong recovery key reached the attempt limit and everything was wiped: the data now.
    case recoveryWiped(HomeSnapshot)
    /// The recovery was refused (a wrong key, no recovery key, the keyring refused the new key).
    case recoveryFailed(ErrorReport)
}
