import Features

/// Settings work for the effect runner (notifications, operators, what's new).
enum PreferencesEffect: Equatable, Sendable {
    /// Read the notification settings; answers ``PreferencesResult/notifications(_:)``.
    case loadNotifications
    /// Save a mode (with the device token, if any); answers `notifications`.
    case setNotificationMode(NotificationSettings.Mode)
    /// Read the operators' states; answers `operators`.
    case loadOperators
    /// Accept the current conditions for `selected` (enabling exactly those); answers `operators`.
    case acceptConditions(Set<String>)
    /// Load the conditions text; answers `conditions`.
    case loadConditions
    /// Every what's-new entry, newest first; answers `whatsNew`.
    case openWhatsNew
    /// Read the stored theme; answers `theme`.
    case loadTheme
    /// Store the theme (the view applied it already); answers `themeSaved`.
    case setTheme(ThemeSetting)
    /// Read the stored language; answers `language`.
    case loadLanguage
    /// Store the language (`nil`: follow the system) and make it the process's; answers `languageChanged`.
    case setLanguage(String?)
    /// Settings › Check data: every page read and checked.
    case checkData
}
