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
