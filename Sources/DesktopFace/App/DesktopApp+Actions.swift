import Features
import GTKKit

/// A page with a Back button in its header: `win.back` (Esc, Alt+Left) presses it.
@MainActor
protocol PageWithBack: DesktopPage {
    /// The header's Back button.
    var backControl: Button? { get }
}

extension ChatPage: PageWithBack { var backControl: Button? { backButton } }
extension ProfilesPage: PageWithBack { var backControl: Button? { back } }
extension MigrationExportPage: PageWithBack { var backControl: Button? { backButton } }
extension MigrationImportPage: PageWithBack { var backControl: Button? { backButton } }
extension RecoveryPage: PageWithBack { var backControl: Button? { backButton } }
// Create your profile (onboarding before the profile exists, Add and Edit profile): Esc and Alt+Left
// go back as its arrow does (issue 31: Esc did nothing on a resumed Create step).
extension CreateProfilePage: PageWithBack { var backControl: Button? { back } }

/// The window's commands as named actions (`win.NAME`) with their shortcuts, so the header's
/// buttons, the primary menu and the keyboard share one path; the shortcuts window lists them.
extension DesktopApp {
    /// Every window action, its shortcuts and what it is called in the shortcuts window.
    static var commands: [(name: String, keys: [String], title: @MainActor () -> String, group: Int)] {
        [("search", ["<Control>f"], { DesktopWindowText.searchProfiles }, 1),
         ("back", ["Escape", "<Alt>Left"], { DesktopWindowText.goBack }, 1),
         ("preferences", ["<Control>comma"], { DesktopWindowText.preferences }, 0),
         ("shortcuts", ["<Control>question"], { DesktopWindowText.keyboardShortcuts }, 0),
         ("about", [], { DesktopWindowText.about("") }, 0),
         ("close", ["<Control>w"], { DesktopWindowText.closeWindow }, 0)]
    }

    func addActions() {
        actions.add("search", accelerators: ["<Control>f"]) { [weak self] in self?.search() }
        actions.add("back", accelerators: ["Escape", "<Alt>Left"]) { [weak self] in self?.goBack() }
        actions.add("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.openPreferences() }
        actions.add("shortcuts", accelerators: ["<Control>question"]) { [weak self] in self?.showShortcuts() }
        actions.add("about") { [weak self] in self?.showAbout() }
        actions.add("close", accelerators: ["<Control>w"]) { [weak self] in self?.window.close() }
    }

    /// Whether the window shows home (the chat list, a chat, the profiles): where the menu's commands apply.
    var isHome: Bool { route == .chatList || route == .chat || route == .profiles }

    /// Ctrl+F: the search field of "Your chat profiles" (opened first from home).
    func search() {
        if let profiles = currentPage as? ProfilesPage {
            profiles.search.grabFocus()
        } else if route == .chatList || route == .chat {
            showProfiles()
        }
    }

    /// Esc, Alt+Left: back where the page's Back goes; from a chat to the list, its row focused.
    func goBack() {
        if route == .chat {
            showChatList()
            return
        }
        if let settings = currentPage as? SettingsPage {
            settings.backButton.activate()
            return
        }
        guard let page = currentPage as? PageWithBack, let back = page.backControl, back.isVisible, back.isSensitive
        else { return }
        back.activate()
    }

    /// Ctrl+,: Preferences, from home.
    func openPreferences() {
        guard isHome else { return }
        showSettings()
    }

    /// Ctrl+?: the shortcuts window, every action with its keys.
    func showShortcuts() {
        let shortcut: (String) -> (title: String, accelerator: String) = { name in
            let command = Self.commands.first { $0.name == name }
            return (command?.title() ?? name, command?.keys.joined(separator: " ") ?? "")
        }
        let groups: [ShortcutsWindow.Group] = [
            (DesktopWindowText.general, [shortcut("preferences"), shortcut("shortcuts"), shortcut("close"),
                                         (DesktopWindowText.quitApp, "<Control>q")]),
            (DesktopWindowText.navigation, [shortcut("search"), shortcut("back")]),
        ]
        guard let shortcuts = ShortcutsWindow(groups: groups, parent: window) else { return }
        shortcutsWindow = shortcuts
        shortcuts.present()
    }

    /// About: the app's name, icon and version (the one version of `AppVersion.current`).
    func showAbout() {
        let about = AboutWindow(parent: window, name: brand?.appName ?? "Threshold", icon: "org.threshold.Threshold",
                                version: AppVersion.current, developer: "",
                                comments: DesktopWindowText.aboutComments)
        aboutWindow = about
        about.present()
    }
}
