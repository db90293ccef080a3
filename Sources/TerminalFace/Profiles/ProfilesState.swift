import Features
import Terminal

/// "Your chat profiles" in the full screen: the field being edited, the selection, and Features'
/// ``ProfileFinder`` (the search-or-password rules every face shares) for what the text reveals.
///
/// The text in the field may be a password. It lives here only while the screen is open, and the
/// hidden profiles it revealed are dropped as soon as the text changes.
struct ProfilesState: Equatable, Sendable {
    /// The combined search / password field.
    var search = TextFieldState()
    /// What the text shows and reveals (Features: the one reveal state machine).
    var finder = ProfileFinder<Profile>()
    /// The selected row.
    var selected = 0
    /// The first row shown.
    var scroll = 0

    /// The text with surrounding white space removed, as compared with names and passwords.
    var query: String { ProfileSearch.trimmed(search.text) }

    // The finder's state, by the names the screen and its tests use.
    var generation: Int { get { finder.generation } set { finder.generation = newValue } }
    var revealed: [Profile] { get { finder.revealed } set { finder.revealed = newValue } }
    var revealPassword: String? { get { finder.revealPassword } set { finder.revealPassword = newValue } }
    var isRevealing: Bool { get { finder.isRevealing } set { finder.isRevealing = newValue } }
    var needsUnlockToReveal: Bool { get { finder.needsUnlockToReveal } set { finder.needsUnlockToReveal = newValue } }
    var isAwaitingPause: Bool { get { finder.isAwaitingPause } set { finder.isAwaitingPause = newValue } }
    var showsHiddenBanner: Bool { get { finder.showsHiddenBanner } set { finder.showsHiddenBanner = newValue } }

    /// The rows for `profiles` (the visible ones), by ``ProfileFinder/rows(text:visible:active:)``.
    func rows(visible profiles: [Profile], active: Profile? = nil) -> [ProfileRow] {
        finder.rows(text: search.text, visible: profiles, active: active)
    }

    /// How to name `profile` to the store: hidden ones need the password that revealed them.
    func ref(for profile: Profile) -> ProfileRef {
        ProfileRef(profile.name, password: finder.password(for: profile))
    }
}

/// One row of "Your chat profiles" (Features' ``ProfileFinder/Row``).
typealias ProfileRow = ProfileFinder<Profile>.Row
