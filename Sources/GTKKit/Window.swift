import CGTK

/// A top-level window (`AdwApplicationWindow` inside an application, else `AdwWindow`), whose
/// content is one widget; libadwaita windows draw no title bar of their own.
@MainActor
public final class Window: Widget {
    private var content: Widget?

    /// A window of `application` (or a standalone one for tests) with a title and a default size.
    public init(application: Application? = nil, title: String, width: Int32 = 480, height: Int32 = 720) {
        if let application {
            super.init(taking: adw_application_window_new(application.typed(GtkApplication.self)))
        } else {
            super.init(taking: adw_window_new())
        }
        gtk_window_set_title(typed(GtkWindow.self), title)
        gtk_window_set_default_size(typed(GtkWindow.self), width, height)
    }

    /// The window's size; a shown window takes it at once (tests try every width with one window).
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(typed(GtkWindow.self), width, height)
    }

    /// The widget filling the window.
    public func setContent(_ child: Widget) {
        if cgtkIsApplicationWindow {
            adw_application_window_set_content(typed(AdwApplicationWindow.self), child.widget)
        } else {
            adw_window_set_content(typed(AdwWindow.self), child.widget)
        }
        content = child
    }

    private var cgtkIsApplicationWindow: Bool {
        g_type_check_instance_is_a(typed(GTypeInstance.self), adw_application_window_get_type()) != 0
    }

    /// The title.
    public var title: String {
        get { gtk_window_get_title(typed(GtkWindow.self)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(typed(GtkWindow.self), newValue) }
    }

    /// Shows the window and gives it the focus.
    public func present() { gtk_window_present(typed(GtkWindow.self)) }

    /// Runs `handler` once, after the window's next frame is painted (call after `present()`).
    public func onNextFrame(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        var done = false
        Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            guard !done else { return }
            done = true
            handler()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Runs `handler` once, after the window's first frame is painted: at its next frame when it is
    /// mapped already, else at the first frame after it maps. `milliseconds` bounds the wait (a
    /// window that is never shown, or never paints, still runs `handler`). Start-up work that the
    /// first frame does not show waits for it, so it does not compete with GTK for a core (issue 32).
    public func afterFirstFrame(atMost milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) {
        FirstFrameWait(self, atMost: milliseconds, handler).start()
    }

    /// Closes the window (as its close button would).
    public func close() { gtk_window_close(typed(GtkWindow.self)) }

    /// Closes and destroys the window now.
    public func destroy() { gtk_window_destroy(typed(GtkWindow.self)) }

    /// The widget with keyboard focus.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(typed(GtkWindow.self)) }

    /// The widget Enter activates when no other widget takes it.
    public func setDefaultWidget(_ child: Widget?) {
        gtk_window_set_default_widget(typed(GtkWindow.self), child?.widget)
    }

    /// Runs `handler` when the window is asked to close; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> UInt {
        Signals.connectReturningBool(raw, "close-request", handler)
    }

    /// Adds a named window action (`win.NAME`) that runs `handler`.
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        Actions.add(name, to: OpaquePointer(raw), handler)
    }
}

/// One ``Window/afterFirstFrame(atMost:_:)``: runs its handler once, at the first frame after the
/// window maps or when the bound passes, whichever comes first.
@MainActor
private final class FirstFrameWait {
    private weak var window: Window?
    private var handler: (@MainActor () -> Void)?
    private var fallback: MainLoopTimer?
    private var mapHandler: UInt = 0
    private let milliseconds: UInt32

    init(_ window: Window, atMost milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) {
        self.window = window
        self.milliseconds = milliseconds
        self.handler = handler
    }

    func start() {
        // The timer's and the signals' closures keep this object until it has run.
        fallback = MainLoopTimer.after(milliseconds: milliseconds) { self.run() }
        guard let window else { return }
        if window.isMapped {
            window.onNextFrame { self.run() }
        } else {
            mapHandler = Signals.connect(window.raw, "map") { self.mapped() }
        }
    }

    private func mapped() {
        guard let window else { return }
        if mapHandler != 0 { Signals.disconnect(window.raw, mapHandler) }
        mapHandler = 0
        window.onNextFrame { self.run() }
    }

    private func run() {
        guard let handler else { return }
        self.handler = nil
        fallback?.cancel()
        fallback = nil
        if let window, mapHandler != 0 { Signals.disconnect(window.raw, mapHandler) }
        mapHandler = 0
        handler()
    }
}
