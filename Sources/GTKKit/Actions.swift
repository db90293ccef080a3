import CGTK

/// Named actions (`app.quit`, `win.lock`): buttons, menus and keyboard accelerators share them.
@MainActor
enum Actions {
    /// Adds an action without a parameter to a `GActionMap` (an application or a window).
    static func add(_ name: String, to map: OpaquePointer, _ handler: @escaping @MainActor () -> Void) {
        guard let action = g_simple_action_new(name, nil) else { return }
        Signals.connectPointer(UnsafeMutableRawPointer(action), "activate") { _ in handler() }
        g_action_map_add_action(map, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
