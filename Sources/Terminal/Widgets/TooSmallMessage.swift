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

    /// Draws the lines centered, each wrapped to the area's width; lines that no longer fit are
    /// dropped, less important ones first.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var shown: [(String, Bool)] = []
        for (index, line) in lines.enumerated() {
            let wrapped = TextWrap.wrap(line, width: area.width)
            guard shown.count + wrapped.count <= area.height else { break }
            shown += wrapped.map { ($0, index == 0) }
        }
        if shown.isEmpty { shown = [(lines[0], true)] }
        let top = area.y + (area.height - shown.count) / 2
        for (row, (line, isTitle)) in shown.enumerated() {
            buffer.put(line, in: Rect(x: area.x, y: top + row, width: area.width, height: 1),
                       alignment: .center, style: isTitle ? theme.title : theme.text)
        }
    }
}
