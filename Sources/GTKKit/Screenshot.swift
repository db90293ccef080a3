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
        /// The widget drew nothing.
        case nothingDrawn
        /// The renderer made no texture of what it drew.
        case renderFailed
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
        // A widget waiting for its size (a label just shown) draws nothing until the next frame.
        var drawn: OpaquePointer?
        for _ in 0..<40 {
            let snapshot = gtk_snapshot_new()
            gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
            drawn = gtk_snapshot_free_to_node(snapshot)
            if drawn != nil { break }
            GTK.iterate(until: { false }, seconds: 0.05)
        }
        guard let content = drawn else { throw .nothingDrawn }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(width), height: Float(height)))
        // A part of a window (a page's column) draws no background of its own: paint the window's
        // behind it, or in the dark theme its light text lands on a transparent field, unreadable.
        let node = Self.onWindowBackground(content, of: widget, in: &viewport)
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .renderFailed }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .writeFailed(path) }
        return dump(node)
    }

    /// `content` over a rectangle of the theme's window background (`window_bg_color`) when the
    /// widget is not a window itself; takes over `content`'s reference.
    private static func onWindowBackground(_ content: OpaquePointer, of widget: Widget,
                                           in bounds: inout graphene_rect_t) -> OpaquePointer {
        if gtk_widget_get_native(widget.widget).map({ UnsafeMutableRawPointer($0) }) == UnsafeMutableRawPointer(widget.widget) {
            return content
        }
        var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let context = gtk_widget_get_style_context(widget.widget)
        if gtk_style_context_lookup_color(context, "window_bg_color", &color) == 0 {
            color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        }
        guard let background = gsk_color_node_new(&color, &bounds) else { return content }
        var children: [OpaquePointer?] = [background, content]
        let stacked = children.withUnsafeMutableBufferPointer { gsk_container_node_new($0.baseAddress, 2) }
        gsk_render_node_unref(background)
        guard let stacked else { return content }
        gsk_render_node_unref(content)
        return stacked
    }

    private static func dump(_ node: OpaquePointer) -> String {
        guard let bytes = gsk_render_node_serialize(node) else { return "" }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }
}
