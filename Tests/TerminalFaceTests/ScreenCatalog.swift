import Features
import Terminal
@testable import TerminalFace
import ThresholdCore

/// Every screen of the app as a state, on fixed synthetic data, for snapshots.
enum ScreenCatalog {
    static let profiles: [Profile] = [
        Profile(id: 1, name: "Alice", bio: "", createdAt: 0, muted: false, hidden: false, unread: 3, active: true),
        Profile(id: 2, name: "Bob Stone", bio: "", createdAt: 0, muted: true, hidden: false, unread: 12, active: false),
        Profile(id: 3, name: "山田太郎", bio: "", createdAt: 0, muted: false, hidden: false, unread: 5, active: false),
        Profile(id: 4, name: "Zoë", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false),
    ]
    static let secret = Profile(id: 5, name: "Secret", bio: "", createdAt: 0, muted: true, hidden: true, unread: 4,
                                active: false)
    static let chats: [Chat] = [
        Chat(id: 1, contact: "Carol", notifications: true, unread: 2, lastMessageAt: 10),
        Chat(id: 2, contact: "Dave", notifications: false, unread: 0, lastMessageAt: 9),
        Chat(id: 3, contact: "エミ 🌸", notifications: true, unread: 1, lastMessageAt: 8),
    ]
    static let snapshot = HomeSnapshot(profiles: profiles, active: profiles[0], chats: chats, totalUnread: 8,
                                       notices: NoticeFlags())

    static func home(_ size: TerminalSize) -> AppState {
        var state = AppState(size: size)
        state.snapshot = snapshot
        state.root = .home
        return state
    }

    static func onProfiles(_ size: TerminalSize, _ edit: (inout ProfilesState) -> Void = { _ in }) -> AppState {
        var state = home(size)
        var screen = ProfilesState()
        edit(&screen)
        state.stack = [.profiles(screen)]
        return state
    }

    /// (name, state) for every screen at `size`.
    static func all(_ size: TerminalSize) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        var loading = AppState(size: size)
        loading.root = .loading
        result.append(("loading", loading))

        result += OnboardingCatalog.all(size)

        var create = home(size)
        create.stack = [.createProfile(CreateProfileState(origin: .profiles))]
        result.append(("create-profile", create))
        var invalid = home(size)
        var form = CreateProfileState(origin: .profiles)
        form.name = TextFieldState(text: "  @bob")
        form.bio = TextFieldState(text: "Hello 👋 from the terminal")
        form.focus = .bio
        invalid.stack = [.createProfile(form)]
        result.append(("create-profile-invalid", invalid))
        var duplicate = invalid
        var valid = form
        valid.name = TextFieldState(text: "Alice")
        duplicate.stack = [.createProfile(valid)]
        duplicate.alert = AppUpdate.errorAlert(.create, ErrorReport(ProfileError.duplicateName("Alice")))
        result.append(("create-profile-duplicate", duplicate))

        result.append(("chat-list", home(size)))
        var empty = home(size)
        empty.snapshot.chats = []
        result.append(("chat-list-empty", empty))
        var picker = home(size)
        picker.stack = [.menu(AppUpdate.userPicker(snapshot))]
        result.append(("user-picker", picker))

        result.append(("profiles", onProfiles(size) { $0.selected = 1 }))
        result.append(("profiles-search", onProfiles(size) { $0.search = TextFieldState(text: "o") }))
        result.append(("profiles-revealing", onProfiles(size) {
            $0.search = TextFieldState(text: "hunter2")
            $0.isRevealing = true
        }))
        result.append(("profiles-unlock-to-reveal", onProfiles(size) {
            $0.search = TextFieldState(text: "hunter2")
            $0.needsUnlockToReveal = true
        }))
        result.append(("profiles-revealed", onProfiles(size) {
            $0.search = TextFieldState(text: "hunter2")
            $0.revealed = [secret]
            $0.revealPassword = "hunter2"
        }))
        result.append(("profiles-hidden-banner", onProfiles(size) { $0.showsHiddenBanner = true }))

        var actions = onProfiles(size) { $0.selected = 1 }
        actions.stack.append(.menu(AppUpdate.profileActions(profiles[1], screen: ProfilesState(), snapshot: snapshot)))
        result.append(("profile-actions", actions))
        var hiddenActions = onProfiles(size)
        var revealedScreen = ProfilesState()
        revealedScreen.revealed = [secret]
        revealedScreen.revealPassword = "hunter2"
        hiddenActions.stack.append(.menu(AppUpdate.profileActions(secret, screen: revealedScreen, snapshot: snapshot)))
        result.append(("profile-actions-hidden", hiddenActions))

        var hide = onProfiles(size)
        var hideForm = HideFormState(name: "Bob Stone")
        hideForm.password = TextFieldState(text: "abc")
        hideForm.confirmation = TextFieldState(text: "abd")
        hideForm.focus = .confirmation
        hide.stack.append(.hideProfile(hideForm))
        result.append(("hide-profile", hide))

        var deleteChoice = onProfiles(size)
        deleteChoice.stack.append(.menu(AppUpdate.deleteChoice(ProfileRef("Bob Stone"))))
        result.append(("delete-profile-1", deleteChoice))
        var deleteConfirm = onProfiles(size)
        _ = AppUpdate.run(&deleteConfirm, MenuCommand.confirmDelete(ProfileRef("Bob Stone"), serverData: true))
        result.append(("delete-profile-2", deleteConfirm))

        var muteNotice = onProfiles(size)
        _ = AppUpdate.operationSucceeded(&muteNotice, .mute)
        result.append(("mute-notice", muteNotice))
        var hiddenNotice = onProfiles(size)
        _ = AppUpdate.operationSucceeded(&hiddenNotice, .hide)
        result.append(("hidden-notice", hiddenNotice))

        var settings = home(size)
        settings.stack = [.settings(selected: 2)]
        result.append(("settings", settings))
        result += lockScreens(size)
        result += migrationExportScreens(size)
        result += settingsPages(size)
        return result
    }
}
