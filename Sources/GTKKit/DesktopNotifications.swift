import CGTK
import CGTKShim

/// Desktop notifications straight through `org.freedesktop.Notifications` on the session bus,
/// for a process without a registered application id (and for tests against a real server).
/// Safe from any thread (GDBus is thread-safe); call it off the main thread, as it waits for the
/// server's answer.
public enum FreedesktopNotifications {
    /// Why a notification could not be sent.
    public enum Failure: Error, Sendable, Equatable {
        /// No session bus.
        case noSessionBus
        /// The server refused or is absent; GLib's message.
        case refused(String)
    }

    /// Shows a notification; returns the server's id for it.
    @discardableResult
    public static func send(appName: String, summary: String, body: String) throws(Failure) -> UInt32 {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            throw .noSessionBus
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let id = cgtk_freedesktop_notify(bus, appName, summary, body, &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw .refused(message)
        }
        return id
    }
}
