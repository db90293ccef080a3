import CGTK
import CGTKShim

/// A desktop notification server spoken to directly (`org.freedesktop.Notifications` over GDBus,
/// asynchronously on the main loop): a notification with a key replaces the one sent last with the
/// same key (`replaces_id` is that one's id from the server's reply), carries the app's icon and a
/// default action, and a click on it (`ActionInvoked` "default") is handed back with its key.
/// GLib 2.74's own backend for `GNotification` sends `replaces_id` 0 every time, so a chat's
/// popups piled up; this keeps the ids itself.
@MainActor
public final class NotificationServer {
    private let bus: OpaquePointer
    /// The sender's name the server shows (the brand's app name: ``DesktopApp`` sets it once the brand is read).
    public var appName: String
    private let icon: String
    private var idsByKey: [String: UInt32] = [:]
    private var keysByID: [UInt32: String] = [:]
    private var subscription: guint = 0
    private var onClick: (@MainActor (String) -> Void)?
    /// GLib's message for the last call the server did not take (for a test's failure message).
    public private(set) var lastError: String?

    /// A client on the session bus naming `appName` and the themed `icon` (also the desktop
    /// entry's id); nil without a session bus.
    public init?(appName: String, icon: String) {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        self.bus = bus
        self.appName = appName
        self.icon = icon
        subscribe()
    }

    isolated deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(bus, subscription) }
        g_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// Runs `handler` with a notification's key when the person clicks it.
    public func onClick(_ handler: @escaping @MainActor (String) -> Void) { onClick = handler }

    /// The server's id for the notification last sent with `key`, if it is still shown.
    public func id(for key: String) -> UInt32? { idsByKey[key] }

    /// Sends a notification; `done` gets whether the server took it (false: no server, or it
    /// refused; the caller may fall back).
    public func send(key: String, summary: String, body: String, defaultLabel: String,
                     done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let parameters = cgtk_notify_parameters(appName, idsByKey[key] ?? 0, icon, summary, body, defaultLabel, icon)
        let reply: @MainActor (UInt32?, String?) -> Void = { [weak self] id, error in
            self?.lastError = error
            guard let self, let id, id != 0 else { done(false); return }
            if let old = self.idsByKey[key], old != id { self.keysByID[old] = nil }
            self.idsByKey[key] = id
            self.keysByID[id] = key
            done(true)
        }
        let box = Unmanaged.passRetained(SignalBox(reply)).toOpaque()
        let callback: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            source, result, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor (UInt32?, String?) -> Void>>.fromOpaque(data).takeRetainedValue()
            var id: UInt32?
            var message: String?
            if let source, let result {
                var error: UnsafeMutablePointer<GError>?
                if let value = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) {
                    if let first = g_variant_get_child_value(value, 0) {
                        id = g_variant_get_uint32(first)
                        g_variant_unref(first)
                    }
                    g_variant_unref(value)
                }
                if let error {
                    message = String(cString: error.pointee.message)
                    g_error_free(error)
                }
            }
            MainActor.assumeIsolated { box.handler(id, message) }
        }
        g_dbus_connection_call(bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                               "org.freedesktop.Notifications", "Notify", parameters, nil,
                               G_DBUS_CALL_FLAGS_NONE, 5000, nil, callback, box)
    }

    private func subscribe() {
        let handler: @MainActor (String, OpaquePointer) -> Void = { [weak self] signal, parameters in
            guard let self, let first = g_variant_get_child_value(parameters, 0) else { return }
            let id = g_variant_get_uint32(first)
            g_variant_unref(first)
            switch signal {
            case "ActionInvoked":
                guard let second = g_variant_get_child_value(parameters, 1) else { return }
                let action = g_variant_get_string(second, nil).map { String(cString: $0) }
                g_variant_unref(second)
                if action == "default", let key = self.keysByID[id] { self.onClick?(key) }
            case "NotificationClosed":
                // Gone from the screen: the chat's next one is a new popup.
                if let key = self.keysByID.removeValue(forKey: id), self.idsByKey[key] == id { self.idsByKey[key] = nil }
            default:
                break
            }
        }
        let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let callback: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                      UnsafePointer<CChar>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, _, signal, parameters, data in
            guard let data, let signal, let parameters else { return }
            let box = Unmanaged<SignalBox<@MainActor (String, OpaquePointer) -> Void>>.fromOpaque(data).takeUnretainedValue()
            let name = String(cString: signal)
            MainActor.assumeIsolated { box.handler(name, parameters) }
        }
        subscription = g_dbus_connection_signal_subscribe(bus, nil, "org.freedesktop.Notifications", nil,
                                                          "/org/freedesktop/Notifications", nil, G_DBUS_SIGNAL_FLAGS_NONE,
                                                          callback, box, { data in
                                                              guard let data else { return }
                                                              Unmanaged<AnyObject>.fromOpaque(data).release()
                                                          })
    }
}
