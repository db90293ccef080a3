import CGTK

extension Widget {
    /// Runs `handler` on every key press, click, scroll or touch in the widget (a window: anywhere in it), before
    /// any child sees it (the app lock's idle delay counts from the last one). The event goes on as usual.
    public func onInput(_ handler: @escaping @MainActor () -> Void) {
        guard let controller = gtk_event_controller_legacy_new() else { return }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signals.connectPointerReturningBool(UnsafeMutableRawPointer(controller), "event") { event in
            guard let event else { return false }
            switch gdk_event_get_event_type(OpaquePointer(event)) {
            case GDK_KEY_PRESS, GDK_BUTTON_PRESS, GDK_SCROLL, GDK_TOUCH_BEGIN: handler()
            default: break
            }
            return false
        }
        // The window owns the controller from here on.
        gtk_widget_add_controller(widget, controller)
    }
}
