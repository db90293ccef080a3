/// Hiding a profile: the form's texts, once for every face (the full screen lays them out; plain
/// mode and the desktop can ask the same).
public enum HideProfileText {
    /// The form's heading, with the profile's name.
    public static func heading(_ name: String) -> String { tr("Hide \"{name}\"", ["name": .user(name)]) }
    /// How a hidden profile is found again.
    public static var explanation: String {
        tr("To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted.")
    }
    /// The password field.
    public static var password: String { tr("Password") }
    /// The confirmation field.
    public static var confirmPassword: String { tr("Confirm password") }
    /// The confirmation field's placeholder.
    public static var typeItAgain: String { tr("Type it again") }
    /// The button.
    public static var save: String { tr("Save profile password") }
    /// What is wrong with the password typed (`nil`: nothing).
    public static func problem(password: String, confirmation: String) -> String? {
        if password.isEmpty { return tr("Enter a password.") }
        if ProfileSearch.trimmed(password) != password { return tr("The password can't start or end with a space.") }
        if confirmation.isEmpty { return tr("Confirm the password.") }
        if confirmation != password { return tr("Passwords don't match.") }
        return nil
    }
}
