import Features
import Migration
import Terminal
@testable import TerminalFace
import ThresholdCore

/// The app lock's screens, on fixed synthetic data.
extension ScreenCatalog {
    static let lockStatus = LockStatus(isOn: true, selfDestructOn: true, selfDestructName: "Decoy", wipeAfter: 5,
                                       failedAttempts: 0)

    static func onLock(_ size: TerminalSize, _ routes: [LockRoute]) -> AppState {
        onSettings(size, routes.map { .lock($0) })
    }

    /// Settings (lock on) with `routes` pushed above it.
    static func onSettings(_ size: TerminalSize, _ routes: [Route]) -> AppState {
        var state = home(size)
        state.snapshot.isLockOn = true
        state.stack = [.settings(selected: 2)] + routes
        return state
    }

    static func lockScreens(_ size: TerminalSize) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        var locked = AppState(size: size)
        var prompt = PasscodePromptState(purpose: .startUp)
        prompt.passcode = TextFieldState(text: "hunter")
        locked.root = .locked(prompt)
        result.append(("lock-screen", locked))
        var wrong = locked
        var wrongPrompt = PasscodePromptState(purpose: .startUp)
        wrongPrompt.message = PasscodePromptState.wrongPasscodeMessage(attemptsLeft: 2)
        wrong.root = .locked(wrongPrompt)
        result.append(("lock-screen-wrong", wrong))
        var checking = locked
        var checkingPrompt = PasscodePromptState(purpose: .startUp)
        checkingPrompt.isChecking = true
        checking.root = .locked(checkingPrompt)
        result.append(("lock-screen-checking", checking))

        var sheet = home(size)
        sheet.snapshot.isLockOn = true
        var form = CreateProfileState(origin: .profiles)
        form.name = TextFieldState(text: "Carol")
        var sheetPrompt = PasscodePromptState(purpose: .operation(.create(name: "Carol", bio: "")))
        sheetPrompt.passcode = TextFieldState(text: "abc")
        sheetPrompt.message = PasscodePromptState.wrongPasscodeMessage(attemptsLeft: nil)
        sheet.stack = [.createProfile(form), .lock(.passcode(sheetPrompt))]
        result.append(("passcode-sheet", sheet))
        var searchSheet = onProfiles(size)
        searchSheet.snapshot.isLockOn = true
        searchSheet.stack.append(.lock(.passcode(PasscodePromptState(purpose: .search))))
        result.append(("passcode-sheet-search", searchSheet))

