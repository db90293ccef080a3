import CGTK

/// A button that opens a popover of actions (`GtkMenuButton` + `GtkPopover` with flat buttons).
@MainActor
public final class MenuButton: Widget {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let list = Box(.vertical, spacing: 0)
    /// The buttons of the popover, in order.
    public private(set) var items: [Button] = []

    /// A menu button showing a symbolic icon, named for screen readers.
    public init(icon: String, accessibleLabel: String) {
        popover = gtk_popover_new()
        super.init(taking: gtk_menu_button_new())
        g_object_ref_sink(popover)
        gtk_menu_button_set_icon_name(opaque, icon)
        gtk_popover_set_child(typed(GtkPopover.self, popover), list.widget)
        gtk_menu_button_set_popover(opaque, popover)
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
        addStyleClass("flat")
        setAlignment(vertical: .center)
    }

    isolated deinit { g_object_unref(popover) }

    private func typed<T>(_: T.Type, _ pointer: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// Replaces the popover's items; each closes the popover, then runs its handler.
    public func setItems(_ entries: [(label: String, destructive: Bool, handler: @MainActor () -> Void)]) {
        list.removeAll()
        items = entries.map { entry in
            let button = Button(entry.label, style: .flat)
            if entry.destructive { button.addStyleClass("error") }
            button.onClicked { [weak self] in
                self?.popdown()
                entry.handler()
            }
            list.append(button)
            return button
        }
    }

    /// Opens the popover (as a click on the button would).
    public func popup() { gtk_menu_button_popup(opaque) }

    /// Whether the popover is open.
    public var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }

    /// Closes the popover.
    public func popdown() { gtk_menu_button_popdown(opaque) }
}
