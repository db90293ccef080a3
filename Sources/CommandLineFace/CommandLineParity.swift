import Features

/// Where the command line offers each ``UserAction``: the command, as `threshold --help` lists it.
public enum CommandLineParity: FaceParity {
    public static var faceName: String { "Command line" }

    /// The command's words after `threshold`.
    public static func command(_ action: UserAction) -> String {
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
        case .checkData: "check"
        }
    }

    public static func entry(for action: UserAction) -> String { "`threshold \(command(action))`" }
}
