import Features

/// One row of "Your chat profiles": a profile (visible, or hidden and revealed), or "Add profile".
enum ProfileListItem: Equatable {
    case profile(ProfileSummary, revealed: Bool)
    case addProfile

    /// The list model's key for the row.
    var key: String {
        switch self {
        case .profile(let profile, let revealed): (revealed ? "r:" : "v:") + profile.name
        case .addProfile: "+"
        }
    }
}
