import Features
import Migration
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// `AppUpdate.update` for Settings → Migrate to another device (values only).
@Suite struct MigrationExportUpdateTests {
    let size = TerminalSize(width: 80, height: 24)

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }

    var phase: (AppState) -> MigrationExportState.Phase? = { state in
        if case .migrationExport(let screen) = state.top { return screen.phase }
        return nil
    }

    @Test func openingAsksThePasscodeWhenTheLockIsOn() {
        var open = ScreenCatalog.home(size)
        open.stack = [.settings(selected: 3)]
        #expect(SettingsEntry.allCases[3] == .migrationExport)
        _ = AppUpdate.update(&open, key(.enter))
        #expect(phase(open) == .intro)

        var locked = open
        locked.stack = [.settings(selected: 3)]
        locked.snapshot.isLockOn = true
        _ = AppUpdate.update(&locked, key(.enter))
        #expect(locked.top == .lock(.passcode(PasscodePromptState(purpose: .migrationExport))))
        _ = AppUpdate.update(&locked, .key(KeyEvent(.character("m"))))
        #expect(AppUpdate.update(&locked, key(.enter)) == [.lock(.unlock(passcode: "m", purpose: .migrationExport))])
        _ = AppUpdate.update(&locked, .lock(.passcodeAccepted(.migrationExport, then: .loaded(locked.snapshot))))
        #expect(phase(locked) == .intro)
    }

    @Test func exportShowsProgressThenTheLink() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        #expect(AppUpdate.update(&state, key(.enter)) == [.migrationExport(.export)])
        #expect(phase(state) == .exporting(nil) && state.isBusy)
        // Keys wait while exporting; Esc does not leave.
        _ = AppUpdate.update(&state, key(.escape))
        #expect(phase(state) == .exporting(nil))
        let progress = TransferProgress(label: "Encrypting", completed: 10 << 20, total: 40 << 20,
                                        bytesPerSecond: 5 << 20, etaSeconds: 6)
        _ = AppUpdate.update(&state, .migrationExport(.exportProgress(progress)))
        #expect(phase(state) == .exporting(progress))
        _ = AppUpdate.update(&state, .migrationExport(.exportFinished(ScreenCatalog.exported)))
        #expect(phase(state) == .exported(ScreenCatalog.exported) && !state.isBusy)
        _ = AppUpdate.update(&state, .key(KeyEvent(.character("l"))))
        guard case .migrationExport(let screen) = state.top else { Issue.record("no screen"); return }
        #expect(screen.showsLinkOnly)
        _ = AppUpdate.update(&state, key(.escape))
        guard case .migrationExport(let back) = state.top else { Issue.record("no screen"); return }
        #expect(!back.showsLinkOnly)
    }

    @Test func aFailedExportCanBeRetried() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        _ = AppUpdate.update(&state, key(.enter))
        let report = ErrorReport(MigrationError.io("the disk is full"))
        _ = AppUpdate.update(&state, .migrationExport(.exportFailed(report)))
        #expect(phase(state) == .failed(report.message) && !state.isBusy)
        #expect(AppUpdate.update(&state, key(.enter)) == [.migrationExport(.export)])
    }

    @Test func finalizeKeepingThisDeviceWarns() {
        var screen = MigrationExportState()
        screen.phase = .exported(ScreenCatalog.exported)
        var state = ScreenCatalog.onSettings(size, [.migrationExport(screen)])
        _ = AppUpdate.update(&state, key(.enter))
        #expect(state.alert?.title == "Finalize migration")
        #expect(state.alert?.message.contains("breaks message delivery") == true)
        #expect(state.alert?.focused == 0)
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.migrationExport(.finalize(deleteLocalData: false))])
        _ = AppUpdate.update(&state, .migrationExport(.migrationFinalized(deletedLocalData: false)))
        #expect(state.top == .settings(selected: 2))
        #expect(state.alert?.message.contains(MigrationExport.twoDevicesWarning) == true)
    }

    @Test func deletingLocalDataTakesTwoConfirmationsThenAnyKeyQuits() {
        var screen = MigrationExportState()
        screen.phase = .exported(ScreenCatalog.exported)
        var state = ScreenCatalog.onSettings(size, [.migrationExport(screen)])
        _ = AppUpdate.update(&state, .key(KeyEvent(.character("f"))))
        _ = AppUpdate.update(&state, key(.left))
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.alert?.title == "Delete all local data?")
        #expect(state.alert?.focused == 0 && state.alert?.isDestructive == true)
        // The default is Cancel.
        var cancelled = state
        _ = AppUpdate.update(&cancelled, key(.enter))
        #expect(cancelled.alert == nil && !cancelled.isBusy)
        _ = AppUpdate.update(&state, key(.right))
        #expect(AppUpdate.update(&state, key(.enter)) == [.migrationExport(.finalize(deleteLocalData: true))])
        _ = AppUpdate.update(&state, .migrationExport(.migrationFinalized(deletedLocalData: true)))
        #expect(phase(state) == .deleted)
        _ = AppUpdate.update(&state, .key(KeyEvent(.character("a"))))
        #expect(state.shouldQuit)
    }

    @Test func finalizeFailedShowsTheMessage() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        state.isBusy = true
        let report = ErrorReport(MigrationError.io("permission denied"))
        _ = AppUpdate.update(&state, .migrationExport(.finalizeFailed(report)))
        #expect(state.alert?.message == report.message && !state.isBusy)
    }
}
