import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// `AppUpdate.update` for the app lock: the lock screen, the passcode sheet before sensitive
/// operations and search, Settings → App lock (values only: no store, no terminal).
@Suite struct LockUpdateTests {
    let size = TerminalSize(width: 80, height: 24)

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }
    func char(_ c: Character) -> AppAction { .key(KeyEvent(.character(c))) }
    func type(_ text: String, into state: inout AppState) {
        for c in text { _ = AppUpdate.update(&state, char(c)) }
    }

    /// Home with the lock on and its grant ended (the user was idle past the lock delay).
    var lockedHome: AppState {
        var state = ScreenCatalog.home(size)
        state.snapshot.isLockOn = true
        state.authorization.lockRequired()
        return state
    }

    static func topPrompt(_ state: AppState) -> PasscodePromptState? {
        if case .lock(.passcode(let prompt)) = state.top { return prompt }
        if state.stack.isEmpty, case .locked(let prompt) = state.root { return prompt }
        return nil
    }

    // MARK: Lock screen

    @Test func lockRequiredShowsTheLockScreenAndEnterChecksOffTheLoop() {
        var state = AppState(size: size)
        #expect(AppUpdate.update(&state, .lock(.lockRequired)).isEmpty)
        #expect(state.root == .locked(PasscodePromptState(purpose: .startUp)))
        #expect(state.snapshot.isLockOn)
        // Empty Enter and Esc do nothing.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        type("main", into: &state)
        #expect(Self.topPrompt(state)?.passcode.text == "main")
        let effects = AppUpdate.update(&state, key(.enter))
        #expect(effects == [.lock(.unlock(passcode: "main", purpose: .startUp))])
        // The passcode leaves the state as soon as it is submitted.
        #expect(Self.topPrompt(state)?.passcode.text == "")
        #expect(Self.topPrompt(state)?.isChecking == true)
        // Typing while checking is ignored, and nothing can be submitted twice.
        type("x", into: &state)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(Self.topPrompt(state)?.passcode.text == "")
        // Ctrl-C still quits.
        var copy = state
        _ = AppUpdate.update(&copy, .key(.control("c")))
        #expect(copy.shouldQuit)
    }

    @Test func wrongPasscodeSaysSoWithTheAttemptsLeft() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        type("nope", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        _ = AppUpdate.update(&state, .lock(.passcodeRejected(.startUp, attemptsLeft: 2, reloaded: nil)))
        #expect(Self.topPrompt(state)?.message == "Wrong passcode. 2 attempts left before all data is wiped.")
        #expect(Self.topPrompt(state)?.isChecking == false)
        #expect(!state.isBusy)
        _ = AppUpdate.update(&state, .lock(.passcodeRejected(.startUp, attemptsLeft: nil, reloaded: nil)))
        #expect(Self.topPrompt(state)?.message == "Wrong passcode. Try again.")
        // Typing clears the message.
        type("a", into: &state)
        #expect(Self.topPrompt(state)?.message == nil)
        #expect(PasscodePromptState.wrongPasscodeMessage(attemptsLeft: 1) == "Wrong passcode. 1 attempt left before all data is wiped.")
    }

    @Test func acceptedPasscodeLoadsHome() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        var snapshot = ScreenCatalog.snapshot
        snapshot.isLockOn = true
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.startUp, then: .loaded(snapshot))))
        #expect(state.root == .home)
        #expect(state.stack.isEmpty && state.alert == nil && !state.isBusy)
    }

    @Test func aWipeAtTheAttemptLimitCarriesOnAsAFreshInstall() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        let effects = AppUpdate.update(&state, .lock(.passcodeRejected(.startUp, attemptsLeft: nil, reloaded: .empty)))
        guard case .onboarding = state.root else { Issue.record("expected onboarding"); return }
        #expect(effects == [.onboarding(.launch)])
        #expect(state.alert?.message == "Wrong passcode.")
        #expect(!state.snapshot.isLockOn)
    }

    @Test func unlockFailedShowsTheReportAndLetsTheUserRetry() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        let report = ErrorReport(LockError.locked)
        _ = AppUpdate.update(&state, .lock(.unlockFailed(.startUp, report)))
        #expect(state.alert?.message == report.message)
        #expect(Self.topPrompt(state)?.isChecking == false)
    }

    // MARK: Sensitive operations

    @Test func sensitiveOperationsAskThePasscodeOthersDoNot() {
        let sensitive: [ProfileOperation] = [.create(name: "C", bio: ""), .delete(ProfileRef("Bob"), serverData: false),
                                             .hide(name: "Bob", password: "pw"), .unhide(name: "S", password: "pw")]
        for operation in sensitive {
            var state = lockedHome
            #expect(AppUpdate.perform(&state, operation).isEmpty)
            #expect(state.top == .lock(.passcode(PasscodePromptState(purpose: .operation(operation)))))
            #expect(!state.isBusy)
            // Lock off: straight to the operation.
            var open = ScreenCatalog.home(size)
            #expect(AppUpdate.perform(&open, operation) == [.perform(operation)])
        }
        for operation: ProfileOperation in [.activate(ProfileRef("Bob")), .setMuted(ProfileRef("Bob"), true), .readChat("Carol")] {
            var state = lockedHome
            #expect(AppUpdate.perform(&state, operation) == [.perform(operation)])
        }
    }

    @Test func theSheetRunsTheOperationOnceAcceptedAndClosesWithTheForm() {
        var state = lockedHome
        state.stack = [.createProfile(CreateProfileState(origin: .profiles))]
        let create = ProfileOperation.create(name: "Carol", bio: "")
        _ = AppUpdate.perform(&state, create)
        type("main", into: &state)
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.unlock(passcode: "main", purpose: .operation(create)))])
        #expect(state.isBusy)
        // Esc while checking waits (the attempt is already counted).
        _ = AppUpdate.update(&state, key(.escape))
        #expect(Self.topPrompt(state) != nil)
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.operation(create),
                                                                 then: .operationSucceeded(.create, ScreenCatalog.snapshot))))
        #expect(state.stack.isEmpty)
        #expect(!state.isBusy)
    }

    @Test func escCancelsTheSheetAndAFailedOperationAfterItShowsItsAlert() {
        var state = lockedHome
        let delete = ProfileOperation.delete(ProfileRef("Bob Stone"), serverData: true)
        _ = AppUpdate.perform(&state, delete)
        _ = AppUpdate.update(&state, key(.escape))
        #expect(state.stack.isEmpty)
        _ = AppUpdate.perform(&state, delete)
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        let report = ErrorReport(ProfileError.unknownProfile("Bob Stone"))
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.operation(delete), then: .operationFailed(.delete, report))))
        #expect(state.stack.isEmpty)
        #expect(state.alert?.title == "Error deleting profile")
    }

    @Test func typingInSearchNeverOpensAPromptOrCountsAnAttempt() {
        // The data-loss case of issue 17: lock on, grant ended, a hidden profile's password typed
        // into the search field, three times. The typing never reaches a passcode prompt and
        // nothing is ever tried as a passcode; Enter before the pause is over does nothing.
        var state = lockedHome
        state.stack = [.profiles(ProfilesState())]
        for round in 0..<3 {
            var effects: [AppEffect] = []
            for c in "hunter2" { effects += AppUpdate.update(&state, char(c)) }
            effects += AppUpdate.update(&state, key(.enter))
            #expect(state.top.map { if case .lock = $0 { false } else { true } } ?? false, "round \(round)")
            guard case .profiles(let typing) = state.top else { Issue.record("no profiles screen"); return }
            effects += AppUpdate.update(&state, .revealTimerFired(generation: typing.generation))
            #expect(!effects.contains { if case .lock = $0 { true } else { false } }, "round \(round)")
            #expect(!effects.contains { if case .reveal = $0 { true } else { false } }, "not authorized: no reveal")
            guard case .profiles(let screen) = state.top else { Issue.record("no profiles screen"); return }
            #expect(screen.search.text.hasSuffix("hunter2"))
            #expect(screen.rows(visible: state.snapshot.profiles).last == .unlockToReveal)
        }
        // Pasting goes into the field too.
        var pasted = lockedHome
        pasted.stack = [.profiles(ProfilesState())]
        _ = AppUpdate.update(&pasted, .paste("hunter2"))
        guard case .profiles(let screen) = pasted.top else { Issue.record("no profiles screen"); return }
        #expect(screen.search.text == "hunter2")
    }

    @Test func enterInTheFieldOnTheUnlockRowAsksThePasscodeExplicitlyThenTheTextIsTried() {
        var state = lockedHome
        state.stack = [.profiles(ProfilesState())]
        type("zz-no-visible-match", into: &state)
        guard case .profiles(let typed) = state.top else { Issue.record("no profiles screen"); return }
        _ = AppUpdate.update(&state, .revealTimerFired(generation: typed.generation))
        // The only row is the unlock row, selected: Enter in the field opens its prompt, empty
        // (nothing typed in the field lands in it) and without trying anything as a passcode.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.top == .lock(.passcode(PasscodePromptState(purpose: .search))))
        #expect(Self.topPrompt(state)?.passcode.text == "")
        // Esc goes back to the field as it was; moving to the row and Enter is the same choice.
        _ = AppUpdate.update(&state, key(.escape))
        guard case .profiles(let back) = state.top else { Issue.record("no profiles screen"); return }
        #expect(back.search.text == "zz-no-visible-match" && back.needsUnlockToReveal)
        _ = AppUpdate.update(&state, key(.down))
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.top == .lock(.passcode(PasscodePromptState(purpose: .search))))
        // The passcode is typed in the prompt; only that is checked.
        type("main", into: &state)
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.unlock(passcode: "main", purpose: .search))])
        let effects = AppUpdate.update(&state, .lock(.passcodeAccepted(.search, then: .loaded(state.snapshot))))
        guard case .profiles(let screen) = state.top else { Issue.record("no profiles screen"); return }
        #expect(effects == [.reveal(generation: screen.generation, password: "zz-no-visible-match")])
        #expect(screen.isRevealing && !screen.needsUnlockToReveal)
        // The grant is alive now: the next text is tried without asking.
        _ = AppUpdate.update(&state, key(.backspace))
        guard case .profiles(let next) = state.top else { Issue.record("no profiles screen"); return }
        #expect(AppUpdate.update(&state, .revealTimerFired(generation: next.generation))
                == [.reveal(generation: next.generation, password: "zz-no-visible-matc")])
    }

    @Test func enterInTheFieldOpensAVisibleMatchNotTheUnlockRow() {
        var state = lockedHome
        state.stack = [.profiles(ProfilesState())]
        let name = state.snapshot.profiles[1].name
        type(String(name.prefix(3)), into: &state)
        guard case .profiles(let typed) = state.top else { Issue.record("no profiles screen"); return }
        _ = AppUpdate.update(&state, .revealTimerFired(generation: typed.generation))
        guard case .profiles(let screen) = state.top else { Issue.record("no profiles screen"); return }
        let rows = screen.rows(visible: state.snapshot.profiles)
        #expect(rows.last == .unlockToReveal && rows.count > 1)
        // The first row is a profile: Enter opens its actions; the unlock row is one step below.
        _ = AppUpdate.update(&state, key(.enter))
        guard case .menu(let menu)? = state.top else { Issue.record("no actions menu"); return }
        #expect(menu.title == name)
    }

    @Test func noMatchIsNotSaidWhileTheHiddenProfilesWereNotLookedFor() {
        var state = lockedHome
        state.stack = [.profiles(ProfilesState())]
        type("hunter2", into: &state)
        guard case .profiles(let typed) = state.top else { Issue.record("no profiles screen"); return }
        _ = AppUpdate.update(&state, .revealTimerFired(generation: typed.generation))
        for size in [TerminalSize(width: 100, height: 30), TerminalSize(width: 40, height: 12)] {
            state.size = size
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
            #expect(text.contains("Unlock to look for hidden profiles…"), "\(text)")
            #expect(!text.contains("No matching profiles."), "\(text)")
        }
        // Once the search ran and found nothing, it says so.
        _ = AppUpdate.update(&state, key(.enter))
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.search, then: .loaded(state.snapshot))))
        guard case .profiles(let revealing) = state.top else { Issue.record("no profiles screen"); return }
        _ = AppUpdate.update(&state, .revealFinished(generation: revealing.generation, profiles: []))
        let text = AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
        #expect(text.contains("No matching profiles.") && !text.contains("Unlock to look"), "\(text)")
    }

    @Test func aliveGrantSkipsThePromptAndIdlenessEndsIt() {
        var state = ScreenCatalog.home(size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        state.now = 100
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.startUp, then: .loaded(lockedHome.snapshot))))
        let create = ProfileOperation.create(name: "Carol", bio: "")
        state.now = 100 + Authorization.defaultLockDelay - 1
        #expect(AppUpdate.perform(&state, create) == [.perform(create)])
        state.isBusy = false
        state.now += Authorization.defaultLockDelay + 1
        #expect(AppUpdate.perform(&state, create).isEmpty)
        #expect(state.top == .lock(.passcode(PasscodePromptState(purpose: .operation(create)))))
    }

    @Test func aSelfDestructLooksLikeAnOrdinaryUnlock() {
        // The worker answers both the same way; the update has nothing to tell them apart with.
        var ordinary = AppState(size: size)
        _ = AppUpdate.update(&ordinary, .lock(.lockRequired))
        var replaced = ordinary
        var fresh = ScreenCatalog.snapshot
        fresh.profiles = [Profile(id: 1, name: "Decoy", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0,
                                  active: true)]
        fresh.active = fresh.profiles[0]
        fresh.chats = []
        fresh.totalUnread = 0
        fresh.isLockOn = true
        _ = AppUpdate.update(&ordinary, .lock(.passcodeAccepted(.startUp, then: .loaded(fresh))))
        _ = AppUpdate.update(&replaced, .lock(.passcodeAccepted(.startUp, then: .loaded(fresh))))
        #expect(ordinary == replaced)
    }

    // MARK: Settings → App lock

    @Test func appLockAsksThePasscodeWhenOnAndLoadsTheStatus() {
        var state = lockedHome
        state.stack = [.settings(selected: 2)]
        #expect(SettingsEntry.allCases[2] == .appLock)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.top == .lock(.passcode(PasscodePromptState(purpose: .lockSettings))))
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        _ = AppUpdate.update(&state, .lock(.passcodeAccepted(.lockSettings,
                                                                 then: .lock(.lockStatusLoaded(ScreenCatalog.lockStatus)))))
        #expect(state.top == .lock(.lockSettings(LockSettingsState(status: ScreenCatalog.lockStatus))))

        var open = ScreenCatalog.home(size)
        open.stack = [.settings(selected: 2)]
        #expect(AppUpdate.update(&open, key(.enter)) == [.lock(.loadLockStatus)])
    }

    @Test func settingAPasscodeIsTypedTwiceConfirmedAndReported() {
        let off = LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0)
        var state = ScreenCatalog.home(size)
        state.stack = [.settings(selected: 2), .lock(.lockSettings(LockSettingsState(status: off)))]
        _ = AppUpdate.update(&state, key(.enter))
        guard case .lock(.lockForm(let form)) = state.top else { Issue.record("no form"); return }
        #expect(form.kind == .passcode(isChange: false) && form.focus == .passcode)
        type("main", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        type("mian", into: &state)
        // Mismatch: Enter does nothing.
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert == nil)
        for _ in 0..<3 { _ = AppUpdate.update(&state, key(.backspace)) }
        type("ain", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.title == "Turn on the app lock?")
        #expect(state.alert?.focused == 0)
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.changeLock(.setPasscode("main")))])
        #expect(state.isBusy)
        let on = LockStatus(isOn: true, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0)
        var snapshot = ScreenCatalog.snapshot
        snapshot.isLockOn = true
        _ = AppUpdate.update(&state, .lock(.lockChanged(.setPasscode, on, snapshot)))
        #expect(state.top == .lock(.lockSettings(LockSettingsState(status: on))))
        #expect(state.alert?.message.hasPrefix("Passcode set.") == true)
        #expect(state.snapshot.isLockOn && !state.isBusy)
    }

    /// The protection level, as the command line's `lock level` sets it: with the passcode off,
    /// Enter on the row offers the other level and confirms; with it on, it says why not.
    @Test func theProtectionRowSwitchesKeyringAndKeyFileWhileThePasscodeIsOff() {
        let off = LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0,
                             level: .keyfile)
        var screen = LockSettingsState(status: off)
        screen.selected = .protection
        var state = ScreenCatalog.onLock(size, [.lockSettings(screen)])
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.buttons.last?.command == .lock(.applyLockChange(.setLevel(.keyring))))
        #expect(state.alert?.title == "Protect the data with The desktop keyring?")
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.changeLock(.setLevel(.keyring)))])
        let keyring = LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0,
                                 level: .keyring)
        _ = AppUpdate.update(&state, .lock(.lockChanged(.setLevel, keyring, ScreenCatalog.snapshot, hasRecoveryKey: true)))
        #expect(state.alert?.message == "The data is now protected by: The desktop keyring.")
        #expect(LockSettingsScreen.detail(.protection, LockSettingsState(status: keyring)) == "Keyring")

        var locked = LockSettingsState(status: ScreenCatalog.lockStatus)
        locked.selected = .protection
        var on = ScreenCatalog.onLock(size, [.lockSettings(locked)])
        _ = AppUpdate.update(&on, key(.enter))
        #expect(on.alert?.message == SettingsText.levelNeedsPasscodeOff)
        #expect(on.alert?.buttons.count == 1)
    }

    @Test func lockChangeFailedShowsTheErrorReportsMessage() {
        var state = ScreenCatalog.onLock(size, [.lockSettings(LockSettingsState(status: ScreenCatalog.lockStatus))])
        state.isBusy = true
        _ = AppUpdate.update(&state, .lock(.lockChangeFailed(.setSelfDestruct, ErrorReport(LockError.samePasscode))))
        #expect(state.alert?.title == "Error changing the app lock")
        #expect(state.alert?.message == LockError.samePasscode.message)
        #expect(!state.isBusy)
    }

    @Test func rowsOpenTheirFormsAndXAsksToTurnThemOff() {
        var state = ScreenCatalog.onLock(size, [.lockSettings(LockSettingsState(status: ScreenCatalog.lockStatus))])
        _ = AppUpdate.update(&state, char("x"))
        #expect(state.alert?.buttons.last?.command == .lock(.applyLockChange(.clearPasscode)))
        #expect(state.alert?.isDestructive == true)
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, char("x"))
        #expect(state.alert?.buttons.last?.command == .lock(.applyLockChange(.clearSelfDestruct)))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.enter))
        guard case .lock(.lockForm(let selfDestruct)) = state.top else { Issue.record("no form"); return }
        #expect(selfDestruct.kind == .selfDestruct && selfDestruct.name.text == "Decoy")
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, char("x"))
        #expect(state.alert?.buttons.last?.command == .lock(.applyLockChange(.setWipeAfter(nil))))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.enter))
        guard case .lock(.lockForm(let wipe)) = state.top else { Issue.record("no form"); return }
        #expect(wipe.kind == .wipeAfter && wipe.limit.text == "5")
        // Letters other than "off" are not typed into the limit.
        _ = AppUpdate.update(&state, char("z"))
        _ = AppUpdate.update(&state, char("0"))
        guard case .lock(.lockForm(let typed)) = state.top else { Issue.record("no form"); return }
        #expect(typed.limit.text == "50" && typed.change == .setWipeAfter(50))
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.title == "Wipe after 50 wrong passcodes?")
    }

    @Test func selfDestructAndLimitNeedAPasscodeFirst() {
        let off = LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0)
        var screen = LockSettingsState(status: off)
        screen.selected = .selfDestruct
        var state = ScreenCatalog.onLock(size, [.lockSettings(screen)])
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.title == "Set a passcode first")
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, char("x"))
        #expect(state.alert == nil)
    }

    @Test func formValidation() {
        var form = LockFormState(kind: .passcode(isChange: false))
        #expect(form.problem == "Enter a passcode.")
        form.passcode = TextFieldState(text: " main")
        #expect(form.problem == "The passcode can't start or end with a space.")
        form.passcode = TextFieldState(text: "main")
        #expect(form.problem == "Type the passcode again.")
        form.confirmation = TextFieldState(text: "maim")
        #expect(form.problem == "The passcodes don't match.")
        form.confirmation = TextFieldState(text: "main")
        #expect(form.change == .setPasscode("main"))

        var selfDestruct = LockFormState(kind: .selfDestruct)
        selfDestruct.passcode = TextFieldState(text: "boom")
        selfDestruct.confirmation = TextFieldState(text: "boom")
        #expect(selfDestruct.problem == "Enter the display name of the new profile.")
        selfDestruct.name = TextFieldState(text: "Decoy")
        #expect(selfDestruct.change == .setSelfDestruct(passcode: "boom", displayName: "Decoy"))
        // Issue 31: a name that only needs correcting is offered corrected, and Save uses it.
        selfDestruct.name = TextFieldState(text: "  Decoy")
        #expect(selfDestruct.problem == "Correct name to \"Decoy\"?")
        #expect(selfDestruct.canSave)
        #expect(selfDestruct.change == .setSelfDestruct(passcode: "boom", displayName: "Decoy"))

        var limit = LockFormState(kind: .wipeAfter)
        #expect(limit.change == .setWipeAfter(nil))
        limit.limit = TextFieldState(text: "0")
        #expect(limit.change == nil)
        limit.limit = TextFieldState(text: "101")
        #expect(limit.change == nil)
        limit.limit = TextFieldState(text: "100")
        #expect(limit.change == .setWipeAfter(100))
        // Typed on a Persian or an Arabic keyboard.
        limit.limit = TextFieldState(text: "۵")
        #expect(limit.change == .setWipeAfter(5))
        limit.limit = TextFieldState(text: "١٠")
        #expect(limit.change == .setWipeAfter(10))
    }
}
