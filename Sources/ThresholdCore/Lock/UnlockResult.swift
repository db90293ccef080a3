/// What passing the app lock did.
///
/// Show both the same way to the user: a self-destruct must look like an ordinary unlock.
public enum UnlockResult: Sendable, Equatable {
    /// The passcode was right, or the lock is off. Nothing changed.
    case unlocked
    /// The data was replaced (self-destruct, or a wipe finished at start): reload anything read
    /// before, then carry on as after an ordinary unlock.
    case dataReplaced
}
