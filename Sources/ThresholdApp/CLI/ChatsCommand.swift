import Features
import ThresholdCore

/// `threshold chats ...`
enum ChatsCommand {
    static let usage = "threshold chats list | read NAME"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "a chats command", usage: usage)
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold chats list")
            let chats = try c.store.chatsOfActiveProfile()
            c.emit(.object([("chats", .array(chats.map { chat in
                .object([("contact", .string(chat.contact)), ("unread", .int(chat.unread)),
                         ("notifications", .bool(chat.notifications))])
            }))]), chats.isEmpty ? tr("No chats yet.") : chats.map { chat in
                chat.contact + (chat.unread > 0 ? " " + tr("({count} unread)", ["count": .number(chat.unread)]) : "") + (chat.notifications ? "" : " [" + tr("muted") + "]")
            }.joined(separator: "\n"))
        case "read":
            try c.expectWords(3, usage: "threshold chats read NAME")
            let count = try c.store.readChat(c.arguments.words[2])
            c.emit(.ok([("read", .int(count))]), trn("Marked {count} message as read.", "Marked {count} messages as read.", count: count))
        default:
            throw UsageError("Unknown chats command \"\(SafeText.echo(action))\". Usage: \(usage)")
        }
    }
}
