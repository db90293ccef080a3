import Features
import Terminal

/// A screen whose focus moves between fields and buttons.
protocol FocusableForm {
    /// Moves the focus forward (positive) or back (negative), wrapping.
    mutating func moveFocus(by delta: Int)
}

extension CreateProfileState: FocusableForm {}
extension HideFormState: FocusableForm {}
extension LockFormState: FocusableForm {}
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
}
