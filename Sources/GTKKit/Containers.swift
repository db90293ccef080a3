import CGTK

/// A header bar with a title and widgets at its start and end (`AdwHeaderBar`).
@MainActor
public final class HeaderBar: Widget {
    private var children: [Widget] = []

    /// A header bar showing the window's title.
    public init() { super.init(taking: adw_header_bar_new()) }

    /// Adds a widget at the start (a back button).
    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(opaque, child.widget)
        children.append(child)
    }

    /// Adds a widget at the end (a menu, an add button).
    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(opaque, child.widget)
        children.append(child)
    }

    /// Shows `child` as the title instead of the window's title.
    public func setTitleWidget(_ child: Widget) {
        adw_header_bar_set_title_widget(opaque, child.widget)
        children.append(child)
    }
}

/// A title and subtitle for a header bar (`AdwWindowTitle`).
@MainActor
public final class WindowTitle: Widget {
    /// A title with an optional subtitle ("Step 2 of 4").
    public init(title: String, subtitle: String = "") {
        super.init(taking: adw_window_title_new(title, subtitle))
    }

    /// The title.
    public var title: String {
        get { adw_window_title_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_window_title_set_title(opaque, newValue) }
    }

    /// The subtitle.
    public var subtitle: String {
        get { adw_window_title_get_subtitle(opaque).map { String(cString: $0) } ?? "" }
        set { adw_window_title_set_subtitle(opaque, newValue) }
    }
}

/// Keeps its child at a readable width, centred (`AdwClamp`).
@MainActor
public final class Clamp: Widget {
    private var content: Widget?

    /// A clamp at most `maximumWidth` pixels wide.
    public init(maximumWidth: Int32 = 600) {
        super.init(taking: adw_clamp_new())
        adw_clamp_set_maximum_size(opaque, maximumWidth)
    }

    /// The clamped widget.
    public func setContent(_ child: Widget) {
        adw_clamp_set_child(opaque, child.widget)
        content = child
    }
}

/// Scrolls a child that is larger than the space it gets (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    private var content: Widget?

    /// A vertically scrolling area.
    public init() {
        super.init(taking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        setExpand(vertical: true)
    }

    /// The scrolled widget.
    public func setContent(_ child: Widget) {
        gtk_scrolled_window_set_child(opaque, child.widget)
        content = child
    }
}

/// A header bar above content, with toasts over both (the body of every Threshold page).
@MainActor
public final class ToolbarPage: Widget {
    /// The header bar.
    public let header = HeaderBar()
    private var content: Widget?

    /// A vertical page: header bar, then content.
    public init() {
        super.init(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(typed(GtkBox.self), header.widget)
    }

    /// The content under the header bar (replaces the previous one).
    public func setContent(_ child: Widget) {
        if let content { gtk_box_remove(typed(GtkBox.self), content.widget) }
        child.setExpand(vertical: true)
        gtk_box_append(typed(GtkBox.self), child.widget)
        content = child
    }
}

/// A spinning wheel for work in progress (`GtkSpinner`).
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning.
    public init() {
        super.init(taking: gtk_spinner_new())
        gtk_spinner_start(opaque)
    }
}
