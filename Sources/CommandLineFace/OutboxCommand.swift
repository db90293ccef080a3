import Features

/// `threshold outbox ...`
enum OutboxCommand {
    static let usage = "threshold outbox list | flush"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "an outbox command", usage: usage)
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold outbox list")
            let jobs = try c.session.outboxJobs()
            c.emit(.object([("jobs", .array(jobs.map { job in
                .object([("id", .int(Int(job.id))), ("kind", .string(job.kind)), ("server", .string(job.server)),
                         ("queueId", .string(job.queueID)), ("attempts", .int(job.attempts)),
                         ("nextAttemptAt", .int(Int(job.nextAttemptAt))),
                         ("lastError", job.lastError.map(JSONValue.string) ?? .null)])
            }))]), jobs.isEmpty ? "The outbox is empty." : jobs.map { job in
                "#\(job.id) delete queue \(job.queueID) on \(job.server), \(job.attempts) failed attempt(s)"
                    + (job.lastError.map { " (last: \($0))" } ?? "")
            }.joined(separator: "\n"))
        case "flush":
            try c.expectWords(2, usage: "threshold outbox flush")
            let report = try c.session.flushOutbox()
            c.emit(.object([("delivered", .int(report.delivered)), ("failed", .int(report.failed)),
                            ("remaining", .int(report.remaining))]),
                   "Delivered \(report.delivered), failed \(report.failed), \(report.remaining) waiting.")
            if report.failed > 0 {
                // A script must see that a deletion did not reach its server (the report is printed).
                c.exitStatus = 1
                c.console.err("threshold: \(report.failed) deletion(s) could not be delivered; they stay in the outbox and are tried again later (threshold outbox list shows why).\n")
            }
        default:
            throw UsageError("Unknown outbox command \"\(SafeText.echo(action))\". Usage: \(usage)")
        }
    }
}
