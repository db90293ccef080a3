/// A hidden profile opened by its password (or by the session's key): its slot, its profile key and
/// its plaintext, in memory only.
struct OpenedSlot {
    /// The `sealed_slots` row.
    let slot: Int64
    /// The profile key that seals the body and that the password's K unwraps.
    let key: [UInt8]
    /// The profile as sealed, without the messages still waiting in the inbox.
    var profile: SealedProfile
    /// Messages waiting in the sealed inbox for this profile's routes.
    var inboxUnread: Int

    /// The id a revealed hidden profile has in ``Profile/id``: negative, so never a visible row's id.
    var id: Int64 { -slot }

    /// The profile as the user sees it.
    func value(active: Bool) -> Profile {
        Profile(id: id, name: profile.name, bio: profile.bio, createdAt: profile.createdAt, muted: true, hidden: true,
                unread: profile.unread + inboxUnread, active: active)
    }
}
