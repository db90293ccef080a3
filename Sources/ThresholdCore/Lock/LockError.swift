/// An app-lock operation refused (PRODUCT.md 7).
///
/// Descriptions never contain a passcode, and never say whether a self-destruct passcode is set.
public enum LockError: Error, Sendable, Equatable {
    /// The lock is on and no passcode was given.
    case locked
    /// The passcode given is not the passcode.
    case wrongPasscode
    /// The operation needs a passcode to be set first (self-destruct, attempt limit).
    case lockOff
    /// The passcode and the self-destruct passcode must differ.
    case samePasscode
    /// The attempt limit is outside 1...``ThresholdStore/maxWipeAfter``.
    case invalidAttemptLimit
    /// The two entries of a new passcode differ (terminal confirmation only).
    case passcodeMismatch

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .locked: "locked"
        case .wrongPasscode: "wrongPasscode"
        case .lockOff: "lockOff"
        case .samePasscode: "samePasscode"
        case .invalidAttemptLimit: "invalidAttemptLimit"
        case .passcodeMismatch: "passcodeMismatch"
        }
    }

    /// A message for people, saying what to do.
    public var message: String {
        switch self {
        case .locked:
            "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
        case .wrongPasscode: "Wrong passcode."
        case .lockOff: "Set a passcode first: threshold lock set."
        case .samePasscode: "The passcode and the self-destruct passcode must differ. Choose another one."
        case .invalidAttemptLimit: "The attempt limit must be a whole number from 1 to \(ThresholdStore.maxWipeAfter), or off."
        case .passcodeMismatch: "The two passcodes typed differ. Nothing was changed; try again."
        }
    }
}
