import CGTK

/// Start-up and the main loop of GTK and libadwaita, for the app and for in-process tests.
@MainActor
public enum GTK {
    private static var initialized: Bool?

    /// Initializes GTK and libadwaita once; false when no display can be opened (then nothing
    /// else in GTKKit may be called). Call on the main thread, before any widget is made.
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        let opened = gtk_init_check() != 0
        if opened { adw_init() }
        initialized = opened
        return opened
    }

    /// Runs every event, idle callback and frame that is ready, without waiting (tests and
    /// screenshots: lets layout, mapping and drawing happen).
    public static func drainEvents() {
        var rounds = 0
        while g_main_context_pending(nil) != 0 && rounds < 10_000 {
            g_main_context_iteration(nil, 0)
            rounds += 1
        }
    }

    /// Runs the main loop until `done` is true or `iterations` blocking iterations have passed.
    /// Each blocking iteration waits for the next event or timer.
    public static func iterate(until done: () -> Bool, iterations: Int = 2_000) {
        var count = 0
        while !done() && count < iterations {
            g_main_context_iteration(nil, 1)
            count += 1
        }
    }
}
