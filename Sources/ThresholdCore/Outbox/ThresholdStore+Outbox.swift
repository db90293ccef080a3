import Storage

extension ThresholdStore {
    /// Every job still waiting, oldest first.
    public func outboxJobs() throws -> [OutboxJob] {
        try database.read { db in
            try db.map("""
                SELECT id, kind, server, queue_id, created_at, attempts, next_attempt_at, last_error
                FROM outbox ORDER BY id
                """) { (row: borrowing Row) in
                OutboxJob(id: row.int64("id"), kind: row.string("kind") ?? "", server: row.string("server") ?? "",
                          queueID: row.string("queue_id") ?? "", createdAt: row.int64("created_at"), attempts: row.int("attempts"),
                          nextAttemptAt: row.int64("next_attempt_at"), lastError: row.string("last_error"))
            }
        }
    }

    /// Removes a job the server confirmed.
    func completeOutboxJob(_ id: Int64) throws {
        try database.write { db in try db.execute("DELETE FROM outbox WHERE id = ?", [.integer(id)]) }
    }

    /// Records a failed attempt and when to try again.
    func failOutboxJob(_ id: Int64, error: String, nextAttemptAt: Int64) throws {
        try database.write { db in
            try db.execute("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
                           [.text(error), .integer(nextAttemptAt), .integer(id)])
        }
    }
}
