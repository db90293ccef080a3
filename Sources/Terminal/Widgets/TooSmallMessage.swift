/// What to show instead of a screen when the terminal is smaller than the app needs.
public struct TooSmallMessage: Widget {
    /// The smallest usable size.
    public var required: TerminalSize
    /// The terminal's size now.
    public var actual: TerminalSize
    /// Colors.
    public var theme: Theme
    /// The message lines, most important first: the app's, in its language (this module has no
    /// texts of its own), else ``englishLines(required:actual:)``.
    public var lines: [String]

    /// Creates the message; `lines` nil: the English one.
    public init(required: TerminalSize, actual: TerminalSize, theme: Theme = .dark, lines: [String]? = nil) {
        self.required = required
        self.actual = actual
        self.theme = theme
        self.lines = lines ?? Self.englishLines(required: required, actual: actual)
    }

    /// The message in English (a program without translations, the kit's own tests).
    public static func englishLines(required: TerminalSize, actual: TerminalSize) -> [String] {
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
        if shown.isEmpty, let first = lines.first { shown = [(first, true)] }
        let top = area.y + (area.height - shown.count) / 2
        for (row, (line, isTitle)) in shown.enumerated() {
            buffer.put(line, in: Rect(x: area.x, y: top + row, width: area.width, height: 1),
                       alignment: .center, style: isTitle ? theme.title : theme.text)
        }
    }
}
