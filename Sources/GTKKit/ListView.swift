import CGTK
import CGTKShim

/// A row widget of a `ListView`: made a few times and re-bound to other items as the list scrolls.
@MainActor
public protocol ListRow: AnyObject {
    /// The widget shown for the row.
    var root: Widget { get }
}

/// A scrolling list whose rows are recycled (`GtkListView` over a `GtkStringList` of keys with a
/// `GtkSignalListItemFactory`): a list of 1,000 items makes only the rows on screen, not 1,000.
@MainActor
public final class ListView<Row: ListRow>: Widget {
    private let model: OpaquePointer
    private let factory: UnsafeMutableRawPointer
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private var keys: [String] = []
    private let scroller: ScrolledWindow

    /// A list whose rows `makeRow` creates and `bind` fills with the item at an index.
    public init(makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        model = gtk_string_list_new(nil)
        factory = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new())
        // The selection model takes the string list's reference; the list view takes both.
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model))))
        scroller = ScrolledWindow()
        super.init(taking: gtk_list_view_new(selection, OpaquePointer(g_object_ref(factory))))
        gtk_list_view_set_single_click_activate(opaque, 1)
        addStyleClass("navigation-sidebar")
        scroller.setContent(self)

        Signals.connectPointer(factory, "setup") { [weak self] item in
            guard let self, let item else { return }
            let row = makeRow()
            gtk_list_item_set_child(OpaquePointer(item), row.root.widget)
            self.rows[item] = row
        }
        Signals.connectPointer(factory, "bind") { [weak self] item in
            guard let self, let item, let row = self.rows[item] else { return }
            let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
            guard position < self.keys.count else { return }
            bind(row, position)
        }
        Signals.connectPointer(factory, "teardown") { [weak self] item in
            guard let self, let item else { return }
            self.rows[item] = nil
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(model))
        g_object_unref(factory)
    }

    /// The list inside its scrolled window: add this to a layout.
    public var scrolling: Widget { scroller }

    /// Replaces the items: one key per item (rows are re-bound, not re-made).
    public func setItems(keys newKeys: [String]) {
        // The keys first: GTK may bind rows while the model changes.
        let old = keys.count
        keys = newKeys
        splice(at: 0, removing: old, newKeys)
    }

    /// Replaces `removing` items at `position` with `keys` (one `items-changed`): the rows of the
    /// items before and after keep their widgets and are not bound again.
    public func replaceItems(at position: Int, removing: Int, keys more: [String]) {
        guard position >= 0, removing >= 0, position + removing <= keys.count else { return }
        guard removing > 0 || !more.isEmpty else { return }
        keys.replaceSubrange(position..<position + removing, with: more)
        splice(at: position, removing: removing, more)
    }

    /// Adds items at the end (a list that grows as it is scrolled).
    public func appendItems(keys more: [String]) {
        let position = keys.count
        keys += more
        splice(at: position, removing: 0, more)
    }

    /// Runs `handler` when the list is scrolled to within `margin` pixels of its end.
    public func onScrolledNearEnd(margin: Double = 200, _ handler: @escaping @MainActor () -> Void) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        let check: @MainActor () -> Void = {
            let value = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            if value + page >= gtk_adjustment_get_upper(adjustment) - margin { handler() }
        }
        Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed", check)
        Signals.connectPointer(UnsafeMutableRawPointer(adjustment), "notify::upper") { _ in check() }
    }

    /// Scrolls to the end of the list (as End or dragging the scroll bar down would).
    public func scrollToEnd() {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    }

    private func splice(at position: Int, removing old: Int, _ newKeys: [String]) {
        var copies = newKeys.map { strdup($0) }
        copies.append(nil)
        defer { for copy in copies { free(copy) } }
        copies.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_string_list_splice(model, UInt32(position), UInt32(old), $0)
                }
            }
        }
    }

    /// The number of items.
    public var count: Int { keys.count }

    /// The rows made so far (about a screenful, whatever the number of items).
    public var madeRows: [Row] { Array(rows.values) }

    /// Runs `handler` with the index of the row a person activated (click or Enter).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        Signals.connectIndex(raw, "activate") { handler(Int($0)) }
    }

    /// Activates the row at `index` as a click would (tests).
    public func activateRow(at index: Int) {
        cgtk_signal_emit_uint(raw, "activate", UInt32(index))
    }
}
