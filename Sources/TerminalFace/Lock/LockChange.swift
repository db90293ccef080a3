import Features

/// A change to the app lock asked for in Settings → App lock; run off the UI loop (each is one
/// KDF run or less). Carries new passcodes: never printed or logged, dropped with the effect.
enum LockChange: Equatable, Sendable {
    /// Set or change the passcode.
    case setPasscode(String)
    /// Turn the lock off (also removes the self-destruct passcode and the attempt limit).
    case clearPasscode
    /// Set the self-destruct passcode and the display name of the profile it creates.
    case setSelfDestruct(passcode: String, displayName: String)
    /// Remove the self-destruct passcode.
    case clearSelfDestruct
    /// Wipe after this many wrong passcodes in a row; nil turns it off.
    case setWipeAfter(Int?)
    /// Protect the data at another level (keyring or key file; the passcode level is set by a passcode).
    case setLevel(ProtectionLevel)
    /// Store the recovery key shown, once it was typed back (the store checks it again).
    case setRecoveryKey(RecoveryKeyDraft, typedBack: String)
    /// Remove the recovery key.
    case clearRecoveryKey

    /// What kind of change, for the result's message (no secrets).
    enum Kind: Equatable, Sendable {
        case setPasscode, clearPasscode, setSelfDestruct, clearSelfDestruct, setWipeAfter, setLevel
        case setRecoveryKey, clearRecoveryKey, rekey
    }

    /// The change's kind.
    var kind: Kind {
        switch self {
        case .setPasscode: .setPasscode
        case .clearPasscode: .clearPasscode
        case .setSelfDestruct: .setSelfDestruct
        case .clearSelfDestruct: .clearSelfDestruct
        case .setWipeAfter: .setWipeAfter
        case .setLevel: .setLevel
        case .setRecoveryKey: .setRecoveryKey
        case .clearRecoveryKey: .clearRecoveryKey
        }
    }
}
