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
    /// Whether a title too long for its row beside its detail wraps onto the rows below (up to
    /// three), the list then scrolling by whole items, instead of ending in "…" (issue 35:
    /// "Borrar tras códigos…  Desactivado", "Verrouillage de…  Désactivé" at 40 columns).
    public var wrapsTitles: Bool

    /// Creates a list.
    public init(items: [ListItem], state: ListState, isFocused: Bool = true,
                highlightSymbol: String = "› ", theme: Theme = .dark, wrapsTitles: Bool = false) {
        self.items = items
        self.state = state
        self.isFocused = isFocused
        self.highlightSymbol = highlightSymbol
        self.theme = theme
        self.wrapsTitles = wrapsTitles
    }

    /// How an item is laid out in a row `width` columns wide (after the gutter): its detail as
    /// shown and its width (0: none), and its title's lines (one unless ``wrapsTitles``).
    public func layout(_ item: ListItem, width: Int) -> (detail: String?, detailWidth: Int, title: [String]) {
        guard let detail = item.detail, !detail.isEmpty else {
            return (nil, 0, wrapsTitles ? TextWrap.wrap(item.title, width: max(1, width)) : [item.title])
        }
        let full = DisplayWidth.of(detail), titleWidth = DisplayWidth.of(item.title)
        var detailWidth = min(full, max(0, width / 2, width - titleWidth - 1))
        // A path gives way to the title: it is cut in its middle ("/home/…/threshold").
        if item.detailIsPath, titleWidth + 1 + detailWidth > width {
            detailWidth = min(full, max(0, width - titleWidth - 1))
            if detailWidth < 8 { detailWidth = min(full, width / 2) }
        }
        let shown = item.detailIsPath ? DisplayWidth.truncatePath(detail, to: detailWidth) : detail
        let titleArea = max(1, width - detailWidth - 1)
        let longestWord = item.title.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 0
        if wrapsTitles, longestWord <= titleArea || item.title.contains(where: { DisplayWidth.of($0) == 2 }) {
            return (shown, detailWidth, TextWrap.wrap(item.title, width: titleArea))
        }
        // The title's first word comes before the detail: a detail that would cut it
        // ("Wiederherstellungsschlüss… Erstellt" at 40 columns) is left out.
        let firstWord = DisplayWidth.of(item.title.prefix { $0 != " " })
        if firstWord + 1 + detailWidth > width, firstWord <= width {
            return (nil, 0, wrapsTitles ? TextWrap.wrap(item.title, width: max(1, width)) : [item.title])
        }
        return (shown, detailWidth, wrapsTitles ? TextWrap.wrap(item.title, width: titleArea) : [item.title])
    }

    /// Draws the visible items, titles wrapped, scrolled by whole items.
    private func renderWrapped(in area: Rect, buffer: inout Buffer) {
        let gutter = DisplayWidth.of(highlightSymbol)
        let width = area.width - gutter - 1
        let layouts = items.map { layout($0, width: width) }
        let heights = layouts.map { min(3, area.height, max(1, $0.title.count)) }
        var offset = ListState.offset(keeping: state.selected, from: state.offset, count: items.count, visibleRows: area.height)
        if let selected = state.selected, items.indices.contains(selected) {
            offset = min(offset, selected)
            while offset < selected, heights[offset...selected].reduce(0, +) > area.height { offset += 1 }
        }
        var y = area.y
        var end = offset
        for index in items.indices.dropFirst(offset) {
            if index > offset, y + heights[index] > area.maxY { break }
            let item = items[index], layout = layouts[index]
            let rows = Rect(x: area.x, y: y, width: area.width, height: heights[index])
            let isSelected = index == state.selected
            let base = item.style ?? theme.text
            let rowStyle = isSelected ? (isFocused ? theme.selection : base.underlined) : base
            buffer.fill(rows, style: rowStyle)
            if isSelected { buffer.put(highlightSymbol, in: rows, style: rowStyle) }
            let x = area.x + gutter
            if let detail = layout.detail {
                buffer.put(detail, in: Rect(x: x + width - layout.detailWidth, y: y, width: layout.detailWidth, height: 1),
                           alignment: .trailing, style: isSelected ? rowStyle : theme.muted)
            }
            let titleWidth = layout.detail == nil ? width : max(0, width - layout.detailWidth - 1)
            for (row, line) in TextWrap.wrap(item.title, width: max(1, titleWidth), maxLines: heights[index]).enumerated() {
                buffer.put(line, in: Rect(x: x, y: y + row, width: titleWidth, height: 1), style: rowStyle)
            }
            y += heights[index]
            end = index + 1
        }
        if offset > 0 {
            buffer.set(x: area.maxX - 1, y: area.y, symbol: "↑", style: theme.muted)
        }
        if end < items.count {
            buffer.set(x: area.maxX - 1, y: max(area.y, y - 1), symbol: "↓", style: theme.muted)
        }
    }

    /// Draws the visible rows.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        if wrapsTitles {
            renderWrapped(in: area, buffer: &buffer)
            return
        }
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
            // The detail: up to half the row, or whatever the title leaves beyond that ("Theme
            // Follow the system" was cut to "Follow the…" beside a short title at 40 columns).
            let layout = layout(item, width: textArea.width)
            if let detail = layout.detail {
                let detailRect = Rect(x: textArea.maxX - layout.detailWidth, y: row.y, width: layout.detailWidth, height: 1)
                buffer.put(detail, in: detailRect, alignment: .trailing, style: isSelected ? rowStyle : theme.muted)
                textArea.width = max(0, textArea.width - layout.detailWidth - 1)
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
