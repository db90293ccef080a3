/// The brand accent, one color per theme.
public struct AccentColors: Equatable, Sendable {
    /// Accent on light backgrounds.
    public let light: RGBColor
    /// Accent on dark backgrounds.
    public let dark: RGBColor

    /// Creates the pair.
    public init(light: RGBColor, dark: RGBColor) {
        self.light = light
        self.dark = dark
    }
}
