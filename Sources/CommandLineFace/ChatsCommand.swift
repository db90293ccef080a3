import Features

/// `threshold chats ...`
enum ChatsCommand {
    static let usage = "threshold chats list | read NAME [--hidden] [--password-stdin]"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold chats list [--hidden] [--password-stdin]")
            try openHiddenProfileIfAsked(c, after: 2, usage: "threshold chats list [--hidden] [--password-stdin]")
            let chats = try c.session.chatsOfActiveProfile()
            c.emit(.object([("chats", .array(chats.map { chat in
                .object([("contact", .string(chat.contact)), ("unread", .int(chat.unread)),
                         ("notifications", .bool(chat.notifications))])
            }))]), chats.isEmpty ? ChatText.noChats : chats.map { chat in
                (chat.unread > 0 ? tr("{name} ({count} unread)", ["name": .user(chat.contact), "count": .number(chat.unread)]) : chat.contact) + (chat.notifications ? "" : " [" + ChatText.mutedMark + "]")
            }.joined(separator: "\n"))
        case "read":
            try c.expectWords(3, usage: "threshold chats read NAME [--hidden] [--password-stdin]")
            try openHiddenProfileIfAsked(c, after: 3, usage: "threshold chats read NAME [--hidden] [--password-stdin]")
            // Opening a chat shows its messages and marks them read, as in every face.
            let transcript = try c.session.openChat(c.arguments.words[2])
            let messages = JSONValue.array(transcript.messages.map { message in
                .object([("incoming", .bool(message.incoming)), ("text", .string(message.text)),
                         ("sentAt", .int(Int(message.sentAt)))])
            })
            c.emit(.ok([("contact", .string(transcript.contact)), ("messages", messages),
                        ("read", .int(transcript.markedRead))]),
                   transcript.lines.joined(separator: "\n"))
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }

    /// With `--hidden` or `--password-stdin`: makes a hidden profile the active one for this command
    /// (PRODUCT.md 3.1: an active hidden profile's chats list and open in every face). Its name and
    /// password are read as for the other profile commands (no-echo prompts, or lines of standard
    /// input after the passcode), never taken from argv; a wrong pair is `unknownProfile`, the same
    /// as a name nobody has.
    static func openHiddenProfileIfAsked(_ c: CommandContext, after words: Int, usage: String) throws {
        guard c.arguments.has("hidden") || c.arguments.has("password-stdin") else { return }
        let name = try c.profileName(at: words, usage: usage)
        let password = try c.requireSecret(PromptText.password, for: c.commandName)
        try c.session.activateProfile(ProfileRef(name, password: password))
    }
}
