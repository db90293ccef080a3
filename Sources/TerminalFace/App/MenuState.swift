import Features

/// A sheet with a short list of choices: the user picker, a profile's action menu, the first stage
/// of deleting. Drawn over the screen below it.
struct MenuState: Equatable, Sendable {
    /// The sheet's heading.
    var title: String
    /// Text above the choices.
    var message: String?
    /// The choices.
    var items: [MenuItem]
    /// The selected choice.
    var selected: Int

    /// Creates a menu with the first enabled item selected.
    init(title: String, message: String? = nil, items: [MenuItem]) {
        self.title = title
        self.message = message
        self.items = items
        self.selected = items.firstIndex(where: \.isEnabled) ?? 0
    }

    /// Moves the selection by `delta`, skipping disabled items and wrapping around.
    mutating func move(by delta: Int) {
        guard !items.isEmpty else { return }
        var index = selected
        for _ in items.indices {
            index = (index + delta + items.count) % items.count
            if items[index].isEnabled {
                selected = index
                return
            }
        }
    }
}

/// One choice of a menu.
struct MenuItem: Equatable, Sendable {
    /// The label.
    var title: String
    /// Right-aligned detail (an unread count).
    var detail: String?
    /// What choosing it does.
    var command: MenuCommand
    /// Drawn in the danger color.
    var isDestructive: Bool
    /// Whether it can be chosen.
    var isEnabled: Bool

    /// Creates an item.
    init(_ title: String, detail: String? = nil, _ command: MenuCommand, isDestructive: Bool = false,
         isEnabled: Bool = true) {
        self.title = title
        self.detail = detail
        self.command = command
        self.isDestructive = isDestructive
        self.isEnabled = isEnabled
    }
}

/// What a menu item does.
enum MenuCommand: Equatable, Sendable {
    /// Close the menu.
    case close
    /// Run an operation (the menu closes first).
    case perform(ProfileOperation)
    /// Open "Your chat profiles".
    case openProfiles
    /// Open settings.
    case openSettings
    /// Open the create-profile form.
    case openCreateProfile
    /// Opens the edit form for a profile.
    case openEditForm(ProfileRef, name: String, bio: String)
    /// Open the hide form for a visible profile.
    case openHideForm(name: String)
    /// Open the first stage of deleting.
    case openDelete(ProfileRef)
    /// First stage answered: ask the final confirmation.
    case confirmDelete(ProfileRef, serverData: Bool)
    /// Settings › Theme: use and store this theme.
    case chooseTheme(ThemeSetting)
    /// Settings › Language: use and store this language (`nil`: follow the system).
    case chooseLanguage(String?)
}
