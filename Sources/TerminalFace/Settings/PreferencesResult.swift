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
    /// A settings change failed.
    case failed(ErrorReport)
}
