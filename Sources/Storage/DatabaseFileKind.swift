/// What a file's first bytes say it is, read without a key (``Database/fileKind(at:)``).
public enum DatabaseFileKind: String, Sendable, Equatable {
    /// There is no file.
    case missing
    /// The file has 0 bytes.
    case empty
    /// An ordinary, unencrypted SQLite database (a previous release's file).
    case plaintext
    /// A database in Threshold's page-encrypted format (docs/page-encryption.md).
    case encrypted
    /// Anything else: damaged, truncated or not a database.
    case unrecognized
}
