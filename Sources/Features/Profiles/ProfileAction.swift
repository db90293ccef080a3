import ThresholdCore

/// What can be done to one profile row in "Your chat profiles", in every front end.
public enum ProfileAction: String, Equatable, Sendable, CaseIterable {
    /// Make it the active profile.
    case activate
    /// Change its name and bio.
    case edit
    /// Stop its notifications.
    case mute
    /// Notify again.
    case unmute
    /// Put it behind a password.
    case hide
    /// Make a revealed hidden profile visible again.
    case unhide
    /// Delete it (local data, optionally its server connections).
    case delete

    /// The action's label.
    public var title: String {
        switch self {
        case .activate: tr("Switch to this profile")
        case .edit: tr("Edit profile")
        case .mute: tr("Mute")
        case .unmute: tr("Unmute")
        case .hide: tr("Hide profile")
        case .unhide: tr("Unhide")
        case .delete: tr("Delete profile")
        }
    }

    /// The actions `profile`'s row offers, in menu order (the rules of the product's table; Edit
    /// comes last, after the seed's actions): the
    /// active profile can't be switched to, hidden or unhidden, and is deleted only when it is the
    /// last visible one; a hidden profile is always muted and is unhidden with the password that
    /// revealed it.
    /// - Parameters:
    ///   - isActive: whether it is the active profile.
    ///   - visibleCount: how many visible profiles exist.
    ///   - revealed: whether a hidden profile was revealed by a password the front end still holds.
    public static func available(for profile: Profile, isActive: Bool, visibleCount: Int,
                                 revealed: Bool) -> [ProfileAction] {
        var actions: [ProfileAction] = []
        if !isActive { actions.append(.activate) }
        if !profile.hidden { actions.append(profile.muted ? .unmute : .mute) }
        if !isActive {
            if profile.hidden {
                if revealed { actions.append(.unhide) }
            } else {
                actions.append(.hide)
            }
        }
        if !isActive || (!profile.hidden && visibleCount == 1) { actions.append(.delete) }
        if !profile.hidden || revealed { actions.append(.edit) }
        return actions
    }

    /// The marks shown beside a profile's name: "active", "muted", "hidden", "picture set" (the line
    /// faces draw no picture, so they say that one is set).
    public static func marks(for profile: Profile, isActive: Bool) -> [String] {
        var marks: [String] = []
        if isActive { marks.append(tr("active", context: "profile mark")) }
        if profile.muted { marks.append(ProfilesText.mutedMark) }
        if profile.hidden { marks.append(ProfilesText.hiddenMark) }
        if profile.hasPicture { marks.append(ProfilesText.pictureSet) }
        return marks
    }
}
