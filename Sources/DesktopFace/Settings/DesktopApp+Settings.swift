import Features
import Foundation
import GTKKit

/// Settings and What's new: the page over Features' settings (notifications, language, operators,
/// protection level, check data); the app lock's dialogs are in DesktopApp+LockSettings.swift, the
/// migration pages in Migration/.
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
