/// The labels of the buttons every face shows under a question (the full screen's alerts and
/// menus, plain mode's choices, the desktop's dialogs), written once.
public enum ButtonText {
    /// Leaves a question with nothing done.
    public static var cancel: String { tr("Cancel", context: "button") }
    /// Accepts (the conditions, a change).
    public static var accept: String { tr("Accept", context: "button") }
    /// Deletes, after a question said what goes.
    public static var delete: String { tr("Delete", context: "button") }
    /// Leaves without saving a change.
    public static var discard: String { tr("Discard", context: "button") }
}
