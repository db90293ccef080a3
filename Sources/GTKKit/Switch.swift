import CGTK

/// An on/off switch (`GtkSwitch`).
@MainActor
public final class Switch: Widget {
    /// A switch, on or off.
    public init(isOn: Bool = false) {
        super.init(taking: gtk_switch_new())
        gtk_switch_set_active(opaque, isOn ? 1 : 0)
        setAlignment(vertical: .center)
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Runs `handler` after the switch was turned on or off (by a person or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        Signals.connectPointer(raw, "notify::active") { [weak self] _ in
            guard let self else { return }
            handler(self.isOn)
        }
    }
}
