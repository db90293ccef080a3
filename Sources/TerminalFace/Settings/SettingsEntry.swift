import Features

/// One row of the settings screen. Add a case (and its title, detail and destination) to extend it.
enum SettingsEntry: Equatable, Sendable, CaseIterable {
    /// "Your chat profiles".
    case profiles
    /// Create another profile.
    case createProfile
    /// Settings → App lock: passcode, self-destruct passcode, attempt limit.
    case appLock
    /// Settings → Migrate to another device (export, link, finalize).
    case migrationExport
    /// Notification mode, token state, periodic interval and next check.
    case notifications
    /// Server operators and their conditions.
    case operators
    /// "What's new", every version.
    case whatsNew
    /// The language: follow the system, or one of the shipped languages (a chooser).
    case language
    /// The theme: light, dark or follow the terminal (a chooser).
    case theme
    /// Every page of the data read and checked (``Features/DataCheck``); the result in an alert.
    case checkData
    /// Where the data lives (information).
    case dataDirectory
    /// App name and version (a page).
    case about

    /// Whether Enter opens or runs the entry: the data directory is information only. The hint
    /// row offers Enter only where it acts, and ``AppUpdate/settingsEvent`` opens only these.
    var opensOnEnter: Bool { self != .dataDirectory }

    /// The label.
    var title: String {
        switch self {
        case .profiles: ProfilesText.title
        case .createProfile: ProfilesText.createProfile
        case .appLock: SettingsText.appLock
        case .migrationExport: SettingsText.migrateToAnotherDevice
        case .notifications: SettingsText.notifications
        case .operators: tr("Server operators")
        case .whatsNew: SettingsText.whatsNew
        case .language: SettingsText.language
        case .theme: SettingsText.theme
        case .checkData: SettingsText.checkData
        case .dataDirectory: tr("Data directory")
        case .about: SettingsText.about
        }
    }
}
