import Features

/// Results of ``MigrationExportEffect``s.
enum MigrationExportAction: Equatable, Sendable {
    /// Export progress: bytes, rate and ETA, measured by the session.
    case exportProgress(TransferProgress)
    /// The export finished.
    case exportFinished(ExportedLink)
    /// The export failed.
    case exportFailed(ErrorReport)
    /// The migration was finalized.
    case migrationFinalized(deletedLocalData: Bool)
    /// Finalizing failed.
    case finalizeFailed(ErrorReport)
}
