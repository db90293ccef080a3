/// What to show instead of a screen when the terminal is smaller than the app needs.
public struct TooSmallMessage: Widget {
    /// The smallest usable size.
    public var required: TerminalSize
    /// The terminal's size now.
    public var actual: TerminalSize
    /// Colors.
    public var theme: Theme

    /// Creates the message.
    public init(required: TerminalSize, actual: TerminalSize, theme: Theme = .dark) {
        self.required = required
        self.actual = actual
        self.theme = theme
    }

    /// The message lines, most important first.
    public var lines: [String] {
        ["Terminal too small",
         "Need \(required.width)×\(required.height), have \(actual.width)×\(actual.height).",
         "Enlarge the window, or press Ctrl-C to quit."]
    }

    /// Draws the lines centered; those that do not fit are dropped, long ones truncated.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let shown = Array(lines.prefix(area.height))
        let top = area.y + (area.height - shown.count) / 2
        for (index, line) in shown.enumerated() {
            buffer.put(line, in: Rect(x: area.x, y: top + index, width: area.width, height: 1),
                       alignment: .center, style: index == 0 ? theme.title : theme.text)
        }
    }
}
