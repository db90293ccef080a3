import Features

/// `threshold dev ...`: demo and benchmark data.
enum DevCommand {
    static let usage = "threshold dev seed [--profiles N] [--chats M] [--messages K] [--server URL] | receive --profile P --chat C TEXT [--server URL] | receive --queue Q TEXT [--server URL] | dump"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        switch action {
        case "seed":
            try c.expectWords(2, usage: usage)
            let plan = SeedPlan(profiles: try c.arguments.integer("profiles", default: 3, in: 1...100_000),
                                chats: try c.arguments.integer("chats", default: 12, in: 0...10_000_000),
                                messages: try c.arguments.integer("messages", default: 120, in: 0...100_000_000),
                                server: c.arguments.options["server"] ?? AppSession.defaultServer)
            if plan.messages > 0 && plan.chats == 0 { throw UsageError(tr("--messages needs at least one chat (--chats M).")) }
            let created = try c.session.seed(plan)
            c.emit(.object([("profiles", .int(created.count)), ("chats", .int(plan.chats)), ("messages", .int(plan.messages))]),
                   tr("Seeded profiles: {profiles}, chats: {chats}, messages: {messages}.", ["profiles": .number(created.count), "chats": .number(plan.chats), "messages": .number(plan.messages)]))
        case "receive":
            try c.expectWords(3, usage: usage)
            if let queue = c.arguments.options["queue"] {
                // As the messaging layer receives: by server queue, no profile name, no password.
                guard c.arguments.options["profile"] == nil, c.arguments.options["chat"] == nil, !queue.isEmpty else {
                    throw UsageError(tr("dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}", ["usage": .text(usage)]))
                }
                let notify = try c.session.receiveMessage(server: c.arguments.options["server"] ?? AppSession.defaultServer,
                                                        queue: queue, text: c.arguments.words[2])
                c.emit(.ok([("notified", .bool(notify))]), received(notify))
                return
            }
            guard let profile = c.arguments.options["profile"], let chat = c.arguments.options["chat"] else {
                throw UsageError(tr("dev receive needs --profile P and --chat C. Usage: {usage}", ["usage": .text(usage)]))
            }
            guard !chat.isEmpty else { throw UsageError(tr("--chat needs a contact name.")) }
            let notify = try c.session.receiveMessage(profile: try c.profileRef(profile), contact: chat,
                                                    text: c.arguments.words[2],
                                                    server: c.arguments.options["server"] ?? AppSession.defaultServer)
            c.emit(.ok([("notified", .bool(notify))]), received(notify))
        case "dump":
            try c.expectWords(2, usage: "threshold dev dump")
            let dump = try c.session.dumpDatabase()
            c.emit(DumpReport.json(dump), DumpReport.text(dump))
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }

    /// What `dev receive` did.
    private static func received(_ notified: Bool) -> String {
        notified ? tr("Received; a notification would show.") : tr("Received quietly.")
    }
}
