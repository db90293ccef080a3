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
    /// Whether `--theme` chose the colors (it wins over the stored setting for this run).
    public var themeFromFlag: Bool
    /// Whether the terminal's own colors are dark (what "Follow the terminal" gives).
    public var terminalIsDark: Bool
    /// Whether marks are drawn as glyphs: a UTF-8 locale on a terminal other than the Linux console.
    public var usesGlyphs: Bool
    /// Whether the full screen asks the terminal which image protocols it draws (not with
    /// `THRESHOLD_IMAGES=off`; plain mode never asks).
    public var detectsImages: Bool
    /// Whether that question includes the kitty graphics query: not inside tmux or GNU screen,
    /// which don't pass it on (tmux would take the query for a pane title).
    public var asksKitty: Bool

    /// Decides from the flags (`--plain`, `--theme`), `environment` and the (already loaded)
    /// `brand`; `isTerminal` says whether stdin and stdout are TTYs.
    public init(plain: Bool, theme themeFlag: String?, environment: [String: String], brand: Brand,
                isTerminal: Bool) throws(AppLaunchError) {
        isPlain = plain || !isTerminal || environment["TERM"] == "dumb"
        colorMode = ColorMode.detect(environment: environment)
        self.brand = brand
        themeFromFlag = themeFlag != nil
        terminalIsDark = Theme.detect(environment: environment).isDark
        usesGlyphs = Self.usesGlyphs(environment: environment)
        detectsImages = !isPlain && environment["THRESHOLD_IMAGES"] != "off"
        asksKitty = Self.asksKitty(environment: environment)
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

    /// The kitty graphics query is not sent through a multiplexer (`TMUX` set, `TERM` of tmux or
    /// screen): it would not reach the terminal, and tmux shows an unknown APC string as the pane's
    /// title. The device attributes (sixel) are still asked.
    public static func asksKitty(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return (environment["TMUX"] ?? "").isEmpty && !term.hasPrefix("screen") && !term.hasPrefix("tmux")
    }

    /// Glyphs need a UTF-8 locale (`LC_ALL`, `LC_CTYPE`, `LANG`, the first set) and a terminal
    /// with the fonts for them (not the Linux console, not `TERM=dumb`); `THRESHOLD_GLYPHS=0`
    /// turns them off, `=1` on.
    public static func usesGlyphs(environment: [String: String]) -> Bool {
        if let forced = environment["THRESHOLD_GLYPHS"], !forced.isEmpty { return forced == "1" }
        let term = environment["TERM"] ?? ""
        guard term != "linux", term != "dumb" else { return false }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
