import Terminal

/// The create/edit-profile form's keys: Enter on the name goes to the bio, on the bio or Create
/// creates (or saves the edit).
extension CreateProfileState: SubmittableForm {
    var enterRole: FormEnterRole {
        switch focus {
        case .name: .nextField
        case .bio, .create: .submit
        case .cancel: .cancel
        }
    }

    mutating func typeIntoFocus(_ event: TerminalEvent) {
        switch focus {
        case .name: name.handle(event)
        case .bio: bio.handle(event)
        case .create, .cancel: break
        }
    }
}
