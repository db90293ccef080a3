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

    /// Adds an action whose parameter is a list of strings (`as`: a notification's target).
    static func addWithStrings(_ name: String, to map: OpaquePointer,
                               _ handler: @escaping @MainActor ([String]) -> Void) {
        guard let type = g_variant_type_new("as") else { return }
        defer { g_variant_type_free(type) }
        guard let action = g_simple_action_new(name, type) else { return }
        Signals.connectPointer(UnsafeMutableRawPointer(action), "activate") { parameter in
            guard let parameter else { return }
            handler(strings(of: OpaquePointer(parameter)))
        }
        g_action_map_add_action(map, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// The strings of an `as` variant.
    static func strings(of variant: OpaquePointer) -> [String] {
        var count: gsize = 0
        guard let array = g_variant_get_strv(variant, &count) else { return [] }
        defer { g_free(UnsafeMutableRawPointer(mutating: array)) }
        return (0..<Int(count)).compactMap { array[$0].map { String(cString: $0) } }
    }

    /// A new floating `as` variant of `strings`.
    static func variant(_ strings: [String]) -> OpaquePointer? {
        var copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        return copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                g_variant_new_strv($0, gssize(buffer.count))
            }
        }
    }
}
