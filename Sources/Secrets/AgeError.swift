/// Why an age identity, recipient or file was refused.
///
/// Codes are stable for logs, JSON and tests. Descriptions never contain key material, file keys or
/// plaintext; the `headerCorrupted` reasons are fixed texts written here, never copied from input.
public enum AgeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not an `AGE-SECRET-KEY-1...` X25519 identity.
    case invalidIdentity
    /// The text is not an `age1...` X25519 recipient.
    case invalidRecipient
    /// Encryption was asked for with no recipient.
    case noRecipients
    /// The input does not start like an age file (`age-encryption.org/`). Armored files are not supported.
    case notAgeFile
    /// The file is an age file of a version other than v1.
    case unsupportedVersion
    /// The header is malformed or its MAC does not verify.
    case headerCorrupted(reason: String)
    /// No identity given can unwrap the file key: the wrong key, or a file for someone else.
    case noMatchingRecipient
    /// A payload chunk failed authentication or breaks the STREAM rules.
    case payloadCorrupted
    /// The input ended before the header or the final payload chunk.
    case truncated
    /// The encryptor was used after ``AgeEncryptor/finish()``.
    case streamFinished
    /// libcrypto failed.
    case crypto(SecretsError)

    /// A stable code for logs, JSON and tests.
    public var code: String {
        switch self {
        case .invalidIdentity: "invalidIdentity"
        case .invalidRecipient: "invalidRecipient"
        case .noRecipients: "noRecipients"
        case .notAgeFile: "notAgeFile"
        case .unsupportedVersion: "unsupportedVersion"
        case .headerCorrupted: "headerCorrupted"
        case .noMatchingRecipient: "noMatchingRecipient"
        case .payloadCorrupted: "payloadCorrupted"
        case .truncated: "truncated"
        case .streamFinished: "streamFinished"
        case .crypto: "cryptoFailure"
        }
    }

    public var description: String {
        switch self {
        case .invalidIdentity: "The key is not a valid age identity (AGE-SECRET-KEY-1...)."
        case .invalidRecipient: "The recipient is not a valid age recipient (age1...)."
        case .noRecipients: "An age file needs at least one recipient."
        case .notAgeFile: "The data is not an age-encrypted file."
        case .unsupportedVersion: "The file uses an age format version other than v1."
        case .headerCorrupted(let reason): "The age header is corrupted: \(reason)."
        case .noMatchingRecipient: "The key does not open this file (wrong key, or the file is for someone else)."
        case .payloadCorrupted: "The encrypted data is corrupted or was tampered with."
        case .truncated: "The encrypted data ends too early; the file is incomplete."
        case .streamFinished: "The encrypted stream was already finished."
        case .crypto(let error): error.description
        }
    }
}
