/// One message of a chat, as a read-only view shows it.
public struct ChatMessage: Sendable, Equatable, Identifiable {
    /// The database identity.
    public let id: Int64
    /// Received from the contact (true) or sent by the profile.
    public var incoming: Bool
    /// The text.
    public var text: String
    /// When it was sent, seconds since 1970.
    public var sentAt: Int64

    /// Creates a message value.
    public init(id: Int64, incoming: Bool, text: String, sentAt: Int64) {
        self.id = id
        self.incoming = incoming
        self.text = text
        self.sentAt = sentAt
    }
}
