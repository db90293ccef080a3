import Features
import Terminal

/// "Your chat profiles": the search/password field, the rows it shows, and the reveal in flight.
///
/// The text in the field may be a password. It lives here only while the screen is open, and the
/// hidden profiles it revealed are dropped as soon as the text changes.
struct ProfilesState: Equatable, Sendable {
    /// The combined search / password field.
    var search = TextFieldState()
    /// Bumped on every change of the text; reveal results for an older value are dropped.
    var generation = 0
    /// Hidden profiles revealed by `revealPassword`.
    var revealed: [Profile] = []
    /// The text that revealed `revealed` (needed to act on them); nil when nothing is revealed.
    var revealPassword: String?
    /// A reveal attempt (one KDF run) is in flight for the current text.
    var isRevealing = false
    /// The selected row.
    var selected = 0
    /// The first row shown.
    var scroll = 0
    /// "Enter password above to show!" after hiding a profile.
    var showsHiddenBanner = false
    /// The user paused on a non-empty text but the app lock's grant had ended: the text was not
    /// tried as a password; the list offers "Unlock to look for hidden profiles" instead (Enter on
    /// it, or in the field while it is the selected row, opens an empty passcode prompt).
    var needsUnlockToReveal = false
    /// The text changed and a reveal attempt is scheduled for when the user pauses.
    var isAwaitingPause = false

    /// The text with surrounding white space removed, as compared with names and passwords.
    var query: String { ProfileSearch.trimmed(search.text) }

    /// The rows for `profiles` (the visible ones): those whose name contains the query, then the
    /// revealed hidden ones, then "Add profile" when the field is empty.
    func rows(visible profiles: [Profile], active: Profile? = nil) -> [ProfileRow] {
        let query = self.query
        var rows: [ProfileRow] = ProfileSearch.matching(profiles, query: query).map(ProfileRow.profile)
        // The active hidden profile keeps its row (marked active and hidden) for as long as it is
        // active, without its password typed again; only with the field empty, so typing a name
        // never finds it.
        if let active, active.hidden, query.isEmpty, !revealed.contains(where: { $0.id == active.id }) {
            rows.insert(.profile(active), at: 0)
        }
        rows.reserveCapacity(rows.count + revealed.count + 1)
        for profile in revealed { rows.append(.profile(profile)) }
        if query.isEmpty { rows.append(.addProfile) }
        if !query.isEmpty && needsUnlockToReveal { rows.append(.unlockToReveal) }
        return rows
    }

    /// How to name `profile` to the store: hidden ones need the password that revealed them.
    func ref(for profile: Profile) -> ProfileRef {
        ProfileRef(profile.name, password: profile.hidden ? revealPassword : nil)
    }
}

/// One row of "Your chat profiles".
enum ProfileRow: Equatable, Sendable {
    /// A profile.
    case profile(Profile)
    /// "+ Add profile" (only when the field is empty).
    case addProfile
    /// "Unlock to look for hidden profiles" (the app lock's grant ended; the text was not tried).
    /// Shown only once the pause after typing is over, never while the text is still changing.
    case unlockToReveal
}
