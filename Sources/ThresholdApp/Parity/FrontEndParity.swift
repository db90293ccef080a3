import Features

/// Where each front end offers each ``UserAction``: the command, the plain-mode menu entry, the
/// full-screen path. The switches are exhaustive, so a new action does not build until all three
/// front ends name theirs; `ParityTests` checks each answer against the real usage text, menus and
/// screens, and docs/parity.md against this table.
enum FrontEndParity {
    /// The command line: the command, as `threshold --help` lists it.
    static func commandLine(_ action: UserAction) -> String {
        switch action {
        case .runOnboarding: "onboarding status"
        case .createProfile: "profiles create"
        case .activateProfile: "profiles activate"
        case .editProfile: "profiles update"
        case .muteProfile: "profiles mute"
        case .unmuteProfile: "profiles unmute"
        case .hideProfile: "profiles hide"
        case .revealProfiles: "profiles reveal"
        case .unhideProfile: "profiles unhide"
        case .deleteProfile: "profiles delete"
        case .listChats: "chats list"
        case .readChat: "chats read"
        case .chooseNotifications: "notifications mode"
        case .acceptConditions: "operators accept"
        case .viewConditions: "conditions show"
        case .whatsNew: "whats-new"
        case .setPasscode: "lock set"
        case .clearPasscode: "lock clear"
        case .selfDestructPasscode: "lock self-destruct set"
        case .wipeAfter: "lock wipe-after"
        case .exportArchive: "migrate export"
        case .finalizeMigration: "migrate finalize"
        case .importArchive: "migrate import"
        }
    }

    /// Plain mode: the menu entry (as printed) that leads to it.
    static func plain(_ action: UserAction) -> String {
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
        case .exportArchive: "Export now"
        case .finalizeMigration: "Keep using this device"
        case .importArchive: "Migrate from another device"
        }
    }

    /// The full screen: the path to it (settings entries and menu items by their titles).
    static func fullScreen(_ action: UserAction) -> [String] {
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
        }
    }

    /// docs/parity.md's table.
    static var markdownTable: String {
        var lines = ["| Action | Command line | Plain mode | Full screen |", "|---|---|---|---|"]
        for action in UserAction.allCases {
            lines.append("| \(action.title) | `threshold \(commandLine(action))` | \(plain(action)) | "
                         + fullScreen(action).joined(separator: " › ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
