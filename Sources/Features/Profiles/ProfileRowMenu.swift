import ThresholdCore

/// What a profile row in "Your chat profiles" offers when opened, once for every face: its title
/// (the name), its marks ("active, muted"), the actions its state allows in menu order
/// (``ProfileAction/available(for:isActive:visibleCount:revealed:)``), which of them is destructive,
/// and the label that closes it. The full screen's menu, plain mode's numbered choice and the
/// desktop's row menu draw this; each only maps an action to what it runs.
public struct ProfileRowMenu: Sendable, Equatable {
    /// The profile's name.
    public let title: String
    /// The marks beside the name, joined ("active, muted"); nil when there are none.
    public let message: String?
    /// The actions, in menu order.
    public let actions: [ProfileAction]

    /// The menu for `profile`.
    /// - Parameters:
    ///   - isActive: whether it is the active profile.
    ///   - visibleCount: how many visible profiles exist.
    ///   - revealed: whether a hidden profile was revealed by a password the face still holds.
    public init(_ profile: Profile, isActive: Bool, visibleCount: Int, revealed: Bool) {
        title = profile.name
        let marks = ProfileAction.marks(for: profile, isActive: isActive)
        message = marks.isEmpty ? nil : marks.joined(separator: ", ")
        actions = ProfileAction.available(for: profile, isActive: isActive, visibleCount: visibleCount,
                                          revealed: profile.hidden && revealed)
    }

    /// The menu for a row of the home snapshot (the desktop's rows).
    public init(_ summary: ProfileSummary, visibleCount: Int, revealed: Bool) {
        let profile = Profile(id: 0, name: summary.name, bio: summary.bio, createdAt: 0, muted: summary.muted,
                              hidden: summary.hidden, unread: summary.unread, active: summary.active,
                              hasPicture: summary.picture != nil)
        self.init(profile, isActive: summary.active, visibleCount: visibleCount, revealed: revealed)
    }

    /// The label that closes the menu with nothing done.
    public var cancel: String { ButtonText.cancel }

    /// Whether choosing `action` starts something that can't be undone (drawn as destructive).
    public static func isDestructive(_ action: ProfileAction) -> Bool { action == .delete }
}
