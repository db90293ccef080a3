/// A hidden profile opened by its password (or by the session's key): its slot, its profile key and
/// its plaintext, in memory only.
struct OpenedSlot {
    /// A message waiting for the profile outside its sealed body: in the mailbox, or in an old
    /// `sealed_inbox` row.
    struct Pending {
        /// Index of its chat in ``SealedProfile/chats``.
        var chat: Int
        var message: SealedProfile.Message
        /// The ``SealedMailbox/Cell/mark`` of each cell it came in (none for an old inbox row).
        var marks: [String]
    }

    /// The `sealed_slots` row.
    let slot: Int64
    /// The profile key that seals the body and that the password's K unwraps.
    let key: [UInt8]
    /// The profile as sealed, without the messages still waiting for it.
    var profile: SealedProfile
    /// Messages waiting for this profile's routes, oldest first.
    var pending: [Pending]

    /// How many messages are waiting outside the sealed body (all unread).
    var inboxUnread: Int { pending.count }

    /// The id a revealed hidden profile has in ``Profile/id``: negative, so never a visible row's id.
    var id: Int64 { -slot }

    /// The profile as the user sees it.
    func value(active: Bool) -> Profile {
        Profile(id: id, name: profile.name, bio: profile.bio, createdAt: profile.createdAt, muted: true, hidden: true,
                unread: profile.unread + inboxUnread, active: active,
                hasPicture: profile.picture == 1)
    }
}
