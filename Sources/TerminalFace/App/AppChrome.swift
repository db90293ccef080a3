import Features
import Terminal

/// What every view needs besides the state: colors and brand. Set at launch; the theme can be
/// changed in Settings › Theme (``applying(_:)``, with the choice kept in ``AppState/themeSetting``).
struct AppChrome: Sendable {
    /// Colors (light or dark around the brand accent).
    var theme: Theme
    /// The brand: app name, tagline, logo, highlights, in the language of the frame being drawn
    /// (``AppView`` takes it from ``brandInLanguage`` each frame, when set).
    var brand: Brand
    /// The brand in the language the app shows now (the session's `AppSession.brand`, which
    /// follows Settings › Language at once); `nil`: ``brand`` as given (tests of one screen).
    /// Read by ``AppView`` for every frame, so no brand text (the tagline, highlights, operators'
    /// trade names, what's new) stays in the language the app started in.
    var brandInLanguage: (@Sendable () -> Brand)?
    /// "light" or "dark", and how it was chosen (kept for the launch options; Settings names the setting).
    var themeDescription: String
    /// The data directory, for settings.
    var dataDirectory: String
    /// The theme setting the launch used (the stored one, or what `--theme` said).
    var themeSetting: ThemeSetting = .system
    /// Whether `--theme` chose the colors for this run.
    var themeFromFlag = false
    /// Whether the terminal's own colors are dark (what "Follow the terminal" gives); `nil`: as ``theme``.
    var terminalIsDark: Bool?
    /// Whether marks are drawn as glyphs (bell-slash, lock); plain words otherwise (a terminal
    /// without a UTF-8 locale, the Linux console, tests).
    var usesGlyphs = false
    /// The image protocols the terminal answered for at start-up (never assumed; empty in tests
    /// and plain mode). Profile pictures are drawn with kitty graphics, or else sixel
    /// (docs/pictures.md).
    var graphics: TerminalGraphics = []
    /// A character cell's pixels, as the terminal answered (a sixel picture is made to fit them);
    /// a small default when it did not.
    var cellPixels: CellPixelSize = .fallback
    /// The colours of a sixel picture: the terminal's colour registers when it said (at most 256),
    /// else 16 (a VT340's, which every sixel terminal has).
    var sixelColors = 16

    /// Whether profile pictures are drawn over the initials.
    var drawsPictures: Bool { !graphics.intersection([.kitty, .sixel]).isEmpty }

    /// The logo lines for the theme.
    var logo: [String] { theme.isDark ? brand.logo.dark : brand.logo.light }

    /// The colors of `setting`, around the brand accent.
    func theme(for setting: ThemeSetting) -> Theme {
        let dark = switch setting {
        case .system: terminalIsDark ?? theme.isDark
        case .light: false
        case .dark: true
        }
        let accent = dark ? brand.accentColors.dark : brand.accentColors.light
        return (dark ? Theme.dark : Theme.light).withAccent(.rgb(accent.red, accent.green, accent.blue))
    }

    /// This chrome for one frame: the brand in the language shown now (Settings › Language
    /// applies at once) and the theme chosen in Settings (`nil`: as launched).
    func forFrame(theme setting: ThemeSetting?) -> AppChrome {
        var chrome = applying(setting)
        if let brandInLanguage { chrome.brand = brandInLanguage() }
        return chrome
    }

    /// This chrome with the theme chosen in Settings (`nil`: as launched).
    func applying(_ setting: ThemeSetting?) -> AppChrome {
        guard let setting, setting != themeSetting || themeFromFlag else { return self }
        var chrome = self
        chrome.terminalIsDark = terminalIsDark ?? theme.isDark
        chrome.theme = theme(for: setting)
        chrome.themeSetting = setting
        chrome.themeFromFlag = false
        return chrome
    }

    /// A profile's or chat's mark: the glyph, or the word where glyphs are off.
    func mark(_ mark: Mark) -> String {
        switch mark {
        case .muted: usesGlyphs ? "🔕" : ProfilesText.mutedMark
        case .hidden: usesGlyphs ? "🔒" : ProfilesText.hiddenMark
        case .picture: usesGlyphs ? "📷" : ProfilesText.pictureSet
        }
    }

    /// The marks beside a name.
    enum Mark {
        /// Notifications off (bell-slash).
        case muted
        /// A hidden profile (lock).
        case hidden
        /// A profile with a picture the full screen does not draw (the terminal can't): it keeps
        /// the initials (camera).
        case picture
    }
}
