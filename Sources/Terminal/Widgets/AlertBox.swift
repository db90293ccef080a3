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
        return area.centered(width: width, height: lines + 6)
    }

    /// Draws the alert.
    public func render(in area: Rect, buffer: inout Buffer) {
        let box = frame(in: area)
        guard box.width >= 6, box.height >= 4 else { return }
        buffer.fill(box)
        let borderStyle = isDestructive ? theme.danger : theme.accentText
        let inner = buffer.drawBox(box, border: .rounded, style: borderStyle, title: title,
                                   titleStyle: isDestructive ? theme.danger : theme.title)
        let body = inner.inset(by: Insets(top: 1, left: 1, bottom: 2, right: 1))
        buffer.putWrapped(message, in: body, style: theme.text)
        var x = inner.maxX - 1
        let y = inner.maxY - 1
        for (index, label) in buttons.enumerated().reversed() {
            let button = Button(label, isFocused: index == focusedButton,
                                isDestructive: isDestructive && index == focusedButton, theme: theme)
            x -= button.width
            guard x >= inner.x else { break }
            button.render(in: Rect(x: x, y: y, width: button.width, height: 1), buffer: &buffer)
            x -= 1
        }
    }
}
