/// The texts of "Your chat profiles", once for every face (each face only lays them out).
public enum ProfilesText {
    /// The screen's title.
    public static var title: String { tr("Your chat profiles") }
    /// The search-or-password field's placeholder.
    public static var searchPlaceholder: String { tr("Search or enter password") }
    /// No visible profile matches the text, and no hidden one was revealed by it.
    public static var noMatch: String { tr("No matching profiles.") }
    /// The text is being tried as a password (or will be when the user pauses).
    public static var checking: String { tr("Checking password…") }
    /// Shown after hiding a profile (the seed's banner).
    public static var hiddenBanner: String { tr("Enter password above to show!") }
    /// The explicit choice that asks the app passcode before the text is tried as a password,
    /// offered when the lock's grant has ended (``Authorization``).
    public static var unlockToReveal: String { tr("Unlock to look for hidden profiles…") }
    /// A profile's mark where a face draws initials for a profile that has a picture (a terminal
    /// can't show it): in a row's marks, beside "muted" and "hidden".
    public static var pictureSet: String { tr("picture set") }
}

/// The profile flows' texts that the line faces (plain mode, the command line) share.
extension ProfilesText {
    /// The no-echo prompt for the password that will hide `name`.
    public static func passwordToHide(_ name: String) -> String {
        tr("Password to hide \"{name}\": ", ["name": .user(name)])
    }
    /// The two passwords typed to hide a profile differ.
    public static var passwordsDiffer: String { tr("The two passwords differ; nothing was changed.") }
    /// After "Unhide".
    public static func visibleAgain(_ name: String) -> String {
        tr("\"{name}\" is visible again (still muted).", ["name": .user(name)])
    }
    /// After creating a profile outside onboarding (it becomes the active one).
    public static func created(_ name: String) -> String {
        tr("Created profile \"{name}\"; it is now active.", ["name": .user(name)])
    }
    /// The row that opens the create form, and the form's title outside onboarding.
    public static var addProfile: String { tr("Add profile") }
    /// The create form's title outside onboarding (Settings, plain mode's menu).
    public static var createProfile: String { tr("Create profile") }
    /// The home's profile menu: its title.
    public static var profilesMenu: String { tr("Profiles") }
    /// The home's profile menu: make `name` the active profile.
    public static func switchTo(_ name: String) -> String { tr("Switch to {name}", ["name": .user(name)]) }
    /// The mark of a muted profile (a row, the home's header, `profiles list`).
    public static var mutedMark: String { tr("muted", context: "profile mark") }
    /// The mark of a hidden profile.
    public static var hiddenMark: String { tr("hidden", context: "profile mark") }
    /// After changing a profile's name or bio (`name` is the name it has now).
    public static func updated(_ name: String) -> String {
        tr("Updated \"{name}\".", ["name": .user(name)])
    }
}
