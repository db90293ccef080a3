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

    /// Creates an alert.
    public init(title: String, message: String, buttons: [String] = ["OK"], focusedButton: Int = 0,
                isDestructive: Bool = false, theme: Theme = .dark) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.focusedButton = focusedButton
        self.isDestructive = isDestructive
        self.theme = theme
    }

    /// The rectangle the box occupies inside `area`.
    public func frame(in area: Rect) -> Rect {
        let buttonsWidth = buttons.reduce(0) { $0 + DisplayWidth.of($1) + 5 }
        let preferred = max(min(56, DisplayWidth.of(message) + 4), buttonsWidth + 3, DisplayWidth.of(title) + 8, 24)
        let width = min(area.width, preferred)
        let lines = TextWrap.wrap(message, width: max(1, width - 4)).count
        return area.centered(width: width, height: lines + 5 + buttonRows(innerWidth: width - 2).count)
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

    /// Draws the alert. The buttons keep their rows at the bottom whatever the height; the message
    /// above them is cut when the area is too small for it.
    public func render(in area: Rect, buffer: inout Buffer) {
        let box = frame(in: area)
        guard box.width >= 6, box.height >= 4 else { return }
        buffer.fillSheet(box, over: area)
        let borderStyle = isDestructive ? theme.danger : theme.accentText
        let inner = buffer.drawBox(box, border: .rounded, style: borderStyle, title: title,
                                   titleStyle: isDestructive ? theme.danger : theme.title)
        let rows = buttonRows(innerWidth: inner.width).suffix(max(0, inner.height))
        // The message above the buttons: after a blank row and before one while there is room;
        // when the area is too small, those blank rows go first, then the message's last lines.
        let space = inner.height - rows.count
        let lines = TextWrap.wrap(message, width: max(1, inner.width - 2)).count
        let top = space > lines ? 1 : 0
        let body = Rect(x: inner.x + 1, y: inner.y + top, width: max(0, inner.width - 2), height: max(0, min(space - top, lines)))
        if !body.isEmpty { buffer.putWrapped(message, in: body, style: theme.text) }
        var y = inner.maxY - rows.count
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
