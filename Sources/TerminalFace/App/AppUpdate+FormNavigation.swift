import Features
import Terminal

/// A screen whose focus moves between fields and buttons.
protocol FocusableForm {
    /// Moves the focus forward (positive) or back (negative), wrapping.
    mutating func moveFocus(by delta: Int)
}

/// What Enter does on the focused part of a ``SubmittableForm``.
enum FormEnterRole: Equatable, Sendable {
    /// Go to the next part (a field before the last one).
    case nextField
    /// Submit the form (the last field, or the form's main button).
    case submit
    /// Close the form (its Cancel button).
    case cancel
}

/// A form of text fields ending in a main button and Cancel, driven by ``AppUpdate/formEvent(_:_:_:submit:)``:
/// the create/edit-profile form, the hide form and the app-lock forms.
protocol SubmittableForm: FocusableForm {
    /// What Enter does where the focus is.
    var enterRole: FormEnterRole { get }
    /// Gives a key press or paste to the focused text field; a button ignores it.
    mutating func typeIntoFocus(_ event: TerminalEvent)
}

extension MigrationImportState: FocusableForm {}

extension AppUpdate {
    /// The keys every form handles alike: Esc goes back, Tab/↓ and Shift-Tab/↑ move the focus.
    /// Nil for any other key, which the form handles itself.
    static func formNavigation<Form: FocusableForm>(_ state: inout AppState, _ form: inout Form,
                                                     _ key: Key) -> (Bool, [AppEffect])? {
        switch key {
        case .escape:
            pop(&state)
            return (false, [])
        case .tab, .down:
            form.moveFocus(by: 1)
            return (true, [])
        case .backTab, .up:
            form.moveFocus(by: -1)
            return (true, [])
        default:
            return nil
        }
    }

    /// The keys of a ``SubmittableForm``: the navigation keys, Enter as ``FormEnterRole`` says
    /// (`submit` decides what submitting does), any other key or paste into the focused field.
    static func formEvent<Form: SubmittableForm>(_ state: inout AppState, _ form: inout Form, _ event: TerminalEvent,
                                                 submit: (inout AppState, Form) -> [AppEffect]) -> (Bool, [AppEffect]) {
        if case .key(let key) = event {
            if let handled = formNavigation(&state, &form, key.key) { return handled }
            if key.key == .enter {
                switch form.enterRole {
                case .nextField:
                    form.moveFocus(by: 1)
                    return (true, [])
                case .submit:
                    return (true, submit(&state, form))
                case .cancel:
                    pop(&state)
                    return (false, [])
                }
            }
        }
        form.typeIntoFocus(event)
        return (true, [])
    }
}
