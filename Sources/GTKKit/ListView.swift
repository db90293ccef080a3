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
    private let bindRow: @MainActor (Row, Int) -> Void
    /// The checks of ``onScrolledNearStart(margin:_:)`` and ``onScrolledNearEnd(margin:_:)``.
    private var scrollChecks: [@MainActor () -> Void] = []
    /// Before a prepend is laid out: the list's height and the scroll position then.
    private var prepended: (upper: Double, value: Double)?

    /// A list whose rows `makeRow` creates and `bind` fills with the item at an index.
    public init(makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        model = gtk_string_list_new(nil)
        bindRow = bind
        factory = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new())
        // The selection model takes the string list's reference; the list view takes both.
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model))))
        scroller = ScrolledWindow()
        super.init(taking: gtk_list_view_new(selection, OpaquePointer(g_object_ref(factory))))
        gtk_list_view_set_single_click_activate(opaque, 1)
        addStyleClass("navigation-sidebar")
        scroller.setContent(self)

        // First among the handlers of the height (those of onScrolled see the position kept).
        if let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) {
            Signals.connectPointer(UnsafeMutableRawPointer(adjustment), "notify::upper") { [weak self] _ in
                self?.keepPositionAfterPrepend(adjustment)
            }
        }

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

    /// Shows other items at `positions` in the rows already made for them, without an
    /// `items-changed`: GTK 4.8's list view makes a new row widget for every item an `items-changed`
    /// adds (it recycles none), so replacing a screenful of items made a screenful of rows again
    /// (about a frame's time for "Your chat profiles"). Rows not made yet are bound when GTK makes them.
    public func rebindItems(at positions: [Int], keys changed: [String]) {
        for (position, key) in zip(positions, changed) where keys.indices.contains(position) { keys[position] = key }
        let wanted = Set(positions)
        for (item, row) in rows {
            let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
            if wanted.contains(position), position < keys.count { bindRow(row, position) }
        }
    }

    /// Adds items at the end (a list that grows as it is scrolled).
    public func appendItems(keys more: [String]) {
        let position = keys.count
        keys += more
        splice(at: position, removing: 0, more)
    }

    /// Adds items at the start (a list that grows towards older items as it is scrolled up),
    /// keeping the rows on screen where they are.
    public func prependItems(keys more: [String]) {
        replaceFirstItems(0, with: more)
    }

    /// Replaces the first `removing` items with `more` (a list that grows at its start and shows
    /// its first item again), keeping the rows below on screen where they are.
    /// With `keepingPosition: false` the caller places the view itself (e.g. scrolls to an item:
    /// GTK then keeps that item in place through later changes of the model).
    public func replaceFirstItems(_ removing: Int, with more: [String], keepingPosition: Bool = true) {
        guard removing <= keys.count, removing > 0 || !more.isEmpty else { return }
        if keepingPosition, prepended == nil, let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) {
            prepended = (gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_value(adjustment))
        }
        keys.replaceSubrange(0..<removing, with: more)
        splice(at: 0, removing: removing, more)
    }

    /// Once the list grown at its start is laid out: the position moved down by what was added
    /// (GTK 4.8 keeps the top where it was, so the view jumped to the new items and, near the
    /// start, grew the list again and again).
    private func keepPositionAfterPrepend(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        guard let before = prepended else { return }
        prepended = nil
        let grown = gtk_adjustment_get_upper(adjustment) - before.upper
        let wanted = before.value + grown
        if grown > 0, gtk_adjustment_get_value(adjustment) < wanted {
            gtk_adjustment_set_value(adjustment, wanted)
        }
    }

    /// Runs `handler` once, after the list's next frame is painted (it is laid out by then).
    public func afterNextPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            handler()
            return
        }
        var done = false
        Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            guard !done else { return }
            done = true
            handler()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Runs `handler` when the list is scrolled to within `margin` pixels of its end.
    public func onScrolledNearEnd(margin: Double = 200, _ handler: @escaping @MainActor () -> Void) {
        onScrolled { value, page, upper in
            if value + page >= upper - margin { handler() }
        }
    }

    /// Runs `handler` when the list is scrolled to within `margin` pixels of its start.
    public func onScrolledNearStart(margin: Double = 200, _ handler: @escaping @MainActor () -> Void) {
        onScrolled { value, page, _ in
            // Not laid out yet (no height): not near the start, whatever the value.
            if page > 0, value <= margin { handler() }
        }
    }

    /// Runs `check` with the scroll position (top, visible height, whole height) when it or the
    /// list's height changes.
    private func onScrolled(_ check: @escaping @MainActor (Double, Double, Double) -> Void) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        let run: @MainActor () -> Void = {
            check(gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment),
                  gtk_adjustment_get_upper(adjustment))
        }
        Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed", run)
        Signals.connectPointer(UnsafeMutableRawPointer(adjustment), "notify::upper") { _ in run() }
        scrollChecks.append(run)
    }

    /// Runs the near-start and near-end checks now (e.g. once the list may grow).
    public func checkScrollPosition() {
        for check in scrollChecks { check() }
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
