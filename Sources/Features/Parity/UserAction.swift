/// Everything a user can do in Threshold, whatever the front end. Each front end says where it
/// offers each action (each face's `FaceParity` conformance, an exhaustive switch), so
/// an action added here fails to compile until every front end has it; docs/parity.md is the
/// table of those answers, checked by a test.
public enum UserAction: String, CaseIterable, Sendable {
    case runOnboarding, createProfile, activateProfile, editProfile, muteProfile, unmuteProfile, hideProfile,
         revealProfiles, unhideProfile, deleteProfile, listChats, readChat, chooseNotifications,
         acceptConditions, viewConditions, whatsNew, setPasscode, clearPasscode, selfDestructPasscode,
         wipeAfter, exportArchive, finalizeMigration, importArchive, checkData

    /// The action in words, for the parity table.
    public var title: String {
        switch self {
        case .runOnboarding: "Onboarding (status / steps)"
        case .createProfile: "Create a profile"
        case .activateProfile: "Switch the active profile"
        case .editProfile: "Edit name and bio"
        case .muteProfile: "Mute a profile"
        case .unmuteProfile: "Unmute a profile"
        case .hideProfile: "Hide a profile"
        case .revealProfiles: "Reveal hidden profiles by password"
        case .unhideProfile: "Unhide a profile"
        case .deleteProfile: "Delete a profile"
        case .listChats: "List chats"
        case .readChat: "Read a chat"
        case .chooseNotifications: "Notification mode"
        case .acceptConditions: "Operators: accept conditions"
        case .viewConditions: "View the conditions"
        case .whatsNew: "What's new"
        case .setPasscode: "Set / change the passcode"
        case .clearPasscode: "Turn off the passcode"
        case .selfDestructPasscode: "Self-destruct passcode"
        case .wipeAfter: "Wipe after wrong passcodes"
        case .exportArchive: "Migrate: export"
        case .finalizeMigration: "Migrate: finalize (keep / delete local)"
        case .importArchive: "Migrate: import"
        case .checkData: "Check the data for damage"
        }
    }
}
