import ThresholdCore
import Synchronization

/// A session's ``Authorization``, held where every operation of every face passes: the session's
/// sensitive operations (create, delete, hide, unhide, reveal; changing the lock; exporting) ask it
/// first and refuse with `LockError.locked` when it says no, so a face that forgets to ask the
/// passcode can't run the action anyway (issue 31). The face reports input (``activity()``) and
/// asks the passcode in a prompt of its own when ``allows(_:isLockOn:)`` says no.
///
/// Two ways through, both from a passcode typed in this session:
/// - **accepted** at the lock screen (``AppSession/unlock(passcode:)``): grants the sensitive
///   profile actions (``Authorization/Requirement/grant``) for the lock delay of idleness;
/// - **confirmed** at a prompt the user opened for an action (``AppSession/confirmPasscode(_:)``),
///   for a one-shot command by the passcode it was started with, or by turning the lock on (the
///   new passcode was just typed): grants as above plus the next sensitive profile action even
///   with a lock delay of 0 (the one the prompt was for), and lets the actions asked every time
///   (``Authorization/Requirement/always``: the lock's settings, an export) through until the
///   user has been idle for ``confirmationIdleLimit`` seconds. A face asks again each time its
///   lock settings or export is opened; this is the floor under it.
///
/// Thread-safe: the decision is behind a mutex, as operations run on worker threads.
public final class AuthorizationGate: Sendable {
    /// Idle seconds after which a confirmation no longer lets a lock change or an export through
    /// (the time to type a new passcode twice, or to choose where an archive goes).
    public static let confirmationIdleLimit: Double = 300

    private struct State {
        var authorization: Authorization
        var confirmedUntil: Double?

        mutating func observe(isLockOn: Bool, at time: Double) {
            // Turning the lock on in this session: its new passcode was just typed.
            if authorization.lockState(isOn: isLockOn, at: time) { confirmedUntil = time + AuthorizationGate.confirmationIdleLimit }
            if !isLockOn { confirmedUntil = nil }
        }

        func isConfirmed(at time: Double) -> Bool { confirmedUntil.map { time <= $0 } ?? false }
    }

    private let state: Mutex<State>
    private let now: @Sendable () -> Double

    /// A gate with no grant yet; `now` is seconds on a monotonic clock.
    public init(lockDelay: Double, now: @escaping @Sendable () -> Double) {
        state = Mutex(State(authorization: Authorization(isLockOn: false, lockDelay: lockDelay)))
        self.now = now
    }

    /// Whether `action` may run now without asking the passcode (the lock as it is now:
    /// `isLockOn`). A face asks before the actions asked every time whatever this says.
    public func allows(_ action: UserAction, isLockOn: Bool) -> Bool {
        let time = now()
        return state.withLock { state in
            state.observe(isLockOn: isLockOn, at: time)
            return state.authorization.allows(action, at: time)
        }
    }

    /// Throws `LockError.locked` unless `action` may run now: allowed by the grant, or confirmed.
    func require(_ action: UserAction, isLockOn: Bool) throws {
        let time = now()
        let allowed = state.withLock { state in
            state.observe(isLockOn: isLockOn, at: time)
            guard state.authorization.allows(action, at: time) else {
                return Authorization.requirement(for: action) == .always && state.isConfirmed(at: time)
            }
            // With no lock delay, a prompt's answer is used by the one action it was asked for.
            state.authorization.took(action)
            return true
        }
        guard allowed else { throw LockError.locked }
    }

    /// The user did something (a key, a click): an alive grant or confirmation lasts longer.
    public func activity() {
        let time = now()
        state.withLock { state in
            state.authorization.activity(at: time)
            if state.isConfirmed(at: time) {
                state.confirmedUntil = time + Self.confirmationIdleLimit
            } else {
                state.confirmedUntil = nil
            }
        }
    }

    /// The passcode was accepted: at the lock screen it grants the sensitive profile actions;
    /// `forAction` (typed at a prompt for an action, or for a one-shot command) it also allows
    /// that one action with no lock delay, and lets the actions asked every time through.
    func passcodeAccepted(forAction: Bool = false) {
        let time = now()
        state.withLock { state in
            state.authorization.passcodeAccepted(at: time, forAction: forAction)
            if forAction { state.confirmedUntil = time + Self.confirmationIdleLimit }
        }
    }
}
