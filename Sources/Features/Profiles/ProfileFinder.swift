import ThresholdCore

/// A profile as "Your chat profiles" lists it: the store's ``Profile`` (terminal faces) or the
/// desktop's ``ProfileSummary`` (with its picture).
public protocol FindableProfile: Equatable, Sendable {
    /// The display name (unique among the profiles a password shows).
    var name: String { get }
    /// Whether it is hidden (listed only while its password is in the field, or while active).
    var hidden: Bool { get }
}

extension Profile: FindableProfile {}
extension ProfileSummary: FindableProfile {}

/// "Your chat profiles"' search-or-password field as one model for every face (issue 31: the full
/// screen and the desktop each had their own reveal state machine and their own pause): the text
/// filters visible profiles by name at once; once the typing pauses (``pauseMilliseconds``) the
/// text is tried as a password, off the UI thread, and the hidden profiles it opens join the rows.
/// What a password revealed is dropped as soon as the text changes to another one, and results
/// of an older text are ignored. With the app lock's grant ended the text is never tried: the
/// rows offer "Unlock to look for hidden profiles" instead (``Authorization``).
///
/// The face owns the field (its text is passed in) and runs the effects: a timer for
/// ``Effect/waitForPause(generation:)``, one KDF run (``AppSession/revealSummaries(_:)`` or
/// ``ProfileSearch/reveal(_:in:)``) for ``Effect/reveal(generation:password:)``.
public struct ProfileFinder<Item: FindableProfile>: Equatable, Sendable {
    /// One row of the list.
    public enum Row: Equatable, Sendable {
        /// A profile (a visible one, the active hidden one, or one the password revealed).
        case profile(Item)
        /// "+ Add profile" (only with the field empty).
        case addProfile
        /// "Unlock to look for hidden profiles" (the grant ended; the text was not tried).
        case unlockToReveal
    }

    /// Work for the face.
    public enum Effect: Equatable, Sendable {
        /// Call ``pauseEnded(generation:text:allowed:)`` after ``ProfileFinder/pauseMilliseconds``.
        case waitForPause(generation: Int)
        /// Try `password` (one KDF run, off the UI thread), then ``revealFinished(generation:found:)``.
        case reveal(generation: Int, password: String)
    }

    /// How long the typing must pause before the text is tried as a password: long enough that
    /// a KDF run does not start on every key, short enough to feel immediate.
    public static var pauseMilliseconds: Int { 300 }

    /// Bumped on every change; results and pauses of an older text are ignored.
    public var generation = 0
    /// The hidden profiles ``revealPassword`` opened.
    public var revealed: [Item] = []
    /// The text that revealed ``revealed`` (needed to act on them); nil when nothing is revealed.
    public var revealPassword: String?
    /// A reveal attempt (one KDF run) is in flight for the current text.
    public var isRevealing = false
    /// The text changed and an attempt waits for the typing to pause.
    public var isAwaitingPause = false
    /// The typing paused while the grant had ended: "Unlock to look for hidden profiles" is offered.
    public var needsUnlockToReveal = false
    /// "Enter password above to show!" after a profile was hidden, until the field is used.
    public var showsHiddenBanner = false

    /// Nothing typed, nothing revealed.
    public init() {}

    /// The field's text is now `text`: the old text's reveal is forgotten (unless the same
    /// password is still there) and an attempt waits for the pause.
    public mutating func textChanged(_ text: String) -> Effect? {
        generation += 1
        let query = ProfileSearch.trimmed(text)
        if query != revealPassword.map(ProfileSearch.trimmed) {
            revealed = []
            revealPassword = nil
        }
        isRevealing = false
        needsUnlockToReveal = false
        showsHiddenBanner = false
        isAwaitingPause = !query.isEmpty
        return isAwaitingPause ? .waitForPause(generation: generation) : nil
    }

    /// The pause after `generation` is over: try `text` as a password when `allowed` (the app
    /// lock's grant lives), else offer the unlock row.
    public mutating func pauseEnded(generation: Int, text: String, allowed: Bool) -> Effect? {
        guard generation == self.generation, !ProfileSearch.trimmed(text).isEmpty else { return nil }
        guard allowed else {
            isAwaitingPause = false
            needsUnlockToReveal = true
            return nil
        }
        return revealNow(text)
    }

    /// Tries `text` as a password now (after the passcode was given for the unlock row, or after
    /// an operation changed what it reveals).
    public mutating func revealNow(_ text: String) -> Effect? {
        let query = ProfileSearch.trimmed(text)
        guard !query.isEmpty else { return nil }
        isAwaitingPause = false
        needsUnlockToReveal = false
        isRevealing = true
        return .reveal(generation: generation, password: query)
    }

    /// An attempt finished with the hidden profiles it found (nothing for a wrong password).
    public mutating func revealFinished(generation: Int, password: String, found: [Item]) {
        guard generation == self.generation else { return }
        isRevealing = false
        revealed = found.filter(\.hidden)
        revealPassword = revealed.isEmpty ? nil : password
    }

    /// A profile was just hidden: the banner, until the field is used.
    public mutating func profileHidden() {
        showsHiddenBanner = true
    }

    /// The field emptied (leaving the page, after switching or unhiding): nothing revealed.
    public mutating func clear() {
        generation += 1
        revealed = []
        revealPassword = nil
        isRevealing = false
        isAwaitingPause = false
        needsUnlockToReveal = false
    }

    /// The rows for the field's `text` and the visible profiles: those whose name contains the
    /// text, then the revealed hidden ones, then "Add profile" with the field empty. The active
    /// hidden profile keeps its row while the field is empty (so it can be read and switched
    /// back to without typing its password; typing a name never finds it).
    public func rows(text: String, visible profiles: [Item], active: Item? = nil) -> [Row] {
        let query = ProfileSearch.trimmed(text)
        let needle = query.lowercased()
        var rows: [Row] = profiles.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }.map(Row.profile)
        if let active, active.hidden, query.isEmpty, !revealed.contains(where: { $0.name == active.name }) {
            rows.insert(.profile(active), at: 0)
        }
        rows += revealed.map(Row.profile)
        if query.isEmpty { rows.append(.addProfile) }
        if !query.isEmpty && needsUnlockToReveal { rows.append(.unlockToReveal) }
        return rows
    }

    /// Whether `profile` is listed because the password revealed it.
    public func isRevealed(_ profile: Item) -> Bool {
        profile.hidden && revealed.contains { $0.name == profile.name }
    }

    /// The password that names `profile` to the store: the revealing one for a hidden profile.
    public func password(for profile: Item) -> String? {
        profile.hidden ? revealPassword : nil
    }
}
