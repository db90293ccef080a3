import CGTK
import CGTKShim

/// The keyboard's way through a window, as Tab takes it (`gtk_widget_child_focus`, what GTK runs
/// for Tab): tests check that it is the same on every pass and reaches every control.
@MainActor
public enum FocusChain {
    /// The widgets Tab focuses in `window`, from the start, in order, until it comes back to the
    /// first (at most `limit`).
    public static func tabOrder(in window: Widget, limit: Int = 400) -> [UnsafeMutablePointer<GtkWidget>] {
        let windowPointer = window.raw.assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_focus(windowPointer, nil)
        var order: [UnsafeMutablePointer<GtkWidget>] = []
        for _ in 0..<limit {
            if gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD) == 0 {
                // Past the last control: GTK starts again from the first, as Tab does.
                guard gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD) != 0 else { break }
            }
            guard let focus = gtk_window_get_focus(windowPointer) else { break }
            if focus == order.first { break }
            order.append(focus)
        }
        return order
    }

    /// `chain` as Tab stops: a focus inside a list (`GtkListView`, `GtkListBox`) counts as the
    /// list, once per visit. Tab enters a list at the row focused last there (GTK's rule, so a
    /// person comes back to where they were) and arrows move between its rows, so which row Tab
    /// lands on is not part of the order.
    public static func stops(_ chain: [UnsafeMutablePointer<GtkWidget>]) -> [UnsafeMutablePointer<GtkWidget>] {
        var out: [UnsafeMutablePointer<GtkWidget>] = []
        for widget in chain {
            var stop = widget
            var node = gtk_widget_get_parent(widget)
            while let current = node {
                let raw = UnsafeMutableRawPointer(current)
                if cgtk_is_a(raw, gtk_list_view_get_type()) != 0 || cgtk_is_a(raw, gtk_list_box_get_type()) != 0 { stop = current }
                node = gtk_widget_get_parent(current)
            }
            if out.last != stop { out.append(stop) }
        }
        return out
    }

    /// The controls under `root` (mapped, sensitive, focusable buttons, switches, check buttons,
    /// text fields and activatable rows) that the keyboard can't reach: not in `chain`, no
    /// ancestor in it, and not in a list whose rows the chain enters (arrows move between rows).
    /// Each is described by its type and accessible text for the failure message.
    public static func unreachable(in root: Widget, chain: [UnsafeMutablePointer<GtkWidget>]) -> [String] {
        let visited = Set(chain)
        var lists = Set<UnsafeMutablePointer<GtkWidget>>()
        for widget in chain {
            var parent = gtk_widget_get_parent(widget)
            while let current = parent {
                let raw = UnsafeMutableRawPointer(current)
                if cgtk_is_a(raw, gtk_list_box_get_type()) != 0 || cgtk_is_a(raw, gtk_list_view_get_type()) != 0 { lists.insert(current) }
                parent = gtk_widget_get_parent(current)
            }
        }
        var missing: [String] = []
        visit(root.widget, reached: visited.union(lists), into: &missing)
        return missing
    }

    /// Whether `widget` or one of its ancestors is in `reached`.
    private static func isReached(_ widget: UnsafeMutablePointer<GtkWidget>, _ reached: Set<UnsafeMutablePointer<GtkWidget>>) -> Bool {
        var node: UnsafeMutablePointer<GtkWidget>? = widget
        while let current = node {
            if reached.contains(current) { return true }
            node = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Adds the controls under `widget` that no widget in `reached` leads to.
    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, reached: Set<UnsafeMutablePointer<GtkWidget>>, into missing: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return }
        let raw = UnsafeMutableRawPointer(widget)
        let isControl = cgtk_is_a(raw, gtk_button_get_type()) != 0 || cgtk_is_a(raw, gtk_switch_get_type()) != 0
            || cgtk_is_a(raw, gtk_check_button_get_type()) != 0 || cgtk_is_a(raw, gtk_text_get_type()) != 0
        if isControl, gtk_widget_get_focusable(widget) != 0, gtk_widget_get_can_focus(widget) != 0, !isReached(widget, reached) {
            // The widget's name is its type's unless one was given ("GtkSwitch").
            let type = String(cString: gtk_widget_get_name(widget))
            let label = cgtk_is_a(raw, gtk_button_get_type()) != 0
                ? gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } : nil
            missing.append(type + (label.map { " " + $0 } ?? ""))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visit(current, reached: reached, into: &missing)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
