import Secrets
import Storage
import ThresholdCore

/// `threshold dev ...`: demo and benchmark data.
enum DevCommand {
    static let usage = "threshold dev seed [--profiles N] [--chats M] [--messages K] [--server URL] | receive --profile P --chat C TEXT [--server URL] | receive --queue Q TEXT [--server URL] | dump"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "a dev command", usage: usage)
        switch action {
        case "seed":
            try c.arguments.allow(["profiles", "chats", "messages", "server"], for: "dev seed")
            try c.expectWords(2, usage: usage)
            let plan = SeedPlan(profiles: try c.arguments.integer("profiles", default: 3, in: 1...100_000),
                                chats: try c.arguments.integer("chats", default: 12, in: 0...10_000_000),
                                messages: try c.arguments.integer("messages", default: 120, in: 0...100_000_000),
                                server: c.arguments.options["server"] ?? ThresholdStore.defaultServer)
            if plan.messages > 0 && plan.chats == 0 { throw UsageError("--messages needs at least one chat (--chats M).") }
            let created = try c.store.seed(plan)
            c.emit(.object([("profiles", .int(created.count)), ("chats", .int(plan.chats)), ("messages", .int(plan.messages))]),
                   "Seeded \(created.count) profiles, \(plan.chats) chats and \(plan.messages) messages.")
        case "receive":
            try c.arguments.allow(["profile", "chat", "server", "password-stdin", "queue"], for: "dev receive")
            try c.expectWords(3, usage: usage)
            if let queue = c.arguments.options["queue"] {
                // As the messaging layer receives: by server queue, no profile name, no password.
                guard c.arguments.options["profile"] == nil, c.arguments.options["chat"] == nil, !queue.isEmpty else {
                    throw UsageError("dev receive takes either --queue Q or --profile P --chat C. Usage: \(usage)")
                }
                let notify = try c.store.receiveMessage(server: c.arguments.options["server"] ?? ThresholdStore.defaultServer,
                                                        queue: queue, text: c.arguments.words[2])
                c.emit(.ok([("notified", .bool(notify))]), notify ? "Received; a notification would show." : "Received quietly.")
                return
            }
            guard let profile = c.arguments.options["profile"], let chat = c.arguments.options["chat"] else {
                throw UsageError("dev receive needs --profile P and --chat C. Usage: \(usage)")
            }
            guard !chat.isEmpty else { throw UsageError("--chat needs a contact name.") }
            let notify = try c.store.receiveMessage(profile: try c.profileRef(profile), contact: chat,
                                                    text: c.arguments.words[2],
                                                    server: c.arguments.options["server"] ?? ThresholdStore.defaultServer)
            c.emit(.ok([("notified", .bool(notify))]), notify ? "Received; a notification would show." : "Received quietly.")
        case "dump":
            try c.arguments.allow([], for: "dev dump")
            try c.expectWords(2, usage: "threshold dev dump")
            let dump = try c.store.dumpDatabase()
            c.emit(json(dump), human(dump))
        default:
            throw UsageError("Unknown dev command \"\(action)\". Usage: \(usage)")
        }
    }

    /// `dev dump --json`: blobs as `{"hex": ...}`, reals as text.
    static func json(_ dump: DatabaseDump) -> JSONValue {
        .object([
            ("tables", .array(dump.tables.map { table in
                .object([("name", .string(table.name)), ("columns", .array(table.columns.map { .string($0) })),
                         ("rows", .array(table.rows.map { .array($0.map(json) ) }))])
            })),
            ("pageCount", .int(dump.pageCount)),
            ("freelistCount", .int(dump.freelistCount)),
        ])
    }

    private static func json(_ value: DatabaseValue) -> JSONValue {
        switch value {
        case .null: .null
        case .integer(let number): .int(Int(number))
        case .real(let number): .string(String(number))
        case .text(let text): .string(text)
        case .blob(let bytes): .object([("hex", .string(Hex.encode(bytes)))])
        }
    }

    /// JSON text with DEL and the C1 controls (which JSON allows raw) escaped too.
    private static func escaped(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F..<0xA0).contains(scalar.value) {
                out.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `dev dump`: one block per table; text quoted and escaped as JSON strings, so no control
    /// character from data reaches the terminal.
    static func human(_ dump: DatabaseDump) -> String {
        var lines: [String] = []
        for table in dump.tables {
            lines.append("\(table.name) (\(table.rows.count) rows): \(table.columns.joined(separator: " | "))")
            for row in table.rows {
                lines.append("  " + row.map { value in
                    switch value {
                    case .null: "NULL"
                    case .integer(let number): String(number)
                    case .real(let number): String(number)
                    case .text(let text): escaped(JSONValue.string(text).serialized())
                    case .blob(let bytes): "x'" + Hex.encode(bytes) + "'"
                    }
                }.joined(separator: " | "))
            }
        }
        lines.append("pages: \(dump.pageCount), free pages: \(dump.freelistCount)")
        return lines.joined(separator: "\n")
    }
}
