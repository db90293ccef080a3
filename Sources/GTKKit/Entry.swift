import CGTK
import CGTKShim

/// A one-line text field (`GtkEntry`) or, with `secret`, a password field (`GtkPasswordEntry`).
///
/// A secret field is a `GtkPasswordEntry`: its accessible role is "password text" (screen readers
/// say so and are given only bullets, never the text), copy and cut are refused, and GTK keeps the
/// text in a `GtkPasswordEntryBuffer` (non-pageable, zeroed when freed). Clear it with `clear()`
/// right after its text is used (docs/security.md says what GTK and Swift still keep).
@MainActor
public final class Entry: Widget {
    /// Whether the text is hidden (a password or passcode field).
    public let isSecret: Bool

    /// A field showing `placeholder` while empty; `secret` makes it a password field. `peek` (only
    /// with `secret`) adds the eye icon that shows the text while the user asks (a recovery key,
    /// long and typed from paper).
    public init(placeholder: String = "", secret: Bool = false, peek: Bool = false) {
        isSecret = secret
        if secret {
            super.init(taking: gtk_password_entry_new())
            cgtk_object_set_string(raw, "placeholder-text", placeholder)
            gtk_password_entry_set_show_peek_icon(opaque, peek ? 1 : 0)
        } else {
            super.init(taking: gtk_entry_new())
            gtk_entry_set_placeholder_text(typed(GtkEntry.self), placeholder)
        }
    }

    /// The name given for screen readers (``setAccessibleLabel(_:)``), the text of its visible label.
    public private(set) var accessibleName: String?

    /// Names the field for screen readers (and for the visible label a form shows above it).
    override public func setAccessibleLabel(_ label: String) {
        accessibleName = label
        super.setAccessibleLabel(label)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// The grey text shown while the field is empty (a hint, not a label: see ``LabeledEntry``).
    public var placeholder: String {
        get {
            let text = isSecret ? nil : gtk_entry_get_placeholder_text(typed(GtkEntry.self))
            return text.map { String(cString: $0) } ?? ""
        }
        set {
            if isSecret {
                cgtk_object_set_string(raw, "placeholder-text", newValue)
            } else {
                gtk_entry_set_placeholder_text(typed(GtkEntry.self), newValue)
            }
        }
    }

    /// Empties the field and the entry buffer's copy of the text (a secret field's buffer zeroes it).
    public func clear() {
        if isSecret {
            gtk_editable_delete_text(opaque, 0, -1)
        } else {
            gtk_entry_buffer_delete_text(gtk_entry_get_buffer(typed(GtkEntry.self)), 0, -1)
        }
    }

    /// The most characters the field accepts (0: no limit; a secret field has none).
    public var maxLength: Int32 {
        get { isSecret ? 0 : gtk_entry_get_max_length(typed(GtkEntry.self)) }
        set { if !isSecret { gtk_entry_set_max_length(typed(GtkEntry.self), newValue) } }
    }

    /// Shows a symbolic icon at the start of the field (a magnifier for a search field; not on a secret one).
    public func setPrimaryIcon(_ name: String) {
        guard !isSecret else { return }
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

    /// Does what Enter in the field does: emits "activate" (`gtk_widget_activate` on a `GtkEntry`
    /// does nothing; its text child forwards Enter this way; `GtkPasswordEntry` has the same signal).
    public func pressEnter() { cgtk_signal_emit_simple(raw, "activate") }

    /// Runs `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signals.connect(raw, "activate", handler)
    }
}
