/// An app-lock or key operation refused (PRODUCT.md 7).
///
/// Descriptions never contain a passcode or key, never say whether a self-destruct passcode is set,
/// and never say how many attempts remain.
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
    /// The key that opens the data can't be had: the desktop keyring is not running or locked, or
    /// its entry for this data is gone, or `threshold.key` is missing. Nothing was changed. The
    /// reason is typed, so a front end words it (and how to recover) in the user's language.
    case keyUnavailable(KeyUnavailableReason)
    /// `threshold.key` is not a key file this version can read (damaged, truncated, or newer),
    /// found before any passcode attempt is counted. Nothing was erased or changed.
    case keyFileDamaged
    /// `threshold.key` is there but `threshold.db` beside it is not (moved, deleted, or on a folder
    /// not mounted): never replaced by a new empty database. Nothing was changed.
    case databaseMissing
    /// `threshold.key` exists but can't be read (permissions, a symbolic link, a folder): the text
    /// carries the system's error number (`ELOOP` for a symbolic link: it is never followed), so a
    /// front end words the reason in the user's language. Nothing was changed or erased.
    case keyFileUnreadable(errno: Int32)
    /// A passcode attempt could not be recorded durably (read-only folder, full disk), so the
    /// passcode was not checked (fail closed). The failure carries the system's error number, so a
    /// front end words the reason in the user's language.
    case attemptNotRecorded(SystemCallFailure)
    /// The key file could not be written (or its lock taken); the previous one is still in force.
    case keyStorageFailed(SystemCallFailure)
    /// A new install (a first run, a self-destruct, a wipe) passed its commit point but could not be
    /// finished (the old files could not be removed, the new database not made): the next start
    /// finishes it. The failure carries the system's error number; the text says nothing of which
    /// install it was.
    case installUnfinished(SystemCallFailure)
    /// A protection level other than `passcode` was asked for while the passcode is on.
    case passcodeOn
    /// The install-level choices a self-destruct keeps do not fit in the key file's slot.
    case selfDestructTooLarge
    /// The keyring level's entry is gone from the desktop keyring (code `keyUnavailable`).
    /// `hasRecoveryKey`: a recovery wrapping exists, so `lock recover` can open the data.
    case keyringEntryMissing(hasRecoveryKey: Bool)
    /// What was typed is not a recovery key (length, a character, or its checksum: a typo).
    case malformedRecoveryKey
    /// A well-formed recovery key that does not open this data.
    case wrongRecoveryKey
    /// This data has no recovery key (none was made, or a re-key or self-destruct replaced the key).
    case noRecoveryKey
    /// The recovery key typed back differs from the one shown (nothing was stored).
    case recoveryKeyMismatch

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .locked: "locked"
        case .wrongPasscode: "wrongPasscode"
        case .lockOff: "lockOff"
        case .samePasscode: "samePasscode"
        case .invalidAttemptLimit: "invalidAttemptLimit"
        case .passcodeMismatch: "passcodeMismatch"
        case .keyUnavailable: "keyUnavailable"
        case .keyFileDamaged: "keyFileDamaged"
        case .keyFileUnreadable: "keyFileUnreadable"
        case .databaseMissing: "databaseMissing"
        case .attemptNotRecorded: "attemptNotRecorded"
        case .keyStorageFailed: "keyStorageFailed"
        case .installUnfinished: "installUnfinished"
        case .passcodeOn: "passcodeOn"
        case .selfDestructTooLarge: "selfDestructTooLarge"
        case .keyringEntryMissing: "keyUnavailable"
        case .malformedRecoveryKey: "malformedRecoveryKey"
        case .wrongRecoveryKey: "wrongRecoveryKey"
        case .noRecoveryKey: "noRecoveryKey"
        case .recoveryKeyMismatch: "recoveryKeyMismatch"
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
        case .keyUnavailable(let why): why.description
        case .keyFileDamaged:
            "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased, and no passcode attempt was counted. Open the data with your recovery key (threshold lock recover), restore the file from a backup, or update Threshold."
        case .databaseMissing:
            "The database threshold.db is missing beside its key file threshold.key (moved, deleted, or on a drive that is not mounted). Nothing was changed and no new database was made: put the file back, or remove threshold.key to start afresh."
        case .keyFileUnreadable(let code):
            "The key file threshold.key beside the database can't be read: \(KeyVault.unreadableReason(code)). Nothing was changed or erased."
        case .attemptNotRecorded(let why):
            "The passcode was not checked because the attempt could not be recorded (\(why)). Make the data directory writable (free some disk space), then try again."
        case .keyStorageFailed(let why): "The key file could not be written (\(why)). The previous settings are still in force."
        case .installUnfinished(let why):
            "Threshold could not finish setting up its data (\(why)). Make the data folder writable or free some space, then start Threshold again: it finishes then."
        case .passcodeOn: "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
        case .selfDestructTooLarge: "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
        case .keyringEntryMissing(let recoverable):
            recoverable
                ? "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
                : "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
        case .malformedRecoveryKey: "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
        case .wrongRecoveryKey: "This recovery key does not open this data. Nothing was changed."
        case .noRecoveryKey: "This data has no recovery key. Nothing was changed."
        case .recoveryKeyMismatch: "The recovery key typed back differs from the one shown. Nothing was stored; try again."
        }
    }
}
