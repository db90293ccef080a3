/// The scroll position of a ``Pager``.
public struct PagerState: Hashable, Sendable {
    /// The first visible line.
    public private(set) var offset: Int

    /// Creates a state.
    public init(offset: Int = 0) {
        self.offset = max(0, offset)
    }

    /// Scrolls by `delta` lines within `0...totalLines - visibleRows`.
    public mutating func scroll(by delta: Int, totalLines: Int, visibleRows: Int) {
        offset = min(max(0, offset + delta), max(0, totalLines - visibleRows))
    }

    /// Handles Up/Down, PageUp/PageDown/Space, Home/End. Returns whether the key was used.
    @discardableResult
    public mutating func handle(_ key: KeyEvent, totalLines: Int, visibleRows: Int) -> Bool {
        let page = max(1, visibleRows - 1)
        switch key.key {
        case .up: scroll(by: -1, totalLines: totalLines, visibleRows: visibleRows)
        case .down: scroll(by: 1, totalLines: totalLines, visibleRows: visibleRows)
        case .pageUp: scroll(by: -page, totalLines: totalLines, visibleRows: visibleRows)
        case .pageDown, .character(" "): scroll(by: page, totalLines: totalLines, visibleRows: visibleRows)
        case .home: offset = 0
        case .end: scroll(by: totalLines, totalLines: totalLines, visibleRows: visibleRows)
        default: return false
        }
        return true
    }
}
