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
    /// The user stopped the import (nothing changed).
    case stopped
    /// The archive is not at the link's path: the path field asks where it is.
    case askArchivePath(ErrorReport)
    /// The archive's device was locked: the passcode field asks its passcode (the import waits).
    case askPasscode(afterWrongPasscode: Bool)
    /// A direct transfer connected: both devices show this code; same on both (the import waits)?
    case compareCode(String)
    /// The passcode was left empty: import without it (this device then unlocked)?
    case confirmDecline
    /// Done: the chat list of the imported data follows.
    case succeeded
}
