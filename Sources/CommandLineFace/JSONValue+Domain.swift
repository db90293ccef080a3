import Features

extension JSONValue {
    /// A profile as `profiles list --json` prints it.
    static func profile(_ p: Profile) -> JSONValue {
        .object([("name", .string(p.name)), ("bio", .string(p.bio)), ("active", .bool(p.active)),
                 ("muted", .bool(p.muted)), ("hidden", .bool(p.hidden)), ("unread", .int(p.unread)),
                 ("hasPicture", .bool(p.hasPicture))])
    }

    /// A listing: `{"profiles":[...],"totalUnread":N}`.
    static func listing(_ listing: ProfileListing) -> JSONValue {
        .object([("profiles", .array(listing.profiles.map(profile))), ("totalUnread", .int(listing.totalUnread))])
    }

    /// `{"ok":true}` plus members.
    static func ok(_ members: [(String, JSONValue)] = []) -> JSONValue {
        .object([("ok", .bool(true))] + members)
    }
}
