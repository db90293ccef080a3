import ThresholdCore

/// What "Your chat profiles" and the home screens read, once for every face.
extension AppSession {
    /// What the home screens show now, with the pictures `pictures` names (one read for the
    /// visible ones).
    public func homeSnapshot(pictures: HomePictures) throws -> HomeSnapshot {
        var snapshot = try homeSnapshot()
        guard pictures != .none else { return snapshot }
        snapshot.pictures = try visibleProfilePictures()
        if pictures == .visibleAndActive, let active = snapshot.active, active.hidden, active.hasPicture {
            snapshot.pictures[active.id] = try picture(ofProfile: active.id)
        }
        return snapshot
    }

    /// The hidden profiles `password` opens, with their pictures, as rows show them (one KDF run;
    /// nothing, and no reason, on any failure or while the passcode is to be asked first). For a
    /// window of the app's own: a terminal never gets a hidden profile's picture (``reveal(_:)``).
    public func revealSummaries(_ password: String) -> [ProfileSummary] {
        let text = ProfileSearch.trimmed(password)
        guard !text.isEmpty, let listing = try? listProfiles(revealing: text) else { return [] }
        return listing.profiles.filter(\.hidden).map { ProfileSummary($0, picture: listing.pictures[$0.id]) }
    }

    /// Whether `action` may run now without asking the app passcode first (``AuthorizationGate``:
    /// the lock off, or a passcode accepted less than the lock delay of idleness ago). When not,
    /// the face asks it (``confirmPasscode(_:)``) on the user's explicit choice; the operation
    /// itself refuses with `LockError.locked` until then.
    public func allows(_ action: UserAction) -> Bool {
        authorization.allows(action, isLockOn: (try? isLockOn()) ?? true)
    }

    /// Whether an app with a lock screen of its own shows it now (a wipe a killed process left is
    /// finished first, and the data directory held through it).
    public func needsUnlock() throws -> Bool {
        _ = try finishPendingWipe()
        try keepHoldingDataDirectory()
        return try isLockOn() && !store.isUnlocked
    }
}
