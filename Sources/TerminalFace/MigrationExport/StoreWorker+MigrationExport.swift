import Features

/// The store work of Settings → Migrate to another device. Runs on the effect queue, never on the
/// UI loop (the export reads and encrypts every profile).
extension StoreWorker {
    /// Runs `effect`; `progress` receives intermediate actions (export progress) on this thread.
    func run(_ effect: MigrationExportEffect, progress: @escaping (AppAction) -> Void) -> AppAction {
        switch effect {
        case .export: exportMigration(progress: progress)
        case .finalize(let deleteLocalData): finalize(deleteLocalData: deleteLocalData)
        case .serve(let seconds): serveMigration(progress: progress, seconds: seconds)
        case .stopServing: stopServing()
        case .answerCode(let same): answerCode(same)
        case .deleteKeptArchive: deleteKeptArchive()
        }
    }

    /// Deletes the archive an export left in `DATA/archives`.
    func deleteKeptArchive() -> AppAction {
        do {
            try session.deleteExportedArchive()
            return .migrationExport(.keptArchiveDeleted)
        } catch {
            return .migrationExport(.finalizeFailed(ErrorReport(error)))
        }
    }

    /// Answers the serve's code question (from the UI thread, while the queue serves).
    func answerCode(_ sameCode: Bool) -> AppAction {
        serving.answer(sameCode)
        return .migrationExport(.serveEvent(sameCode ? DirectTransferText.compareHint : DirectTransferText.declined,
                                            code: sameCode ? nil : ""))
    }

    /// Stops the serve under way (from the UI thread, while the queue serves).
    func stopServing() -> AppAction {
        serving.stop()
        return .migrationExport(.serveEvent(DirectTransferText.stopped, code: nil))
    }

    /// Sends this device's data to the device that has the link and confirms the code (a direct
    /// transfer), listening until then, a stop (Esc) or the time limit; events and progress come
    /// back through `progress`.
    func serveMigration(progress: @escaping (AppAction) -> Void, seconds: Int) -> AppAction {
        let stop = DirectTransferStop()
        let confirmation = DirectTransferCodeConfirmation()
        serving.set(stop, confirmation: confirmation)
        defer { serving.set(nil) }
        do {
            let server = try session.openDirectTransfer()
            let link = server.link.formatted
            progress(.migrationExport(.serveListening(ServingLink(
                link: link, qrCode: try? QRCodeMaker.code(for: link),
                listening: server.link.directEndpoint.map(DirectTransferText.listeningOn) ?? "",
                resumed: server.isResumed))))
            let sent = try session.serveArchive(on: server, listenSeconds: Double(seconds), stopOnSignals: false, stop: stop,
                                                confirmation: confirmation,
                                                events: { progress(.migrationExport(Self.serveEvent($0))) },
                                                progress: { progress(.migrationExport(.serveProgress($0))) })
            return .migrationExport(.serveEnded(DirectTransferText.sent(sent), sent: true))
        } catch {
            return .migrationExport(.serveEnded(stop.wasStopped ? DirectTransferText.stopped : ErrorReport(error).message,
                                                sent: false))
        }
    }

    /// A serve's event as the screen shows it (the texts of the other faces).
    static func serveEvent(_ event: DirectTransferEvent) -> MigrationExportAction {
        switch event {
        case .connected(_, let code): .serveEvent(DirectTransferText.connected(code), code: code)
        case .confirmCode(_, let code): .serveAsksCode(code)
        case .declined: .serveEvent(DirectTransferText.declined, code: "")
        case .started(_, let offset) where offset > 0: .serveEvent(DirectTransferText.resumed(from: offset), code: nil)
        case .started: .serveEvent(DirectTransferText.compareHint, code: nil)
        case .refused(_, let busy): .serveEvent(DirectTransferText.refused(busy: busy), code: nil)
        case .left: .serveEvent(DirectTransferText.left, code: "")
        case .broken(_, let bytes): .serveEvent(DirectTransferText.broken(after: bytes), code: nil)
        case .notImported: .serveEvent(DirectTransferText.notImported, code: "")
        }
    }

    /// Exports into `DATA/archives`, reporting progress (bytes, rate, ETA) at most ten times a second.
    func exportMigration(progress: @escaping (AppAction) -> Void) -> AppAction {
        do {
            let result = try session.exportArchive { progress(.migrationExport(.exportProgress($0))) }
            let link = result.link.formatted
            let exported = ExportedLink(link: link, archivePath: result.archivePath, size: result.size,
                                        qrCode: try? QRCodeMaker.code(for: link))
            return .migrationExport(.exportFinished(exported))
        } catch {
            return .migrationExport(.exportFailed(ErrorReport(error)))
        }
    }

    /// Finalizes the migration on this device.
    func finalize(deleteLocalData: Bool) -> AppAction {
        do {
            if deleteLocalData {
                try session.deleteLocalData()
            } else {
                try session.keepUsingThisDevice()
                // The exported archive holds all the data (issue 33): offered for deletion.
                if let archive = try session.keptExportedArchive() { return .migrationExport(.finalizedKeepingArchive(archive)) }
            }
            return .migrationExport(.migrationFinalized(deletedLocalData: deleteLocalData))
        } catch {
            return .migrationExport(.finalizeFailed(ErrorReport(error)))
        }
    }
}
