import CGTK

/// Two panes side by side at desktop width that fold into one, with Back, when the window is narrow
/// (`AdwLeaflet`, libadwaita 1.2's adaptive container: a chat list beside a chat).
@MainActor
public final class Leaflet: Widget {
    private var children: [String: Widget] = [:]
    private var order: [String] = []

    /// An empty leaflet; it folds when its children's minimum widths no longer fit side by side.
    public init() {
        super.init(taking: adw_leaflet_new())
        adw_leaflet_set_can_unfold(opaque, 1)
        adw_leaflet_set_transition_type(opaque, ADW_LEAFLET_TRANSITION_TYPE_OVER)
    }

    /// Adds a pane called `name` at the end (`navigatable: false` for a separator).
    public func append(_ name: String, _ child: Widget, navigatable: Bool = true) {
        guard let page = adw_leaflet_append(opaque, child.widget) else { return }
        adw_leaflet_page_set_name(page, name)
        adw_leaflet_page_set_navigatable(page, navigatable ? 1 : 0)
        children[name] = child
        order.append(name)
    }

    /// Shows the pane called `name` (what a folded leaflet shows; unfolded, all panes show).
    public func show(_ name: String) { adw_leaflet_set_visible_child_name(opaque, name) }

    /// The name of the pane a folded leaflet shows.
    public var visiblePane: String? { adw_leaflet_get_visible_child_name(opaque).map { String(cString: $0) } }

    /// Whether only one pane shows (a narrow window).
    public var isFolded: Bool { adw_leaflet_get_folded(opaque) != 0 }

    /// Runs `handler` when the leaflet folds or unfolds.
    public func onFoldedChanged(_ handler: @escaping @MainActor (Bool) -> Void) {
        Signals.connectPointer(raw, "notify::folded") { [weak self] _ in
            guard let self else { return }
            handler(self.isFolded)
        }
    }

    /// Turns the slide between panes off (screenshots, tests).
    public func disableTransitions() {
        adw_leaflet_set_mode_transition_duration(opaque, 0)
    }
}

/// A thin line between two panes (`GtkSeparator`, vertical).
@MainActor
public final class PaneSeparator: Widget {
    /// A vertical separator, styled as a sidebar's edge.
    public init() {
        super.init(taking: gtk_separator_new(GTK_ORIENTATION_VERTICAL))
    }
}

extension HeaderBar {
    /// Whether the window's buttons show at the start and at the end (a pane beside another shows
    /// only the ones on its outer side).
    public func showTitleButtons(start: Bool, end: Bool) {
        adw_header_bar_set_show_start_title_buttons(opaque, start ? 1 : 0)
        adw_header_bar_set_show_end_title_buttons(opaque, end ? 1 : 0)
    }
}

extension ListView {
    /// Scrolls so that the item at `index` shows (GTK 4.8's `list.scroll-to-item` action; 4.12's
    /// `gtk_list_view_scroll_to` is not there yet).
    public func scrollTo(_ index: Int) {
        guard index >= 0, index < count else { return }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(UInt32(index)))
    }

    /// The scroll position: the top's offset and the height of the whole list (tests).
    public var scrollPosition: (value: Double, upper: Double, page: Double) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolling.opaque) else { return (0, 0, 0) }
        return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment),
                gtk_adjustment_get_page_size(adjustment))
    }
}

extension ListView {
    /// Scrolls by `pixels` (a wheel or a drag would), within the list's bounds.
    public func scroll(by pixels: Double) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolling.opaque) else { return }
        let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, min(max(0, gtk_adjustment_get_value(adjustment) + pixels), upper))
    }
}
