/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    /// Foreground color.
    public var foreground: Color
    /// Background color.
    public var background: Color
    /// Bold, dim, underline, reverse, italic.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's defaults.
    public init(foreground: Color = .default, background: Color = .default,
                attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default style.
    public static let plain = Style()

    /// A copy with another foreground.
    public func foreground(_ color: Color) -> Style { var s = self; s.foreground = color; return s }
    /// A copy with another background.
    public func background(_ color: Color) -> Style { var s = self; s.background = color; return s }
    /// A copy with extra attributes.
    public func adding(_ extra: TextAttributes) -> Style {
        var s = self; s.attributes.formUnion(extra); return s
    }
    /// A copy without some attributes.
    public func removing(_ extra: TextAttributes) -> Style {
        var s = self; s.attributes.subtract(extra); return s
    }
    /// A copy with bold added.
    public var bold: Style { adding(.bold) }
    /// A copy with dim added.
    public var dim: Style { adding(.dim) }
    /// A copy with underline added.
    public var underlined: Style { adding(.underline) }
    /// A copy with reverse video added.
    public var reversed: Style { adding(.reverse) }
}
