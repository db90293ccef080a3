import Features

/// The app lock as line prompts, for the command line (one attempt) and plain mode: the gate of
/// ``AppLockGate`` on a ``SecretInput`` and a ``Console``.
public enum PlainLockPrompt {
    /// Finishes any wipe a killed process left, then, when the lock is on, asks for the passcode up
    /// to `attempts` times (no echo on a terminal; one line each from standard input).
    /// - Throws: ``LockError/locked`` when no passcode can be read, ``LockError/wrongPasscode`` after
    ///   the last wrong one.
    public static func unlockInteractively(door: LockDoor, secrets: SecretInput, console: Console,
                                           attempts: Int = 3) throws -> UnlockResult {
        try door.pass(attempts: attempts, isInteractive: secrets.isInteractive,
                      readPasscode: { secrets.read(prompt: PromptText.passcode) },
                      wrongPasscode: { console.err(ErrorReport(LockError.wrongPasscode).message + "\n") })
    }
}
