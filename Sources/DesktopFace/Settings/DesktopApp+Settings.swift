import Features
import Foundation
import GTKKit
import Synchronization

/// Settings, What's new and migration: pages over Features; the KDF runs (passcode checks and
/// changes) and the archive work go off the main loop through ``DesktopApp/offMain(_:_:)``.
extension DesktopApp {
    // MARK: Settings

    /// Shows Settings.
    public func showSettings() {
        guard let session, let brand else { return }
        let handlers = SettingsPage.Handlers(
            back: { [weak self] in self?.showChatList() },
            notificationMode: { [weak self] mode in self?.changeSettings { try session.setNotificationMode(mode) } },
            language: { [weak self] code in self?.changeLanguage(code) },
            setPasscode: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.askNewPasscode() } },
            turnOffPasscode: { [weak self] in self?.confirmTurnOff() },
            setSelfDestruct: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.askSelfDestruct() } },
            removeSelfDestruct: { [weak self] in self?.confirmRemoveSelfDestruct() },
            wipeAfter: { [weak self] limit in
                self?.askCurrentPasscodeIfLocked { self?.runLockChange { try session.setWipeAfter(limit) } }
            },
            operators: { [weak self] choices in
                do {
                    let states = try session.saveOperatorChoices(choices)
                    self?.toasts.show(SettingsText.saved)
                    return states
                } catch {
                    self?.dialogs.error(error)
                    return nil
                }
            },
            makeRecoveryKey: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.confirmMakeRecoveryKey() } },
            removeRecoveryKey: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.confirmRemoveRecoveryKey() } },
            rekey: { [weak self] in self?.askCurrentPasscodeIfLocked { self?.confirmRekey() } },
            level: { [weak self] level in self?.changeLevel(level) },
            whatsNew: { [weak self] in self?.showWhatsNew(session.whatsNewEntries) { self?.showSettings() } },
            export: { [weak self] in self?.showMigrationExport() },
            checkData: { [weak self] in self?.checkData() })
        let states: [OperatorState]
        do { states = try session.operatorStates() } catch { dialogs.error(error); states = [] }
        let fullBrand = session.brand
        let page = SettingsPage(parent: window, appName: brand.appName, brand: fullBrand, operators: states, handlers: handlers)
        showPage(page, route: .settings)
        updateSettings()
        Thread.detachNewThread {
            let result = OnboardingSession.loadConditions(of: fullBrand)
            MainThread.post { [weak page] in page?.conditions.showConditions(result) }
        }
    }

    /// Settings › Check data: every page read and checked off the main thread, the result in a dialog.
    func checkData() {
        guard let session, let page = currentPage as? SettingsPage else { return }
        page.checkDataRow.subtitle = SettingsText.checkingData
        page.checkDataRow.isSensitive = false
        Thread.detachNewThread {
            let result = Result { try session.checkData() }
            MainThread.post { [weak self] in
                guard let self else { return }
                if let page = self.currentPage as? SettingsPage {
                    page.checkDataRow.subtitle = ""
                    page.checkDataRow.isSensitive = true
                }
                switch result {
                case .success(let check):
                    self.dialogs.inform(SettingsText.checkData, ([check.summary] + check.structureProblems).joined(separator: "\n"))
                case .failure(let error):
                    self.dialogs.error(error)
                }
            }
        }
    }

    /// Re-reads what Settings shows.
    func updateSettings() {
        guard let session, let page = currentPage as? SettingsPage else { return }
        do {
            page.update(notifications: try session.notificationSettings(),
                        language: ((try? session.languageSetting()) ?? nil), lock: try session.lockStatus(),
                        hasRecoveryKey: try session.hasRecoveryKey())
        } catch {
            dialogs.error(error)
        }
    }

    private func changeSettings(_ change: () throws -> Void) {
        do {
            try change()
            toasts.show(SettingsText.saved)
        } catch {
            dialogs.error(error)
        }
        updateSettings()
    }

    /// Stores the language, switches the texts and the layout direction, and builds Settings again in it.
    func changeLanguage(_ code: String?) {
        guard let session else { return }
        do {
            let translator = try session.changeLanguage(code)
            TextLayoutDirection.set(rightToLeft: translator.direction == .rightToLeft)
            TextLanguage.use(translator.language)
        } catch {
            dialogs.error(error)
        }
        // The chat list is made again in the new language when it shows next.
        forgetChatList()
        // Built again after the signal that asked for it has returned.
        MainThread.post { [weak self] in self?.showSettings() }
    }

    private func changeLevel(_ level: ProtectionLevel) {
        guard let session else { return }
        offMain({ try session.setProtectionLevel(level) }) { [weak self] result in
            if case .failure(let error) = result {
                self?.dialogs.error(error)
            } else {
                self?.toasts.show(SettingsText.saved)
                // As the command line: choosing a level offers a recovery key when there is none.
                self?.offerRecoveryKey(after: LockSettingsText.levelSet(SettingsText.level(level)))
            }
            self?.updateSettings()
        }
    }

    // MARK: App lock

    /// The fields of the form dialog shown last (tests type into them).
    var formFields: [Entry] { lastForm?.fields ?? [] }

    /// Changing the lock asks for the passcode every time (Authorization: `always`): with the lock
    /// on, the current passcode first (checked off the main loop), then `then`.
    func askCurrentPasscodeIfLocked(_ then: @escaping @MainActor () -> Void) {
        guard let session else { return }
        guard (try? session.isLockOn()) == true else { then(); return }
        let field = Entry(placeholder: DesktopText.passcode, secret: true)
        field.setAccessibleLabel(DesktopText.passcode)
        showForm(SettingsText.currentPasscodeTitle, SettingsText.currentPasscodeBody, fields: [field],
                 confirm: DesktopText.unlock, destructive: false, canConfirm: { !field.text.isEmpty }) { [weak self] in
            let passcode = field.text
            field.clear()
            self?.offMain({ try session.confirmPasscode(passcode) == .dataReplaced }) { result in
                switch result {
                case .success(let replaced):
                    if replaced { self?.refresh(); self?.showChatList() } else { then() }
                case .failure(let error):
                    if ErrorReport(error).code == .wrongPasscode { self?.toasts.show(DesktopText.wrongPasscode) } else { self?.dialogs.error(error) }
                    // The attempt limit reached wipes everything: the app starts over on what is left.
                    if (try? session.isLockOn()) == false {
                        self?.refresh()
                        self?.showChatList()
                    } else {
                        self?.updateSettings()
                    }
                }
            }
        }
    }

    private func askNewPasscode() {
        guard let session else { return }
        let passcode = Entry(placeholder: SettingsText.newPasscode, secret: true)
        let again = Entry(placeholder: SettingsText.typeItAgain, secret: true)
        passcode.setAccessibleLabel(SettingsText.newPasscode)
        again.setAccessibleLabel(SettingsText.typeItAgain)
        let isOn = (try? session.isLockOn()) == true
        showForm(isOn ? SettingsText.changePasscode : SettingsText.setPasscode, nil, fields: [passcode, again],
                 confirm: SettingsText.save, destructive: false, live: { passcode.text.isEmpty ? nil
                     : NewPasscode.problem(passcode.text, confirmation: again.text) ?? NewPasscode.warning(for: passcode.text) },
                 canConfirm: { NewPasscode.problem(passcode.text, confirmation: again.text) == nil }) { [weak self] in
            let text = passcode.text
            passcode.clear()
            again.clear()
            self?.runLockChange({ try session.setPasscode(text) }) {
                // As the command line: a change asks about the full re-key; then (or for a first
                // passcode) a recovery key is offered when there is none.
                if isOn { self?.askRekeyAfterPasscodeChange() } else { self?.offerRecoveryKey(after: LockSettingsText.passcodeSet) }
            }
        }
    }

    private func confirmTurnOff() {
        guard let session else { return }
        askCurrentPasscodeIfLocked { [weak self] in
            self?.dialogs.ask(SettingsText.turnOffPasscode, SettingsText.turnOffBody,
                              responses: [("cancel", SettingsText.cancel, .normal), ("off", SettingsText.turnOff, .destructive)],
                              defaultID: "cancel", closeID: "cancel") { id in
                guard id == "off" else { return }
                self?.runLockChange { try session.clearPasscode() }
            }
        }
    }

    private func askSelfDestruct() {
        guard let session else { return }
        let name = Entry(placeholder: SettingsText.selfDestructName)
        let passcode = Entry(placeholder: SettingsText.selfDestruct, secret: true)
        let again = Entry(placeholder: SettingsText.typeItAgain, secret: true)
        name.setAccessibleLabel(SettingsText.selfDestructName)
        passcode.setAccessibleLabel(SettingsText.selfDestruct)
        again.setAccessibleLabel(SettingsText.typeItAgain)
        showForm(SettingsText.setSelfDestruct, SettingsText.selfDestructExplanation, fields: [name, passcode, again],
                 confirm: SettingsText.save, destructive: false,
                 live: {
                     // Offer the corrected name (as Create profile does); Save then uses it.
                     let check = DisplayNameCheck(name.text)
                     if check != .empty, let problem = check.problem { return problem }
                     return passcode.text.isEmpty ? nil : NewPasscode.problem(passcode.text, confirmation: again.text)
                 },
                 canConfirm: { DisplayNameCheck(name.text).usableName(for: name.text) != nil
                     && NewPasscode.problem(passcode.text, confirmation: again.text) == nil }) { [weak self] in
            let display = DisplayNameCheck(name.text).usableName(for: name.text) ?? name.text
            let text = passcode.text
            passcode.clear()
            again.clear()
            self?.runLockChange { try session.setSelfDestruct(passcode: text, displayName: display) }
        }
    }

    private func confirmRemoveSelfDestruct() {
        guard let session else { return }
        askCurrentPasscodeIfLocked { [weak self] in
            self?.dialogs.ask(SettingsText.removeSelfDestruct, nil,
                              responses: [("cancel", SettingsText.cancel, .normal), ("remove", SettingsText.remove, .destructive)],
                              defaultID: "cancel", closeID: "cancel") { id in
                guard id == "remove" else { return }
                self?.runLockChange { try session.clearSelfDestruct() }
            }
        }
    }

    /// A lock change off the main loop (it may run the KDF), then Settings again.
    func runLockChange(_ change: @escaping @Sendable () throws -> Void, then: @escaping @MainActor () -> Void = {}) {
        offMain(change) { [weak self] result in
            if case .failure(let error) = result {
                self?.dialogs.error(error)
            } else {
                self?.toasts.show(SettingsText.saved)
                then()
            }
            self?.updateSettings()
        }
    }

    /// A dialog with entry fields, a live hint under them (a problem or the short-passcode
    /// warning), Cancel and a confirm button enabled only while `canConfirm`. Fields are cleared
    /// when the dialog closes either way.
    func showForm(_ heading: String, _ body: String?, fields: [Entry], confirm: String, destructive: Bool,
                  live: @escaping @MainActor () -> String? = { nil }, canConfirm: @escaping @MainActor () -> Bool,
                  _ confirmed: @escaping @MainActor () -> Void) {
        let box = Box(.vertical, spacing: 8)
        for field in fields { box.append(LabeledEntry(field)) }
        let hint = Label("")
        hint.addStyleClass("dim-label")
        hint.xAlign = 0
        hint.isVisible = false
        box.append(hint)
        let dialog = dialogs.ask(heading, body,
                                 responses: [("cancel", SettingsText.cancel, .normal),
                                             ("confirm", confirm, destructive ? .destructive : .suggested)],
                                 defaultID: "confirm", closeID: "cancel", extra: box) { id in
            if id == "confirm" && canConfirm() { confirmed() }
            for field in fields where field.isSecret { field.clear() }
        }
        let recheck: @MainActor () -> Void = { [weak dialog] in
            dialog?.setResponseEnabled("confirm", canConfirm())
            let text = live()
            hint.text = text ?? ""
            hint.isVisible = text != nil
        }
        for field in fields {
            field.onChanged(recheck)
            field.onActivate { [weak dialog] in if canConfirm() { dialog?.respond("confirm") } }
        }
        recheck()
        lastForm = (dialog, fields, hint)
        fields.first?.grabFocus()
    }

    // MARK: What's new

    /// Shows `entries` (newest first); Close runs `done`.
    func showWhatsNew(_ entries: [WhatsNewEntry], done: @escaping @MainActor () -> Void) {
        showPage(WhatsNewPage(entries: entries, onClose: done), route: .whatsNew)
    }

    /// At launch, once onboarding is behind: the versions missed, if any.
    func showWhatsNewIfDue() {
        guard let session, let entries = try? session.whatsNewAtLaunch(), !entries.isEmpty else { return }
        // Seen once shown (a crash before it shows keeps it for the next launch).
        try? session.markWhatsNewSeen()
        showWhatsNew(entries) { [weak self] in self?.showChatList() }
    }

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
