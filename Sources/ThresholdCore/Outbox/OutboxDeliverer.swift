/// Sends outbox jobs through a ``ServerClient``.
///
/// Delivery is at least once: a job is removed only after the server confirmed it, in its own
/// transaction, so a kill between the server's 2xx and that commit sends the same request again on
/// the next run, never loses the job. Every job kind must therefore be idempotent (today only
/// `deleteQueue`: deleting a queue that is already gone answers 404, which also counts as done).
/// Failures back off exponentially. See docs/reliability.md "The outbox is at least once".
public struct OutboxDeliverer: Sendable {
    let store: ThresholdStore
    let client: any ServerClient
    let clock: any WallClock
    let backoff: Backoff
    /// Runs between a server's confirmation and the commit that removes the job; tests use it to
    /// stand for a kill at that instant (an error thrown here ends ``deliver(force:)`` at once).
    var afterConfirmation: (@Sendable (OutboxJob) throws -> Void)?

    /// Creates a deliverer.
    public init(store: ThresholdStore, client: any ServerClient, clock: any WallClock = SystemClock(),
                backoff: Backoff = Backoff()) {
        self.store = store
        self.client = client
        self.clock = clock
        self.backoff = backoff
    }

    /// Attempts every job that is due (with `force`, every job) once.
    public func deliver(force: Bool = false) throws -> OutboxReport {
        var delivered = 0
        var failed = 0
        let now = clock.now()
        for job in try store.outboxJobs() where force || job.nextAttemptAt <= now {
            do throws(DeliveryError) {
                try client.deleteQueue(server: job.server, queueID: job.queueID)
            } catch {
                let next = clock.now() + backoff.delay(afterAttempts: job.attempts + 1)
                try store.failOutboxJob(job.id, error: error.description, nextAttemptAt: next)
                failed += 1
                continue
            }
            try afterConfirmation?(job)
            try store.completeOutboxJob(job.id)
            delivered += 1
        }
        return OutboxReport(delivered: delivered, failed: failed, remaining: try store.outboxJobs().count)
    }
}
