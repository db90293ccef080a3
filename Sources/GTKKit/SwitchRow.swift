import CGTK

/// A row with a switch at its end (libadwaita 1.2 has no `AdwSwitchRow`: an `AdwActionRow` whose
/// activatable widget is a `GtkSwitch`, so Enter or a click anywhere on the row toggles it).
@MainActor
public final class SwitchRow {
    /// The row to add to a boxed list.
    public let row: ActionRow
    /// The switch at the end of the row.
    public let toggle: Switch

    /// A switch row with a title, an optional subtitle, on or off.
    public init(title: String, subtitle: String? = nil, isOn: Bool = false) {
        row = ActionRow(title: title, subtitle: subtitle)
        toggle = Switch(isOn: isOn)
        toggle.setAccessibleLabel(title)
        row.addSuffix(toggle)
        row.setActivatableWidget(toggle)
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { toggle.isOn }
        set { toggle.isOn = newValue }
    }

    /// Runs `handler` after the switch changed.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt { toggle.onToggled(handler) }
}
