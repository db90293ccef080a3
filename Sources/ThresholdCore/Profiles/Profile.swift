/// A chat profile as the user sees it.
public struct Profile: Sendable, Equatable, Hashable, Identifiable {
    /// The database identity; stable for the life of the profile.
    public let id: Int64
    /// The display name (always in normal form).
    public var name: String
    /// The bio (may be empty).
    public var bio: String
    /// Creation time, seconds since 1970.
    public var createdAt: Int64
    /// Notifications suppressed. Hidden profiles are always muted.
    public var muted: Bool
    /// Protected by a password; listed only when revealed.
    public var hidden: Bool
    /// Unread incoming messages across the profile's chats.
    public var unread: Int
    /// The profile whose chats the app shows.
    public var active: Bool
    /// A picture is set (``ThresholdStore/picture(ofProfile:)`` reads it); faces that can't draw one
    /// show the initials and say so.
    public var hasPicture: Bool

    /// Creates a profile value.
    public init(id: Int64, name: String, bio: String, createdAt: Int64, muted: Bool, hidden: Bool,
                unread: Int, active: Bool, hasPicture: Bool = false) {
        self.id = id
        self.name = name
        self.bio = bio
        self.createdAt = createdAt
        self.muted = muted
        self.hidden = hidden
        self.unread = unread
        self.active = active
        self.hasPicture = hasPicture
    }
}
