/// A vertical list with a highlighted selection, scrolled to keep the selection visible, with
/// `↑`/`↓` marks when rows are hidden above or below. Only visible rows are drawn.
public struct ListView: Widget {
    /// The rows.
    public var items: [ListItem]
    /// Selection and scroll position.
    public var state: ListState
    /// Whether the list has focus (the selection is drawn dimmer without it).
    public var isFocused: Bool
    /// Shown before the selected row.
    public var highlightSymbol: String
    /// Colors.
    public var theme: Theme

    /// Creates a list.
    public init(items: [ListItem], state: ListState, isFocused: Bool = true,
                highlightSymbol: String = "› ", theme: Theme = .dark) {
        self.items = items
        self.state = state
        self.isFocused = isFocused
        self.highlightSymbol = highlightSymbol
        self.theme = theme
    }

    /// Draws the visible rows.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let offset = ListState.offset(keeping: state.selected, from: state.offset,
                                      count: items.count, visibleRows: area.height)
        let gutter = DisplayWidth.of(highlightSymbol)
        let end = min(items.count, offset + area.height)
        guard offset < end else { return }
        for index in offset..<end {
            let item = items[index]
            let row = Rect(x: area.x, y: area.y + index - offset, width: area.width, height: 1)
            let isSelected = index == state.selected
            let base = item.style ?? theme.text
            let rowStyle = isSelected ? (isFocused ? theme.selection : base.underlined) : base
            buffer.fill(row, style: rowStyle)
            if isSelected { buffer.put(highlightSymbol, in: row, style: rowStyle) }
            var textArea = row.inset(by: Insets(left: gutter, right: 1))
            if let detail = item.detail, !detail.isEmpty {
                // Up to half the row, or whatever the title leaves beyond that ("Theme  Follow
                // the system" was cut to "Follow the…" beside a short title at 40 columns).
                let full = DisplayWidth.of(detail), titleWidth = DisplayWidth.of(item.title)
                let detailWidth = min(full, max(0, textArea.width / 2, textArea.width - titleWidth - 1))
                // The title's first word comes before the detail: a detail that would cut it
                // ("Wiederherstellungsschlüss… Erstellt" at 40 columns) is left out.
                let firstWord = DisplayWidth.of(item.title.prefix { $0 != " " })
                if firstWord + 1 + detailWidth > textArea.width, firstWord <= textArea.width {
                    buffer.put(item.title, in: textArea, style: rowStyle)
                    continue
                }
                let detailRect = Rect(x: textArea.maxX - detailWidth, y: row.y, width: detailWidth, height: 1)
                buffer.put(detail, in: detailRect, alignment: .trailing,
                           style: isSelected ? rowStyle : theme.muted)
                textArea.width = max(0, textArea.width - detailWidth - 1)
            }
            buffer.put(item.title, in: textArea, style: rowStyle)
        }
        if offset > 0 {
            buffer.set(x: area.maxX - 1, y: area.y, symbol: "↑", style: theme.muted)
        }
        if end < items.count {
            buffer.set(x: area.maxX - 1, y: area.maxY - 1, symbol: "↓", style: theme.muted)
        }
    }
}
