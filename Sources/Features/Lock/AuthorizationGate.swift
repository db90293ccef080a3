import ThresholdCore
import Synchronization

/// A session's ``Authorization``, held where every operation of a face passes: the desktop's
/// commands (``ProfileCommands``) ask it before a sensitive action and refuse with
/// `LockError.locked` when the grant has ended, so a face that forgets to ask the passcode can't
/// run the action anyway (issue 31). The face reports input (``activity()``) and asks the passcode
/// in a prompt of its own when ``allows(_:isLockOn:)`` says no; a passcode accepted at the lock
/// screen or a prompt grants the sensitive actions for the lock delay.
///
/// Thread-safe: the decision is behind a mutex, as the commands run on worker threads.
public final class AuthorizationGate: Sendable {
    private let state: Mutex<Authorization>
    private let now: @Sendable () -> Double

    /// A gate with no grant yet; `now` is seconds on a monotonic clock.
    public init(lockDelay: Double, now: @escaping @Sendable () -> Double) {
        state = Mutex(Authorization(isLockOn: false, lockDelay: lockDelay))
        self.now = now
    }

    /// Whether `action` may run now without asking the passcode (the lock as it is now: `isLockOn`).
    public func allows(_ action: UserAction, isLockOn: Bool) -> Bool {
        let time = now()
        return state.withLock { authorization in
            authorization.lockState(isOn: isLockOn, at: time)
            return authorization.allows(action, at: time)
        }
    }

    /// Throws `LockError.locked` unless `action` may run now.
    func require(_ action: UserAction, isLockOn: Bool) throws {
        let time = now()
        let allowed = state.withLock { authorization in
            authorization.lockState(isOn: isLockOn, at: time)
            guard authorization.allows(action, at: time) else { return false }
            authorization.took(action)
            return true
        }
        guard allowed else { throw LockError.locked }
    }

    /// The user did something (a key, a click): an alive grant lasts another lock delay.
    public func activity() {
        let time = now()
        state.withLock { $0.activity(at: time) }
    }

    /// The passcode was accepted (the lock screen, a prompt): grants the sensitive actions;
    /// `forAction`: asked before an action, which it allows even with no lock delay.
    func passcodeAccepted(forAction: Bool = false) {
        let time = now()
        state.withLock { $0.passcodeAccepted(at: time, forAction: forAction) }
    }
}
