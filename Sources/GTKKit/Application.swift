import CGTK

/// The application (`AdwApplication`): one per process, its actions, accelerators and main loop.
@MainActor
public final class Application {
    /// The `GtkApplication*`, as a raw pointer.
    public let raw: UnsafeMutableRawPointer

    /// An application with a reverse-DNS id; `unique: false` lets several processes run side by side
    /// (Threshold decides itself, by its data directory's lock, whether a second window may open).
    public init(id: String, unique: Bool = false) {
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        raw = UnsafeMutableRawPointer(adw_application_new(id, flags))
    }

    isolated deinit { g_object_unref(raw) }

    /// The application as a typed C pointer.
    public func typed<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }

    /// Runs `handler` when the application starts (build the first window there).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connect(raw, "activate", handler)
    }

    /// Adds an application action (`app.NAME`) with its keyboard shortcuts (`<Control>q`).
    public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        Actions.add(name, to: OpaquePointer(raw), handler)
        setAccelerators(accelerators, for: "app." + name)
    }

    /// Sets the keyboard shortcuts of a detailed action name (`app.quit`, `win.lock`).
    public func setAccelerators(_ accelerators: [String], for action: String) {
        guard !accelerators.isEmpty else { return }
        var copies = accelerators.map { strdup($0) }
        copies.append(nil)
        defer { for copy in copies { free(copy) } }
        copies.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_application_set_accels_for_action(typed(GtkApplication.self), action, $0)
                }
            }
        }
    }

    /// Adds an application action whose parameter is a list of strings (a notification's default
    /// action names what to open: `app.open-chat` with the profile and the chat).
    public func addAction(_ name: String, strings handler: @escaping @MainActor ([String]) -> Void) {
        Actions.addWithStrings(name, to: OpaquePointer(raw), handler)
    }

    /// Runs action `app.NAME` with a list of strings, as a notification's click would (tests).
    public func activateAction(_ name: String, strings: [String]) {
        g_action_group_activate_action(OpaquePointer(raw), name, Actions.variant(strings))
    }

    /// Registers the application on the session bus now (`run()` does it itself): true when this
    /// process is the one that owns the id. A second process on the same id is "remote": its
    /// `run()` only asks the first to activate (raise its window) and returns.
    @discardableResult
    public func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(typed(GApplication.self), nil, &error) != 0
        if let error { g_error_free(error) }
        return registered && g_application_get_is_remote(typed(GApplication.self)) == 0
    }

    /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
    public func run() -> Int32 {
        g_application_run(typed(GApplication.self), 0, nil)
    }

    /// Whether the process's application name was set (GLib allows it once per process).
    private static var nameSet = false

    /// Sets the process's application name (`g_set_application_name`), which GLib's freedesktop
    /// backend of `GNotification` sends as a notification's sender. The first call wins: GLib
    /// warns on a second one (tests make several windows in one process).
    public static func setName(_ name: String) {
        guard !nameSet else { return }
        nameSet = true
        g_set_application_name(name)
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(typed(GApplication.self)) }

    /// Sends a desktop notification through the application (`GNotification`); `id` replaces an
    /// earlier one with the same id (GLib passes the server's id of the previous one as
    /// `replaces_id`). `icon` is a themed icon name (the app's); a click runs `action` (`app.NAME`)
    /// with `target` as its list of strings, or just activates the application when nil.
    public func sendNotification(id: String, title: String, body: String, icon: String? = nil,
                                 action: String? = nil, target: [String]? = nil) {
        guard let notification = g_notification_new(title) else { return }
        g_notification_set_body(notification, body)
        if let icon, let themed = g_themed_icon_new(icon) {
            g_notification_set_icon(notification, themed)
            g_object_unref(UnsafeMutableRawPointer(themed))
        }
        if let action {
            if let target, let value = Actions.variant(target) {
                g_notification_set_default_action_and_target_value(notification, action, value)
            } else {
                g_notification_set_default_action(notification, action)
            }
        }
        g_application_send_notification(typed(GApplication.self), id, notification)
        g_object_unref(UnsafeMutableRawPointer(notification))
    }
}
