import ThresholdCore

/// An opened chat: its messages (newest last) and the home data after marking it read. The same
/// for every front end: opening a chat shows it and marks it read, in one call.
public struct ChatTranscript: Equatable, Sendable {
    /// The contact.
    public var contact: String
    /// The newest messages, oldest first.
    public var messages: [ChatMessage]
    /// How many were unread before it was opened.
    public var markedRead: Int
    /// The home data afterwards (the unread counts went down).
    public var snapshot: HomeSnapshot

    /// Creates a transcript.
    public init(contact: String, messages: [ChatMessage], markedRead: Int, snapshot: HomeSnapshot) {
        self.contact = contact
        self.messages = messages
        self.markedRead = markedRead
        self.snapshot = snapshot
    }
}

extension AppSession {
    /// Opens the active profile's chat with `contact`: reads its messages, then marks them read.
    /// - Throws: ``ChatError`` (no active profile, no such chat).
    public func openChat(_ contact: String) throws -> ChatTranscript {
        let messages = try store.messages(withContact: contact)
        let marked = try store.readChat(contact)
        return ChatTranscript(contact: contact, messages: messages, markedRead: marked, snapshot: try HomeSnapshot.read(from: store))
    }
}

extension ChatTranscript {
    /// The transcript as lines for people, the same in plain mode and on the command line: a title,
    /// each message as "Contact: text" or "You: text" (control characters escaped), then how many
    /// were marked read.
    public var lines: [String] {
        let contact = SafeText.forTerminal(self.contact)
        var lines = [ChatText.title(contact)]
        if messages.isEmpty { lines.append("  " + ChatText.noMessages) }
        let you = ChatText.you
        for message in messages {
            lines.append("  \(message.incoming ? contact : you): \(SafeText.forTerminal(message.text))")
        }
        lines.append(trn("Marked {count} message as read.", "Marked {count} messages as read.", count: markedRead))
        return lines
    }
}
