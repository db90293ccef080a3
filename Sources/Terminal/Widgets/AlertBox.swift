/// A modal alert: a bordered box centered in the area, with a title, a wrapped message and a
/// row of buttons. It clears what is beneath it.
public struct AlertBox: Widget {
    /// The heading, in the top border.
    public var title: String
    /// The body text.
    public var message: String
    /// Button labels, left to right.
    public var buttons: [String]
    /// The focused button's index.
    public var focusedButton: Int
    /// Draws the border and the focused button in the danger color.
    public var isDestructive: Bool
    /// Colors.
    public var theme: Theme

    /// The message's first line shown when it is taller than the box (PgUp/PgDn); nil cuts it
    /// instead, its last line ending in "…".
    public var messageScroll: Int?
    /// The keys that scroll the message, shown after ▲▼ on its last row while it scrolls.
    public var scrollHint: String

    /// Creates an alert.
    public init(title: String, message: String, buttons: [String] = ["OK"], focusedButton: Int = 0,
                isDestructive: Bool = false, theme: Theme = .dark, messageScroll: Int? = nil,
                scrollHint: String = "PgUp/PgDn") {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.focusedButton = focusedButton
        self.isDestructive = isDestructive
        self.theme = theme
        self.messageScroll = messageScroll
        self.scrollHint = scrollHint
    }

    /// The box's width inside `area`.
    private func width(in area: Rect) -> Int {
        let buttonsWidth = buttons.reduce(0) { $0 + DisplayWidth.of($1) + 5 }
        let preferred = max(min(56, DisplayWidth.of(message) + 4), buttonsWidth + 3, DisplayWidth.of(title) + 8, 24)
        return min(area.width, preferred)
    }

    /// The title's lines above the message when it is wider than the top border holds (a border
    /// of `width` shows `width - 6` columns of it): wrapped whole there, never cut with "…" (issue
    /// 35: "Re-encrypt all data under a new…" at 40 columns). Empty when the border holds it.
    private func heading(width: Int) -> [String] {
        DisplayWidth.of(title) <= width - 6 ? [] : TextWrap.wrap(title, width: max(1, width - 4))
    }

    /// The rectangle the box occupies inside `area`.
    public func frame(in area: Rect) -> Rect {
        let width = width(in: area)
        let lines = heading(width: width).count + TextWrap.wrap(message, width: max(1, width - 4)).count
        return area.centered(width: width, height: lines + 5 + buttonRows(innerWidth: width - 2).count)
    }

    /// The text rows of the box in `area`: the heading's lines (when the border can't hold the title)
    /// then the message's, each with its style; the rows there are for them; and the box.
    private func layout(in area: Rect) -> (box: Rect, lines: [(String, Style)], rows: Int, top: Int) {
        let box = frame(in: area)
        let inner = box.inset(by: .all(1))
        let buttons = min(buttonRows(innerWidth: inner.width).count, max(0, inner.height))
        let space = inner.height - buttons
        let textWidth = max(1, inner.width - 2)
        let lines = heading(width: box.width).map { ($0, isDestructive ? theme.danger : theme.title) }
            + TextWrap.wrap(message, width: textWidth).map { ($0, theme.text) }
        let top = space > lines.count ? 1 : 0
        return (box, lines, max(0, min(space - top, lines.count)), top)
    }

    /// How far the message can scroll in `area`: 0 when it fits.
    public func messageScrollLimit(in area: Rect) -> Int {
        let layout = layout(in: area)
        guard layout.lines.count > layout.rows, layout.rows >= 2 else { return 0 }
        return layout.lines.count - (layout.rows - 1)
    }

    /// The lines a page of PgUp/PgDn moves the message by in `area`.
    public func messagePage(in area: Rect) -> Int {
        max(1, layout(in: area).rows - 1)
    }

    /// The buttons' rows inside `innerWidth` columns, in order, right-aligned: as many side by side
    /// as fit (one column apart, a column kept at the right border), the rest on the next rows (a
    /// button wider than the box is cut), so no button is ever dropped on a narrow terminal.
    func buttonRows(innerWidth: Int) -> [[Int]] {
        var rows: [[Int]] = [], row: [Int] = [], used = 0
        for index in buttons.indices {
            let width = DisplayWidth.of(buttons[index]) + 4
            if !row.isEmpty && used + 1 + width > innerWidth - 1 {
                rows.append(row)
                row = []
                used = 0
            }
            used += (row.isEmpty ? 0 : 1) + width
            row.append(index)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Draws the alert. The buttons keep their rows at the bottom whatever the height; the text
    /// above them scrolls when the area is too small for it and ``messageScroll`` is set (its last
    /// row then says "▲▼ PgUp/PgDn"), else its last line ends in "…" (it was dropped silently).
    public func render(in area: Rect, buffer: inout Buffer) {
        let layout = layout(in: area)
        let box = layout.box
        guard box.width >= 6, box.height >= 4 else { return }
        buffer.fillSheet(box, over: area)
        let borderStyle = isDestructive ? theme.danger : theme.accentText
        let inner = buffer.drawBox(box, border: .rounded, style: borderStyle,
                                   title: heading(width: box.width).isEmpty ? title : nil,
                                   titleStyle: isDestructive ? theme.danger : theme.title)
        let rows = buttonRows(innerWidth: inner.width).suffix(max(0, inner.height))
        // The text above the buttons: after a blank row and before one while there is room;
        // when the area is too small, those blank rows go first, then it scrolls or is cut.
        let textWidth = max(0, inner.width - 2)
        var shown = Array(layout.lines.prefix(layout.rows))
        var marks: String?
        if layout.lines.count > layout.rows, layout.rows > 0 {
            if let messageScroll, layout.rows >= 2 {
                let count = layout.rows - 1
                let offset = min(max(0, messageScroll), layout.lines.count - count)
                shown = Array(layout.lines[offset..<(offset + count)])
                marks = (offset > 0 ? "▲" : "") + (offset + count < layout.lines.count ? "▼" : "") + " " + scrollHint
            } else {
                // The last row shown ends after a whole word with "…" (the next line's start joined).
                let last = layout.rows - 1
                let joined = shown[last].0 + " " + layout.lines[last + 1].0
                let cut = DisplayWidth.truncate(joined, to: textWidth)
                shown[last].0 = cut.hasSuffix("…") ? cut : DisplayWidth.truncate(shown[last].0 + " …", to: textWidth)
            }
        }
        var y = inner.y + layout.top
        for (line, style) in shown {
            buffer.put(line, in: Rect(x: inner.x + 1, y: y, width: textWidth, height: 1), style: style)
            y += 1
        }
        if let marks {
            buffer.put(marks, in: Rect(x: inner.x + 1, y: y, width: textWidth, height: 1), alignment: .trailing,
                       style: theme.accentText)
        }
        y = inner.maxY - rows.count
        for row in rows {
            var x = inner.maxX - 1
            for index in row.reversed() {
                let button = Button(buttons[index], isFocused: index == focusedButton,
                                    isDestructive: isDestructive && index == focusedButton, theme: theme)
                let width = min(button.width, inner.width - 1)
                x -= width
                button.render(in: Rect(x: max(inner.x, x), y: y, width: width, height: 1), buffer: &buffer)
                x -= 1
            }
            y += 1
        }
    }
}
