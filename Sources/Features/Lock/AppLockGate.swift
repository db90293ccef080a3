import ThresholdCore

/// The app lock (PRODUCT.md 7) before anything is read, for front ends that ask with prompts.
public enum AppLockGate {
    /// Finishes any wipe a killed process left, then, when the lock is on, asks for the passcode up
    /// to `attempts` times.
    ///
    /// A self-destruct passcode behaves like the passcode: the result is ``UnlockResult/dataReplaced``
    /// and the caller reloads its state without saying anything different to the user.
    /// - Parameters:
    ///   - isInteractive: a person is typing: a wrong passcode may be retried.
    ///   - readPasscode: asks for one passcode; nil when none can be read.
    ///   - wrongPasscode: says "Wrong passcode" before the next attempt.
    /// - Throws: ``LockError/locked`` when no passcode can be read, ``LockError/wrongPasscode`` after
    ///   the last wrong one.
    public static func pass(store: ThresholdStore, attempts: Int, isInteractive: Bool,
                            readPasscode: () -> String?, wrongPasscode: () -> Void) throws -> UnlockResult {
        let finished = try store.finishPendingWipe()
        var replaced = finished
        for attempt in 1...max(1, attempts) {
            guard try store.isLockOn() else { return replaced ? .dataReplaced : .unlocked }
            guard let passcode = readPasscode(), !passcode.isEmpty else { throw LockError.locked }
            do {
                let result = try store.unlock(passcode: passcode)
                return replaced || result == .dataReplaced ? .dataReplaced : .unlocked
            } catch LockError.wrongPasscode {
                // The attempt limit may just have wiped everything: then there is nothing left to lock.
                if try !store.isLockOn() { replaced = true }
                if attempt == attempts || !isInteractive { throw LockError.wrongPasscode }
                wrongPasscode()
            }
        }
        throw LockError.wrongPasscode
    }
}
