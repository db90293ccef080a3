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
    /// The language `chosen` was stored (`nil`: follow the system); `inEffect` is the language this
    /// run now shows, `flag` the run's `--lang` (`nil` when none was given): with a flag the run
    /// stays in its language, and the screen says the choice was saved all the same. The flag is
    /// carried here, not read from the process, so a test can give one.
    case languageChanged(String?, inEffect: String, flag: String?)
    /// A settings change failed.
    case failed(ErrorReport)
    /// What Settings › Check data found.
    case dataChecked(DataCheck)
}
