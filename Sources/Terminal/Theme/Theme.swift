/// The styles widgets draw with: a light or dark palette around the host's accent color.
///
/// Every style stays readable without colors (`NO_COLOR`): selection and focus use reverse
/// video, secondary text uses dim, so only the hue is lost.
public struct Theme: Hashable, Sendable {
    /// Whether this palette is meant for a dark terminal background.
    public var isDark: Bool
    /// The brand accent.
    public var accent: Color
    /// Body text.
    public var text: Style
    /// Secondary text: hints, captions, placeholders.
    public var muted: Style
    /// Titles and headings.
    public var title: Style
    /// Text in the accent color (links, key hints).
    public var accentText: Style
    /// The selected row of a list, the focused button.
    public var selection: Style
    /// Borders and rules.
    public var border: Style
    /// Disabled controls.
    public var disabled: Style
    /// Destructive actions and errors.
    public var danger: Style
    /// Confirmations and "on" states.
    public var success: Style

    /// Builds a palette from its parts.
    public init(isDark: Bool, accent: Color) {
        self.isDark = isDark
        self.accent = accent
        text = .plain
        muted = Style(attributes: .dim)
        title = Style(foreground: accent, attributes: .bold)
        accentText = Style(foreground: accent)
        selection = Style(foreground: accent, attributes: [.reverse, .bold])
        border = Style(foreground: isDark ? .brightBlack : .indexed(250))
        disabled = Style(foreground: .brightBlack, attributes: .dim)
        danger = Style(foreground: isDark ? .brightRed : .red, attributes: .bold)
        success = Style(foreground: isDark ? .brightGreen : .green)
    }

    /// The default dark palette (blue accent).
    public static let dark = Theme(isDark: true, accent: .rgb(0x5A, 0x9B, 0xFF))
    /// The default light palette (blue accent).
    public static let light = Theme(isDark: false, accent: .rgb(0x00, 0x5F, 0xCC))

    /// The same palette around another accent color.
    public func withAccent(_ color: Color) -> Theme {
        Theme(isDark: isDark, accent: color)
    }

    /// The same palette around an accent given as hex RGB (`#3366FF`).
    ///
    /// - Throws: ``TerminalError/invalidColor(_:)``.
    public func withAccent(hex: String) throws(TerminalError) -> Theme {
        withAccent(try Color(hex: hex))
    }

    /// Guesses light or dark from `COLORFGBG` (`"fg;bg"`, background 7 or 9–15 is light);
    /// dark when unset or unreadable. A `--theme` flag, if any, is the host's to apply.
    public static func detect(environment: [String: String]) -> Theme {
        guard let value = environment["COLORFGBG"],
              let last = value.split(separator: ";").last,
              let background = Int(last) else { return .dark }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}
