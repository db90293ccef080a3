import CGTK

/// The desktop's "Open file" dialog (`GtkFileChooserNative`; GTK 4.8 has no `GtkFileDialog`).
@MainActor
public final class FileChooser {
    private let native: OpaquePointer
    private var keepAlive: FileChooser?
    private let parent: Window?

    /// A dialog over `parent` to pick one existing file.
    public init(parent: Window?, title: String, accept: String, cancel: String) {
        self.parent = parent
        native = gtk_file_chooser_native_new(title, parent?.typed(GtkWindow.self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                             accept, cancel)
    }

    /// A dialog over the window that holds `widget` (none while it is not in one).
    public init(over widget: Widget, title: String, accept: String, cancel: String) {
        parent = nil
        let root = gtk_widget_get_root(widget.widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        native = gtk_file_chooser_native_new(title, root, GTK_FILE_CHOOSER_ACTION_OPEN, accept, cancel)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(native)) }

    /// Offers only files of `mimeTypes` (and names ending in `patterns`, e.g. `*.png`), under `name`
    /// in the dialog's filter menu; the first filter added is the one in force.
    public func addFilter(name: String, mimeTypes: [String], patterns: [String] = []) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        // The chooser takes its own reference.
        gtk_file_chooser_add_filter(native, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Shows the dialog; `handler` receives the chosen file's path, or nil when cancelled.
    public func present(_ handler: @escaping @MainActor (String?) -> Void) {
        keepAlive = self
        Signals.connectPointer(UnsafeMutableRawPointer(native), "response") { [weak self] response in
            guard let self else { return }
            var path: String?
            // The response is a gint passed in the pointer-sized slot.
            if Int32(truncatingIfNeeded: Int(bitPattern: response)) == GTK_RESPONSE_ACCEPT.rawValue,
               let file = gtk_file_chooser_get_file(self.native) {
                if let cPath = g_file_get_path(file) {
                    path = String(cString: cPath)
                    g_free(cPath)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            handler(path)
            self.keepAlive = nil
        }
        gtk_native_dialog_show(UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
