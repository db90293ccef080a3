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

    /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
    public func run() -> Int32 {
        g_application_run(typed(GApplication.self), 0, nil)
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(typed(GApplication.self)) }

    /// Sends a desktop notification through the application (`GNotification`); `id` replaces an
    /// earlier one with the same id.
    public func sendNotification(id: String, title: String, body: String) {
        guard let notification = g_notification_new(title) else { return }
        g_notification_set_body(notification, body)
        g_application_send_notification(typed(GApplication.self), id, notification)
        g_object_unref(UnsafeMutableRawPointer(notification))
    }
}
