import CGTK
import CGTKShim

/// How a label's text is laid out on screen (tests): its lines, the lines Pango ended with a hyphen
/// it inserted, and whether all of it can be seen.
public struct ShownLabel: Sendable, Equatable, CustomStringConvertible {
    /// The label's whole text.
    public let text: String
    /// Its lines, as Pango broke them.
    public let lines: [String]
    /// Where each line starts in the text, in UTF-8 bytes (Pango's offsets).
    public let lineStarts: [Int]
    /// Whether each line was laid out right to left (its paragraph's direction).
    public let rightToLeftLines: [Bool]
    /// The lines that end in a hyphen Pango inserted (not in the text), by index in `lines`.
    public let hyphenatedLines: [Int]
    /// Why part of it can't be seen ("ellipsized", "taller than its allocation",
    /// "outside viewport"), or nil when all of it shows.
    public let cut: String?

    public var description: String {
        "\"\(text)\" lines \(lines)" + (hyphenatedLines.isEmpty ? "" : " hyphen after \(hyphenatedLines)")
            + (cut.map { " cut: \($0)" } ?? "")
    }
}

/// Reads every mapped `GtkLabel` under a widget as Pango laid it out: GTK's own labels too
/// (a status page's description, a row's subtitle, a dialog's body), which tests can't otherwise see.
@MainActor
public enum LabelLayout {
    /// The mapped labels under `root` (itself included), in tree order.
    public static func shown(in root: Widget) -> [ShownLabel] {
        var out: [ShownLabel] = []
        visit(root.widget, into: &out)
        return out
    }

    /// The mapped labels of every shown window of the process (the main window, its dialogs).
    public static func shownInAllWindows() -> [ShownLabel] {
        var out: [ShownLabel] = []
        guard let toplevels = gtk_window_get_toplevels() else { return out }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            visit(item.assumingMemoryBound(to: GtkWidget.self), into: &out)
            g_object_unref(item)
        }
        return out
    }

    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, into out: inout [ShownLabel]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if cgtk_is_a(UnsafeMutableRawPointer(widget), gtk_label_get_type()) != 0, let shown = read(widget) {
            out.append(shown)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visit(current, into: &out)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// One label as laid out, or nil for an empty one.
    static func read(_ widget: UnsafeMutablePointer<GtkWidget>) -> ShownLabel? {
        let label = OpaquePointer(UnsafeMutableRawPointer(widget))
        guard let raw = gtk_label_get_text(label), raw.pointee != 0, let layout = gtk_label_get_layout(label),
              let textPointer = pango_layout_get_text(layout) else { return nil }
        let text = String(cString: raw)
        // Pango's byte offsets are into the layout's text (the label's, without markup).
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(textPointer).assumingMemoryBound(to: UInt8.self),
                                              count: Int(strlen(textPointer))))
        var lines: [String] = []
        var starts: [Int] = []
        var directions: [Bool] = []
        var hyphenated: [Int] = []
        var line = pango_layout_get_lines_readonly(layout)
        while let node = line {
            if let data = node.pointee.data {
                let pangoLine = data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
                let start = max(0, min(bytes.count, Int(pangoLine.start_index)))
                let end = max(start, min(bytes.count, start + Int(pangoLine.length)))
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                starts.append(start)
                directions.append(pango_layout_line_get_resolved_direction(data.assumingMemoryBound(to: PangoLayoutLine.self))
                                  == PANGO_DIRECTION_RTL)
                var run = pangoLine.runs
                var needsHyphen = false
                while let runNode = run {
                    if let runData = runNode.pointee.data,
                       let item = runData.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                       Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_NEED_HYPHEN) != 0 {
                        needsHyphen = true
                    }
                    run = runNode.pointee.next
                }
                if needsHyphen { hyphenated.append(lines.count - 1) }
            }
            line = node.pointee.next
        }
        return ShownLabel(text: text, lines: lines, lineStarts: starts, rightToLeftLines: directions, hyphenatedLines: hyphenated,
                          cut: cut(widget, layout))
    }

    /// Where `parts` of the text of the mapped label under `root` that holds `part[0]` are drawn:
    /// for each, the x of its first and of its last character's leading edge, in the label's
    /// pixels (a part not found: nil). Tells which way a line reads.
    public static func positions(of parts: [String], under root: Widget) -> [(first: Int, last: Int)?] {
        guard let needle = parts.first, let label = find(root.widget, holding: needle),
              let layout = gtk_label_get_layout(label), let pointer = pango_layout_get_text(layout) else {
            return parts.map { _ in nil }
        }
        let text = String(cString: pointer)
        return parts.map { part -> (first: Int, last: Int)? in
            guard let range = text.range(of: part), let lastCharacter = text[range].indices.last else { return nil }
            func x(_ index: String.Index) -> Int {
                var rect = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(text.utf8.distance(from: text.startIndex, to: index)), &rect)
                return Int(rect.x) / Int(PANGO_SCALE)
            }
            return (x(range.lowerBound), x(lastCharacter))
        }
    }

    private static func find(_ widget: UnsafeMutablePointer<GtkWidget>, holding needle: String) -> OpaquePointer? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        if cgtk_is_a(UnsafeMutableRawPointer(widget), gtk_label_get_type()) != 0 {
            let label = OpaquePointer(UnsafeMutableRawPointer(widget))
            if let text = gtk_label_get_text(label), String(cString: text).contains(needle) { return label }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = find(current, holding: needle) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Why part of the label's text can't be seen, if it can't.
    private static func cut(_ widget: UnsafeMutablePointer<GtkWidget>, _ layout: OpaquePointer) -> String? {
        if pango_layout_is_ellipsized(layout) != 0 { return "ellipsized" }
        var textWidth: Int32 = 0
        var textHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
        let height = gtk_widget_get_height(widget)
        if textHeight > height + 1 { return "\(textHeight) px of text in \(height) px" }
        // An ancestor that clips what overflows it (a scrolled window's viewport, a row): the
        // label's box must lie inside it.
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if gtk_widget_get_overflow(current) == GTK_OVERFLOW_HIDDEN {
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(widget, current, &bounds) != 0 {
                    let width = Float(gtk_widget_get_width(current))
                    let ancestorHeight = Float(gtk_widget_get_height(current))
                    let slack: Float = 1
                    if bounds.origin.y < -slack || bounds.origin.y + bounds.size.height > ancestorHeight + slack
                        || bounds.origin.x < -slack || bounds.origin.x + bounds.size.width > width + slack {
                        let name = gtk_widget_get_css_name(current).map { String(cString: $0) } ?? "?"
                        return "outside \(name) (\(Int(bounds.origin.y))…\(Int(bounds.origin.y + bounds.size.height)) of "
                            + "\(Int(ancestorHeight)) px high)"
                    }
                }
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }
}
