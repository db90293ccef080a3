import Features
import Terminal

extension AppUpdate {
    /// The create-profile form: Tab/↑/↓ move focus, Enter goes to the next field or creates,
    /// Esc goes back.
    static func createProfileEvent(_ state: inout AppState, _ form: inout CreateProfileState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        formEvent(&state, &form, event, submit: attemptCreate)
    }

    /// Create pressed: create when valid, else explain (offering the corrected name).
    static func attemptCreate(_ state: inout AppState, _ form: CreateProfileState) -> [AppEffect] {
        if form.canCreate {
            if case .edit(let ref, let name, let bio) = form.origin {
                let newName = form.name.text == name ? nil : form.name.text
                let newBio = form.bio.text == bio ? nil : form.bio.text
                guard newName != nil || newBio != nil else {
                    pop(&state)
                    return []
                }
                return perform(&state, .update(ref, name: newName, bio: newBio))
            }
            return perform(&state, .create(name: form.name.text, bio: form.bio.text))
        }
        if case .invalid(let corrected) = form.nameValidation {
            if let corrected {
                let alert = CreateProfileStep.Alert.invalidName(corrected: corrected)
                state.alert = AlertState(title: alert.title, message: alert.message,
                                         buttons: [AlertButton(tr("Cancel", context: "button")),
                                                   AlertButton(tr("Correct name"), .applyCorrectedName(corrected))])
            } else {
                let alert = CreateProfileStep.Alert.invalidName(corrected: nil)
                state.alert = .info(alert.title, alert.message)
            }
        } else if !form.bioFits {
            let alert = CreateProfileStep.Alert.bioTooLong(form.bioBytes)
            state.alert = .info(alert.title, alert.message)
        }
        return []
    }

    /// The hide form: two masked fields; Save enabled once they match.
    static func hideFormEvent(_ state: inout AppState, _ form: inout HideFormState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        formEvent(&state, &form, event) { state, form in
            guard form.canSave else { return [] }
            return perform(&state, .hide(name: form.name, password: form.password.text))
        }
    }
}
