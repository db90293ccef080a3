import Features
import Terminal

/// What every view needs besides the state: colors and brand. Fixed for the life of the app.
struct AppChrome: Sendable {
    /// Colors (light or dark around the brand accent).
    var theme: Theme
    /// The brand: app name, tagline, logo, highlights.
    var brand: Brand
    /// "light" or "dark", and how it was chosen, for settings.
    var themeDescription: String
    /// The data directory, for settings.
    var dataDirectory: String

    /// The logo lines for the theme.
    var logo: [String] { theme.isDark ? brand.logo.dark : brand.logo.light }
}
