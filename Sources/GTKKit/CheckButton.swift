import CGTK

/// A check box or, once grouped, a radio button (`GtkCheckButton`).
@MainActor
public final class CheckButton: Widget {
    /// A check button with a text label.
    public init(_ label: String) {
        super.init(taking: gtk_check_button_new_with_mnemonic(label))
    }

    /// Whether it is checked.
    public var isChecked: Bool {
        get { gtk_check_button_get_active(typed(GtkCheckButton.self)) != 0 }
        set { gtk_check_button_set_active(typed(GtkCheckButton.self), newValue ? 1 : 0) }
    }

    /// Makes this button one of a group where one alone is checked (radio buttons).
    public func joinGroup(of other: CheckButton) {
        gtk_check_button_set_group(typed(GtkCheckButton.self), other.typed(GtkCheckButton.self))
    }

    /// Runs `handler` after the button was checked or unchecked.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        Signals.connect(raw, "toggled") { [weak self] in
            guard let self else { return }
            handler(self.isChecked)
        }
    }
}
