import Features

/// Where "Migrate from another device" stands.
enum MigrationImportStatus: Equatable, Sendable {
    /// Typing or pasting the link.
    case editing
    /// Importing; progress once the first report arrived.
    case importing(TransferProgress?)
    /// The destination already holds data (of any kind: the question never says which): replace it?
    case confirmReplace
    /// The import failed (nothing changed); the message says why.
    case failed(ErrorReport)
    /// Done: the chat list of the imported data follows.
    case succeeded
}
