/// When the app lock asks for the passcode again: the one decision every face consults before a
/// user action (PRODUCT.md 3.1 and 7), like the peer messenger's `authorized` state and lock delay.
///
/// A value, with time passed in (seconds on a monotonic clock), so the full screen's pure `update`
/// and tests can hold it. The rules:
/// - with the lock off, nothing asks;
/// - the actions of ``Requirement/always`` (changing the lock, exporting every profile) ask every
///   time;
/// - the sensitive profile actions (create, delete, hide, unhide, reveal) ask unless a grant is
///   alive: a passcode accepted in this session (at the lock screen or any prompt) grants them until
///   the user has been idle for ``lockDelay`` seconds; each input while the grant is alive extends it;
/// - everything else never asks once the app is open.
///
/// A prompt is only ever opened by an explicit choice of the user (a menu item, a button, the
/// lock screen): faces never turn text typed into another field into a passcode attempt.
public struct Authorization: Equatable, Sendable {
    /// How much the passcode an action needs.
    public enum Requirement: Equatable, Sendable {
        /// Never asked once the app is open.
        case none
        /// Asked unless a grant is alive.
        case grant
        /// Asked every time.
        case always
    }

    /// The idle time after which a grant ends (the peer's default lock delay).
    public static let defaultLockDelay: Double = 30
    /// The longest lock delay accepted from the environment (an hour).
    public static let maxLockDelay: Double = 3600

    /// The lock delay `THRESHOLD_LOCK_DELAY` asks for: whole seconds from 0 (ask before every
    /// sensitive action) to ``maxLockDelay``; anything else (unset, not a number, out of range)
    /// is the default.
    public static func lockDelay(environment: [String: String]) -> Double {
        guard let text = environment["THRESHOLD_LOCK_DELAY"], let seconds = Int(text),
              (0...Int(maxLockDelay)).contains(seconds) else { return defaultLockDelay }
        return Double(seconds)
    }

    /// Whether the app lock is on.
    public private(set) var isLockOn: Bool
    /// Seconds of idleness that end a grant.
    public let lockDelay: Double
    /// Until when the grant lives; nil when there is none.
    private var grantedUntil: Double?
    /// Whether the lock's state was observed in this session (the first observation never grants).
    private var isKnown: Bool
    /// A passcode asked for an action allows that one action, until that action is taken
    /// (``took(_:)``) or the user does something else (``activity(at:)``), whatever the lock
    /// delay: with a delay of 0 (ask before every sensitive action) the grant itself allows
    /// nothing, and a slow KDF must not outlast a short delay, so without it a face whose
    /// operations check again (every face's, below them in the session) could run none.
    private var allowsOneAction = false

    /// A decision for an install whose lock is `isLockOn`, with no grant yet.
    public init(isLockOn: Bool, lockDelay: Double = Authorization.defaultLockDelay) {
        self.isLockOn = isLockOn
        self.lockDelay = lockDelay
        isKnown = false
    }

    /// How much the passcode `action` needs when the lock is on.
    public static func requirement(for action: UserAction) -> Requirement {
        switch action {
        case .createProfile, .deleteProfile, .hideProfile, .unhideProfile, .revealProfiles:
            .grant
        case .setPasscode, .clearPasscode, .selfDestructPasscode, .wipeAfter, .exportArchive:
            .always
        case .runOnboarding, .activateProfile, .editProfile, .muteProfile, .unmuteProfile, .listChats, .readChat,
             .chooseNotifications, .acceptConditions, .viewConditions, .whatsNew, .finalizeMigration, .importArchive,
             .checkData:
            .none
        }
    }

    /// Whether `action` may run at `now` without asking for the passcode.
    public func allows(_ action: UserAction, at now: Double) -> Bool {
        guard isLockOn else { return true }
        switch Self.requirement(for: action) {
        case .none: return true
        case .always: return false
        case .grant: return isGranted(at: now) || allowsOneAction
        }
    }

    /// Whether a grant is alive at `now`.
    public func isGranted(at now: Double) -> Bool {
        guard let grantedUntil, lockDelay > 0 else { return false }
        return now <= grantedUntil
    }

    /// The passcode was accepted at `now` (lock screen or prompt): grants the sensitive actions.
    /// `forAction`: asked because an action needed it (not at the lock screen): it allows that
    /// one action even once the grant has ended (``took(_:)``).
    public mutating func passcodeAccepted(at now: Double, forAction: Bool = false) {
        grantedUntil = now + lockDelay
        allowsOneAction = forAction
    }

    /// `action` was just allowed and is being taken: with no lock delay, the passcode accepted for
    /// it allows nothing more.
    public mutating func took(_ action: UserAction) {
        if Self.requirement(for: action) == .grant { allowsOneAction = false }
    }

    /// The user did something at `now`: an alive grant lasts another ``lockDelay``; an ended one
    /// stays ended.
    public mutating func activity(at now: Double) {
        allowsOneAction = false
        guard isGranted(at: now) else {
            grantedUntil = nil
            return
        }
        grantedUntil = now + lockDelay
    }

    /// The lock was found on or off (a snapshot read, a change in Settings). Turning it on later in
    /// the session grants, as its new passcode was just typed; the first observation never grants;
    /// turning it off ends any grant.
    /// Returns whether the lock was just turned on (a new passcode was typed in this session).
    @discardableResult
    public mutating func lockState(isOn: Bool, at now: Double) -> Bool {
        let turnedOn = isOn && !isLockOn && isKnown
        if turnedOn { passcodeAccepted(at: now) }
        if !isOn { grantedUntil = nil; allowsOneAction = false }
        isLockOn = isOn
        isKnown = true
        return turnedOn
    }

    /// The lock is required at start (the lock screen is up): no grant until it is passed.
    public mutating func lockRequired() {
        isLockOn = true
        isKnown = true
        grantedUntil = nil
        allowsOneAction = false
    }
}
