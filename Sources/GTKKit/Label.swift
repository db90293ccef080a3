import CGTK

/// A piece of text (`GtkLabel`).
@MainActor
public final class Label: Widget {
    /// The text as given (in a right-to-left window the label shows its machine text isolated).
    private var given: String
    /// Whether the whole text is machine text (a link, a code).
    private var isMachineText = false

    /// A label showing `text`, wrapped to its width when `wraps`.
    public init(_ text: String = "", wraps: Bool = true) {
        given = text
        super.init(taking: gtk_label_new(nil))
        gtk_label_set_wrap(opaque, wraps ? 1 : 0)
        if wraps { gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR) }
        show(text)
    }

    /// The text shown (as given: without the isolates a right-to-left window adds around machine text).
    public var text: String {
        get { given }
        set {
            given = newValue
            show(newValue)
        }
    }

    /// Sets the text with its machine text laid out (`MachineText`): without inserted hyphens, a
    /// short run on one line, isolated in a right-to-left window. A selectable text and one that is
    /// all machine text are shown as they are (what is copied is what was given).
    private func show(_ text: String) {
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        gtk_label_set_text(opaque, isMachineText || isSelectable ? text : MachineText.shown(text, rightToLeft: rightToLeft))
        MachineText.apply(to: widget, whole: isMachineText)
    }

    /// Marks the whole text as machine text (a link, a path, a code): it breaks anywhere, lines
    /// filled to the end, without a hyphen Pango would insert, and is never reordered.
    public func showsMachineText() {
        isMachineText = true
        // Lines filled to the end: a break at one of its own hyphens ("threshold-" / "desktop-…")
        // would look like a hyphen added, or a word ending there.
        if gtk_label_get_wrap(opaque) != 0 { gtk_label_set_wrap_mode(opaque, PANGO_WRAP_CHAR) }
        show(given)
    }

    /// Horizontal alignment of the text within the label (0 start, 0.5 centre, 1 end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }

    /// Whether the text wraps to the label's width (by words, then characters: as made with `wraps`).
    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set {
            guard newValue != wraps else { return }
            gtk_label_set_wrap(opaque, newValue ? 1 : 0)
            if newValue { gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR) }
        }
    }

    /// The width in pixels of the text as the label lays it out now: of an unwrapped label, its
    /// one line, shaped once in its own layout, which GTK then reuses to measure and draw it (so
    /// asking costs nothing more than showing it). E.g. to wrap only a text that is long.
    public var layoutWidth: Int {
        guard let layout = gtk_label_get_layout(opaque) else { return Int.max }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Int(width)
    }

    /// Centres the lines of a wrapped text.
    public func centerLines() { gtk_label_set_justify(opaque, GTK_JUSTIFY_CENTER) }

    /// Lets a person select and copy the text (a migration link).
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set {
            gtk_label_set_selectable(opaque, newValue ? 1 : 0)
            show(given)
        }
    }

    /// Makes another widget the one this label names for screen readers and mnemonic keys.
    public func labels(_ widget: Widget) {
        gtk_label_set_mnemonic_widget(opaque, widget.widget)
    }
}

extension Label {
    /// Shows one line, ending in "…" when it does not fit: a long name never widens the window.
    public func ellipsizeAtEnd() {
        gtk_label_set_wrap(opaque, 0)
        gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(opaque, 1)
    }
}
