import Terminal

/// The hide form's keys: Enter on the password goes to the confirmation, on the confirmation or
/// Save saves (once they match).
extension HideFormState: SubmittableForm {
    var enterRole: FormEnterRole {
        switch focus {
        case .password: .nextField
        case .confirmation, .save: .submit
        case .cancel: .cancel
        }
    }

    mutating func typeIntoFocus(_ event: TerminalEvent) {
        switch focus {
        case .password: password.handle(event)
        case .confirmation: confirmation.handle(event)
        case .save, .cancel: break
        }
    }
}
