import Features

/// `threshold outbox ...`
enum OutboxCommand {
    static let usage = "threshold outbox list | flush"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold outbox list")
            let jobs = try c.session.outboxJobs()
            c.emit(.object([("jobs", .array(jobs.map { job in
                .object([("id", .int(Int(job.id))), ("kind", .string(job.kind)), ("server", .string(job.server)),
                         ("queueId", .string(job.queueID)), ("attempts", .int(job.attempts)),
                         ("nextAttemptAt", .int(Int(job.nextAttemptAt))),
                         ("lastError", job.lastError.map(JSONValue.string) ?? .null)])
            }))]), jobs.isEmpty ? tr("The outbox is empty.") : jobs.map { job in
                let row: [String: TextArgument] = ["id": .text("#\(job.id)"), "queue": .text(job.queueID), "server": .text(job.server)]
                return job.lastError.map {
                    trn("{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})",
                        "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})",
                        count: job.attempts, row.merging(["error": .text($0)]) { a, _ in a })
                } ?? trn("{id} delete queue {queue} on {server}, {count} failed attempt",
                         "{id} delete queue {queue} on {server}, {count} failed attempts", count: job.attempts, row)
            }.joined(separator: "\n"))
        case "flush":
            try c.expectWords(2, usage: "threshold outbox flush")
            let report = try c.session.flushOutbox()
            c.emit(.object([("delivered", .int(report.delivered)), ("failed", .int(report.failed)),
                            ("remaining", .int(report.remaining))]),
                   tr("Delivered: {delivered}, failed: {failed}, waiting: {remaining}.",
                      ["delivered": .number(report.delivered), "failed": .number(report.failed), "remaining": .number(report.remaining)]))
            if report.failed > 0 {
                // A script must see that a deletion did not reach its server (the report is printed).
                c.exitStatus = 1
                c.console.err("threshold: " + trn("{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why).",
                                                   "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why).",
                                                   count: report.failed) + "\n")
            }
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }
}
