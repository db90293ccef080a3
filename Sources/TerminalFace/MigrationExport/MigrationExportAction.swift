import Features

/// Results of ``MigrationExportEffect``s.
enum MigrationExportAction: Equatable, Sendable {
    /// Export progress: bytes, rate and ETA, measured by the session.
    case exportProgress(TransferProgress)
    /// The export finished.
    case exportFinished(ExportedLink)
    /// The export failed.
    case exportFailed(ErrorReport)
    /// A direct transfer listens: its link (the QR code made from it) and where it listens.
    case serveListening(ServingLink)
    /// Something happened while serving: the line to show, and the short code once a device connected
    /// (nil keeps the one shown; an empty code takes it away).
    case serveEvent(String, code: String?)
    /// The new device confirmed the code: ask this device's user too.
    case serveAsksCode(String)
    /// Bytes sent, rate and ETA.
    case serveProgress(TransferProgress)
    /// The serve ended: `sent` once the other device received it all (then finalize), else it
    /// was stopped, timed out or failed; the message says which.
    case serveEnded(String, sent: Bool)
    /// The migration was finalized.
    case migrationFinalized(deletedLocalData: Bool)
    /// Finalized keeping this device, and an exported archive is still in `DATA/archives` (its path).
    case finalizedKeepingArchive(String)
    /// The kept archive was deleted.
    case keptArchiveDeleted
    /// Finalizing failed.
    case finalizeFailed(ErrorReport)
}