        result.append(("app-lock", onLock(size, [.lockSettings(LockSettingsState(status: lockStatus))])))
        var offScreen = LockSettingsState(status: LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil,
                                                             wipeAfter: nil, failedAttempts: 0))
        offScreen.selected = .selfDestruct
        result.append(("app-lock-off", onLock(size, [.lockSettings(offScreen)])))
        var passcodeForm = LockFormState(kind: .passcode(isChange: true))
        passcodeForm.passcode = TextFieldState(text: "secret")
        passcodeForm.confirmation = TextFieldState(text: "secrex")
        passcodeForm.focus = .confirmation
        result.append(("app-lock-passcode", onLock(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                              .lockForm(passcodeForm)])))
        var selfDestruct = LockFormState(kind: .selfDestruct)
        selfDestruct.name = TextFieldState(text: "Decoy")
        selfDestruct.passcode = TextFieldState(text: "boom")
        selfDestruct.confirmation = TextFieldState(text: "boom")
        selfDestruct.focus = .save
        result.append(("app-lock-self-destruct", onLock(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                                   .lockForm(selfDestruct)])))
        var confirmState = onLock(size, [.lockSettings(LockSettingsState(status: lockStatus)), .lockForm(selfDestruct)])
        AppUpdate.confirm(&confirmState, .setSelfDestruct(passcode: "boom", displayName: "Decoy"))
        result.append(("app-lock-self-destruct-confirm", confirmState))
        let wipe = LockFormState(kind: .wipeAfter, currentLimit: 5)
        result.append(("app-lock-wipe-after", onLock(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                                .lockForm(wipe)])))

        // Issue 22, items 3 and 5: the re-key and the recovery key.
        let draft = RecoveryKeyDraft(text: "K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6H")
        var rekeyRow = LockSettingsState(status: lockStatus, hasRecoveryKey: true)
        rekeyRow.selected = .rekey
        var rekeyConfirm = onLock(size, [.lockSettings(rekeyRow)])
        _ = AppUpdate.openLockRow(&rekeyConfirm, rekeyRow)
        result.append(("app-lock-rekey-confirm", rekeyConfirm))
        var running = rekeyRow
        running.rekeyProgress = RekeyProgress(copied: 120, total: 480)
        var rekeying = onLock(size, [.lockSettings(running)])
        rekeying.isBusy = true
        result.append(("app-lock-rekeying", rekeying))
        var rekeyed = onLock(size, [.lockSettings(LockSettingsState(status: lockStatus))])
        _ = AppUpdate.update(&rekeyed, .lock(.rekeyed(RekeyOutcome(droppedRecoveryKey: true), lockStatus, snapshot)))
        result.append(("app-lock-rekeyed-offer", rekeyed))
        var passcodeChanged = onLock(size, [.lockSettings(LockSettingsState(status: lockStatus))])
        var lockedSnapshot = snapshot
        lockedSnapshot.isLockOn = true
        _ = AppUpdate.update(&passcodeChanged, .lock(.lockChanged(.setPasscode, lockStatus, lockedSnapshot)))
        result.append(("app-lock-rekey-question", passcodeChanged))
        var recoveryRow = LockSettingsState(status: lockStatus, hasRecoveryKey: true)
        recoveryRow.selected = .recoveryKey
        result.append(("app-lock-recovery-key", onLock(size, [.lockSettings(recoveryRow)])))
        let keyShown = RecoveryKeyState(draft: draft)
        result.append(("recovery-key-shown", onLock(size, [.lockSettings(recoveryRow), .recoveryKey(keyShown)])))
        var keyTyped = keyShown
        keyTyped.phase = .typingBack
        keyTyped.typed = TextFieldState(text: "K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6X", maxLength: 60)
        keyTyped.message = ErrorReport(LockError.recoveryKeyMismatch).message
        result.append(("recovery-key-type-back", onLock(size, [.lockSettings(recoveryRow), .recoveryKey(keyTyped)])))

        var linkPrompt = PasscodePromptState(purpose: .startUp)
        linkPrompt.recoveryFocused = true
        var link = AppState(size: size)
        link.root = .locked(linkPrompt)
        result.append(("lock-screen-recovery-link", link))
        var recoverForm = RecoveryFormState()
        recoverForm.key = TextFieldState(text: draft.text, maxLength: 60)
        recoverForm.passcode = TextFieldState(text: "new")
        recoverForm.confirmation = TextFieldState(text: "ne")
        recoverForm.focus = .confirmation
        var recover = AppState(size: size)
        recover.root = .locked(PasscodePromptState(purpose: .startUp))
        recover.stack = [.lock(.recover(recoverForm))]
        result.append(("lock-recover", recover))
        var wrongForm = RecoveryFormState()
        wrongForm.level = .keyring
        wrongForm.focus = .level
        wrongForm.message = ErrorReport(LockError.wrongRecoveryKey).message
        var wrongKey = recover
        wrongKey.stack = [.lock(.recover(wrongForm))]
        result.append(("lock-recover-wrong", wrongKey))
        var keyringGone = AppState(size: size)
        _ = AppUpdate.update(&keyringGone, .lock(.recoveryRequired(.keyringEntryGone)))
        result.append(("lock-recover-keyring-gone", keyringGone))

        return result
    }
}
