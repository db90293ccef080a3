import CGTK
import CGTKShim

/// A field with its label shown above it, the label naming it for screen readers (the "labelled
/// by" relation, and its mnemonic widget): a placeholder vanishes as soon as one types and is no
/// label (issue 32). The field keeps its placeholder only as a hint of the format, when given one.
@MainActor
public final class LabeledEntry: Widget {
    /// The label above the field.
    public let label: Label
    /// The field.
    public let entry: Entry

    /// `entry` under a label `text`; `hint` replaces the field's placeholder (nil: none).
    public init(_ text: String, _ entry: Entry, hint: String? = nil) {
        label = Label(text)
        self.entry = entry
        let box = Box(.vertical, spacing: 4)
        super.init(taking: box.widget)
        label.xAlign = 0
        label.addStyleClass("caption-heading")
        gtk_label_set_mnemonic_widget(label.opaque, entry.widget)
        entry.placeholder = hint ?? ""
        // The visible label names the field, once: GTK 4.8 would read a label property too.
        cgtk_accessible_reset_label(entry.widget)
        cgtk_accessible_set_labelled_by(entry.widget, label.widget)
        box.append(label)
        box.append(entry)
        parts = box
    }

    /// `entry` under its own accessible name (else its placeholder); the placeholder stays as a
    /// hint only when it says something else (a format, "Off").
    public convenience init(_ entry: Entry) {
        let text = entry.accessibleName ?? entry.placeholder
        self.init(text, entry, hint: entry.placeholder == text ? nil : entry.placeholder)
    }

    /// The box holding the two (kept alive with this wrapper).
    private var parts: Box?
}
