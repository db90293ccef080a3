import Features
import Terminal

extension AppUpdate {
    /// The create-profile form: Tab/↑/↓ move focus, Enter goes to the next field or creates,
    /// Esc goes back.
    static func createProfileEvent(_ state: inout AppState, _ form: inout CreateProfileState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        formEvent(&state, &form, event, submit: attemptCreate)
    }

    /// Create (or Save) pressed: what the form's model (``ProfileForm``) decides, drawn.
    static func attemptCreate(_ state: inout AppState, _ form: CreateProfileState) -> [AppEffect] {
        switch form.model.submit() {
        case .create(let name, let bio):
            return perform(&state, .create(name: name, bio: bio))
        case .update(let name, let bio):
            guard case .edit(let ref, _, _) = form.origin else { return [] }
            return perform(&state, .update(ref, name: name, bio: bio))
        case .unchanged:
            pop(&state)
            return []
        case .refused(let alert):
            if case .invalidName(let corrected?) = alert {
                state.alert = AlertState(title: alert.title, message: alert.message,
                                         buttons: [AlertButton(ButtonText.cancel),
                                                   AlertButton(ProfileFormText.correctName, .applyCorrectedName(corrected))])
            } else {
                state.alert = .info(alert.title, alert.message)
            }
            return []
        }
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
