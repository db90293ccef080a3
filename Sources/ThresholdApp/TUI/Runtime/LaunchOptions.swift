import Features
import Foundation
import Terminal

/// The choices made at launch from the flags, the environment and the terminal.
struct LaunchOptions {
    /// Full screen, or line prompts.
    var isPlain: Bool
    /// Light or dark, with the brand accent.
    var theme: Theme
    /// "dark (auto)", "light (--theme)"…
    var themeDescription: String
    /// Colors the terminal may use (`.none` with `NO_COLOR` or `TERM=dumb`).
    var colorMode: ColorMode
    /// The brand.
    var brand: Brand

    /// Decides from `arguments`, `environment` and the (already loaded) `brand`; `isTerminal` says whether stdin and stdout are TTYs.
    init(arguments: Arguments, environment: [String: String], brand: Brand, isTerminal: Bool) throws(AppLaunchError) {
        isPlain = arguments.has("plain") || !isTerminal || environment["TERM"] == "dumb"
        colorMode = ColorMode.detect(environment: environment)
        self.brand = brand
        let base: Theme
        switch arguments.options["theme"] {
        case "light"?:
            base = .light
            themeDescription = "light (--theme)"
        case "dark"?:
            base = .dark
            themeDescription = "dark (--theme)"
        case let other?:
            throw .invalidTheme(other)
        case nil:
            base = Theme.detect(environment: environment)
            themeDescription = base.isDark ? "dark (auto)" : "light (auto)"
        }
        let accent = base.isDark ? brand.accentColors.dark : brand.accentColors.light
        theme = base.withAccent(.rgb(accent.red, accent.green, accent.blue))
    }
}
