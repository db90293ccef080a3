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

    /// Draws the row on `area`'s first row.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        let rowStyle = !isEnabled ? theme.disabled : (isFocused ? theme.selection : theme.text)
        buffer.fill(row, style: rowStyle)
        // Both states as wide as the wider word, so the switch does not move when it flips.
        let width = max(DisplayWidth.of(labels.on), DisplayWidth.of(labels.off))
        func padded(_ word: String) -> String { word + String(repeating: " ", count: width - DisplayWidth.of(word)) }
        let switchText = isOn ? "[x] " + padded(labels.on) : "[ ] " + padded(labels.off)
        let switchWidth = DisplayWidth.of(switchText)
        let switchStyle = isFocused || !isEnabled ? rowStyle : (isOn ? theme.success : theme.muted)
        buffer.put(switchText, in: Rect(x: row.maxX - switchWidth, y: row.y, width: switchWidth, height: 1),
                   style: switchStyle)
        buffer.put(title, in: Rect(x: row.x + 1, y: row.y, width: max(0, row.width - switchWidth - 2), height: 1),
                   style: rowStyle)
    }
}
