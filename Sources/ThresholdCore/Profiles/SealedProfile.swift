/// Everything of one hidden profile, as it is sealed into its slot (see ``SealedSlot``): the profile,
/// its chats with their server queues and messages. It exists in plaintext only in memory, after its
/// password opened the slot.
struct SealedProfile: Codable, Equatable {
    /// One chat of the hidden profile.
    struct Chat: Codable, Equatable {
        var contact: String
        var notifications: Bool
        var lastMessageAt: Int64?
        var queues: [Queue]
        var messages: [Message]

        /// Unread incoming messages in the sealed body (the inbox adds its own).
        var unread: Int { messages.reduce(0) { $0 + ($1.incoming && !$1.read ? 1 : 0) } }
    }

    /// A server queue and the route that lets messages reach it while the profile is hidden.
    struct Queue: Codable, Equatable {
        var server: String
        var queueID: String
        /// `HMAC-SHA256(route key, server || 0 || queue id)`, hex: the `sealed_routes.tag` of this queue.
        var route: String
        /// The route's X25519 private key, hex: it opens what ``SealedInbox`` sealed to the route.
        var routePrivateKey: String
    }

    /// One message.
    struct Message: Codable, Equatable {
        var incoming: Bool
        var read: Bool
        var text: String
        var sentAt: Int64
    }

    var name: String
    var bio: String
    var createdAt: Int64
    /// The row id the profile had while visible; unhiding reuses it when it is still free.
    var originalID: Int64
    var chats: [Chat]
    /// The marks of mailbox cells already merged into the body and still in the ring, so they are
    /// not counted again (nil when none; older bodies have none).
    var mergedMail: [String]?
    /// 1 when the slot's picture cell (``PictureCell``) holds the profile's picture, 0 when not; nil
    /// in bodies sealed before pictures. Always written as one digit, so the body's size does not
    /// depend on it (a Bool would be "true" or "false", one byte apart).
    var picture: Int?

    /// Unread incoming messages in the sealed body.
    var unread: Int { chats.reduce(0) { $0 + $1.unread } }
}
