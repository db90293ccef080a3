/// Where "Migrate from another device" stands.
enum MigrationStatus: Equatable, Sendable {
    /// Import progress as the screen shows it (the worker measures the rate; `update` stays clock-free).
    struct Progress: Equatable, Sendable {
        /// "Downloading", "Decrypting", "Verifying".
        var label: String
        /// Bytes done in this step.
        var completed: UInt64
        /// Bytes in all (0 when unknown).
        var total: UInt64
        /// Bytes per second so far in this step.
        var bytesPerSecond: UInt64
        /// Seconds left, when known.
        var etaSeconds: Int?

        /// The done fraction, 0 when the total is unknown.
        var fraction: Double { total > 0 ? min(1, Double(completed) / Double(total)) : 0 }
    }

    /// Typing or pasting the link.
    case editing
    /// Importing; progress once the first report arrived.
    case importing(Progress?)
    /// The destination already holds data (of any kind: the question never says which): replace it?
    case confirmReplace
    /// The import failed (nothing changed); the message says why.
    case failed(ErrorReport)
    /// Done: the chat list of the imported data follows.
    case succeeded
}
