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
        case .serving, .served:
            return (true, directTransferEvent(&state, &screen, key))
        case .intro, .failed:
            switch key.key {
            case .character("s") where key.modifiers.isEmpty:
                return (true, startServing(&state, &screen))
            case .character("t") where key.modifiers.isEmpty:
                screen.listenMinutes = DirectTransferText.nextListenLimit(after: screen.listenMinutes)
                return (true, [])
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

    /// Starts a direct transfer ("Send to a device on this network") listening for the screen's
    /// ``MigrationExportState/listenMinutes``, off the UI loop.
    static func startServing(_ state: inout AppState, _ screen: inout MigrationExportState) -> [AppEffect] {
        guard !state.isBusy else { return [] }
        state.isBusy = true
        screen.showsLinkOnly = false
        let seconds = screen.listenMinutes * 60
        screen.phase = .serving(MigrationExportState.ServeView(status: DirectTransferText.waiting, listenSeconds: seconds))
        return [.migrationExport(.serve(seconds: seconds))]
    }

    /// Keys while serving (Esc stops listening, `l` the link alone) and once it ended (sent:
    /// Enter finalizes; not sent: Enter exports to a file, `s` sends again; Esc goes back).
    static func directTransferEvent(_ state: inout AppState, _ screen: inout MigrationExportState, _ key: KeyEvent)
        -> [AppEffect] {
        switch screen.phase {
        case .serving(var view):
            switch key.key {
            case .character("y"), .character("Y"):
                guard view.asking else { break }
                view.asking = false
                screen.phase = .serving(view)
                return [.migrationExport(.answerCode(true))]
            case .character("n"), .character("N"):
                guard view.asking else { break }
                view.asking = false
                screen.phase = .serving(view)
                return [.migrationExport(.answerCode(false))]
            case .escape where screen.showsLinkOnly:
                screen.showsLinkOnly = false
            case .escape:
                guard !view.stopping else { return [] }
                view.stopping = true
                screen.phase = .serving(view)
                return [.migrationExport(.stopServing)]
            case .character("l") where key.modifiers.isEmpty && view.link != nil:
                screen.showsLinkOnly.toggle()
            default:
                break
            }
        case .served(_, let sent):
            switch key.key {
            case .escape:
                pop(&state)
            case .enter where sent, .character("f") where sent && key.modifiers.isEmpty:
                state.alert = finalizeChoice()
            case .enter where !state.isBusy:
                state.isBusy = true
                screen.phase = .exporting(nil)
                return [.migrationExport(.export)]
            case .character("s") where !sent && key.modifiers.isEmpty:
                return startServing(&state, &screen)
            default:
                break
            }
        default:
            break
        }
        return []
    }

    /// The first stage of finalizing: keep using this device, or delete local data.
    static func finalizeChoice() -> AlertState {
        AlertState(title: MigrationExportText.finalizeTitle,
                   message: MigrationExportText.finalizeMessage,
                   buttons: [AlertButton(ButtonText.cancel),
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
        case .finalizedKeepingArchive(let archive):
            state.isBusy = false
            if case .migrationExport = state.top { pop(&state) }
            state.alert = AlertState(title: MigrationExportText.finalizedTitle,
                                     message: MigrationExportText.finalizedMessage + "\n\n" + MigrationText.deleteKeptArchive(archive),
                                     buttons: [AlertButton(DirectTransferText.no),
                                               AlertButton(DirectTransferText.yes, .migrationExport(.deleteKeptArchive))],
                                     focused: 0)
        case .keptArchiveDeleted:
            state.isBusy = false
            state.alert = .info(MigrationExportText.finalizedTitle, MigrationText.keptArchiveDeleted)
        case .serveListening(let link):
            editServe(&state) { $0.link = link }
        case .serveEvent(let text, let code):
            editServe(&state) { view in
                view.status = text
                if let code { view.code = code.isEmpty ? nil : code }
            }
        case .serveAsksCode(let code):
            editServe(&state) { view in
                view.code = code
                view.asking = true
                view.status = DirectTransferText.sameCodeQuestion
            }
        case .serveProgress(let progress):
            editServe(&state) { $0.progress = progress }
        case .serveEnded(let message, let sent):
            state.isBusy = false
            editMigrationExport(&state) { screen in
                screen.showsLinkOnly = false
                screen.phase = .served(message, sent: sent)
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
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(MigrationExportText.deleteEverything,
                                                           .migrationExport(.deleteLocalData))],
                                     focused: 0, isDestructive: true)
            return []
        case .deleteLocalData:
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.migrationExport(.finalize(deleteLocalData: true))]
        case .deleteKeptArchive:
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.migrationExport(.deleteKeptArchive)]
        }
    }

    /// Edits the direct transfer under way, if the screen still shows one.
    static func editServe(_ state: inout AppState, _ edit: (inout MigrationExportState.ServeView) -> Void) {
        editMigrationExport(&state) { screen in
            guard case .serving(var view) = screen.phase else { return }
            edit(&view)
            screen.phase = .serving(view)
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
