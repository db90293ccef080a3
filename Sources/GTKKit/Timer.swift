import CGTK
import CGTKShim

/// A callback of GLib's main loop after a delay or at an interval (`g_timeout_add_full`): the live
/// window's check for changes, the pause after typing. Runs on the main thread.
@MainActor
public final class MainLoopTimer {
    private var sourceID: UInt32 = 0

    private init() {}

    /// Runs `handler` every `milliseconds` until `cancel()` (or the timer is released).
    public static func every(milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        timer.start(milliseconds, repeats: true, handler)
        return timer
    }

    /// Runs `handler` once after `milliseconds`, unless cancelled first.
    public static func after(milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        timer.start(milliseconds, repeats: false, handler)
        return timer
    }

    private func start(_ milliseconds: UInt32, repeats: Bool, _ handler: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(TimerBox(repeats: repeats) { [weak self] in
            if !repeats { self?.sourceID = 0 }
            handler()
        }).toOpaque()
        sourceID = g_timeout_add_full(cgtk_priority_default(), milliseconds, { data in
            guard let data else { return 0 }
            let box = Unmanaged<TimerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return box.repeats ? 1 : 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TimerBox>.fromOpaque(data).release()
        })
    }

    /// Stops the timer; its handler does not run again.
    public func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    /// Whether the timer will still fire.
    public var isActive: Bool { sourceID != 0 }

    isolated deinit { cancel() }
}

/// A timer's closure, retained by GLib until its destroy notify.
private final class TimerBox {
    let repeats: Bool
    let handler: @MainActor () -> Void
    init(repeats: Bool, _ handler: @escaping @MainActor () -> Void) {
        self.repeats = repeats
        self.handler = handler
    }
}
