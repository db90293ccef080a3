/// A single-line text field: the text scrolled horizontally (by display width) so the caret is
/// always visible, optional password masking, a placeholder when empty.
public struct TextField: Widget {
    /// The contents and caret.
    public var state: TextFieldState
    /// Shown dimmed when the text is empty.
    public var placeholder: String
    /// Shows `maskCharacter` instead of each character (passwords).
    public var isMasked: Bool
    /// The character shown for each hidden character.
    public var maskCharacter: Character
    /// Whether the field has focus (draws the caret).
    public var isFocused: Bool
    /// The text's style.
    public var style: Style
    /// The placeholder's style.
    public var placeholderStyle: Style
    /// The caret's style (reverse video by default, visible without colors).
    public var caretStyle: Style

    /// Creates a field.
    public init(state: TextFieldState, placeholder: String = "", isMasked: Bool = false,
                maskCharacter: Character = "•", isFocused: Bool = true, theme: Theme = .dark) {
        self.state = state
        self.placeholder = placeholder
        self.isMasked = isMasked
        self.maskCharacter = maskCharacter
        self.isFocused = isFocused
        self.style = theme.text.underlined
        self.placeholderStyle = theme.muted.underlined
        self.caretStyle = Style(attributes: .reverse)
    }

    private var shown: [Character] {
        isMasked ? Array(repeating: maskCharacter, count: state.text.count) : Array(state.text)
    }

    /// The index of the first visible character for a field `width` columns wide.
    func scrollStart(width: Int) -> Int {
        let characters = shown
        let widths = characters.map { DisplayWidth.of($0) }
        var start = 0
        var used = widths[0..<state.cursor].reduce(0, +) + 1  // +1: the caret cell
        while used > width, start < state.cursor {
            used -= widths[start]
            start += 1
        }
        return start
    }

    /// Where the caret is on screen when drawn into `area` (for ``Renderer``'s cursor).
    public func caretPosition(in area: Rect) -> Position? {
        guard isFocused, !area.isEmpty else { return nil }
        let characters = shown
        let start = scrollStart(width: area.width)
        let offset = characters[start..<state.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        return Position(x: area.x + min(offset, area.width - 1), y: area.y)
    }

    /// Draws the field on the first row of `area`.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let line = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(line, style: style)
        if state.text.isEmpty && !placeholder.isEmpty {
            buffer.put(placeholder, in: line, style: placeholderStyle)
        } else {
            let characters = shown
            let start = scrollStart(width: area.width)
            buffer.put(String(characters[start...]), x: line.x, y: line.y, style: style, clip: line)
        }
        if let caret = caretPosition(in: area) {
            let cell = buffer[caret.x, caret.y]
            let symbol: Character = cell.isContinuation ? " " : (cell.symbol.first ?? " ")
            buffer.set(x: caret.x, y: caret.y, symbol: symbol, style: caretStyle)
        }
    }
}
