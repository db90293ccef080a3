import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// `AppUpdate.update` for every action, on values only (no store, no terminal).
@Suite struct AppUpdateTests {
    let size = TerminalSize(width: 80, height: 24)

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }
    func char(_ c: Character) -> AppAction { .key(KeyEvent(.character(c))) }

    @Test func ctrlCQuitsFromAnywhere() {
        let states: [AppState] = ScreenCatalog.all(size).map(\.1)
        for var state in states {
            _ = AppUpdate.update(&state, .key(.control("c")))
            #expect(state.shouldQuit)
        }
    }

    @Test func resizeChangesTheSize() {
        var state = ScreenCatalog.home(size)
        #expect(AppUpdate.update(&state, .resize(TerminalSize(width: 60, height: 20))).isEmpty)
        #expect(state.size == TerminalSize(width: 60, height: 20))
    }

    @Test func loadedDecidesTheRoot() {
        var state = AppState(size: size)
        // No profile: onboarding, whose session is started off the loop.
        #expect(AppUpdate.update(&state, .loaded(.empty)) == [.onboarding(.start)])
        #expect(state.root == .onboarding(OnboardingState()))
        // A running onboarding stays the root although a profile now exists (conditions follow).
        #expect(AppUpdate.update(&state, .loaded(ScreenCatalog.snapshot)).isEmpty)
        #expect(state.root == .onboarding(OnboardingState()))
        var home = AppState(size: size)
        _ = AppUpdate.update(&home, .loaded(ScreenCatalog.snapshot))
        #expect(home.root == .home)
        #expect(home.stack.isEmpty)
    }

    @Test func loadFailedShowsTheMessage() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .loadFailed(ErrorReport(ProfileError.emptyPassword)))
        #expect(state.alert?.message == ProfileError.emptyPassword.message)
    }

    @Test func createFormValidatesLiveAndCreates() {
        var state = ScreenCatalog.home(size)
        state.stack = [.createProfile(CreateProfileState(origin: .profiles))]
        for c in "@bob" { _ = AppUpdate.update(&state, char(c)) }
        guard case .createProfile(let form) = state.top else { Issue.record("no form"); return }
        #expect(form.nameCheck == .correctable("bob"))
        #expect(!form.canCreate)
        // Enter: name -> bio; Enter on bio with an invalid name offers the correction.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.alert?.buttons.last?.command == .applyCorrectedName("bob"))
        _ = AppUpdate.update(&state, key(.enter))
        guard case .createProfile(let corrected) = state.top else { Issue.record("no form"); return }
        #expect(corrected.name.text == "bob" && corrected.focus == .name)
        _ = AppUpdate.update(&state, key(.tab))
        _ = AppUpdate.update(&state, .paste("hi"))
        let effects = AppUpdate.update(&state, key(.enter))
        #expect(effects == [.perform(.create(name: "bob", bio: "hi"))])
        #expect(state.isBusy)
        // A second Enter while busy starts nothing.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
    }

    @Test func bioCounterLimitsCreate() {
        var form = CreateProfileState(origin: .profiles)
        form.name = TextFieldState(text: "Ann")
        form.bio = TextFieldState(text: String(repeating: "é", count: 81))
        #expect(form.bioBytes == 162)
        #expect(!form.canCreate)
    }

    @Test func createSucceededFromProfilesClosesTheForm() {
        var state = ScreenCatalog.onProfiles(size)
        state.stack.append(.createProfile(CreateProfileState(origin: .profiles)))
        _ = AppUpdate.update(&state, .operationSucceeded(.create, ScreenCatalog.snapshot))
        #expect(state.stack.count == 1)
        #expect(state.top.map { if case .profiles = $0 { true } else { false } } == true)
    }

    @Test func operationFailedShowsTheSeedTitles() {
        var state = ScreenCatalog.home(size)
        state.isBusy = true
        _ = AppUpdate.update(&state, .operationFailed(.create, ErrorReport(ProfileError.duplicateName("Ann"))))
        #expect(state.alert?.title == "Duplicate display name!")
        #expect(state.alert?.message == ProfileError.duplicateName("Ann").message)
        #expect(!state.isBusy)
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, .operationFailed(.activate, ErrorReport(ProfileError.unknownProfile("X"))))
        #expect(state.alert?.title == "Error switching profile")
        // Keys go to the alert, not the screen below.
        _ = AppUpdate.update(&state, char("s"))
        #expect(state.stack.isEmpty)
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert == nil)
    }

    @Test func chatListKeys() {
        var state = ScreenCatalog.home(size)
        _ = AppUpdate.update(&state, key(.down))
        #expect(state.chatSelection == 1)
        // Enter opens the chat (read-only), whether or not something is unread.
        #expect(AppUpdate.update(&state, key(.enter)) == [.openChat("Dave")])
        state.isBusy = false
        _ = AppUpdate.update(&state, key(.up))
        #expect(AppUpdate.update(&state, key(.enter)) == [.openChat("Carol")])
        state.isBusy = false
        _ = AppUpdate.update(&state, char("p"))
        guard case .menu(let picker) = state.top else { Issue.record("no picker"); return }
        #expect(picker.items.map(\.title).contains("Your chat profiles"))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, char("s"))
        #expect(state.top == .settings(selected: 0))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, char("q"))
        #expect(state.shouldQuit)
    }

    @Test func userPickerSwitchesProfile() {
        var state = ScreenCatalog.home(size)
        _ = AppUpdate.update(&state, char("p"))
        // "Your chat profiles" and Settings come first; the first "Switch to" row is the third.
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.down))
        let effects = AppUpdate.update(&state, key(.enter))
        #expect(effects == [.perform(.activate(ProfileRef("Bob Stone")))])
        #expect(state.stack.isEmpty)
    }

    @Test func userPickerOpensProfilesAndSettings() {
        var state = ScreenCatalog.home(size)
        _ = AppUpdate.update(&state, char("p"))
        // "Your chat profiles" is selected when the picker opens.
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.top == .profiles(ProfilesState()))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, char("p"))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.top == .settings(selected: 0))
    }

    @Test func typingFiltersAndSchedulesARevealAfterAPause() {
        var state = ScreenCatalog.onProfiles(size)
        let effects = AppUpdate.update(&state, char("o"))
        guard case .profiles(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(effects == [.scheduleReveal(generation: 1, delay: .milliseconds(300))])
        let names = screen.rows(visible: ScreenCatalog.profiles).compactMap { row -> String? in
            if case .profile(let p) = row { return p.name }
            return nil
        }
        #expect(names == ["Bob Stone", "Zoë"])
        // "Add profile" only with an empty field.
        #expect(!screen.rows(visible: ScreenCatalog.profiles).contains(.addProfile))
        #expect(ProfilesState().rows(visible: ScreenCatalog.profiles).last == .addProfile)
    }

    @Test func revealTimerAndResultsForCurrentTextOnly() {
        var state = ScreenCatalog.onProfiles(size)
        for c in "hunter" { _ = AppUpdate.update(&state, char(c)) }
        // A timer from an older keystroke does nothing.
        #expect(AppUpdate.update(&state, .revealTimerFired(generation: 3)).isEmpty)
        #expect(AppUpdate.update(&state, .revealTimerFired(generation: 6)) == [.reveal(generation: 6, password: "hunter")])
        _ = AppUpdate.update(&state, char("2"))
        // The result for "hunter" arrives after "2" was typed: dropped.
        _ = AppUpdate.update(&state, .revealFinished(generation: 6, profiles: [ScreenCatalog.secret]))
        guard case .profiles(let stale) = state.top else { Issue.record("no screen"); return }
        #expect(stale.revealed.isEmpty && stale.revealPassword == nil)
        _ = AppUpdate.update(&state, .revealTimerFired(generation: 7))
        _ = AppUpdate.update(&state, .revealFinished(generation: 7, profiles: [ScreenCatalog.secret]))
        guard case .profiles(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(screen.revealed == [ScreenCatalog.secret] && screen.revealPassword == "hunter2")
        #expect(!screen.isRevealing)
        // Editing the text forgets the revealed profile and the password.
        _ = AppUpdate.update(&state, key(.backspace))
        guard case .profiles(let edited) = state.top else { Issue.record("no screen"); return }
        #expect(edited.revealed.isEmpty && edited.revealPassword == nil)
    }

    @Test func wrongPasswordRevealsNothing() {
        var state = ScreenCatalog.onProfiles(size)
        _ = AppUpdate.update(&state, char("x"))
        _ = AppUpdate.update(&state, .revealFinished(generation: 1, profiles: []))
        guard case .profiles(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(screen.revealed.isEmpty && screen.revealPassword == nil)
    }

    @Test func actionMenuOffersWhatTheRowAllows() {
        let screen = ProfilesState()
        let active = AppUpdate.profileActions(ScreenCatalog.profiles[0], screen: screen, snapshot: ScreenCatalog.snapshot)
        #expect(active.items.map(\.title) == ["Mute", "Edit profile", "Cancel"])
        let muted = AppUpdate.profileActions(ScreenCatalog.profiles[1], screen: screen, snapshot: ScreenCatalog.snapshot)
        #expect(muted.items.map(\.title) == ["Switch to this profile", "Unmute", "Hide profile", "Delete profile", "Edit profile",
                                             "Cancel"])
        var revealed = ProfilesState()
        revealed.revealPassword = "pw"
        let hidden = AppUpdate.profileActions(ScreenCatalog.secret, screen: revealed, snapshot: ScreenCatalog.snapshot)
        #expect(hidden.items.map(\.title) == ["Switch to this profile", "Unhide", "Delete profile", "Edit profile", "Cancel"])
        #expect(hidden.items[0].command == .perform(.activate(ProfileRef("Secret", password: "pw"))))
        var only = ScreenCatalog.snapshot
        only.profiles = [ScreenCatalog.profiles[0]]
        let last = AppUpdate.profileActions(ScreenCatalog.profiles[0], screen: screen, snapshot: only)
        #expect(last.items.map(\.title).contains("Delete profile"))
    }

    @Test func muteFromTheMenuThenTheFirstTimeNotice() {
        var state = ScreenCatalog.onProfiles(size)
        _ = AppUpdate.update(&state, key(.enter))  // Alice's menu
        let effects = AppUpdate.update(&state, key(.enter))  // Mute
        #expect(effects == [.perform(.setMuted(ProfileRef("Alice"), true))])
        let after = AppUpdate.update(&state, .operationSucceeded(.mute, ScreenCatalog.snapshot))
        #expect(after == [.markNoticeShown(.mute)])
        #expect(state.alert?.title == "Muted profile")
        _ = AppUpdate.update(&state, key(.enter))
        var shown = ScreenCatalog.snapshot
        shown.notices.muteShown = true
        #expect(AppUpdate.update(&state, .operationSucceeded(.mute, shown)).isEmpty)
        #expect(state.alert == nil)
    }

    @Test func hideFormNeedsMatchingPasswordsThenShowsBannerAndNotice() {
        var state = ScreenCatalog.onProfiles(size)
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.enter))  // Bob's menu
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.enter))  // Hide profile
        #expect(state.top == .hideProfile(HideFormState(name: "Bob Stone")))
        for c in "pw" { _ = AppUpdate.update(&state, char(c)) }
        _ = AppUpdate.update(&state, key(.enter))
        for c in "px" { _ = AppUpdate.update(&state, char(c)) }
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        _ = AppUpdate.update(&state, key(.backspace))
        _ = AppUpdate.update(&state, char("w"))
        #expect(AppUpdate.update(&state, key(.enter)) == [.perform(.hide(name: "Bob Stone", password: "pw"))])
        let effects = AppUpdate.update(&state, .operationSucceeded(.hide, ScreenCatalog.snapshot))
        #expect(effects == [.markNoticeShown(.hiddenProfiles)])
        guard case .profiles(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(screen.showsHiddenBanner)
        #expect(state.alert?.title == "Hidden profiles")
    }

    @Test func deleteIsTwoStages() {
        var state = ScreenCatalog.onProfiles(size)
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.enter))
        for _ in 0..<3 { _ = AppUpdate.update(&state, key(.down)) }
        _ = AppUpdate.update(&state, key(.enter))  // Delete profile
        guard case .menu(let stage1) = state.top else { Issue.record("no stage 1"); return }
        #expect(stage1.title == "Delete profile")
        // Cancel is selected; up reaches "with server connections".
        _ = AppUpdate.update(&state, key(.up))
        _ = AppUpdate.update(&state, key(.enter))  // with server connections
        #expect(state.alert?.title == "Delete profile?")
        #expect(state.alert?.focused == 0)  // Cancel is the default
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        _ = AppUpdate.run(&state, MenuCommand.confirmDelete(ProfileRef("Bob Stone"), serverData: true))
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.perform(.delete(ProfileRef("Bob Stone"), serverData: true))])
    }

    @Test func deletingTheLastProfileReturnsToWelcome() {
        var state = ScreenCatalog.onProfiles(size)
        #expect(AppUpdate.update(&state, .operationSucceeded(.delete, .empty)) == [.onboarding(.start)])
        #expect(state.root == .onboarding(OnboardingState()))
        #expect(state.stack.isEmpty)
    }

    @Test func successAfterARevealAsksAgainForTheSameText() {
        var state = ScreenCatalog.onProfiles(size)
        for c in "pw" { _ = AppUpdate.update(&state, char(c)) }
        _ = AppUpdate.update(&state, .revealFinished(generation: 2, profiles: [ScreenCatalog.secret]))
        let effects = AppUpdate.update(&state, .operationSucceeded(.activate, ScreenCatalog.snapshot))
        #expect(effects == [.reveal(generation: 3, password: "pw")])
    }

    @Test func settingsOpensProfilesAndCreate() {
        var state = ScreenCatalog.home(size)
        state.stack = [.settings(selected: 0)]
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.top == .profiles(ProfilesState()))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.top == .createProfile(CreateProfileState(origin: .profiles)))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.escape))
        #expect(state.stack.isEmpty)
    }

    @Test func pasteGoesToTheFocusedField() {
        var state = ScreenCatalog.onProfiles(size)
        let effects = AppUpdate.update(&state, .paste("Zo"))
        guard case .profiles(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(screen.search.text == "Zo")
        #expect(effects.count == 1)
    }
}
