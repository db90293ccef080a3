/// Long text wrapped to the area and scrolled (conditions of use, help). A scrollbar in the last
/// column appears when the text is longer than the area.
public struct Pager: Widget {
    /// The text; `\n` starts a new paragraph.
    public var text: String
    /// Scroll position.
    public var state: PagerState
    /// Colors.
    public var theme: Theme

    /// Creates a pager.
    public init(text: String, state: PagerState, theme: Theme = .dark) {
        self.text = text
        self.state = state
        self.theme = theme
    }

    /// The wrapped lines for an area `width` columns wide (one column goes to the scrollbar
    /// when the lines do not fit in `height` rows).
    public func lines(width: Int, height: Int) -> [String] {
        let full = TextWrap.wrap(text, width: width)
        return full.count > height ? TextWrap.wrap(text, width: width - 1) : full
    }

    /// Draws the visible lines and the scrollbar.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let all = lines(width: area.width, height: area.height)
        let scrolls = all.count > area.height
        let textWidth = scrolls ? area.width - 1 : area.width
        let offset = min(state.offset, max(0, all.count - area.height))
        for (row, line) in all.dropFirst(offset).prefix(area.height).enumerated() {
            buffer.put(line, in: Rect(x: area.x, y: area.y + row, width: textWidth, height: 1), style: theme.text)
        }
        guard scrolls else { return }
        let x = area.maxX - 1
        let thumbHeight = max(1, area.height * area.height / all.count)
        let track = area.height - thumbHeight
        let thumbTop = all.count == area.height ? 0 : track * offset / max(1, all.count - area.height)
        for row in 0..<area.height {
            let inThumb = row >= thumbTop && row < thumbTop + thumbHeight
            buffer.set(x: x, y: area.y + row, symbol: inThumb ? "┃" : "│",
                       style: inThumb ? theme.accentText : theme.border)
        }
    }
}
