import Pictures
import ThresholdCore

/// The profile operations of "Your chat profiles", once for every face, with the rules the
/// domain leaves to the application (the peer's: Hide on non-active profiles only).
///
/// Faces call these, never the store's methods of the same names.
extension AppSession {
    /// Creates a profile; it becomes active. The bio keeps no control characters (ESC, BEL), as
    /// every face's field keeps none: one rule whether it was typed, piped or given as `--bio`.
    @discardableResult
    public func createProfile(name: String, bio: String, picture: ProfilePicture? = nil) throws -> Profile {
        try authorize(.createProfile)
        return try store.createProfile(name: name, bio: SafeText.typed(bio), picture: picture)
    }

    /// Makes `ref` the active profile.
    public func activateProfile(_ ref: ProfileRef) throws {
        try store.activateProfile(ref)
    }

    /// Changes a profile's name and/or bio (nil keeps it); the bio as in ``createProfile(name:bio:picture:)``.
    public func updateProfile(_ ref: ProfileRef, name: String?, bio: String?) throws {
        try store.updateProfile(ref, name: name, bio: bio.map(SafeText.typed))
    }

    /// Mutes (true) or unmutes (false) a profile.
    public func setMuted(_ ref: ProfileRef, _ muted: Bool) throws {
        try store.setMuted(ref, muted)
    }

    /// Hides the visible profile `name` behind `password`.
    /// - Throws: ``ProfileError/cantHideActiveProfile`` for the active profile (switch first), and
    ///   the store's errors (unknown name, last visible profile, password rules).
    public func hideProfile(_ name: String, password: String) throws {
        try authorize(.hideProfile)
        // The last visible profile keeps its own error (the store's), whether active or not.
        if let active = try store.activeProfile(), !active.hidden, active.name == name,
           try store.visibleProfileCount() > 1 {
            throw ProfileError.cantHideActiveProfile
        }
        try store.hideProfile(name, password: password)
    }

    /// Makes a hidden profile visible again (it stays muted).
    public func unhideProfile(_ name: String, password: String) throws {
        try authorize(.unhideProfile)
        try store.unhideProfile(name, password: password)
    }

    /// Deletes a profile; with `serverData`, queues the deletion of its server queues too.
    @discardableResult
    public func deleteProfile(_ ref: ProfileRef, serverData: Bool) throws -> ProfileDeletion {
        try authorize(.deleteProfile)
        return try store.deleteProfile(ref, serverData: serverData)
    }

    /// The visible profiles, plus the hidden ones `password` reveals.
    public func listProfiles(revealing password: String? = nil) throws -> ProfileListing {
        if password != nil { try authorize(.revealProfiles) }
        return try store.listProfiles(revealing: password)
    }
}
