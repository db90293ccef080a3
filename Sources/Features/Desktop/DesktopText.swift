/// The texts of the desktop face that no other layer of Features holds yet (the onboarding steps,
/// notices and errors bring their own). One place, so the desktop never assembles sentences.
public enum DesktopText {
    /// "How it works" under the tagline of Welcome.
    public static let howItWorks = "Threshold has no user identifiers: your profiles live on this device and are "
        + "shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, "
        + "and anybody can host one."
    /// Welcome's primary action.
    public static let createProfile = "Create your profile"
    /// Welcome's secondary action.
    public static let migrate = "Migrate from another device"
    /// The info button beside the tagline.
    public static let howItWorksTitle = "How it works"
    /// Create profile's title.
    public static let createProfileTitle = "Create your profile"
    /// Create profile's name field.
    public static let displayName = "Display name"
    /// Create profile's bio field.
    public static let bio = "Bio (optional)"
    /// Create profile's footer.
    public static let createFooter = "Your profile is stored on your device and shared only with your contacts."
    /// Create profile's action.
    public static let create = "Create"
    /// The live correction under the name.
    public static func correctedName(_ name: String) -> String { "Will be saved as \u{201C}\u{2068}\(name)\u{2069}\u{201D}" }
    /// A name with nothing usable.
    public static let nameNeedsCharacter = "The name needs at least one letter, number or symbol."
    /// The bio counter.
    public static func bioCount(_ count: Int, of limit: Int) -> String { "\(count) / \(limit) bytes" }
    /// Conditions' title.
    public static let conditionsTitle = "Conditions of use"
    /// Conditions' buttons.
    public static let viewConditions = "View conditions"
    /// Conditions' buttons.
    public static let configureOperators = "Configure operators"
    /// Conditions' primary action.
    public static let accept = "Accept"
    /// While the conditions document loads.
    public static let loadingConditions = "Loading conditions…"
    /// Retry after a failed load.
    public static let retry = "Retry"
    /// Notifications' title.
    public static let notificationsTitle = "Push notifications"
    /// Notifications' explanation.
    public static let notificationsText = "Choose how Threshold checks for new messages. You can change it later in Settings."
    /// Mode names.
    public static let instant = "Instant"
    /// Mode names.
    public static let periodic = "Periodic"
    /// Mode names.
    public static let off = "Off"
    /// The "Step n of N" read by screen readers and shown under the title.
    public static func step(_ number: Int, of total: Int) -> String { "Step \(number) of \(total)" }
    /// The chat list's empty state.
    public static let noChats = "No chats yet"
    /// The chat list's empty state.
    public static let noChatsText = "Chats of this profile appear here when messages arrive."
    /// The button to the profiles screen.
    public static let yourChatProfiles = "Your chat profiles"
    /// The search-or-password field.
    public static let searchOrPassword = "Search or enter password"
    /// The "Add profile" row.
    public static let addProfile = "Add profile"
    /// The banner after hiding.
    public static let enterPasswordToShow = "Enter password above to show!"
    /// No search result.
    public static let noMatchingProfiles = "No matching profiles."
    /// Hide dialog.
    public static let hideTitle = "Hide profile"
    /// Hide dialog.
    public static func hideBody(_ name: String) -> String {
        "\u{2068}\(name)\u{2069} will be shown only when its password is typed in the search field. It is muted while hidden."
    }
    /// Password fields.
    public static let password = "Password"
    /// Password fields.
    public static let confirmPassword = "Confirm password"
    /// Hide / unhide / cancel.
    public static let hide = "Hide"
    /// Hide / unhide / cancel.
    public static let cancel = "Cancel"
    /// Delete, first stage.
    public static let deleteTitle = "Delete profile"
    /// Delete, first stage.
    public static func deleteChoiceBody(_ name: String) -> String {
        "Delete \u{201C}\u{2068}\(name)\u{2069}\u{201D} and all its chats from this device?"
    }
    /// Delete choices.
    public static let deleteLocalOnly = "Delete profile (local data only)"
    /// Delete choices.
    public static let deleteWithServer = "Delete profile and server connections"
    /// Delete, second stage.
    public static let deleteConfirmTitle = "Delete profile?"
    /// Delete, second stage.
    public static func deleteConfirmBody(_ name: String, serverData: Bool) -> String {
        serverData
            ? "\u{201C}\u{2068}\(name)\u{2069}\u{201D} and its chats on this device and its connections on the servers will be deleted. This can't be undone."
            : "\u{201C}\u{2068}\(name)\u{2069}\u{201D} and its chats on this device (server data is kept) will be deleted. This can't be undone."
    }
    /// Delete.
    public static let delete = "Delete"
    /// Row marks for screen readers.
    public static let activeMark = "Active profile"
    /// Row marks for screen readers.
    public static let mutedMark = "Muted"
    /// Row marks for screen readers.
    public static let hiddenMark = "Hidden"
    /// Row marks for screen readers.
    public static func unread(_ count: Int) -> String { count == 1 ? "1 unread message" : "\(count) unread messages" }
    /// Row menu.
    public static let profileActions = "Profile actions"
    /// The lock screen.
    public static let lockTitle = "Threshold is locked"
    /// The lock screen.
    public static let lockText = "Enter your passcode to open your profiles."
    /// The lock screen.
    public static let passcode = "Passcode"
    /// The lock screen.
    public static let unlock = "Unlock"
    /// The lock screen.
    public static let wrongPasscode = "Wrong passcode"
    /// A second window on the same data.
    public static let dataInUseTitle = "Threshold is already open"
    /// A notice that the data was replaced by an unlock.
    public static let back = "Back"
    /// Quit.
    public static let quit = "Quit"
    /// OK.
    public static let ok = "OK"
    /// "Use corrected name".
    public static let useCorrectedName = "Use corrected name"
}

extension DesktopText {
    /// Edit profile's title and action.
    public static let editProfileTitle = "Edit profile"
    /// Edit profile's action.
    public static let save = "Save"

    /// Migration from the welcome page, while the desktop has no import page of its own.
    public static let migrationElsewhere = "Importing from another device is done with the terminal app for now: run threshold and choose Migrate from another device, or threshold migrate import."
}
