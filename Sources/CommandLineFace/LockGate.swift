import Features
import TerminalIO

/// The app lock on the command line (PRODUCT.md 7): every command passes it before touching data.
///
/// It finishes a wipe a killed process left, then, when the lock is on, reads the passcode (a
/// no-echo prompt, or the first line of standard input with `--passcode-stdin`, before any profile
/// password) and checks it once. A self-destruct passcode wipes in place on the open store, so the
/// command then runs against the fresh install, exactly as after an ordinary unlock.
enum LockGate {
    /// Throws `locked` or `wrongPasscode` when the lock is on and the passcode is missing or wrong.
    static func authorize(door: LockDoor, secrets: SecretInput, console: Console) throws {
        _ = try PlainLockPrompt.unlockInteractively(door: door, secrets: secrets, console: console, attempts: 1)
    }
}
