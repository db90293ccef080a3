import Features

/// Work of Settings → Migrate to another device, run off the UI loop; results come back as
/// ``MigrationExportAction``s.
enum MigrationExportEffect: Equatable, Sendable {
    /// Export the data into a migration archive, reporting progress.
    case export
    /// Finalize the migration on this device: keep using it, or delete local data.
    case finalize(deleteLocalData: Bool)
    /// Send to a device on this network (a direct transfer): listen for at most `seconds`, serve
    /// once, report events.
    case serve(seconds: Int)
    /// Stop the serve under way (Esc): handed over at once, not queued behind the serve.
    case stopServing
    /// The answer to "same code on both devices?" while serving (Y, N): handed over at once, as
    /// ``stopServing`` is.
    case answerCode(Bool)
    /// Delete the archive an export left in `DATA/archives` (after "Keep using this device").
    case deleteKeptArchive
}
