/// Sends outbox jobs through a ``ServerClient``.
///
/// A job is removed only after the server confirmed it, in its own transaction; a crash in between
/// means one more (idempotent) request, never a lost job. Failures back off exponentially.
public struct OutboxDeliverer: Sendable {
    let store: ThresholdStore
    let client: any ServerClient
    let clock: any WallClock
    let backoff: Backoff

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
            try store.completeOutboxJob(job.id)
            delivered += 1
        }
        return OutboxReport(delivered: delivered, failed: failed, remaining: try store.outboxJobs().count)
    }
}
