import Features
import ThresholdCore

extension PlainApp {
    /// What passing the lock before a sensitive operation allows.
    enum LockOutcome {
        /// Go on with the operation.
        case proceed
        /// A self-destruct passcode replaced the data. The screen must look as after an ordinary
        /// unlock: the operation runs on the new data, and one whose target went with the old data
        /// is reported done.
        case replaced
    }

    /// With the app lock on, asks the passcode again before create, delete, hide, unhide and reveal
    /// (PRODUCT.md 7), as the full-screen app does. A wrong passcode throws `wrongPasscode`.
    func passLock() throws -> LockOutcome {
        guard try store.isLockOn() else { return .proceed }
        guard let passcode = io.readSecret(prompt: "Passcode: ") else { throw Quit() }
        return try store.unlock(passcode: passcode) == .dataReplaced ? .replaced : .proceed
    }

    /// Runs `operation` behind the lock.
    func behindLock(_ operation: () throws -> Void) throws {
        switch try passLock() {
        case .proceed: try operation()
        case .replaced: try? operation()
        }
    }
}
