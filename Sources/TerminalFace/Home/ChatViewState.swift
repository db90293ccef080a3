import Features

/// An opened chat: its messages (read-only, newest last) and how far up the user scrolled.
struct ChatViewState: Equatable, Sendable {
    /// The contact.
    var contact: String
    /// The messages, oldest first.
    var messages: [ChatMessage]
    /// Lines scrolled up from the newest (0 shows the end).
    var scrollFromEnd = 0
}
