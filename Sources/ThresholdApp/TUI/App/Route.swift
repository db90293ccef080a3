import Features

/// A screen or sheet pushed above the root. Sheets (menus) draw over the screen below them.
enum Route: Equatable, Sendable {
    /// A short menu: the user picker, a profile's actions, the first stage of deleting.
    case menu(MenuState)
    /// "Your chat profiles".
    case profiles(ProfilesState)
    /// The create-profile form.
    case createProfile(CreateProfileState)
    /// The hide form.
    case hideProfile(HideFormState)
    /// Settings; the value is the selected row.
    case settings(selected: Int)
    /// The app lock and migration screens, and the passcode sheet.
    case security(SecurityRoute)
    /// "What's new" pages.
    case whatsNew(WhatsNewState)
    /// "Migrate from another device".
    case migrateToDevice(MigrateToDeviceState)
    /// Settings › Notifications.
    case notificationSettings(NotificationSettingsState)
    /// Settings › Server operators.
    case operatorSettings(OperatorSettingsState)
    /// An opened chat (read-only).
    case chat(ChatViewState)

    /// Whether the route is drawn over the one below it.
    var isSheet: Bool {
        if case .menu = self { return true }
        if case .security(let route) = self { return route.isSheet }
        return false
    }
}
