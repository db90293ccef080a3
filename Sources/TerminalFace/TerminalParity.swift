import Features

/// Where the full screen offers each ``UserAction``: the path to it (settings entries and menu
/// items by their titles).
public enum TerminalParity: FaceParity {
    public static var faceName: String { "Full screen" }

    /// The path, one title per step.
    public static func path(_ action: UserAction) -> [String] {
        switch action {
        case .runOnboarding: ["first launch", "Create your profile"]
        case .createProfile: ["Settings", SettingsEntry.createProfile.title]
        case .activateProfile: [SettingsEntry.profiles.title, ProfileAction.activate.title]
        case .editProfile: [SettingsEntry.profiles.title, ProfileAction.edit.title]
        case .muteProfile: [SettingsEntry.profiles.title, ProfileAction.mute.title]
        case .unmuteProfile: [SettingsEntry.profiles.title, ProfileAction.unmute.title]
        case .hideProfile: [SettingsEntry.profiles.title, ProfileAction.hide.title]
        case .revealProfiles: [SettingsEntry.profiles.title, "type the password"]
        case .unhideProfile: [SettingsEntry.profiles.title, ProfileAction.unhide.title]
        case .deleteProfile: [SettingsEntry.profiles.title, ProfileAction.delete.title]
        case .listChats: ["the chat list"]
        case .readChat: ["the chat list", "Enter"]
        case .chooseNotifications: ["Settings", SettingsEntry.notifications.title]
        case .acceptConditions: ["Settings", SettingsEntry.operators.title]
        case .viewConditions: ["Settings", SettingsEntry.operators.title, "View conditions"]
        case .whatsNew: ["Settings", SettingsEntry.whatsNew.title]
        case .setPasscode: ["Settings", SettingsEntry.appLock.title, LockSettingsScreen.title(.passcode)]
        case .clearPasscode: ["Settings", SettingsEntry.appLock.title, LockSettingsScreen.title(.passcode), "Turn off"]
        case .selfDestructPasscode: ["Settings", SettingsEntry.appLock.title, LockSettingsScreen.title(.selfDestruct)]
        case .wipeAfter: ["Settings", SettingsEntry.appLock.title, LockSettingsScreen.title(.wipeAfter)]
        case .exportArchive: ["Settings", SettingsEntry.migrationExport.title, "Export"]
        case .finalizeMigration: ["Settings", SettingsEntry.migrationExport.title, "Enter finalize"]
        case .importArchive: ["welcome", "Migrate from another device"]
        case .checkData: ["Settings", SettingsEntry.checkData.title]
        }
    }

    public static func entry(for action: UserAction) -> String { path(action).joined(separator: " › ") }
}
