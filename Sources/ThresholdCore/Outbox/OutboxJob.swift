/// A persistent request to a server, kept until the server confirms it.
public struct OutboxJob: Sendable, Equatable, Identifiable {
    /// The database identity.
    public let id: Int64
    /// What to do; today only `deleteQueue`.
    public var kind: String
    /// The server's base address, e.g. `https://relay.example.net`.
    public var server: String
    /// The queue on that server.
    public var queueID: String
    /// When the job was written, seconds since 1970.
    public var createdAt: Int64
    /// Failed attempts so far.
    public var attempts: Int
    /// The earliest time of the next attempt.
    public var nextAttemptAt: Int64
    /// The last failure, for people (never includes secrets).
    public var lastError: String?

    /// Creates a job value.
    public init(id: Int64, kind: String, server: String, queueID: String, createdAt: Int64, attempts: Int,
                nextAttemptAt: Int64, lastError: String?) {
        self.id = id
        self.kind = kind
        self.server = server
        self.queueID = queueID
        self.createdAt = createdAt
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
    }
}
