import ThresholdCore

/// The profile operations of "Your chat profiles" for a face that sees only Features: each is the
/// store's operation with its rules, named for what it does. Slow ones (hide, unhide, reveal run
/// the KDF) are to be called off the UI loop.
public struct ProfileCommands: Sendable {
    /// The session whose store is changed.
    public let session: AppSession

    /// Commands on `session`'s data.
    public init(session: AppSession) { self.session = session }

    /// What the home screens show now, with the profiles' pictures (one read for the visible ones).
    public func snapshot() throws -> HomeSnapshot {
        var snapshot = try HomeSnapshot.read(from: session.store)
        snapshot.pictures = try session.store.visibleProfilePictures()
        if let active = snapshot.active, active.hidden, active.hasPicture {
            snapshot.pictures[active.id] = try session.store.picture(ofProfile: active.id)
        }
        return snapshot
    }

    /// Creates a profile (it becomes the active one), with `picture` when given.
    public func create(name: String, bio: String, picture: ProfilePicture? = nil) throws {
        try authorize(.createProfile)
        try session.store.createProfile(name: name, bio: bio, picture: picture)
    }

    /// The picture made from the image file at `path` (PNG or JPEG; ``PictureError`` for a bad one;
    /// nothing is written). Decodes: call it off the UI loop for a large photo.
    public func picture(fromFile path: String) throws -> ProfilePicture {
        try session.picture(fromFile: path)
    }

    /// Sets (nil: removes) a profile's picture; `password` for a revealed hidden one.
    public func setPicture(_ name: String, password: String? = nil, _ picture: ProfilePicture?) throws {
        try session.store.setPicture(ProfileRef(name, password: password), picture)
    }

    /// Makes a profile active; `password` for a revealed hidden one.
    public func activate(_ name: String, password: String? = nil) throws {
        try session.store.activateProfile(ProfileRef(name, password: password))
    }

    /// Mutes or unmutes a visible profile.
    public func setMuted(_ name: String, _ muted: Bool) throws {
        try session.store.setMuted(ProfileRef(name), muted)
    }

    /// Hides a visible profile behind `password` (runs the KDF).
    public func hide(_ name: String, password: String) throws {
        try authorize(.hideProfile)
        try session.store.hideProfile(name, password: password)
    }

    /// Makes a revealed hidden profile visible again (runs the KDF).
    public func unhide(_ name: String, password: String) throws {
        try authorize(.unhideProfile)
        try session.store.unhideProfile(name, password: password)
    }

    /// The hidden profiles `password` opens (runs the KDF; nothing, and no reason, on any failure).
    /// Nothing is tried while the passcode is to be asked first (``allows(_:)``).
    public func reveal(_ password: String) -> [ProfileSummary] {
        guard allows(.revealProfiles) else { return [] }
        let text = ProfileSearch.trimmed(password)
        guard !text.isEmpty, let listing = try? session.store.listProfiles(revealing: text) else { return [] }
        return listing.profiles.filter(\.hidden).map { ProfileSummary($0, picture: listing.pictures[$0.id]) }
    }

    /// Deletes a profile, with its server connections when `serverData`; true when it was the last
    /// visible profile (the app returns to onboarding).
    @discardableResult
    public func delete(_ name: String, password: String? = nil, serverData: Bool) throws -> Bool {
        try authorize(.deleteProfile)
        return try session.store.deleteProfile(ProfileRef(name, password: password), serverData: serverData).wasLastVisibleProfile
    }

    /// Changes a profile's name and bio.
    public func update(_ name: String, password: String? = nil, newName: String?, newBio: String?) throws {
        try session.store.updateProfile(ProfileRef(name, password: password), name: newName, bio: newBio)
    }

    /// Whether `action` may run now without asking the app passcode first (``Authorization``: the
    /// lock off, or a passcode accepted less than the lock delay of idleness ago). When not, the
    /// face asks it (``grant(passcode:)``) on the user's explicit choice; the command itself refuses
    /// with `LockError.locked` until then.
    public func allows(_ action: UserAction) -> Bool {
        session.authorization.allows(action, isLockOn: (try? session.isLockOn()) ?? true)
    }

    /// Checks the app passcode (one KDF run, counted against the attempt limit: call off the UI
    /// loop) and grants the sensitive actions for the lock delay. True when a self-destruct
    /// passcode (or the last allowed wrong one) replaced the data: reload everything.
    /// - Throws: `LockError.wrongPasscode`.
    public func grant(passcode: String) throws -> Bool {
        let replaced = try session.unlock(passcode: passcode) == .dataReplaced
        // Asked for an action: with no lock delay it allows that one action.
        if !replaced { session.authorization.passcodeAccepted(forAction: true) }
        return replaced
    }

    private func authorize(_ action: UserAction) throws {
        try session.authorization.require(action, isLockOn: session.isLockOn())
    }

    /// The actions a row offers (the rule of every face).
    public static func actions(for profile: ProfileSummary, visibleCount: Int, revealed: Bool) -> [ProfileAction] {
        let model = Profile(id: 0, name: profile.name, bio: profile.bio, createdAt: 0, muted: profile.muted,
                            hidden: profile.hidden, unread: profile.unread, active: profile.active)
        return ProfileAction.available(for: model, isActive: profile.active, visibleCount: visibleCount, revealed: revealed)
    }

    /// Whether `notice` is to be shown now (and records that it was).
    public func takeNoticeIfFirst(_ notice: Notice) -> Bool { Notice.takeIfFirst(notice, store: session.store) }

    /// The display name's validation: nil when valid, else the corrected name (empty when none).
    public static func correctedName(_ name: String) -> String? {
        switch DisplayName.validate(name) {
        case .valid: nil
        case .invalid(let corrected): corrected ?? ""
        }
    }

    /// A bio's size as the limit counts it, and the limit.
    public static func bioBytes(_ bio: String) -> (count: Int, limit: Int) { (Bio.byteCount(bio), Bio.maxBytes) }
}
