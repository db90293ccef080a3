import Features

/// Where plain mode offers each ``UserAction``: the menu entry (as printed) that leads to it.
public enum PlainParity: FaceParity {
    public static var faceName: String { "Plain mode" }

    public static func entry(for action: UserAction) -> String {
        switch action {
        case .runOnboarding: "Create your profile"
        case .createProfile: "Create profile"
        case .activateProfile: ProfileAction.activate.title
        case .editProfile: ProfileAction.edit.title
        case .muteProfile: ProfileAction.mute.title
        case .unmuteProfile: ProfileAction.unmute.title
        case .hideProfile: ProfileAction.hide.title
        case .revealProfiles: "Search or enter password"
        case .unhideProfile: ProfileAction.unhide.title
        case .deleteProfile: ProfileAction.delete.title
        case .listChats: "Chats of"
        case .readChat: "Read a chat"
        case .chooseNotifications: "Notifications"
        case .acceptConditions: "Accept conditions for the selected operators"
        case .viewConditions: "View conditions"
        case .whatsNew: "What's new"
        case .setPasscode: "Set passcode"
        case .clearPasscode: "Turn off passcode"
        case .selfDestructPasscode: "Set self-destruct passcode"
        case .wipeAfter: "Wipe after wrong passcodes"
        case .exportArchive: "Write an archive file"
        case .finalizeMigration: "Keep using this device"
        case .importArchive: "Migrate from another device"
        case .checkData: "Check data"
        }
    }
}
