import Features
import Terminal
@testable import TerminalFace
import ThresholdCore

/// Settings' pages and choosers, the user picker with many profiles, and an active hidden profile,
/// on fixed synthetic data.
extension ScreenCatalog {
    static func settingsPages(_ size: TerminalSize) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        result.append(("about", onSettings(size, [.about])))
        result.append(("theme-chooser", onSettings(size, [.menu(AppUpdate.themeChooser(current: .dark))])))
        result.append(("language-chooser", onSettings(size, [.menu(AppUpdate.languageChooser(current: "de"))])))
        var lockSettings = onSettings(size, [.lock(.lockSettings(LockSettingsState(status: lockStatus)))])
        AppUpdate.askToRemove(&lockSettings, LockSettingsState(status: lockStatus))
        result.append(("app-lock-turn-off", lockSettings))
        var many = home(size)
        many.snapshot.profiles = [profiles[0]] + (1...200).map { index in
            Profile(id: Int64(100 + index), name: "Member \(index)", bio: "", createdAt: 0, muted: false, hidden: false,
                    unread: index % 3 == 0 ? index : 0, active: false)
        }
        many.stack = [.menu(AppUpdate.userPicker(many.snapshot))]
        result.append(("user-picker-many", many))
        var activeHidden = onProfiles(size)
        var secret = secret
        secret.active = true
        activeHidden.snapshot.active = secret
        for index in activeHidden.snapshot.profiles.indices { activeHidden.snapshot.profiles[index].active = false }
        result.append(("profiles-active-hidden", activeHidden))
        var chat = home(size)
        chat.stack = [.chat(ChatViewState(contact: "Carol", messages: [
            ChatMessage(id: 1, incoming: true, text: "Hi!", sentAt: 1),
            ChatMessage(id: 2, incoming: false, text: "Hello, Carol.", sentAt: 2),
        ]))]
        result.append(("chat", chat))
        return result
    }
}
