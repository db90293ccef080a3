import Features
import Terminal

/// Where the full-text sheets (the conditions pager) sit, shared by `update` (scrolling) and the
/// views so both agree on the visible rows.
enum SheetLayout {
    /// The sheet's box: the screen less a margin.
    static func box(_ size: TerminalSize) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    }

    /// The text area inside the box: below the border and above the hint row.
    static func textArea(_ size: TerminalSize) -> Rect {
        box(size).inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2))
    }

    /// How many wrapped lines `text` takes in the sheet's text area.
    static func lineCount(_ text: String, size: TerminalSize) -> Int {
        let area = textArea(size)
        return Pager(text: text, state: PagerState()).lines(width: max(1, area.width), height: max(1, area.height)).count
    }

    /// Scrolls `pager` with a key (↑↓, PgUp/PgDn, Space, Home/End); returns whether it was used.
    static func scroll(_ pager: inout PagerState, text: String, key: KeyEvent, size: TerminalSize) -> Bool {
        pager.handle(key, totalLines: lineCount(text, size: size), visibleRows: max(1, textArea(size).height))
    }
}
