import CGTK

/// Renders a widget to a PNG file, as it is drawn on screen (tests and docs/screenshots).
///
/// The widget's window must be shown; with `GSK_RENDERER=cairo` the result does not depend on the
/// graphics driver. Uses `GtkWidgetPaintable` -> `GtkSnapshot` -> render node -> the window's
/// `GskRenderer` -> texture -> `gdk_texture_save_to_png`.
@MainActor
public enum Screenshot {
    /// Why a screenshot could not be written.
    public enum Failure: Error, Sendable, Equatable {
        /// The widget is not in a shown window, or has no size yet.
        case notDrawn
        /// The PNG file could not be written.
        case writeFailed(String)
    }

    /// Writes the widget's current look to `path` as PNG; returns the render node's text dump
    /// (for comparing looks without comparing pixels).
    @discardableResult
    public static func write(_ widget: Widget, to path: String) throws(Failure) -> String {
        let (width, height) = widget.allocatedSize
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget.widget),
              let renderer = gtk_native_get_renderer(native) else { throw .notDrawn }
        let paintable = gtk_widget_paintable_new(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .notDrawn }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .notDrawn }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .writeFailed(path) }
        return dump(node)
    }

    private static func dump(_ node: OpaquePointer) -> String {
        guard let bytes = gsk_render_node_serialize(node) else { return "" }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }
}
