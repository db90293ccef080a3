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
    /// The app lock's screens and the passcode sheet.
    case lock(LockRoute)
    /// "What's new" pages.
    case whatsNew(WhatsNewState)
    /// "Migrate from another device" (the import, on the new device).
    case migrationImport(MigrationImportState)
    /// Settings → Migrate to another device (the export, on the old device).
    case migrationExport(MigrationExportState)
    /// Settings › Notifications.
    case notificationSettings(NotificationSettingsState)
    /// Settings › Server operators.
    case operatorSettings(OperatorSettingsState)
    /// An opened chat (read-only).
    case chat(ChatViewState)
    /// Settings › About: the app's name, version and data directory.
    case about

    /// Whether the route is drawn over the one below it.
    var isSheet: Bool {
        if case .menu = self { return true }
        if case .lock(let route) = self { return route.isSheet }
        return false
    }
}
