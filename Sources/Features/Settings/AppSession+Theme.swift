import ThresholdCore

/// The colors a face draws with: light, dark, or whatever the terminal (or desktop) says. Stored
/// with the user's data (`settings.theme`); a face's `--theme` flag overrides it for one run.
public enum ThemeSetting: String, CaseIterable, Equatable, Sendable {
    /// Follow the terminal's (or the desktop's) colors.
    case system
    /// Light colors.
    case light
    /// Dark colors.
    case dark

    /// The name in a list people choose from.
    public var title: String {
        switch self {
        case .system: tr("Follow the terminal")
        case .light: tr("Light", context: "theme")
        case .dark: tr("Dark", context: "theme")
        }
    }
}

extension AppSession {
    /// The settings key.
    static let themeKey = "theme"

    /// The stored theme (``ThemeSetting/system`` when none was chosen or the stored value is unknown).
    public func themeSetting() throws -> ThemeSetting {
        try store.setting(Self.themeKey).flatMap(ThemeSetting.init(rawValue:)) ?? .system
    }

    /// Stores `theme`; ``ThemeSetting/system`` removes the setting.
    public func setThemeSetting(_ theme: ThemeSetting) throws {
        try store.setSetting(Self.themeKey, theme == .system ? nil : theme.rawValue)
    }
}
