import CGTK

/// Connects Swift closures to GObject signals.
///
/// Each closure lives in a box that GLib retains: `g_signal_connect_data` gets the box and a
/// destroy notify that releases it when the handler is disconnected or the object is finalized,
/// so a closure never outlives its signal and never leaks. Handlers run on the main thread.
@MainActor
public enum Signals {
    /// A handler for a signal whose callback is `void (*)(GObject *, gpointer)` ("clicked", "activate", "changed").
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor () -> Void) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(object, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A handler for a signal with one pointer argument (a list item, a `GParamSpec`, a `const char *`).
    @discardableResult
    public static func connectPointer(_ object: UnsafeMutableRawPointer, _ signal: String,
                                      _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connect(object, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A handler for a signal with one `guint` argument (a list view's "activate" position).
    @discardableResult
    public static func connectIndex(_ object: UnsafeMutableRawPointer, _ signal: String,
                                    _ handler: @escaping @MainActor (UInt32) -> Void) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
            _, index, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor (UInt32) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(index) }
        }
        return connect(object, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A handler for a signal that returns a boolean ("close-request": true stops the close).
    @discardableResult
    public static func connectReturningBool(_ object: UnsafeMutableRawPointer, _ signal: String,
                                            _ handler: @escaping @MainActor () -> Bool) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            guard let data else { return 0 }
            let box = Unmanaged<SignalBox<@MainActor () -> Bool>>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        return connect(object, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A handler for a signal with one pointer argument that returns a boolean (an event
    /// controller's "event": return true to stop the event).
    @discardableResult
    public static func connectPointerReturningBool(_ object: UnsafeMutableRawPointer, _ signal: String,
                                                   _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, argument, data in
            guard let data else { return 0 }
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Bool>>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(argument) } ? 1 : 0
        }
        return connect(object, signal, SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// Disconnects a handler; its closure is released by the destroy notify.
    public static func disconnect(_ object: UnsafeMutableRawPointer, _ id: UInt) {
        g_signal_handler_disconnect(object, gulong(id))
    }

    static func connect<Handler>(_ object: UnsafeMutableRawPointer, _ signal: String,
                                         _ box: SignalBox<Handler>, _ callback: GCallback) -> UInt {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(object, signal, callback, data, { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(rawValue: 0))
        return UInt(id)
    }
}

/// A closure retained by GLib for one signal connection.
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}
