/// A push button drawn as `[ Title ]`: reverse video when focused, dim when disabled.
public struct Button: Widget {
    /// The label.
    public var title: String
    /// Whether the button has focus.
    public var isFocused: Bool
    /// Whether the button can be pressed.
    public var isEnabled: Bool
    /// Draws with the theme's danger color (delete, self-destruct).
    public var isDestructive: Bool
    /// Colors.
    public var theme: Theme

    /// Creates a button.
    public init(_ title: String, isFocused: Bool = false, isEnabled: Bool = true,
                isDestructive: Bool = false, theme: Theme = .dark) {
        self.title = title
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.isDestructive = isDestructive
        self.theme = theme
    }

    /// Columns the button needs: the title plus `[ ` and ` ]`.
    public var width: Int { DisplayWidth.of(title) + 4 }

    /// Draws the button at the start of `area`'s first row.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let style: Style
        if !isEnabled {
            style = theme.disabled
        } else if isFocused {
            style = isDestructive ? theme.danger.reversed : theme.selection
        } else {
            style = isDestructive ? theme.danger : theme.accentText
        }
        let rect = Rect(x: area.x, y: area.y, width: min(width, area.width), height: 1)
        let label = DisplayWidth.truncate(title, to: max(0, rect.width - 4))
        buffer.put("[ \(label) ]", in: rect, style: style)
    }
}
