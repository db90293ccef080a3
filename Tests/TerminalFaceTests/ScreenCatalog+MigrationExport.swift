import QREncoding
import Features
import Migration
import Terminal
@testable import TerminalFace

/// Settings → Migrate to another device (the export), on fixed synthetic data.
extension ScreenCatalog {
    static let link = "threshold:/migrate?v=1&archive=%2Fhome%2Fuser%2F.local%2Fshare%2Fthreshold%2Farchives%2F"
        + "threshold-migration-20250101-120000.age&key=AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ"
        + "&sha256=5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8&size=1048576"
    static var exported: ExportedLink {
        ExportedLink(link: link, archivePath: "/home/user/.local/share/threshold/archives/threshold-migration-20250101-120000.age",
                     size: 1_048_576, qrCode: try? QRCodeMaker.code(for: link))
    }

    /// A direct transfer's link (version 2), synthetic.
    static let directLink = "threshold:/migrate?v=2&direct=192.168.1.20%2C127.0.0.1&port=40123"
        + "&pin=5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"
        + "&key=AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ"

    static func migrationExportScreens(_ size: TerminalSize) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        result.append(("migration-export-intro", onSettings(size, [.migrationExport(MigrationExportState())])))
        var exporting = MigrationExportState()
        exporting.phase = .exporting(TransferProgress(label: TransferProgress.label(.packing), completed: 12 << 20, total: 40 << 20,
                                                       bytesPerSecond: 3 << 20, etaSeconds: 10))
        result.append(("migration-export-exporting", onSettings(size, [.migrationExport(exporting)])))
        var exportedScreen = MigrationExportState()
        exportedScreen.phase = .exported(exported)
        result.append(("migration-export-exported", onSettings(size, [.migrationExport(exportedScreen)])))
        var linkOnly = exportedScreen
        linkOnly.showsLinkOnly = true
        result.append(("migration-export-link-only", onSettings(size, [.migrationExport(linkOnly)])))
        var finalize = onSettings(size, [.migrationExport(exportedScreen)])
        finalize.alert = AppUpdate.finalizeChoice()
        result.append(("migration-export-finalize", finalize))
        var deleteConfirm = onSettings(size, [.migrationExport(exportedScreen)])
        _ = AppUpdate.run(&deleteConfirm, MigrationExportAlertCommand.confirmDeleteLocalData)
        result.append(("migration-export-delete-confirm", deleteConfirm))
        var failed = MigrationExportState()
        failed.phase = .failed(ErrorReport(MigrationError.io("the disk is full")).message)
        result.append(("migration-export-failed", onSettings(size, [.migrationExport(failed)])))
        let direct = directLink
        let endpoint = try? DirectTransferEndpoint(hosts: ["192.168.1.20", "127.0.0.1"], port: 40123,
                                                   pin: [UInt8](repeating: 0x5e, count: 32))
        var serving = MigrationExportState()
        serving.phase = .serving(MigrationExportState.ServeView(
            link: ServingLink(link: direct, qrCode: try? QRCodeMaker.code(for: direct),
                              listening: endpoint.map(DirectTransferText.listeningOn) ?? ""),
            status: DirectTransferText.waiting))
        result.append(("migration-export-serving", onSettings(size, [.migrationExport(serving)])))
        // Started again after a kill mid-transfer: the other device reconnects by itself.
        var resumedServe = MigrationExportState()
        resumedServe.phase = .serving(MigrationExportState.ServeView(
            link: ServingLink(link: direct, qrCode: try? QRCodeMaker.code(for: direct),
                              listening: endpoint.map(DirectTransferText.listeningOn) ?? "", resumed: true),
            status: DirectTransferText.waiting))
        result.append(("migration-export-serving-resumed", onSettings(size, [.migrationExport(resumedServe)])))
        if case .serving(var view) = serving.phase {
            view.code = "482 913"
            view.status = DirectTransferText.connected("482 913")
            view.progress = TransferProgress(label: TransferProgress.label(.packing), completed: 12 << 20, total: 40 << 20,
                                             bytesPerSecond: 3 << 20, etaSeconds: 10)
            serving.phase = .serving(view)
        }
        result.append(("migration-export-serving-code", onSettings(size, [.migrationExport(serving)])))
        var deleted = MigrationExportState()
        deleted.phase = .deleted
        result.append(("migration-export-deleted", onSettings(size, [.migrationExport(deleted)])))
        return result
    }
}
