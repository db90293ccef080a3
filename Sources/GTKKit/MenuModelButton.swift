import CGTK

/// A menu button whose menu is a `GMenu` of named actions (the header bar's primary menu): each
/// item runs the action its keyboard shortcut also runs.
@MainActor
public final class MenuModelButton: Widget {
    private let menu: OpaquePointer

    /// A button showing `icon` whose menu lists `items` (label, detailed action name `win.about`).
    public init(icon: String, accessibleLabel: String, items: [(label: String, action: String)]) {
        menu = g_menu_new()
        super.init(taking: gtk_menu_button_new())
        for item in items { g_menu_append(menu, item.label, item.action) }
        gtk_menu_button_set_icon_name(opaque, icon)
        gtk_menu_button_set_menu_model(opaque, model)
        gtk_menu_button_set_primary(opaque, 1)
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
    }

    private var model: UnsafeMutablePointer<GMenuModel> { UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self) }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// The items' labels, in order.
    public var labels: [String] {
        (0..<g_menu_model_get_n_items(model)).compactMap { index in
            guard let value = g_menu_model_get_item_attribute_value(self.model, index, "label", nil)
            else { return nil }
            defer { g_variant_unref(value) }
            return g_variant_get_string(value, nil).map { String(cString: $0) }
        }
    }

    /// Opens the menu (F10 does it too: the button is the window's primary menu).
    public func popup() { gtk_menu_button_popup(opaque) }

    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(opaque) }
}
