/// What ``MigrationImporter/recover(dataDirectory:)`` found and did.
public enum MigrationRecovery: Sendable, Equatable {
    /// No interrupted import: nothing to do.
    case nothing
    /// An import was interrupted before its commit point: its staging folder was removed and the
    /// data directory was never touched.
    case rolledBack
    /// An import was interrupted after its commit point: the swap was completed, so the data
    /// directory now holds the imported data.
    case rolledForward
}
