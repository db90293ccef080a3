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
    /// The lock's status, for Settings → App lock.
    case lockStatusLoaded(LockStatus)
    /// A lock change was made.
    case lockChanged(LockChange.Kind, LockStatus, HomeSnapshot)
    /// A lock change was refused.
    case lockChangeFailed(LockChange.Kind, ErrorReport)
}
