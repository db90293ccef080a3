import Features

/// Settings › Notifications: the mode as radio rows, the token state, the periodic interval and the
/// next check.
struct NotificationSettingsState: Equatable, Sendable {
    /// The stored settings; nil until read.
    var settings: NotificationSettings?
    /// The highlighted mode row.
    var selected = 0
    /// Saving a mode.
    var isSaving = false

    /// The modes in row order.
    static let modes = NotificationSettings.Mode.allCases

    /// Creates the screen before the settings are read.
    init() {}
}
