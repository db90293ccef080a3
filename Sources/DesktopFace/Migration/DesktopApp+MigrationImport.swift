import Features
import Foundation
import GTKKit
import Synchronization

/// Welcome › Migrate from another device: the import off the main loop, with a locked archive's
/// passcode asked on the main loop while the worker waits.
extension DesktopApp {
    // MARK: Migration import

    /// Welcome › Migrate from another device.
    func showMigrationImport() {
        let page = MigrationImportPage(
            onBack: { [weak self] in self?.backFromImport() },
            onChoose: { [weak self] in
                guard let self else { return }
                let chooser = FileChooser(parent: self.window, title: MigrationPageText.chooseArchiveTitle,
                                          accept: MigrationPageText.open, cancel: SettingsText.cancel)
                chooser.present { [weak self] path in (self?.currentPage as? MigrationImportPage)?.setArchive(path) }
            },
            onImport: { [weak self] link, archive in self?.runImport(link: link, archive: archive, replace: false) },
            onOpenChats: { [weak self] in self?.afterImport() },
            onStop: { [weak self] in self?.confirmStopImport() })
        showPage(page, route: .migrationImport)
    }

    /// Runs the import off the main loop; a locked archive's question is asked on the main loop
    /// while the import waits (``LockAnswerMailbox``); data already here is replaced only when confirmed.
    func runImport(link: String, archive: String?, replace: Bool) {
        guard let session, let page = currentPage as? MigrationImportPage else { return }
        page.showRunning(true)
        if AppSession.migrationLinkIsDirect(link) { page.progress.text = DirectTransferText.connecting }
        let mailbox = LockAnswerMailbox()
        let stop = DirectTransferStop()
        importStop = stop
        offMain({
            try session.importArchive(link: link, replace: replace, archivePath: archive, stop: stop, progress: { report in
                MainThread.post { [weak page] in page?.showProgress(report) }
            }, shortCode: { code in
                // Asked on the main loop while the import waits: nothing is received before a Yes.
                let codes = ShortCodeMailbox()
                MainThread.post { [weak page] in
                    guard let page else { return codes.answer(.cancel) }
                    page.askShortCode(code) { codes.answer($0) }
                }
                return codes.wait()
            }, lockAnswer: { afterWrong in
                MainThread.post { [weak self] in self?.askTravellingPasscode(afterWrong: afterWrong, mailbox) }
                return mailbox.wait()
            })
        }) { [weak self, weak page] result in
            guard let self else { return }
            self.importStop = nil
            page?.showRunning(false)
            switch result {
            case .success(let summary):
                page?.showSummary(summary)
            case .failure(let error) where stop.wasStopped && ErrorReport(error).code == .cancelled:
                page?.showStopped()
            case .failure(let error):
                if ErrorReport(error).code == .destinationNotEmpty {
                    self.dialogs.ask(MigrationPageText.importTitle, MigrationImportText.replaceExisting,
                                     responses: [("cancel", SettingsText.cancel, .normal), ("replace", MigrationPageText.replace, .destructive)],
                                     defaultID: "cancel", closeID: "cancel") { [weak self] id in
                        if id == "replace" { self?.runImport(link: link, archive: archive, replace: true) }
                    }
                } else {
                    self.dialogs.inform(DesktopText.error, ErrorReport(error).afterCodeQuestion.message)
                }
            }
        }
    }

    private func askTravellingPasscode(afterWrong: Bool, _ mailbox: LockAnswerMailbox) {
        let field = Entry(placeholder: DesktopText.passcode, secret: true)
        field.setAccessibleLabel(MigrationPageText.passcodeTitle)
        let body = afterWrong ? MigrationImportText.notThatPasscode + "\n\n" + MigrationImportText.lockedArchive
            : MigrationImportText.lockedArchive
        let box = Box(.vertical, spacing: 8)
        box.append(LabeledEntry(field))
        let dialog = dialogs.ask(MigrationPageText.passcodeTitle, body,
                                 responses: [("stop", MigrationPageText.stop, .normal),
                                             ("without", MigrationPageText.withoutPasscode, .destructive),
                                             ("import", MigrationPageText.import, .suggested)],
                                 defaultID: "import", closeID: "stop", extra: box) { id in
            let passcode = field.text
            field.clear()
            switch id {
            case "import" where !passcode.isEmpty: mailbox.answer(.passcode(passcode))
            case "without", "import": mailbox.answer(.decline)
            default: mailbox.answer(.cancel)
            }
        }
        field.onActivate { [weak dialog] in dialog?.respond("import") }
        lastForm = (dialog, [field], nil)
        field.grabFocus()
    }
}

/// Where the import's worker thread waits for the answer to "the other device's passcode?",
/// given on the main loop.
final class LockAnswerMailbox: Sendable {
    private let slot = Mutex<TravellingLockAnswer?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    /// Called by the worker: blocks until ``answer(_:)``.
    func wait() -> TravellingLockAnswer {
        ready.wait()
        return slot.withLock { answer in
            defer { answer = nil }
            return answer ?? .cancel
        }
    }

    /// Called on the main loop.
    func answer(_ answer: TravellingLockAnswer) {
        slot.withLock { $0 = answer }
        ready.signal()
    }
}
