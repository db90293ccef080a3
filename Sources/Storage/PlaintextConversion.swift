/// What ``Database/encryptPlaintextFile(at:key:)`` found and did.
public enum PlaintextConversion: String, Sendable, Equatable {
    /// The file was an unencrypted database; it is now encrypted, and its plaintext is gone.
    case encrypted
    /// The file was already encrypted with the key (for example by an earlier, interrupted start); nothing changed.
    case alreadyEncrypted
}
