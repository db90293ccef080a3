import Features
import Foundation
import Terminal

/// The choices made at launch from the flags, the environment and the terminal.
public struct LaunchOptions: Sendable {
    /// Full screen, or line prompts.
    public var isPlain: Bool
    /// Light or dark, with the brand accent.
    public var theme: Theme
    /// "dark (auto)", "light (--theme)"…
    public var themeDescription: String
    /// Colors the terminal may use (`.none` with `NO_COLOR` or `TERM=dumb`).
    public var colorMode: ColorMode
    /// The brand.
    public var brand: Brand

    /// Decides from the flags (`--plain`, `--theme`), `environment` and the (already loaded)
    /// `brand`; `isTerminal` says whether stdin and stdout are TTYs.
    public init(plain: Bool, theme themeFlag: String?, environment: [String: String], brand: Brand,
                isTerminal: Bool) throws(AppLaunchError) {
        isPlain = plain || !isTerminal || environment["TERM"] == "dumb"
        colorMode = ColorMode.detect(environment: environment)
        self.brand = brand
        let base: Theme
        switch themeFlag {
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
