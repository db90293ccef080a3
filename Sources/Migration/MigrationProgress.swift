/// How far a long migration step has got, reported to the caller's progress closure.
public struct MigrationProgress: Sendable, Equatable {
    /// The step under way.
    public enum Phase: String, Sendable, Equatable {
        /// Copying the database with the online backup API (export).
        case snapshot
        /// Packing and encrypting the archive (export).
        case packing
        /// Fetching an archive over HTTP (import).
        case downloading
        /// Decrypting and unpacking into the staging folder (import).
        case unpacking
        /// Checking the staged database (import).
        case verifying
    }

    /// The step.
    public var phase: Phase
    /// Bytes done in this step.
    public var completed: UInt64
    /// Bytes this step will handle in all (0 when unknown).
    public var total: UInt64
    /// A direct transfer's receive: how many times a lost connection was opened again and
    /// resumed so far (0: never).
    public var resumes: Int
    /// The archive byte the last resume continued from (0 when none).
    public var resumedAt: UInt64
    /// A direct transfer's receive whose connection was lost: the whole seconds since, while it
    /// tries to open it again (the source may be starting again); nil while connected.
    public var reconnectingSeconds: Int?

    /// Creates a progress report.
    public init(phase: Phase, completed: UInt64, total: UInt64, resumes: Int = 0, resumedAt: UInt64 = 0,
                reconnectingSeconds: Int? = nil) {
        self.phase = phase
        self.completed = completed
        self.total = total
        self.resumes = resumes
        self.resumedAt = resumedAt
        self.reconnectingSeconds = reconnectingSeconds
    }
}
