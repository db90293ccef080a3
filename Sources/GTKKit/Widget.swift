import CGTK
import CGTKShim

/// A GTK widget owned by Swift: the wrapper holds one strong reference (the floating reference
/// is sunk at creation) and gives it back when the wrapper goes away.
///
/// Subclasses wrap one widget type each. All GTK calls stay on the main thread (`@MainActor`).
@MainActor
open class Widget {
    /// The `GtkWidget*`, as a raw pointer; `typed()` and `opaque` give the C function's view.
    public let raw: UnsafeMutableRawPointer

    /// Takes ownership of a newly created (floating) widget.
    public init(taking pointer: UnsafeMutableRawPointer) {
        raw = pointer
        g_object_ref_sink(pointer)
    }

    /// Takes ownership of a widget created through `OpaquePointer` functions (final GObject types).
    public init(taking pointer: OpaquePointer) {
        raw = UnsafeMutableRawPointer(pointer)
        g_object_ref_sink(raw)
    }

    /// Takes ownership of a widget created through a typed C function.
    public init<T>(taking pointer: UnsafeMutablePointer<T>) {
        raw = UnsafeMutableRawPointer(pointer)
        g_object_ref_sink(raw)
    }

    isolated deinit {
        g_object_unref(raw)
    }

    /// The widget as `GtkWidget*`.
    public var widget: UnsafeMutablePointer<GtkWidget> { raw.assumingMemoryBound(to: GtkWidget.self) }

    /// The widget as any other C struct pointer (a base or the widget's own type).
    public func typed<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }

    /// The widget as an opaque pointer, for final GObject types GTK declares without a struct.
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// Whether the widget reacts to input (insensitive widgets are greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget and all its parents are shown and it is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget holds the keyboard focus of its window.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the keyboard focus is on the widget or inside it (an entry's focus sits on its text child).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves the keyboard focus to the widget; false when it can't take it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Activates the widget as Enter or a click would (`gtk_widget_activate`).
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(widget) != 0 }

    /// Adds a CSS style class (libadwaita's `suggested-action`, `destructive-action`, `title-1`...).
    public func addStyleClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Removes a CSS style class.
    public func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Whether the widget has a CSS style class.
    public func hasStyleClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// The name a screen reader speaks for the widget.
    public func setAccessibleLabel(_ label: String) { cgtk_accessible_set_label(widget, label) }

    /// What a screen reader reads after the name (e.g. "Step 2 of 4").
    public func setAccessibleDescription(_ description: String) { cgtk_accessible_set_description(widget, description) }

    /// Names the widget's parent for screen readers: a list view's row, which GTK makes around the
    /// widget a row shows (its "list item" is what a screen reader lands on, not the widget inside).
    public func setRowAccessibleLabel(_ label: String) {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        cgtk_accessible_set_label(parent, label)
    }

    /// The tooltip shown on hover (and read by screen readers when there is no label).
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Margins around the widget, in pixels.
    public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }

    /// Whether the widget takes extra space in each direction.
    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    /// How the widget sits in the space it is given.
    public func setAlignment(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    /// The smallest size the widget asks for (-1 leaves a direction natural).
    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widget, width, height)
    }

    /// Whether the widget takes focus when Tab reaches it.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// The current size GTK gave the widget.
    public var allocatedSize: (width: Int32, height: Int32) {
        (gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget))
    }

    /// Lays this widget out left to right whatever the language (art, codes, numbers that must not mirror).
    public func keepLeftToRight() { gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR) }

    /// Makes the widget run a `GAction` (`win.hide-profile`, `app.quit`) when activated.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(OpaquePointer(raw), name) }
}

/// Where a widget sits in the space it is given.
public enum Alignment: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
