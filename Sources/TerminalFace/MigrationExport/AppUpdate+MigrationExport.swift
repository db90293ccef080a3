import Features
import Terminal

/// Settings → Migrate to another device (the source side): export with progress, the link as
/// text and QR code, then finalize (keep using this device, or delete local data in two stages).
extension AppUpdate {
    /// Opens the screen; with the lock on, the passcode first (an export holds every profile).
    static func openMigrationExport(_ state: inout AppState) -> [AppEffect] {
        if state.snapshot.isLockOn {
            push(&state, .lock(.passcode(PasscodePromptState(purpose: .migrationExport))))
        } else {
            push(&state, .migrationExport(MigrationExportState()))
        }
        return []
    }

    /// Keys by phase: Enter exports (or retries, or finalizes once exported), `l` shows the link
    /// alone for copying, Esc goes back (not while exporting); after deleting, any key quits.
    static func migrationExportEvent(_ state: inout AppState, _ screen: inout MigrationExportState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        switch screen.phase {
        case .deleted:
            state.shouldQuit = true
            return (true, [])
        case .exporting:
            return (true, [])
        case .intro, .failed:
            switch key.key {
            case .escape:
                pop(&state)
                return (false, [])
            case .enter:
                guard !state.isBusy else { return (true, []) }
                state.isBusy = true
                screen.phase = .exporting(nil)
                return (true, [.migrationExport(.export)])
            default:
                return (true, [])
            }
        case .exported:
            switch key.key {
            case .escape:
                if screen.showsLinkOnly {
                    screen.showsLinkOnly = false
                    return (true, [])
                }
                pop(&state)
                return (false, [])
            case .character("l") where key.modifiers.isEmpty:
                screen.showsLinkOnly.toggle()
            case .enter:
                screen.showsLinkOnly = false
                state.alert = finalizeChoice()
            case .character("f") where key.modifiers.isEmpty:
                screen.showsLinkOnly = false
                state.alert = finalizeChoice()
            default:
                break
            }
            return (true, [])
        }
    }

    /// The first stage of finalizing: keep using this device, or delete local data.
    static func finalizeChoice() -> AlertState {
        AlertState(title: MigrationExportText.finalizeTitle,
                   message: MigrationExportText.finalizeMessage,
                   buttons: [AlertButton(tr("Cancel", context: "button")),
                             AlertButton(MigrationExportText.keepUsing, .migrationExport(.keepUsingThisDevice)),
                             AlertButton(MigrationExportText.deleteLocalData, .migrationExport(.confirmDeleteLocalData))],
                   focused: 0)
    }

    /// Results of the export and of finalizing.
    static func migrationExportResult(_ state: inout AppState, _ action: MigrationExportAction) -> [AppEffect] {
        switch action {
        case .exportProgress(let progress):
            editMigrationExport(&state) { screen in
                if case .exporting = screen.phase { screen.phase = .exporting(progress) }
            }
        case .exportFinished(let exported):
            state.isBusy = false
            editMigrationExport(&state) { $0.phase = .exported(exported) }
        case .exportFailed(let report):
            state.isBusy = false
            editMigrationExport(&state) { $0.phase = .failed(report.message) }
        case .migrationFinalized(let deleted):
            state.isBusy = false
            if deleted {
                editMigrationExport(&state) { $0.phase = .deleted }
            } else {
                if case .migrationExport = state.top { pop(&state) }
                state.alert = .info(MigrationExportText.finalizedTitle, MigrationExportText.finalizedMessage)
            }
        case .finalizeFailed(let report):
            state.isBusy = false
            state.alert = .info(tr("Error finalizing migration"), report.message)
        }
        return []
    }

    /// An alert button of finalizing: keep using this device, or delete local data (after a
    /// second confirmation).
    static func run(_ state: inout AppState, _ command: MigrationExportAlertCommand) -> [AppEffect] {
        switch command {
        case .keepUsingThisDevice:
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.migrationExport(.finalize(deleteLocalData: false))]
        case .confirmDeleteLocalData:
            state.alert = AlertState(title: MigrationExportText.deleteAllTitle,
                                     message: MigrationExportText.deleteAllMessage,
                                     buttons: [AlertButton(tr("Cancel", context: "button")),
                                               AlertButton(MigrationExportText.deleteEverything,
                                                           .migrationExport(.deleteLocalData))],
                                     focused: 0, isDestructive: true)
            return []
        case .deleteLocalData:
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.migrationExport(.finalize(deleteLocalData: true))]
        }
    }

    /// Edits the export screen wherever it is in the stack.
    static func editMigrationExport(_ state: inout AppState, _ edit: (inout MigrationExportState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .migrationExport = $0 { true } else { false } }),
              case .migrationExport(var screen) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .migrationExport(screen)
    }
}
