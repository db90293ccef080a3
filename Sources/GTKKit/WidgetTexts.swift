import CGTK
import CGTKShim

/// The texts a person sees in a widget tree: every mapped `GtkLabel` and `GtkText` (entries'
/// placeholders are not included), in tree order. Tests use it to find text written in code
/// rather than translated (the pseudo-locale marks every translated one).
@MainActor
public enum WidgetTexts {
    /// The labels' texts under `root` (itself included), mapped widgets only.
    public static func visible(in root: Widget) -> [String] {
        var out: [String] = []
        collect(root.widget, into: &out)
        return out
    }

    /// The labels' texts of every shown window of the process (the main window, then its open
    /// dialogs, as GTK lists its toplevels): what a person sees on the screen.
    public static func visibleInAllWindows() -> [String] {
        var out: [String] = []
        guard let toplevels = gtk_window_get_toplevels() else { return out }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            collect(item.assumingMemoryBound(to: GtkWidget.self), into: &out)
            g_object_unref(item)
        }
        return out
    }

    private static func collect(_ widget: UnsafeMutablePointer<GtkWidget>, into out: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if cgtk_is_a(UnsafeMutableRawPointer(widget), gtk_label_get_type()) != 0,
           let text = gtk_label_get_text(OpaquePointer(UnsafeMutableRawPointer(widget))) {
            let string = String(cString: text)
            if !string.isEmpty { out.append(string) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collect(current, into: &out)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
