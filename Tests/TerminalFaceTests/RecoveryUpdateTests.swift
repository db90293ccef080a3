import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// `AppUpdate.update` for the re-key and the recovery key (issue 22, items 3 and 5): Settings →
/// App lock's rows, the offers after a level is chosen, making a key, and the lock screen's
/// recovery form (values only: no store, no terminal).
@Suite struct RecoveryUpdateTests {
    let size = TerminalSize(width: 80, height: 24)
    static let draft = RecoveryKeyDraft(text: "K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6H")

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }
    func char(_ c: Character) -> AppAction { .key(KeyEvent(.character(c))) }
    func type(_ text: String, into state: inout AppState) {
        for c in text { _ = AppUpdate.update(&state, char(c)) }
    }

    func settings(_ row: LockSettingsState.Row, hasRecoveryKey: Bool = false) -> AppState {
        var screen = LockSettingsState(status: ScreenCatalog.lockStatus, hasRecoveryKey: hasRecoveryKey)
        screen.selected = row
        return ScreenCatalog.onLock(size, [.lockSettings(screen)])
    }

    static func screen(_ state: AppState) -> LockSettingsState? {
        for route in state.stack.reversed() { if case .lock(.lockSettings(let screen)) = route { return screen } }
        return nil
    }

    // MARK: Re-encrypt all data

    @Test func rekeyIsConfirmedRunsOffTheLoopWithProgressThenOffersARecoveryKey() {
        var state = settings(.rekey, hasRecoveryKey: true)
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.title == RecoveryAppText.rekeyConfirmTitle)
        #expect(state.alert?.message == RecoveryAppText.rekeyConfirmMessage)
        #expect(state.alert?.focused == 0)
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.rekey(newPasscode: nil))])
        #expect(state.isBusy && Self.screen(state)?.rekeyProgress == RekeyProgress(copied: 0, total: 0))
        _ = AppUpdate.update(&state, .lock(.rekeyProgress(RekeyProgress(copied: 5, total: 20))))
        #expect(Self.screen(state)?.rekeyProgress?.fraction == 0.25)
        _ = AppUpdate.update(&state, .lock(.rekeyed(RekeyOutcome(droppedRecoveryKey: true), ScreenCatalog.lockStatus,
                                                    ScreenCatalog.snapshot)))
        #expect(!state.isBusy && Self.screen(state)?.rekeyProgress == nil)
        #expect(Self.screen(state)?.hasRecoveryKey == false)
        #expect(state.alert?.message.hasPrefix(RekeyText.done + "\n\n" + RecoveryKeyText.droppedByRekeyInApp) == true)
        #expect(state.alert?.message.hasSuffix(RecoveryKeyText.offer) == true)
        #expect(state.alert?.buttons.map(\.command) == [.lock(.declineRecoveryKey), .lock(.makeRecoveryKey)])
        // Not now (focused) says plainly what that means.
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.message == RecoveryKeyText.declinedInApp)
    }

    @Test func aFailedRekeyClearsItsProgressAndSaysWhy() {
        var state = settings(.rekey)
        _ = AppUpdate.run(&state, .rekey)
        _ = AppUpdate.update(&state, .lock(.lockChangeFailed(.rekey, ErrorReport(SessionError.dataInUse(directory: "/d")))))
        #expect(!state.isBusy && Self.screen(state)?.rekeyProgress == nil)
        #expect(state.alert?.title == "Error changing the app lock")
    }

    @Test func aPasscodeChangeOffersTheRekeyAsTheCommandLineDoes() {
        var state = settings(.passcode)
        state.isBusy = true
        var snapshot = ScreenCatalog.snapshot
        snapshot.isLockOn = true
        _ = AppUpdate.update(&state, .lock(.lockChanged(.setPasscode, ScreenCatalog.lockStatus, snapshot)))
        #expect(state.alert?.message.hasSuffix(RekeyText.question) == true)
        #expect(state.alert?.buttons.map(\.command) == [.lock(.keepKey(hasRecoveryKey: false)), .lock(.rekey)])
        // Keeping the key says the old key file still opens the data, and offers a recovery key.
        var kept = state
        _ = AppUpdate.update(&kept, key(.enter))
        #expect(kept.alert?.message.hasPrefix(RekeyText.notRekeyed) == true)
        #expect(kept.alert?.buttons.last?.command == .lock(.makeRecoveryKey))
        // Re-encrypting starts the re-key.
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.rekey(newPasscode: nil))])
        // The first passcode (lock was off): no re-key question, the recovery-key offer.
        var first = settings(.passcode)
        first.snapshot.isLockOn = false
        _ = AppUpdate.update(&first, .lock(.lockChanged(.setPasscode, ScreenCatalog.lockStatus, snapshot)))
        #expect(first.alert?.title == RecoveryAppText.offerTitle)
        // With a recovery key already made, a level change only says what changed.
        var level = settings(.protection, hasRecoveryKey: true)
        _ = AppUpdate.update(&level, .lock(.lockChanged(.setLevel, ScreenCatalog.lockStatus, snapshot, hasRecoveryKey: true)))
        #expect(level.alert?.buttons.count == 1)
    }

    // MARK: Recovery key

    @Test func makingAKeyShowsItHidesItAndStoresItOnlyWhenTypedBack() {
        var state = settings(.recoveryKey)
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.generateRecoveryKey)])
        _ = AppUpdate.update(&state, .lock(.recoveryKeyGenerated(Self.draft)))
        #expect(!state.isBusy)
        #expect(state.top == .lock(.recoveryKey(RecoveryKeyState(draft: Self.draft))))
        _ = AppUpdate.update(&state, key(.enter))
        guard case .lock(.recoveryKey(let typing)) = state.top else { Issue.record("no screen"); return }
        #expect(typing.phase == .typingBack)
        type("K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6X", into: &state)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        guard case .lock(.recoveryKey(let wrong)) = state.top else { Issue.record("no screen"); return }
        #expect(wrong.message == ErrorReport(LockError.recoveryKeyMismatch).message)
        // Dashes, spaces and case don't matter.
        var again = state
        for _ in 0..<60 { _ = AppUpdate.update(&again, key(.backspace)) }
        type("k87yf ywak3 g647m dc6k4 x8xpp dsby9 vn9d6 5tk6h", into: &again)
        let effects = AppUpdate.update(&again, key(.enter))
        #expect(effects == [.lock(.changeLock(.setRecoveryKey(Self.draft, typedBack: "k87yf ywak3 g647m dc6k4 x8xpp dsby9 vn9d6 5tk6h")))])
        guard case .lock(.recoveryKey(let sent)) = again.top else { Issue.record("no screen"); return }
        #expect(sent.typed.text.isEmpty)
        _ = AppUpdate.update(&again, .lock(.lockChanged(.setRecoveryKey, ScreenCatalog.lockStatus, ScreenCatalog.snapshot,
                                                        hasRecoveryKey: true)))
        #expect(again.alert?.message == RecoveryKeyText.madeInApp)
        #expect(Self.screen(again)?.hasRecoveryKey == true)
        guard case .lock(.lockSettings) = again.top else { Issue.record("still on the key: \(String(describing: again.top))"); return }
        // Esc while typing back shows the key again; Esc then closes it, nothing stored, said plainly.
        _ = AppUpdate.update(&state, key(.escape))
        guard case .lock(.recoveryKey(let shown)) = state.top else { Issue.record("no screen"); return }
        #expect(shown.phase == .showing && shown.typed.text.isEmpty)
        _ = AppUpdate.update(&state, key(.escape))
        #expect(state.alert?.message == RecoveryKeyText.declinedInApp)
        guard case .lock(.lockSettings) = state.top else { Issue.record("not back on App lock"); return }
    }

    @Test func replacingAndRemovingAKeyAreConfirmed() {
        var state = settings(.recoveryKey, hasRecoveryKey: true)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.alert?.title == RecoveryAppText.replaceTitle)
        #expect(state.alert?.buttons.last?.command == .lock(.makeRecoveryKey))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, char("x"))
        #expect(state.alert?.title == RecoveryAppText.removeTitle && state.alert?.isDestructive == true)
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.changeLock(.clearRecoveryKey))])
        _ = AppUpdate.update(&state, .lock(.lockChanged(.clearRecoveryKey, ScreenCatalog.lockStatus, ScreenCatalog.snapshot)))
        #expect(state.alert?.message == RecoveryKeyText.cleared)
        #expect(Self.screen(state)?.hasRecoveryKey == false)
        // Without a key, x does nothing.
        var none = settings(.recoveryKey)
        _ = AppUpdate.update(&none, char("x"))
        #expect(none.alert == nil)
    }

    // MARK: The lock screen's recovery

    var lockScreen: AppState {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.lockRequired))
        return state
    }

    static func form(_ state: AppState) -> RecoveryFormState? {
        if case .lock(.recover(let form)) = state.top { return form }
        return nil
    }

    @Test func theLockScreenOpensTheRecoveryFormAndItRecoversWithANewPasscode() {
        var state = lockScreen
        _ = AppUpdate.update(&state, key(.tab))
        guard case .locked(let prompt) = state.root else { Issue.record("not locked"); return }
        #expect(prompt.recoveryFocused)
        // Typing does not reach the passcode field while the link is focused.
        type("ab", into: &state)
        guard case .locked(let still) = state.root else { Issue.record("not locked"); return }
        #expect(still.passcode.text.isEmpty)
        _ = AppUpdate.update(&state, key(.enter))
        #expect(Self.form(state) == RecoveryFormState())
        // Esc goes back to the lock screen.
        var back = state
        _ = AppUpdate.update(&back, key(.escape))
        #expect(back.stack.isEmpty)

        type("ABCDE", into: &state)
        #expect(Self.form(state)?.problem == ErrorReport(LockError.malformedRecoveryKey).message)
        for _ in 0..<5 { _ = AppUpdate.update(&state, key(.backspace)) }
        type(Self.draft.text, into: &state)
        #expect(Self.form(state)?.canOpen == false)
        _ = AppUpdate.update(&state, key(.enter))
        #expect(Self.form(state)?.focus == .level)
        _ = AppUpdate.update(&state, key(.enter))
        type("newpass1", into: &state)
        _ = AppUpdate.update(&state, key(.enter))
        type("newpass1", into: &state)
        let effects = AppUpdate.update(&state, key(.enter))
        #expect(effects == [.lock(.recover(key: Self.draft.text, level: .passcode, newPasscode: "newpass1"))])
        // Every secret leaves the state as soon as it is sent.
        let sent = Self.form(state)
        #expect(sent?.key.text == "" && sent?.passcode.text == "" && sent?.confirmation.text == "")
        #expect(sent?.isChecking == true && state.isBusy)
        // A wrong key: the error report's message, typed again.
        var wrong = state
        _ = AppUpdate.update(&wrong, .lock(.recoveryFailed(ErrorReport(LockError.wrongRecoveryKey))))
        #expect(Self.form(wrong)?.message == ErrorReport(LockError.wrongRecoveryKey).message)
        #expect(Self.form(wrong)?.isChecking == false && !wrong.isBusy)
        // Recovered: the message, then the launch (home).
        let launch = AppUpdate.update(&state, .lock(.recovered(.passcode, warning: nil)))
        #expect(launch == [.onboarding(.launch)])
        #expect(state.stack.isEmpty && !state.isBusy)
        #expect(state.alert?.message == RecoveryKeyText.recoveredInApp(level: .passcode))
    }

    @Test func theLevelIsChosenWithTheArrowsAndOnlyThePasscodeLevelAsksForOne() {
        var state = lockScreen
        state.stack = [.lock(.recover(RecoveryFormState()))]
        type(Self.draft.text, into: &state)
        _ = AppUpdate.update(&state, key(.tab))
        _ = AppUpdate.update(&state, key(.right))
        #expect(Self.form(state)?.level == .keyring)
        #expect(Self.form(state)?.fields == [.key, .level, .open, .cancel])
        #expect(Self.form(state)?.canOpen == true)
        _ = AppUpdate.update(&state, key(.right))
        #expect(Self.form(state)?.level == .keyfile)
        _ = AppUpdate.update(&state, key(.left))
        _ = AppUpdate.update(&state, key(.tab))
        #expect(Self.form(state)?.focus == .open)
        #expect(AppUpdate.update(&state, key(.enter)) == [.lock(.recover(key: Self.draft.text, level: .keyring, newPasscode: nil))])
    }

    @Test func theLastWrongKeyWipesAsTheLastWrongPasscodeDoes() {
        var state = lockScreen
        state.stack = [.lock(.recover(RecoveryFormState()))]
        state.isBusy = true
        let effects = AppUpdate.update(&state, .lock(.recoveryWiped(.empty)))
        #expect(effects == [.onboarding(.launch)])
        #expect(state.stack.isEmpty)
        #expect(state.alert?.message == ErrorReport(LockError.wrongRecoveryKey).message)
    }

    @Test func withTheKeyringEntryGoneTheRecoveryFormIsTheOnlyWayIn() {
        var state = AppState(size: size)
        _ = AppUpdate.update(&state, .lock(.recoveryRequired(.keyringEntryGone)))
        #expect(Self.form(state) == RecoveryFormState(need: .keyringEntryGone))
        _ = AppUpdate.update(&state, key(.escape))
        #expect(Self.form(state) != nil)
        #expect(Self.form(state)?.fields.contains(.cancel) == false)
    }
}
