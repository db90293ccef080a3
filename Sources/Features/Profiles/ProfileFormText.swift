/// What a profile form says under its name field, once for every face (Create your profile in
/// onboarding, Add profile, Edit profile): each face draws the line of the form's
/// ``DisplayNameCheck``.
public enum ProfileFormText {
    /// The name field's label.
    public static var displayName: String { tr("Display name") }
    /// The bio field's label.
    public static var bio: String { tr("Bio (optional)") }
    /// The create form's button.
    public static var create: String { tr("Create", context: "button") }
    /// The answer that takes the corrected name offered for a name the rule changes.
    public static var correctName: String { tr("Correct name") }

    /// The line for `check`: a face that says nothing for a valid or empty name draws only the
    /// ``DisplayNameCheck/correctable(_:)`` and ``DisplayNameCheck/invalid`` lines.
    public static func nameLine(_ check: DisplayNameCheck) -> String {
        switch check {
        case .empty: tr("Required.")
        case .valid: tr("✓ Valid name")
        case .correctable(let name): tr("Will be saved as: {name}", ["name": .user(name)])
        case .invalid: tr("Needs a letter, number or symbol.")
        }
    }
}
