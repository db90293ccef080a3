import Features
import Foundation
import GTKKit

/// Settings and What's new: the page over Features' settings (notifications, language, operators,
/// protection level, check data); the app lock's dialogs are in DesktopApp+LockSettings.swift, the
/// migration pages in Migration/.
extension DesktopApp {
    // MARK: Settings

    /// What Settings shows, read on the store queue (issue 33: opening Preferences during a re-key
    /// no longer freezes the window).
    struct SettingsRead: Sendable {
        var operators: Result<[OperatorState], any Error>
        var shown: Result<(NotificationSettings, String?, LockStatus, Bool), any Error>

        init(_ session: AppSession) {
            operators = Result { try session.operatorStates() }
            shown = Result {
                (try session.notificationSettings(), (try? session.languageSetting()) ?? nil,
                 try session.lockStatus(), try session.hasRecoveryKey())
            }
        }
    }

    /// Shows Settings once what it shows is read on the store queue (unless a later click
    /// changed the page meanwhile).
    public func showSettings() {
        guard session != nil, brand != nil else { return }
        let token = beginNavigation()
        onStore({ session in SettingsRead(session) }) { [weak self] result in
            guard let self, self.isLatest(token), case .success(let read) = result else { return }
            self.showSettings(read)
        }
    }

    /// Settings with what `read` holds.
    private func showSettings(_ read: SettingsRead) {
        guard let session, let brand else { return }
        let handlers = SettingsPage.Handlers(
            back: { [weak self] in self?.showChatList() },
            notificationMode: { [weak self] mode in self?.changeSettings { try $0.setNotificationMode(mode) } },
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
        switch read.operators {
        case .success(let read): states = read
        case .failure(let error): dialogs.error(error); states = []
        }
        let fullBrand = session.brand
        let page = SettingsPage(parent: window, appName: brand.appName, brand: fullBrand, operators: states, handlers: handlers)
        showPage(page, route: .settings)
        show(read, on: page)
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

    /// Re-reads what Settings shows (on the main loop: after a lock change, whose own work ran off it).
    func updateSettings() {
        guard let session, let page = currentPage as? SettingsPage else { return }
        show(SettingsRead(session), on: page)
    }

    private func show(_ read: SettingsRead, on page: SettingsPage) {
        switch read.shown {
        case .success(let (notifications, language, lock, hasRecoveryKey)):
            page.update(notifications: notifications, language: language, lock: lock, hasRecoveryKey: hasRecoveryKey)
        case .failure(let error):
            dialogs.error(error)
        }
    }

    /// A setting changed on the store queue (issue 33), then Settings read again there.
    private func changeSettings(_ change: @escaping @Sendable (AppSession) throws -> Void) {
        onStore({ session in (Result { try change(session) }, SettingsRead(session)) }) { [weak self] result in
            guard let self, case .success(let (changed, read)) = result else { return }
            switch changed {
            case .success: self.toasts.show(SettingsText.saved)
            case .failure(let error): self.dialogs.error(error)
            }
            if let page = self.currentPage as? SettingsPage { self.show(read, on: page) }
        }
    }

    /// Stores the language, switches the texts and the layout direction, and builds Settings again in it.
    func changeLanguage(_ code: String?, flag: String? = Texts.processFlag) {
        guard let session else { return }
        do {
            let translator = try session.changeLanguage(code)
            TextLayoutDirection.set(rightToLeft: translator.direction == .rightToLeft)
            TextLanguage.use(translator.language)
            // Under --lang the choice is saved but this run keeps the flag's language: say so,
            // or the page comes back unchanged as if nothing was saved (issue 35).
            let said = SettingsText.languageSaved(code, inEffect: translator.language, flag: flag)
            if said != SettingsText.languageChosen(translator.language) { toasts.show(said) }
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
}
