import CGTK
import CGTKShim

/// The one way back to GTK's main thread for work finished elsewhere (a KDF, a disk read).
///
/// On Linux, `DispatchQueue.main` and `@MainActor` tasks do not run while GLib's loop runs, so
/// nothing in the desktop face relies on them: results come back through `g_idle_add_full`, which
/// is safe from any thread and runs the closure on the thread that runs GLib's default loop.
public enum MainThread {
    /// Runs `work` on the GTK main thread at the next idle moment of the main loop.
    public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        post(priority: cgtk_priority_default(), work)
    }

    /// ``post(_:)`` at idle priority, below GTK's layout and drawing: `work` waits for a frame
    /// that is due (the window's first frame is not held back by work that can follow it).
    public static func postAfterDrawing(_ work: @escaping @Sendable @MainActor () -> Void) {
        post(priority: cgtk_priority_default_idle(), work)
    }

    private static func post(priority: Int32, _ work: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(IdleWork(work)).toOpaque()
        g_idle_add_full(priority, { data in
            guard let data else { return 0 }
            let work = Unmanaged<IdleWork>.fromOpaque(data).takeUnretainedValue().work
            MainActor.assumeIsolated { work() }
            return 0 // G_SOURCE_REMOVE
        }, box, { data in
            guard let data else { return }
            Unmanaged<IdleWork>.fromOpaque(data).release()
        })
    }
}

/// The closure an idle callback runs, retained by GLib until its destroy notify.
private final class IdleWork: Sendable {
    let work: @Sendable @MainActor () -> Void
    init(_ work: @escaping @Sendable @MainActor () -> Void) { self.work = work }
}
