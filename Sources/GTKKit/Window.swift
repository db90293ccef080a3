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
