import Features

/// Where the desktop window offers each ``UserAction``: the path to it, by the titles a person
/// sees (in English), the desktop's own answers to the parity switch.
public enum DesktopParity: FaceParity {
    public static var faceName: String { "Desktop" }

    /// The path, one title per step (in English, as docs/parity.md shows it).
    public static func path(_ action: UserAction) -> [String] {
        Texts.with(.english) { englishPath(action) }
    }

    private static func englishPath(_ action: UserAction) -> [String] {
        let profiles = DesktopText.yourChatProfiles
        let rowMenu = DesktopText.profileActions
        let settings = SettingsText.title
        switch action {
        case .runOnboarding: return ["first launch", DesktopText.createProfile]
        case .createProfile: return [profiles, DesktopText.addProfile]
        case .activateProfile: return [profiles, "a row (Enter)"]
        case .editProfile: return [profiles, rowMenu, ProfileAction.edit.title]
        case .muteProfile: return [profiles, rowMenu, ProfileAction.mute.title]
        case .unmuteProfile: return [profiles, rowMenu, ProfileAction.unmute.title]
        case .hideProfile: return [profiles, rowMenu, ProfileAction.hide.title]
        case .revealProfiles: return [profiles, "type the password in " + DesktopText.searchOrPassword]
        case .unhideProfile: return [profiles, rowMenu, ProfileAction.unhide.title]
        case .deleteProfile: return [profiles, rowMenu, ProfileAction.delete.title]
        case .listChats: return ["the chat list"]
        case .readChat: return ["the chat list", "a chat (Enter)"]
        case .chooseNotifications: return [settings, SettingsText.notifications]
        case .acceptConditions: return ["onboarding", DesktopText.conditionsTitle, DesktopText.accept]
        case .viewConditions: return ["onboarding", DesktopText.conditionsTitle, DesktopText.viewConditions]
        case .whatsNew: return [settings, SettingsText.whatsNew]
        case .setPasscode: return [settings, SettingsText.appLock, SettingsText.setPasscode]
        case .clearPasscode: return [settings, SettingsText.appLock, SettingsText.turnOffPasscode]
        case .selfDestructPasscode: return [settings, SettingsText.appLock, SettingsText.setSelfDestruct]
        case .wipeAfter: return [settings, SettingsText.appLock, SettingsText.wipeAfter]
        case .exportArchive: return [settings, SettingsText.migrateToAnotherDevice, MigrationPageText.export]
        case .finalizeMigration: return [settings, SettingsText.migrateToAnotherDevice, MigrationPageText.keepUsing]
        case .importArchive: return ["welcome", DesktopText.migrate]
        case .checkData: return [settings, SettingsText.checkData]
        }
    }

    public static func entry(for action: UserAction) -> String { path(action).joined(separator: " › ") }
}
