import Terminal

/// The app-lock forms' keys: Enter on the name or the first passcode goes on, on the confirmation,
/// the limit or Save asks to confirm the change.
extension LockFormState: SubmittableForm {
    var enterRole: FormEnterRole {
        switch focus {
        case .name, .passcode: .nextField
        case .confirmation, .limit, .save: .submit
        case .cancel: .cancel
        }
    }

    mutating func typeIntoFocus(_ event: TerminalEvent) {
        switch focus {
        case .name: name.handle(event)
        case .passcode: passcode.handle(event)
        case .confirmation: confirmation.handle(event)
        case .limit:
            // Digits only (or "off"): the field is short.
            if case .key(let key) = event, let typed = key.text, !(typed.isNumber || "of".contains(typed)) { return }
            limit.handle(event)
        case .save, .cancel: break
        }
    }
}
