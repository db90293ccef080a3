import CGTK

/// A number field with − and + (`GtkSpinButton`, whole numbers in a range). What is typed is read
/// by the caller's rule (`onInput`) and a value can be shown as a word (`onOutput`: 0 as "Off").
@MainActor
public final class SpinButton: Widget {
    /// A spin button from `range.lowerBound` to `range.upperBound`, in steps of 1.
    public init(range: ClosedRange<Int>, value: Int) {
        super.init(taking: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        gtk_spin_button_set_digits(opaque, 0)
        // Not numeric-only: a word ("Off") is shown and typed, and digits of any script are read
        // by the caller's rule; GTK's numeric filter would drop them as they are typed.
        gtk_spin_button_set_numeric(opaque, 0)
        gtk_spin_button_set_value(opaque, Double(value))
        setAlignment(vertical: .center)
    }

    /// The number shown.
    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(opaque)) }
        set { gtk_spin_button_set_value(opaque, Double(newValue)) }
    }

    /// The text in the field (as typed, before it is read).
    public var text: String {
        get { gtk_editable_get_text(OpaquePointer(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(OpaquePointer(raw), newValue) }
    }

    /// Makes the field wide enough for each of `texts` in its own font (the word shown for a
    /// value, "Off", "Kapalı", "Désactivé", and the widest number), now and once it is on screen
    /// (where its style, and so its font, is final). GTK sizes the field from the range's digits,
    /// which cut a word longer than "99" ("Kapa").
    public func fitWidth(to texts: [String]) {
        applyWidth(for: texts)
        Signals.connect(raw, "realize") { [weak self] in self?.applyWidth(for: texts) }
    }

    private func applyWidth(for texts: [String]) {
        let field = gtk_editable_get_delegate(OpaquePointer(raw)).map { UnsafeMutableRawPointer($0) } ?? raw
        let target = field.assumingMemoryBound(to: GtkWidget.self)
        guard let layout = gtk_widget_create_pango_layout(target, nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var widest: Int32 = 0
        for text in texts {
            pango_layout_set_text(layout, text, -1)
            var width: Int32 = 0
            var height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            widest = max(widest, width)
        }
        // GtkText is as wide as width-chars times the font's approximate character (or digit)
        // width: enough of those for the widest text, and one more for the caret.
        guard let context = gtk_widget_get_pango_context(target),
              let metrics = pango_context_get_metrics(context, nil, nil) else { return }
        defer { pango_font_metrics_unref(metrics) }
        let unit = max(pango_font_metrics_get_approximate_char_width(metrics),
                       pango_font_metrics_get_approximate_digit_width(metrics))
        let pixels = max(1, (unit + Int32(PANGO_SCALE) - 1) / Int32(PANGO_SCALE))
        gtk_editable_set_width_chars(OpaquePointer(raw), (widest + pixels - 1) / pixels + 1)
    }

    /// The width of the field's text and of the field itself, in pixels (tests: nothing cut).
    public var textAndFieldWidth: (text: Int, field: Int) {
        let field = gtk_editable_get_delegate(OpaquePointer(raw)).map { UnsafeMutableRawPointer($0) } ?? raw
        let target = field.assumingMemoryBound(to: GtkWidget.self)
        guard let layout = gtk_widget_create_pango_layout(target, text) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Int(width), Int(gtk_widget_get_width(target)))
    }

    /// Reads what is typed now (as Enter or leaving the field does).
    public func commit() { gtk_spin_button_update(opaque) }

    /// Runs `handler` after the value changed (by a person or by code).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        Signals.connect(raw, "value-changed") { [weak self] in
            guard let self else { return }
            handler(self.value)
        }
    }

    /// Reads typed text with `parse`: a number, or nil when the text is refused (the value stays).
    @discardableResult
    public func onInput(_ parse: @escaping @MainActor (String) -> Int?) -> UInt {
        let handler: @MainActor (UnsafeMutablePointer<Double>?) -> Int32 = { [weak self] newValue in
            guard let self, let newValue else { return 0 }
            guard let number = parse(self.text) else {
                // Refused: the value stays. GTK's update applies `newValue` even after an error
                // (with the default update policy an untouched one became 0, which this app shows
                // as "Off": a refused "abc" or "0" turned the wipe-after limit off).
                newValue.pointee = Double(self.value)
                return GTK_INPUT_ERROR
            }
            newValue.pointee = Double(number)
            return 1
        }
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Double>?, UnsafeMutableRawPointer?) -> Int32 = {
            _, newValue, data in
            guard let data else { return 0 }
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutablePointer<Double>?) -> Int32>>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(newValue) }
        }
        return Signals.connect(raw, "input", SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// Shows a value as `format` says (nil: the number).
    @discardableResult
    public func onOutput(_ format: @escaping @MainActor (Int) -> String?) -> UInt {
        let id = Signals.connectReturningBool(raw, "output") { [weak self] in
            guard let self, let word = format(self.value) else { return false }
            if self.text != word { self.text = word }
            return true
        }
        // Setting the same value shows it again through the handler.
        gtk_spin_button_set_value(opaque, gtk_spin_button_get_value(opaque))
        return id
    }
}
