import Brand
import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The fixes found when the app was tried as a new user would (issue 9, item 5), on values only.
@Suite struct FrontEndFixTests {
    let size = TerminalSize(width: 80, height: 24)

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }

    @Test func acceptWaitsForTheConditionsText() throws {
        let brand = try Brand.builtIn()
        var step = ConditionsStep(operators: brand.operators, preselected: [brand.operators[0].id], conditionsVersion: "1")
        _ = step.start()
        #expect(!step.canAccept && step.acceptHint == "Waiting for the conditions to load.")
        _ = step.send(.documentFailed("offline"))
        #expect(!step.canAccept && step.acceptHint?.contains("Retry") == true)
        #expect(step.send(.accept) == .none, "conditions that never loaded can't be accepted")
        _ = step.send(.documentLoaded("text"))
        #expect(step.canAccept && step.acceptHint == nil)
    }

    @Test func unhideClearsTheFieldAndConfirms() {
        var state = ScreenCatalog.home(size)
        var screen = ProfilesState()
        screen.search = TextFieldState(text: "pw")
        screen.revealed = [ScreenCatalog.secret]
        screen.revealPassword = "pw"
        state.stack = [.profiles(screen)]
        _ = AppUpdate.update(&state, .operationSucceeded(.unhide, ScreenCatalog.snapshot))
        guard case .profiles(let after) = state.top else { Issue.record("no screen"); return }
        #expect(after.search.text.isEmpty && after.revealed.isEmpty && after.revealPassword == nil)
        #expect(state.alert?.title == "Profile unhidden")
    }

    @Test func switchingToARevealedProfileKeepsItsRowWhileAskingAgain() {
        var state = ScreenCatalog.home(size)
        var screen = ProfilesState()
        screen.search = TextFieldState(text: "pw")
        screen.revealed = [ScreenCatalog.secret]
        screen.revealPassword = "pw"
        state.stack = [.profiles(screen)]
        let effects = AppUpdate.update(&state, .operationSucceeded(.activate, ScreenCatalog.snapshot))
        guard case .profiles(let after) = state.top else { Issue.record("no screen"); return }
        #expect(after.revealed == [ScreenCatalog.secret], "the list never blanks")
        #expect(effects == [.reveal(generation: after.generation, password: "pw")])
    }

    @Test func homeAndEndInTheListAndInMenus() {
        var state = ScreenCatalog.home(size)
        state.stack = [.profiles(ProfilesState())]
        _ = AppUpdate.update(&state, key(.end))
        guard case .profiles(let atEnd) = state.top else { Issue.record("no screen"); return }
        #expect(atEnd.selected == atEnd.rows(visible: state.snapshot.profiles).count - 1)
        _ = AppUpdate.update(&state, key(.home))
        guard case .profiles(let atHome) = state.top else { Issue.record("no screen"); return }
        #expect(atHome.selected == 0)
        state.stack = [.menu(AppUpdate.userPicker(state.snapshot))]
        _ = AppUpdate.update(&state, key(.end))
        guard case .menu(let menu) = state.top else { Issue.record("no menu"); return }
        #expect(menu.selected == menu.items.count - 1)
    }

    @Test func aChangeFromAnotherProcessRedrawsOnlyTheChatListSide() {
        var home = ScreenCatalog.home(size)
        var changed = ScreenCatalog.snapshot
        changed.totalUnread = 99
        _ = AppUpdate.update(&home, .dataChanged(changed))
        #expect(home.snapshot.totalUnread == 99)
        var locked = AppState(size: size)
        locked.root = .locked(PasscodePromptState(purpose: .startUp))
        _ = AppUpdate.update(&locked, .dataChanged(changed))
        #expect(locked.root == .locked(PasscodePromptState(purpose: .startUp)), "the lock screen stays")
        #expect(locked.snapshot == .empty)
    }
}

/// Enter on a chat opens it read-only and marks it read.
@Suite struct ChatViewTests {
    let size = TerminalSize(width: 80, height: 24)

    @Test func enterOpensTheChatAndEscGoesBack() throws {
        var state = ScreenCatalog.home(size)
        let contact = try #require(state.snapshot.chats.first?.contact)
        #expect(AppUpdate.update(&state, .key(KeyEvent(.enter))) == [.openChat(contact)])
        let messages = [ChatMessage(id: 1, incoming: true, text: "hello", sentAt: 1),
                        ChatMessage(id: 2, incoming: false, text: "hi back", sentAt: 2)]
        _ = AppUpdate.update(&state, .chatOpened(ChatTranscript(contact: contact, messages: messages, markedRead: 1,
                                                                snapshot: ScreenCatalog.snapshot)))
        #expect(state.top == .chat(ChatViewState(contact: contact, messages: messages)) && !state.isBusy)
        let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines.joined(separator: "\n")
        #expect(text.contains("\(contact): hello") && text.contains("You: hi back"))
        _ = AppUpdate.update(&state, .key(KeyEvent(.escape)))
        #expect(state.stack.isEmpty)
    }
}
