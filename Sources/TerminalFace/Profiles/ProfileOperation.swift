import Features

/// A change to the store requested by a screen; run off the UI loop by the effect runner.
///
/// Carries passwords for hidden profiles: never printed or logged, dropped with the effect.
enum ProfileOperation: Equatable, Sendable {
    /// Create a profile (it becomes active).
    case create(name: String, bio: String)
    /// Make a profile active.
    case activate(ProfileRef)
    /// Change a profile's name and/or bio (nil keeps it).
    case update(ProfileRef, name: String?, bio: String?)
    /// Mute (true) or unmute (false).
    case setMuted(ProfileRef, Bool)
    /// Hide a visible profile behind a password.
    case hide(name: String, password: String)
    /// Make a hidden profile visible again.
    case unhide(name: String, password: String)
    /// Delete a profile; with `serverData`, queue deletion of its server queues too.
    case delete(ProfileRef, serverData: Bool)
    /// Mark a chat of the active profile read.
    case readChat(String)

    /// What kind of operation, for choosing the follow-up and the error title.
    enum Kind: Equatable, Sendable {
        case create, activate, update, mute, unmute, hide, unhide, delete, readChat
    }

    /// The operation's kind.
    var kind: Kind {
        switch self {
        case .create: .create
        case .activate: .activate
        case .update: .update
        case .setMuted(_, let muted): muted ? .mute : .unmute
        case .hide: .hide
        case .unhide: .unhide
        case .delete: .delete
        case .readChat: .readChat
        }
    }
}

extension ProfileOperation.Kind {
    /// The user action it is, for ``Authorization``.
    var userAction: UserAction {
        switch self {
        case .create: .createProfile
        case .activate: .activateProfile
        case .update: .editProfile
        case .mute: .muteProfile
        case .unmute: .unmuteProfile
        case .hide: .hideProfile
        case .unhide: .unhideProfile
        case .delete: .deleteProfile
        case .readChat: .readChat
        }
    }

    /// The alert title when the operation fails (after the seed's alert names).
    var errorTitle: String {
        switch self {
        case .create: CreateProfileStep.Alert.errorTitle
        case .activate: tr("Error switching profile")
        case .update, .mute, .unmute: tr("Error updating profile")
        case .hide: tr("Error saving profile password")
        case .unhide: tr("Error showing profile")
        case .delete: tr("Error deleting profile")
        case .readChat: tr("Error reading chat")
        }
    }
}
