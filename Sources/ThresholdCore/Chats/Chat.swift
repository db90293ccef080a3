/// A conversation of one profile with one contact.
public struct Chat: Sendable, Equatable, Identifiable {
    /// The database identity.
    public let id: Int64
    /// The contact's name.
    public var contact: String
    /// Whether this chat may notify.
    public var notifications: Bool
    /// Unread incoming messages.
    public var unread: Int
    /// Time of the newest message, seconds since 1970.
    public var lastMessageAt: Int64?

    /// Creates a chat value.
    public init(id: Int64, contact: String, notifications: Bool, unread: Int, lastMessageAt: Int64?) {
        self.id = id
        self.contact = contact
        self.notifications = notifications
        self.unread = unread
        self.lastMessageAt = lastMessageAt
    }
}
