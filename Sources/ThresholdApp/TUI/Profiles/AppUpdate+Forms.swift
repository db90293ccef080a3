import Features
import Terminal
import ThresholdCore

extension AppUpdate {
    /// The create-profile form: Tab/↑/↓ move focus, Enter goes to the next field or creates,
    /// Esc goes back.
    static func createProfileEvent(_ state: inout AppState, _ form: inout CreateProfileState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        if case .key(let key) = event {
            if let handled = formNavigation(&state, &form, key.key) { return handled }
            switch key.key {
            case .enter:
                switch form.focus {
                case .name:
                    form.focus = .bio
                    return (true, [])
                case .bio, .create:
                    return (true, attemptCreate(&state, form))
                case .cancel:
                    pop(&state)
                    return (false, [])
                }
            default:
                break
            }
        }
        switch form.focus {
        case .name: form.name.handle(event)
        case .bio: form.bio.handle(event)
        case .create, .cancel: break
        }
        return (true, [])
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
                state.alert = AlertState(title: "Invalid display name!",
                                         message: "Correct name to \"\(corrected)\"?",
                                         buttons: [AlertButton("Cancel"),
                                                   AlertButton("Correct name", .applyCorrectedName(corrected))])
            } else {
                state.alert = .info("Invalid display name!",
                                    "Enter a name that starts with a letter, a number or a symbol.")
            }
        } else if !form.bioFits {
            state.alert = .info("Bio too long", "The bio is \(form.bioBytes) bytes; the limit is \(Bio.maxBytes) bytes.")
        }
        return []
    }

    /// The hide form: two masked fields; Save enabled once they match.
    static func hideFormEvent(_ state: inout AppState, _ form: inout HideFormState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        if case .key(let key) = event {
            if let handled = formNavigation(&state, &form, key.key) { return handled }
            switch key.key {
            case .enter:
                switch form.focus {
                case .password:
                    form.focus = .confirmation
                    return (true, [])
                case .confirmation, .save:
                    guard form.canSave else { return (true, []) }
                    return (true, perform(&state, .hide(name: form.name, password: form.password.text)))
                case .cancel:
                    pop(&state)
                    return (false, [])
                }
            default:
                break
            }
        }
        switch form.focus {
        case .password: form.password.handle(event)
        case .confirmation: form.confirmation.handle(event)
        case .save, .cancel: break
        }
        return (true, [])
    }
}
