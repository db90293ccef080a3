import Features

/// What an alert button of Settings → Migrate to another device does besides closing the alert.
enum MigrationExportAlertCommand: Equatable, Sendable {
    /// Finalize: keep using this device (after the warning).
    case keepUsingThisDevice
    /// Finalize, first stage answered: ask the final confirmation.
    case confirmDeleteLocalData
    /// Finalize, final stage: delete all local data.
    case deleteLocalData
    /// After "Keep using this device": delete the archive the export left in `DATA/archives`.
    case deleteKeptArchive
}
