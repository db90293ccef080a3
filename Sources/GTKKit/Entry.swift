import CGTK

/// A one-line text field (`GtkEntry`) or, with `secret`, a password field whose text is hidden.
///
/// A secret entry should be cleared with `clear()` right after its text is used: GTK keeps the
/// text in its own buffer until then (docs/security.md says what else it keeps).
@MainActor
public final class Entry: Widget {
    /// Whether the text is hidden (a password or passcode field).
    public let isSecret: Bool

    /// A field showing `placeholder` while empty; `secret` hides the text as dots.
    public init(placeholder: String = "", secret: Bool = false) {
        isSecret = secret
        super.init(taking: gtk_entry_new())
        gtk_entry_set_placeholder_text(typed(GtkEntry.self), placeholder)
        if secret {
            gtk_entry_set_visibility(typed(GtkEntry.self), 0)
            gtk_entry_set_input_purpose(typed(GtkEntry.self), GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Empties the field and the entry buffer's copy of the text.
    public func clear() {
        let buffer = gtk_entry_get_buffer(typed(GtkEntry.self))
        gtk_entry_buffer_delete_text(buffer, 0, -1)
    }

    /// The most characters the field accepts (0: no limit).
    public var maxLength: Int32 {
        get { gtk_entry_get_max_length(typed(GtkEntry.self)) }
        set { gtk_entry_set_max_length(typed(GtkEntry.self), newValue) }
    }

    /// Shows a symbolic icon at the start of the field (a magnifier for a search field).
    public func setPrimaryIcon(_ name: String) {
        gtk_entry_set_icon_from_icon_name(typed(GtkEntry.self), GTK_ENTRY_ICON_PRIMARY, name)
    }

    /// Marks the field as wrong (libadwaita's `error` style) or right again.
    public func markError(_ isError: Bool) {
        if isError { addStyleClass("error") } else { removeStyleClass("error") }
    }

    /// Runs `handler` after every change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signals.connect(raw, "changed", handler)
    }

    /// Runs `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signals.connect(raw, "activate", handler)
    }
}
