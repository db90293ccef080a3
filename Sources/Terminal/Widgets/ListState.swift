/// Selection and scroll position of a ``ListView``.
public struct ListState: Hashable, Sendable {
    /// The selected row, if any.
    public private(set) var selected: Int?
    /// The first visible row.
    public private(set) var offset: Int

    /// Creates a state.
    public init(selected: Int? = nil, offset: Int = 0) {
        self.selected = selected
        self.offset = max(0, offset)
    }

    /// Selects `index` (clamped to `0..<count`) and scrolls so it is visible.
    public mutating func select(_ index: Int?, count: Int, visibleRows: Int) {
        guard let index, count > 0 else {
            selected = nil
            offset = 0
            return
        }
        let clamped = min(max(0, index), count - 1)
        selected = clamped
        offset = ListState.offset(keeping: clamped, from: offset, count: count, visibleRows: visibleRows)
    }

    /// Moves the selection by `delta` rows (selecting the first row if none is selected).
    public mutating func moveSelection(by delta: Int, count: Int, visibleRows: Int) {
        select((selected ?? (delta > 0 ? -1 : count)) + delta, count: count, visibleRows: visibleRows)
    }

    /// Handles Up/Down, PageUp/PageDown, Home/End. Returns whether the key was used.
    @discardableResult
    public mutating func handle(_ key: KeyEvent, count: Int, visibleRows: Int) -> Bool {
        let page = max(1, visibleRows - 1)
        switch key.key {
        case .up: moveSelection(by: -1, count: count, visibleRows: visibleRows)
        case .down: moveSelection(by: 1, count: count, visibleRows: visibleRows)
        case .pageUp: moveSelection(by: -page, count: count, visibleRows: visibleRows)
        case .pageDown: moveSelection(by: page, count: count, visibleRows: visibleRows)
        case .home: select(0, count: count, visibleRows: visibleRows)
        case .end: select(count - 1, count: count, visibleRows: visibleRows)
        default: return false
        }
        return true
    }

    /// The offset closest to `offset` that shows `index` and does not scroll past the end.
    static func offset(keeping index: Int?, from offset: Int, count: Int, visibleRows: Int) -> Int {
        guard visibleRows > 0 else { return 0 }
        var result = min(max(0, offset), max(0, count - visibleRows))
        if let index {
            if index < result { result = index }
            if index >= result + visibleRows { result = index - visibleRows + 1 }
        }
        return max(0, result)
    }
}
