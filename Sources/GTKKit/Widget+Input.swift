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

extension Widget {
    /// The mouse's back button (button 8, "back" on most mice), as in a browser.
    public static let mouseBackButton: UInt32 = 8

    /// Runs `handler` when the mouse's back button is pressed anywhere in the widget (a window),
    /// before any child sees the click (`GtkGestureClick` for that button, in the capture phase).
    public func onMouseBack(_ handler: @escaping @MainActor () -> Void) {
        guard let gesture = gtk_gesture_click_new() else { return }
        gtk_gesture_single_set_button(gesture, Self.mouseBackButton)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        // "pressed" (GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer).
        let callback: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, _, data in
            guard let data else { return }
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        Signals.connect(UnsafeMutableRawPointer(gesture), "pressed", SignalBox(handler), unsafeBitCast(callback, to: GCallback.self))
        gtk_widget_add_controller(widget, gesture)
    }
}
