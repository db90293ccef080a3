import Features

/// Results of ``PreferencesEffect``s, delivered as ``AppAction/preferences(_:)``.
enum PreferencesResult: Equatable, Sendable {
    /// The notification settings as stored.
    case notifications(NotificationSettings)
    /// The operators' states in brand order.
    case operators([OperatorState])
    /// The conditions text (or why it could not load).
    case conditions(ConditionsStep.Action)
    /// What's new, newest first.
    case whatsNew([WhatsNewEntry])
    /// The stored theme, for the chooser.
    case theme(ThemeSetting)
    /// The theme was stored.
    case themeSaved
    /// The stored language (`nil`: follow the system), for the chooser.
    case language(String?)
    /// The language was stored and is now in use.
    case languageChanged(String?)
    /// A settings change failed.
    case failed(ErrorReport)
    /// What Settings › Check data found.
    case dataChecked(DataCheck)
}
