import CGTK

/// Shows short notices over its child (`AdwToastOverlay` + `AdwToast`).
@MainActor
public final class ToastOverlay: Widget {
    private var content: Widget?

    /// The titles of the toasts shown, newest last (tests and screenshots read them).
    public private(set) var shownToasts: [String] = []

    /// An overlay over nothing yet.
    public init() { super.init(taking: adw_toast_overlay_new()) }

    /// The widget the toasts float over.
    public func setContent(_ child: Widget) {
        adw_toast_overlay_set_child(opaque, child.widget)
        content = child
    }

    /// Shows a toast with `title` for a few seconds.
    public func show(_ title: String) {
        let toast = adw_toast_new(title)
        adw_toast_overlay_add_toast(opaque, toast) // takes the toast's reference
        shownToasts.append(title)
    }
}
