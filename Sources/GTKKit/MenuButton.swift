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

    /// The menu's entries, made only when the menu opens (a list of many rows then builds no
    /// buttons for menus nobody opens).
    public typealias Entry = (label: String, destructive: Bool, handler: @MainActor () -> Void)

    private var provider: (@MainActor () -> [Entry])?
    private var providerInstalled = false

    /// Gives the entries lazily: `provider` runs each time the menu is about to open.
    public func setItemsProvider(_ provider: @escaping @MainActor () -> [Entry]) {
        self.provider = provider
        guard !providerInstalled else { return }
        providerInstalled = true
        let box = Unmanaged.passRetained(SignalBox<@MainActor () -> Void>({ [weak self] in
            guard let self, let provider = self.provider else { return }
            self.setItems(provider())
        })).toOpaque()
        gtk_menu_button_set_create_popup_func(opaque, { _, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }, box, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
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
