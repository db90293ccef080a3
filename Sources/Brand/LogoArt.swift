/// The brand logo as lines of text art, one variant per theme.
public struct LogoArt: Equatable, Sendable {
    /// Lines drawn on light backgrounds.
    public let light: [String]
    /// Lines drawn on dark backgrounds.
    public let dark: [String]

    /// Creates the logo.
    public init(light: [String], dark: [String]) {
        self.light = light
        self.dark = dark
    }
}
