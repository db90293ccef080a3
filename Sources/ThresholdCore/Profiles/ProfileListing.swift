import Pictures

/// The profiles the user can see now, and the total unread badge.
public struct ProfileListing: Sendable, Equatable {
    /// Visible profiles, then any hidden ones revealed by the password given, in creation order.
    public var profiles: [Profile]
    /// Unread messages of visible unmuted profiles, plus the active profile when it is a revealed hidden one.
    public var totalUnread: Int
    /// The pictures of the revealed hidden profiles, by ``Profile/id`` (read while their slots are
    /// open; a visible profile's is read with ``ThresholdStore/visibleProfilePictures()``).
    public var pictures: [Int64: ProfilePicture] = [:]

    /// Creates a listing.
    public init(profiles: [Profile], totalUnread: Int) {
        self.profiles = profiles
        self.totalUnread = totalUnread
    }

    /// The active profile, if any.
    public var active: Profile? { profiles.first(where: \.active) }
}
