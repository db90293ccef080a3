import Foundation
import ThresholdCore

/// A chat list row's second line: the chat's last message, who wrote it and when.
public struct ChatPreview: Equatable, Sendable {
    /// The newest message (nil: the chat has none).
    public var last: ChatMessage?

    /// A preview of `last`.
    public init(last: ChatMessage?) { self.last = last }

    /// The last message as "Sender: text" (one line: line breaks become spaces), or nil.
    public func text(contact: String) -> String? {
        guard let last else { return nil }
        let flat = last.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return ChatText.spoken(sender: last.incoming ? contact : ChatText.you, text: flat)
    }

    /// The last message's time: the time today, else the day.
    public func time(now: Date = Date(), timeZone: TimeZone = .current) -> String? {
        last.map { ChatTime.listTime(Date(timeIntervalSince1970: TimeInterval($0.sentAt)), now: now, timeZone: timeZone) }
    }
}

extension AppSession {
    /// The last message of each of the active profile's chats, by contact (one short read per chat).
    public func chatPreviews(of chats: [Chat]) -> [String: ChatPreview] {
        var previews: [String: ChatPreview] = [:]
        for chat in chats {
            previews[chat.contact] = ChatPreview(last: (try? store.messages(withContact: chat.contact, limit: 1))?.last)
        }
        return previews
    }

    /// Up to `limit` messages of the active profile's chat with `contact` from before `message`,
    /// oldest first: the page before the ones shown, for a view that loads a long chat as it is
    /// scrolled back. Reading marks nothing read (opening the chat did).
    /// - Throws: ``ChatError`` (no active profile, no such chat).
    public func messages(of contact: String, before message: ChatMessage, limit: Int) throws -> [ChatMessage] {
        try store.messages(withContact: contact, limit: limit, before: message)
    }

    /// Opens the chat with `contact` as ``openChat(_:)`` does, with up to `limit` of its newest messages.
    /// - Throws: ``ChatError`` (no active profile, no such chat).
    public func openChat(_ contact: String, limit: Int) throws -> ChatTranscript {
        let messages = try store.messages(withContact: contact, limit: limit)
        let marked = try store.readChat(contact)
        return ChatTranscript(contact: contact, messages: messages, markedRead: marked, snapshot: try HomeSnapshot.read(from: store))
    }
}
