/// A settings row: a label on the left and an on/off switch (`[x] On` / `[ ] Off`) on the right.
/// The kit has no catalogs: an app in another language passes its own words for On and Off.
public struct ToggleRow: Widget {
    /// The label.
    public var title: String
    /// The switch's state.
    public var isOn: Bool
    /// Whether the row has focus.
    public var isFocused: Bool
    /// Whether the switch can change.
    public var isEnabled: Bool
    /// Colors.
    public var theme: Theme
    /// The switch's words, on and off ("On", "Off" unless the app gives its own).
    public var labels: (on: String, off: String)

    /// Creates a row.
    public init(_ title: String, isOn: Bool, isFocused: Bool = false, isEnabled: Bool = true,
                theme: Theme = .dark, labels: (on: String, off: String) = ("On", "Off")) {
        self.labels = labels
        self.title = title
        self.isOn = isOn
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.theme = theme
    }

    /// The switch's text: both states as wide as the wider word, so it does not move when it flips.
    var switchText: String {
        let width = max(DisplayWidth.of(labels.on), DisplayWidth.of(labels.off))
        func padded(_ word: String) -> String { word + String(repeating: " ", count: width - DisplayWidth.of(word)) }
        return isOn ? "[x] " + padded(labels.on) : "[ ] " + padded(labels.off)
    }

    /// The rows the label takes in a row `width` columns wide: more than one when it is too long
    /// beside the switch, so a caller gives it the rows below instead of a label ending in "…"
    /// ("Usar este…  [x] Activado" at 40 columns, issue 35).
    public func height(width: Int) -> Int {
        max(1, TextWrap.wrap(title, width: max(1, width - max(DisplayWidth.of("[x] " + labels.on), DisplayWidth.of("[ ] " + labels.off)) - 2)).count)
    }

    /// Draws the row: the switch on `area`'s first row, the label beside it, wrapped onto the
    /// area's further rows when it is too long (cut after a whole word only where there are none).
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let switchText = switchText
        let switchWidth = DisplayWidth.of(switchText)
        let titleWidth = max(0, area.width - switchWidth - 2)
        let lines = TextWrap.wrap(title, width: max(1, titleWidth), maxLines: max(1, area.height))
        let row = Rect(x: area.x, y: area.y, width: area.width, height: max(1, lines.count))
        let rowStyle = !isEnabled ? theme.disabled : (isFocused ? theme.selection : theme.text)
        buffer.fill(row, style: rowStyle)
        let switchStyle = isFocused || !isEnabled ? rowStyle : (isOn ? theme.success : theme.muted)
        buffer.put(switchText, in: Rect(x: row.maxX - switchWidth, y: row.y, width: switchWidth, height: 1),
                   style: switchStyle)
        for (index, line) in lines.enumerated() {
            buffer.put(line, in: Rect(x: row.x + 1, y: row.y + index, width: titleWidth, height: 1), style: rowStyle)
        }
    }
}
