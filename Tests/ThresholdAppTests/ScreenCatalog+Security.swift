import Features
import Migration
import Terminal
@testable import ThresholdApp
import ThresholdCore

/// The app lock and migrate-to-another-device screens, on fixed synthetic data.
extension ScreenCatalog {
    static let lockStatus = LockStatus(isOn: true, selfDestructOn: true, selfDestructName: "Decoy", wipeAfter: 5,
                                       failedAttempts: 0)
    static let link = "threshold:/migrate?v=1&archive=%2Fhome%2Fuser%2F.local%2Fshare%2Fthreshold%2Farchives%2F"
        + "threshold-migration-20250101-120000.age&key=AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ"
        + "&sha256=5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8&size=1048576"
    static var exported: ExportedLink {
        ExportedLink(link: link, archivePath: "/home/user/.local/share/threshold/archives/threshold-migration-20250101-120000.age",
                     size: 1_048_576, qrCode: try? QRCodeMaker.code(for: link))
    }

    static func onSecurity(_ size: TerminalSize, _ routes: [SecurityRoute]) -> AppState {
        var state = home(size)
        state.snapshot.isLockOn = true
        state.stack = [.settings(selected: 2)] + routes.map { .security($0) }
        return state
    }

    static func securityScreens(_ size: TerminalSize) -> [(String, AppState)] {
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
        sheet.stack = [.createProfile(form), .security(.passcode(sheetPrompt))]
        result.append(("passcode-sheet", sheet))
        var searchSheet = onProfiles(size)
        searchSheet.snapshot.isLockOn = true
        searchSheet.stack.append(.security(.passcode(PasscodePromptState(purpose: .search(initial: "h")))))
        result.append(("passcode-sheet-search", searchSheet))

        result.append(("app-lock", onSecurity(size, [.lockSettings(LockSettingsState(status: lockStatus))])))
        var offScreen = LockSettingsState(status: LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil,
                                                             wipeAfter: nil, failedAttempts: 0))
        offScreen.selected = .selfDestruct
        result.append(("app-lock-off", onSecurity(size, [.lockSettings(offScreen)])))
        var passcodeForm = LockFormState(kind: .passcode(isChange: true))
        passcodeForm.passcode = TextFieldState(text: "secret")
        passcodeForm.confirmation = TextFieldState(text: "secrex")
        passcodeForm.focus = .confirmation
        result.append(("app-lock-passcode", onSecurity(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                              .lockForm(passcodeForm)])))
        var selfDestruct = LockFormState(kind: .selfDestruct)
        selfDestruct.name = TextFieldState(text: "Decoy")
        selfDestruct.passcode = TextFieldState(text: "boom")
        selfDestruct.confirmation = TextFieldState(text: "boom")
        selfDestruct.focus = .save
        result.append(("app-lock-self-destruct", onSecurity(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                                   .lockForm(selfDestruct)])))
        var confirmState = onSecurity(size, [.lockSettings(LockSettingsState(status: lockStatus)), .lockForm(selfDestruct)])
        AppUpdate.confirm(&confirmState, .setSelfDestruct(passcode: "boom", displayName: "Decoy"))
        result.append(("app-lock-self-destruct-confirm", confirmState))
        let wipe = LockFormState(kind: .wipeAfter, currentLimit: 5)
        result.append(("app-lock-wipe-after", onSecurity(size, [.lockSettings(LockSettingsState(status: lockStatus)),
                                                                .lockForm(wipe)])))

        result.append(("migrate-intro", onSecurity(size, [.migrateExport(MigrateExportState())])))
        var exporting = MigrateExportState()
        exporting.phase = .exporting(TransferProgress(label: "Encrypting", completed: 12 << 20, total: 40 << 20,
                                                       bytesPerSecond: 3 << 20, etaSeconds: 10))
        result.append(("migrate-exporting", onSecurity(size, [.migrateExport(exporting)])))
        var exportedScreen = MigrateExportState()
        exportedScreen.phase = .exported(exported)
        result.append(("migrate-exported", onSecurity(size, [.migrateExport(exportedScreen)])))
        var linkOnly = exportedScreen
        linkOnly.showsLinkOnly = true
        result.append(("migrate-link-only", onSecurity(size, [.migrateExport(linkOnly)])))
        var finalize = onSecurity(size, [.migrateExport(exportedScreen)])
        finalize.alert = AppUpdate.finalizeChoice()
        result.append(("migrate-finalize", finalize))
        var deleteConfirm = onSecurity(size, [.migrateExport(exportedScreen)])
        _ = AppUpdate.run(&deleteConfirm, SecurityAlertCommand.confirmDeleteLocalData)
        result.append(("migrate-delete-confirm", deleteConfirm))
        var failed = MigrateExportState()
        failed.phase = .failed(ErrorReport(MigrationError.io("the disk is full")).message)
        result.append(("migrate-failed", onSecurity(size, [.migrateExport(failed)])))
        var deleted = MigrateExportState()
        deleted.phase = .deleted
        result.append(("migrate-deleted", onSecurity(size, [.migrateExport(deleted)])))
        return result
    }
}
