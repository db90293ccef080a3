/// Why the key that opens the data can't be had (``LockError/keyUnavailable(_:)``), so a front
/// end words each reason whole in the user's language (issue 35: the reason was an English
/// sentence pasted after a translated one, and "threshold.key is missing" came after a sentence
/// about the desktop keyring). ``description`` is the English, for logs.
public enum KeyUnavailableReason: Sendable, Equatable, CustomStringConvertible {
    /// What the desktop keyring was asked to do.
    public enum Operation: String, Sendable, Equatable {
        case store, read, remove
    }

    /// `threshold.key` is missing beside an encrypted `threshold.db`.
    case keyFileMissing
    /// The keyring's key does not open this data (its entry or `threshold.key` was replaced).
    case keyringKeyWrong
    /// The keyring did not give back the key it was given.
    case keyringDidNotKeep
    /// libsecret (`libsecret-1.so.0`) is not installed.
    case libsecretMissing
    /// The installed libsecret lacks a function Threshold needs.
    case libsecretIncomplete
    /// Memory ran out (or could not be locked) while handling the keyring's key.
    case outOfMemory
    /// libsecret refused Threshold's schema.
    case schemaRefused
    /// The keyring failed `operation` (not running, locked, refused); `message` is libsecret's own
    /// (the system's words, for the technical line), nil when it gave none.
    case keyringFailed(Operation, message: String?)

    /// The reason in English, for logs.
    public var description: String {
        switch self {
        case .keyFileMissing:
            "threshold.key, the file that holds the key of this data, is missing from the data directory. Without it the data can't be read: restore it from the backup you made with the database."
        case .keyringKeyWrong:
            "The key in the desktop keyring does not open this data (the keyring entry or threshold.key was replaced). Nothing was changed."
        case .keyringDidNotKeep: "The desktop keyring did not keep the key it was given. Nothing was changed."
        case .libsecretMissing:
            "The desktop keyring can't be used: libsecret (libsecret-1.so.0) is not installed. Install libsecret-1-0, or choose another level (threshold lock level keyfile, or threshold lock set)."
        case .libsecretIncomplete: "The desktop keyring can't be used: this libsecret lacks a needed function."
        case .outOfMemory: "The desktop keyring can't be used: out of memory."
        case .schemaRefused: "The desktop keyring can't be used: the schema was refused."
        case .keyringFailed(let operation, let message):
            "The desktop keyring could not \(operation.rawValue) the key (\(message ?? "no reason given")). Start or unlock your keyring (log in to the desktop session) and try again; nothing was changed."
        }
    }
}
