import ThresholdCore

/// The app lock for a face with its own lock screen (the desktop): whether to show it, and one
/// unlock attempt at a time (the passcode is used once and not kept).
public struct LockCommands: Sendable {
    /// The session whose store is locked.
    public let session: AppSession

    /// Commands on `session`'s lock.
    public init(session: AppSession) { self.session = session }

    /// Whether the lock screen is to be shown (finishes a wipe a killed process left first).
    public func needsUnlock() throws -> Bool {
        _ = try session.store.finishPendingWipe()
        try session.keepHoldingDataDirectory()
        return try session.store.isLockOn() && !session.store.isUnlocked
    }

    /// One attempt: true when the data was replaced (self-destruct) and everything must be reloaded.
    /// Throws `LockError.wrongPasscode` (shown without the attempts left) or `locked` for an empty one.
    public func unlock(_ passcode: String) throws -> Bool {
        let replaced = try session.unlock(passcode: passcode) == .dataReplaced
        // The passcode just typed grants the sensitive actions for the lock delay (Authorization).
        if !replaced { session.authorization.passcodeAccepted() }
        return replaced
    }

    /// The warning for a short passcode, nil when it is long enough.
    public static func shortPasscodeWarning(_ passcode: String) -> String? {
        NewPasscode.warning(for: passcode)
    }
}
