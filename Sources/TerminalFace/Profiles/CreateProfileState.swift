import Features
import Terminal

/// The create-profile form: display name (focused first), optional bio, Create and Cancel. The
/// same form edits a profile ("Edit profile": prefilled, Save), with the same live checks.
struct CreateProfileState: Equatable, Sendable {
    /// The focusable parts, in Tab order.
    enum Field: Int, Equatable, Sendable, CaseIterable {
        case name, bio, create, cancel
    }

    /// Where the form was opened from; decides what happens after Create.
    enum Origin: Equatable, Sendable {
        /// The first run (welcome screen): afterwards the app shows the chat list.
        case onboarding
        /// "Your chat profiles" or the user picker: afterwards the form closes.
        case profiles
        /// Editing the profile `ref` names (prefilled with its name and bio); Save updates it.
        case edit(ProfileRef, name: String, bio: String)
    }

    /// The display name.
    var name = TextFieldState()
    /// The bio.
    var bio = TextFieldState()
    /// The focused part.
    var focus = Field.name
    /// Where the form was opened from.
    var origin: Origin

    /// Creates an empty form.
    init(origin: Origin) {
        self.origin = origin
        if case .edit(_, let name, let bio) = origin {
            self.name = TextFieldState(text: name)
            self.bio = TextFieldState(text: bio)
        }
    }

    /// Whether the form edits an existing profile.
    var isEditing: Bool { if case .edit = origin { true } else { false } }

    /// The form's rules (Features' ``ProfileForm``) on what the fields hold now.
    var model: ProfileForm {
        var model = ProfileForm(isEditing ? originalPurpose : .create)
        model.name = name.text
        model.bio = bio.text
        return model
    }
    private var originalPurpose: ProfileForm.Purpose {
        if case .edit(_, let name, let bio) = origin { return .edit(name: name, bio: bio) }
        return .create
    }

    /// The live check of the name.
    var nameCheck: DisplayNameCheck { DisplayNameCheck(name.text) }
    /// The bio's size as the limit counts it.
    var bioBytes: Int { model.bioBytes }
    /// Whether the bio fits.
    var bioFits: Bool { model.bioFits }
    /// Create is enabled only for a valid name and a bio that fits.
    var canCreate: Bool { model.canSubmit }

    /// Moves focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let all = Field.allCases
        focus = all[(focus.rawValue + delta + all.count) % all.count]
    }
}
