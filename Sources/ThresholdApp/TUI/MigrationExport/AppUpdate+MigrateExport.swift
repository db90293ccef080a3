import Features
import Terminal
import ThresholdCore

/// Settings → Migrate to another device (the source side): export with progress, the link as
/// text and QR code, then finalize (keep using this device, or delete local data in two stages).
extension AppUpdate {
    /// Opens the screen; with the lock on, the passcode first (an export holds every profile).
    static func openMigrateToDevice(_ state: inout AppState) -> [AppEffect] {
        if state.snapshot.isLockOn {
            push(&state, .security(.passcode(PasscodePromptState(purpose: .migrate))))
        } else {
            push(&state, .security(.migrateExport(MigrateExportState())))
        }
        return []
    }

    /// Keys by phase: Enter exports (or retries, or finalizes once exported), `l` shows the link
    /// alone for copying, Esc goes back (not while exporting); after deleting, any key quits.
    static func migrateExportEvent(_ state: inout AppState, _ screen: inout MigrateExportState, _ event: TerminalEvent)
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
                return (true, [.security(.exportMigration)])
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
        AlertState(title: "Finalize migration",
                   message: "Has the new device imported the link? Keep using this device: the data stays here, but "
                       + "using Threshold on both devices breaks message delivery. Delete local data: everything "
                       + "on this device is erased.",
                   buttons: [AlertButton("Cancel"),
                             AlertButton("Keep using", .security(.keepUsingThisDevice)),
                             AlertButton("Delete local data", .security(.confirmDeleteLocalData))],
                   focused: 0)
    }

    /// Results of the export and of finalizing.
    static func migration(_ state: inout AppState, _ action: SecurityAction) -> [AppEffect] {
        switch action {
        case .exportProgress(let progress):
            editMigrateExport(&state) { screen in
                if case .exporting = screen.phase { screen.phase = .exporting(progress) }
            }
        case .exportFinished(let exported):
            state.isBusy = false
            editMigrateExport(&state) { $0.phase = .exported(exported) }
        case .exportFailed(let report):
            state.isBusy = false
            editMigrateExport(&state) { $0.phase = .failed(report.message) }
        case .migrationFinalized(let deleted):
            state.isBusy = false
            if deleted {
                editMigrateExport(&state) { $0.phase = .deleted }
            } else {
                if case .security(.migrateExport) = state.top { pop(&state) }
                state.alert = .info("Migration finalized",
                                    "Recorded that this device's data was migrated. " + MigrationExport.twoDevicesWarning)
            }
        case .finalizeFailed(let report):
            state.isBusy = false
            state.alert = .info("Error finalizing migration", report.message)
        default:
            break
        }
        return []
    }

    /// Edits the migrate screen wherever it is in the stack.
    static func editMigrateExport(_ state: inout AppState, _ edit: (inout MigrateExportState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .security(.migrateExport) = $0 { true } else { false } }),
              case .security(.migrateExport(var screen)) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .security(.migrateExport(screen))
    }
}
