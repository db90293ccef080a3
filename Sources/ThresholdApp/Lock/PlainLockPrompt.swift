import ThresholdCore

/// The app lock as line prompts: for the command line (one attempt) and the plain mode of the app.
public enum PlainLockPrompt {
    /// Finishes any wipe a killed process left, then, when the lock is on, asks for the passcode up
    /// to `attempts` times (no echo on a terminal; one line each from standard input).
    ///
    /// A self-destruct passcode behaves like the passcode: the result is ``UnlockResult/dataReplaced``
    /// and the caller reloads its state without saying anything different to the user.
    /// - Throws: ``LockError/locked`` when no passcode can be read, ``LockError/wrongPasscode`` after
    ///   the last wrong one.
    public static func unlockInteractively(store: ThresholdStore, secrets: SecretInput, console: Console,
                                           attempts: Int = 3) throws -> UnlockResult {
        let finished = try store.finishPendingWipe()
        var replaced = finished
        for attempt in 1...max(1, attempts) {
            guard try store.isLockOn() else { return replaced ? .dataReplaced : .unlocked }
            guard let passcode = secrets.read(prompt: "Passcode: "), !passcode.isEmpty else { throw LockError.locked }
            do {
                let result = try store.unlock(passcode: passcode)
                return replaced || result == .dataReplaced ? .dataReplaced : .unlocked
            } catch LockError.wrongPasscode {
                // The attempt limit may just have wiped everything: then there is nothing left to lock.
                if try !store.isLockOn() { replaced = true }
                if attempt == attempts || !secrets.isInteractive { throw LockError.wrongPasscode }
                console.err("Wrong passcode.\n")
            }
        }
        throw LockError.wrongPasscode
    }
}
