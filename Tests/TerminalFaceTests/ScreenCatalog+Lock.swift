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

        return result
    }
}
