import Features

/// The store work of Settings → Migrate to another device. Runs on the effect queue, never on the
/// UI loop (the export reads and encrypts every profile).
extension StoreWorker {
    /// Runs `effect`; `progress` receives intermediate actions (export progress) on this thread.
    func run(_ effect: MigrationExportEffect, progress: @escaping (AppAction) -> Void) -> AppAction {
        switch effect {
        case .export: exportMigration(progress: progress)
        case .finalize(let deleteLocalData): finalize(deleteLocalData: deleteLocalData)
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
            }
            return .migrationExport(.migrationFinalized(deletedLocalData: deleteLocalData))
        } catch {
            return .migrationExport(.finalizeFailed(ErrorReport(error)))
        }
    }
}
