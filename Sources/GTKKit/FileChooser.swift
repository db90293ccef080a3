import CGTK

/// The desktop's "Open file" dialog (`GtkFileChooserNative`; GTK 4.8 has no `GtkFileDialog`).
@MainActor
public final class FileChooser {
    private let native: OpaquePointer
    private var keepAlive: FileChooser?

    /// A dialog over `parent` to pick one existing file.
    public init(parent: Window?, title: String, accept: String, cancel: String) {
        native = gtk_file_chooser_native_new(title, parent?.typed(GtkWindow.self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                             accept, cancel)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(native)) }

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
