import CGTK

/// A window's named actions (`win.NAME`) and their keyboard shortcuts, on any window (an
/// `AdwApplicationWindow` or a standalone `AdwWindow` in tests): a `GSimpleActionGroup` inserted
/// on the window and a `GtkShortcutController` whose shortcuts name the actions. Buttons, menus and
/// keys then share one path (`Widget.setAction("win.NAME")`, a menu item's action).
@MainActor
public final class WindowActions {
    /// The prefix the actions are reached by.
    public static let prefix = "win"
    private let group: OpaquePointer
    private let controller: OpaquePointer
    /// The accelerators of each action, as added (the shortcuts window lists them).
    public private(set) var accelerators: [String: [String]] = [:]

    /// The action group and the shortcut controller of `window`.
    public init(window: Window) {
        group = OpaquePointer(g_simple_action_group_new())
        gtk_widget_insert_action_group(window.widget, Self.prefix, group)
        controller = gtk_shortcut_controller_new()
        // Global in the window: a shortcut works wherever the focus is inside it.
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_widget_add_controller(window.widget, controller)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(group)) }

    /// Adds `win.NAME`, run by `handler` and by each of `accelerators` (`<Control>f`, `Escape`).
    public func add(_ name: String, accelerators keys: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        Actions.add(name, to: group, handler)
        accelerators[name] = keys
        for key in keys {
            guard let trigger = gtk_shortcut_trigger_parse_string(key),
                  let action = gtk_named_action_new(Self.prefix + "." + name) else { continue }
            // The shortcut takes both references; the controller takes the shortcut's.
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        }
    }

    /// Enables or disables `win.NAME` (a disabled action's shortcut and buttons do nothing).
    public func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(group, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Whether `win.NAME` is enabled.
    public func isEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(group, name) != 0
    }

    /// Runs `win.NAME` as its shortcut would (tests).
    public func activate(_ name: String) {
        g_action_group_activate_action(group, name, nil)
    }

    /// The names of the actions.
    public var names: [String] {
        guard let list = g_action_group_list_actions(group) else { return [] }
        defer { g_strfreev(list) }
        var names: [String] = []
        var index = 0
        while let name = list[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names.sorted()
    }
}
