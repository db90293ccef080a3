import GTKKit

/// The app's colours for the onboarding window: the accent of buttons, switches and selections
/// in light and dark, and whether to follow the desktop's light/dark preference.
public struct OnboardingTheme: Sendable, Equatable {
    /// Light or dark.
    public enum Scheme: Sendable, Equatable {
        /// Follows the desktop's preference.
        case followDesktop
        /// Always light.
        case light
        /// Always dark.
        case dark
    }

    /// The accent colour on light backgrounds (`#rrggbb`).
    public var accentLight: String
    /// The accent colour on dark backgrounds (`#rrggbb`).
    public var accentDark: String
    /// Text drawn on the accent colour in light mode.
    public var accentForeground: String
    /// Text drawn on the accent colour in dark mode (dark text suits the lighter accents dark
    /// mode wants).
    public var accentForegroundDark: String
    /// Light, dark, or the desktop's choice.
    public var scheme: Scheme

    /// A theme; the defaults are libadwaita's blue accent, following the desktop.
    public init(accentLight: String = "#3584e4", accentDark: String = "#78aeed",
                accentForeground: String = "#ffffff", accentForegroundDark: String = "#ffffff",
                scheme: Scheme = .followDesktop) {
        self.accentLight = accentLight
        self.accentDark = accentDark
        self.accentForeground = accentForeground
        self.accentForegroundDark = accentForegroundDark
        self.scheme = scheme
    }

    /// The accent colour for the current light/dark state.
    @MainActor public var currentAccent: String { StyleManager.isDark ? accentDark : accentLight }

    /// Applies the scheme and the accent to every window of the process.
    @MainActor func apply() {
        switch scheme {
        case .followDesktop: StyleManager.setScheme(.followDesktop)
        case .light: StyleManager.setScheme(.light)
        case .dark: StyleManager.setScheme(.dark)
        }
        applyAccent()
    }

    /// Applies the accent of the current light/dark state (again after it changes).
    @MainActor func applyAccent() {
        StyleManager.setAccent(light: accentLight, dark: accentDark,
                               foreground: StyleManager.isDark ? accentForegroundDark : accentForeground)
    }
}
