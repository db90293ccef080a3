import Features
import Terminal

/// The hide form: a password and its confirmation, both masked.
///
/// The passwords exist only while the form is open.
struct HideFormState: Equatable, Sendable {
    /// The focusable parts, in Tab order.
    enum Field: Int, Equatable, Sendable, CaseIterable {
        case password, confirmation, save, cancel
    }

    /// The profile to hide (a visible one).
    var name: String
    /// The password.
    var password = TextFieldState()
    /// The password again.
    var confirmation = TextFieldState()
    /// The focused part.
    var focus = Field.password

    /// Creates the form for `name`.
    init(name: String) {
        self.name = name
    }

    /// What is wrong with the input, if anything, in words for the hint line.
    var problem: String? {
        HideProfileText.problem(password: password.text, confirmation: confirmation.text)
    }

    /// Save is enabled once the password is acceptable and confirmed.
    var canSave: Bool { problem == nil }

    /// Moves focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let all = Field.allCases
        focus = all[(focus.rawValue + delta + all.count) % all.count]
    }
}
