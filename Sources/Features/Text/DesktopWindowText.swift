/// The texts of the desktop window's frame: the primary menu, the shortcuts window, the empty chat
/// pane and About (issue 32's desktop-class window).
public enum DesktopWindowText {
    /// The primary menu's button, for screen readers.
    public static var mainMenu: String { tr("Main menu") }
    /// The primary menu's item and the preferences window's title.
    public static var preferences: String { tr("Preferences") }
    /// The language row's first option: the desktop's language.
    public static var followSystemLanguage: String { tr("Follow the system", context: "language") }
    /// The preferences window's search button and field (named for screen readers).
    public static var searchPreferences: String { tr("Search preferences") }
    /// The primary menu's item and the shortcuts window's title.
    public static var keyboardShortcuts: String { tr("Keyboard Shortcuts") }
    /// The primary menu's item opening About.
    public static func about(_ appName: String) -> String { tr("About {app}", ["app": .text(appName)]) }
    /// The chat pane before a chat is chosen.
    public static var selectChat: String { tr("Select a chat") }
    /// The avatar button in the header, for screen readers: it opens the profile switcher.
    public static func switchProfile(_ name: String) -> String { tr("Switch profile (now {name})", ["name": .user(name)]) }
    /// A group of the shortcuts window.
    public static var general: String { tr("General", context: "shortcuts group") }
    /// A group of the shortcuts window.
    public static var navigation: String { tr("Navigation", context: "shortcuts group") }
    /// A shortcut: find a profile.
    public static var searchProfiles: String { tr("Search profiles") }
    /// A shortcut: back to the previous page.
    public static var goBack: String { tr("Go back") }
    /// A shortcut: close the window.
    public static var closeWindow: String { tr("Close window") }
    /// A shortcut: quit.
    public static var quitApp: String { tr("Quit") }
    /// About's short text.
    public static var aboutComments: String { tr("Threshold: onboarding and private chat profiles.") }
    // The preferences window's pages: their titles are the labels of the view switcher, where six
    // share a phone's width (360 px), so each is one short word with a context of its own (the
    // same English word elsewhere, "Notifications" as a group's title, keeps its longer
    // translation). Preferences' tests check that no label is cut, in every language.
    /// A page of the preferences window: language, appearance, What's new, About.
    public static var generalPage: String { tr("General", context: "preferences page") }
    /// A page of the preferences window: the app lock, the recovery key, the protection level.
    public static var privacyPage: String { tr("Security", context: "preferences page") }
    /// A page of the preferences window: the notification mode.
    public static var notificationsPage: String { tr("Notifications", context: "preferences page") }
    /// A page of the preferences window: the operators and their conditions of use.
    public static var conditionsPage: String { tr("Conditions", context: "preferences page") }
    /// A page of the preferences window: moving the data to another device.
    public static var migrationPage: String { tr("Migration", context: "preferences page") }
    /// A page of the preferences window: checking the data.
    public static var dataPage: String { tr("Data", context: "preferences page") }
    /// The self-destruct passcode row's button (the row's title names it; screen readers hear
    /// ``SettingsText/setSelfDestruct``): the whole name beside the title left the title one
    /// letter a line at 360 px in German and made the window 402 px wide in Spanish.
    public static var setSelfDestructButton: String { tr("Set", context: "self-destruct passcode") }
}
