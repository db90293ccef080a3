/// The labels of the buttons every face shows under a question or at the foot of a form (the full
/// screen's alerts, menus and forms, plain mode's choices, the desktop's dialogs), written once.
public enum ButtonText {
    /// Leaves a question with nothing done.
    public static var cancel: String { tr("Cancel", context: "button") }
    /// Accepts (the conditions, a change).
    public static var accept: String { tr("Accept", context: "button") }
    /// Deletes, after a question said what goes.
    public static var delete: String { tr("Delete", context: "button") }
    /// Leaves without saving a change.
    public static var discard: String { tr("Discard", context: "button") }
    /// Goes back one screen.
    public static var back: String { tr("Back", context: "button") }
    /// Closes a message.
    public static var ok: String { tr("OK") }
    /// Tries a failed step again.
    public static var retry: String { tr("Retry", context: "button") }
    /// Closes a sheet or page.
    public static var close: String { tr("Close", context: "button") }
    /// Saves a form.
    public static var save: String { tr("Save", context: "button") }
    /// Ends the app (plain mode's and the desktop's way out).
    public static var quit: String { tr("Quit") }
    /// Replaces what is there (a recovery key, the data on this device).
    public static var replace: String { tr("Replace", context: "button") }
}
