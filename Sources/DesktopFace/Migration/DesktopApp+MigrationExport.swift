import Features
import Foundation
import GTKKit

/// Settings › Migrate to another device: the export (to a file or served directly), finalize and
/// deleting the local data after it; the archive work goes off the main loop.
extension DesktopApp {
    // MARK: Migration export and finalize

    /// Settings › Migrate to another device.
    public func showMigrationExport() {
        guard let session else { return }
        let page = MigrationExportPage(
            onBack: { [weak self] in self?.showSettings() },
            onExport: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.runExport() } },
            onCopy: { [weak self] link in
                // The link holds the archive's key: off the clipboard after 60 s, or when the transfer ends.
                Clipboard.copy(link, forgetAfter: 60)
                self?.toasts.show(MigrationPageText.copied)
            },
            onSend: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.runServe() } },
            onStopServing: { [weak self] in self?.stopServing() },
            listenSeconds: directTransferSeconds, onListenSeconds: { [weak self] in self?.directTransferSeconds = $0 },
            onKeep: { [weak self] in
                do {
                    try session.keepUsingThisDevice()
                    // The exported archive holds all the data (issue 33): offered for deletion.
                    guard let archive = try session.keptExportedArchive() else {
                        self?.dialogs.inform(MigrationPageText.finalizeTitle, MigrationPageText.twoDevicesWarning)
                        return
                    }
                    _ = self?.dialogs.ask(MigrationPageText.finalizeTitle,
                                          MigrationPageText.twoDevicesWarning + "\n\n" + MigrationText.deleteKeptArchive(archive),
                                          responses: [("keep", DirectTransferText.no, .normal), ("delete", DirectTransferText.yes, .destructive)],
                                          defaultID: "keep", closeID: "keep") { [weak self] id in
                        guard id == "delete" else { return }
                        do {
                            try session.deleteExportedArchive()
                            self?.toasts.show(MigrationText.keptArchiveDeleted)
                        } catch {
                            self?.dialogs.error(error)
                        }
                    }
                } catch {
                    self?.dialogs.error(error)
                }
            },
            onDelete: { [weak self] in self?.confirmDeleteLocalData() })
        showPage(page, route: .migrationExport)
    }

    private func runExport() {
        guard let session, let page = currentPage as? MigrationExportPage else { return }
        page.showRunning()
        offMain({
            try session.exportArchive { report in
                MainThread.post { [weak page] in page?.showProgress(report) }
            }
        }) { [weak self, weak page] result in
            switch result {
            case .success(let exported):
                page?.showResult(link: exported.link.formatted, archivePath: exported.archivePath)
            case .failure(let error):
                page?.showFailed()
                self?.dialogs.error(error)
            }
        }
    }

    /// "Send to a device on this network": listens off the main loop; events and progress come back
    /// through the idle hook; Cancel stops it through ``servingStop``.
    private func runServe() {
        guard let session, let page = currentPage as? MigrationExportPage else { return }
        let server: DirectTransferServing
        do {
            server = try session.openDirectTransfer(addresses: directTransferAddresses)
        } catch {
            dialogs.error(error)
            return
        }
        let seconds = directTransferSeconds
        let stop = DirectTransferStop()
        let confirmation = DirectTransferCodeConfirmation()
        servingStop = stop
        page.showRunning()
        page.progress.isVisible = false
        page.showServing(link: server.link.formatted,
                         listening: server.link.directEndpoint.map(DirectTransferText.listeningOn) ?? "", seconds: seconds,
                         resumed: server.isResumed)
        offMain({
            try session.serveArchive(on: server, listenSeconds: Double(seconds), stopOnSignals: false, stop: stop,
                                     confirmation: confirmation, events: { event in
                MainThread.post { [weak page] in page?.showServeEvent(event, confirmation: confirmation) }
            }, progress: { report in
                MainThread.post { [weak page] in page?.serve.showProgress(report) }
            })
        }) { [weak self, weak page] result in
            self?.servingStop = nil
            switch result {
            case .success(let served):
                page?.showServeEnded(DirectTransferText.sentOnDesktop(served), sent: true)
            case .failure(let error):
                let report = ErrorReport(error)
                page?.showServeEnded(stop.wasStopped ? DirectTransferText.stopped : report.message, sent: false)
            }
        }
    }

    /// Cancel on the serve: stops listening (the serve then ends and the page says so).
    func stopServing() {
        servingStop?.stop()
    }

    private func confirmDeleteLocalData() {
        guard let session else { return }
        dialogs.ask(MigrationPageText.deleteConfirmTitle, MigrationPageText.deleteConfirmBody,
                    responses: [("cancel", SettingsText.cancel, .normal), ("delete", MigrationPageText.deleteLocalData, .destructive)],
                    defaultID: "cancel", closeID: "cancel") { [weak self] id in
            guard id == "delete", let self else { return }
            self.stop()
            self.offMain({ try session.deleteLocalData() }) { [weak self] result in
                switch result {
                case .success(let count): self?.showDataDeleted(count)
                case .failure(let error): self?.dialogs.error(error)
                }
            }
        }
    }

    private func showDataDeleted(_ count: Int) {
        let status = StatusPage(title: MigrationPageText.deletedTitle, description: MigrationPageText.deletedBody(count),
                                icon: "user-trash-symbolic")
        let quit = Button(DesktopText.quit, style: .pill)
        quit.setAlignment(horizontal: .center)
        quit.onClicked { [weak self] in self?.window.close() }
        status.setContent(quit)
        showPage(DataDeletedPage(status: status, quit: quit), route: .dataDeleted)
    }
}

/// The page after "Delete local data": what was removed, and Quit.
@MainActor
final class DataDeletedPage: DesktopPage {
    let frame = ToolbarPage()
    let status: StatusPage
    let quit: Button
    var root: Widget { frame }
    var initialFocus: Widget? { quit }

    init(status: StatusPage, quit: Button) {
        self.status = status
        self.quit = quit
        frame.setContent(status)
    }
}
