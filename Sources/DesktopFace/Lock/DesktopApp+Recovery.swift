import Features
import Foundation
import GTKKit

/// The re-key and the recovery key in the window (issue 22, items 3 and 5): Settings › App lock's
/// "Re-encrypt all data" (confirmed, with a progress bar) and "Recovery key" (made: shown once in
/// a monospace, selectable label with Copy, then typed back; replaced; removed), the offers after
/// a level is chosen, and the lock page's "Use the recovery key" (also the first page when the
/// keyring entry is gone). The work runs off the main loop; every rule is Features'.
extension DesktopApp {
    // MARK: Re-encrypt all data

    /// Asks before the re-key, saying what it does.
    func confirmRekey() {
        dialogs.ask(RecoveryAppText.rekeyConfirmTitle, RecoveryAppText.rekeyConfirmMessage,
                    responses: [("cancel", SettingsText.cancel, .normal), ("rekey", RecoveryAppText.rekeyButton, .suggested)],
                    defaultID: "cancel", closeID: "cancel") { [weak self] id in
            if id == "rekey" { self?.runRekey() }
        }
    }

    /// After a passcode change: the full re-key offered (as `threshold lock set` asks it).
    func askRekeyAfterPasscodeChange() {
        guard let session else { return }
        let has = (try? session.hasRecoveryKey()) == true
        dialogs.ask(LockSettingsText.passcodeSet, RekeyText.question,
                    responses: [("keep", RecoveryAppText.keepKey, .normal), ("rekey", RecoveryAppText.rekeyButton, .suggested)],
                    defaultID: "keep", closeID: "keep") { [weak self] id in
            if id == "rekey" {
                self?.runRekey()
            } else if has {
                self?.dialogs.inform(RecoveryAppText.rekeyTitle, RekeyText.notRekeyed)
            } else {
                self?.offerRecoveryKey(after: RekeyText.notRekeyed)
            }
        }
    }

    /// The re-key off the main loop, its progress on Settings' bar, then what it did and the
    /// recovery-key offer (a re-key leaves none).
    func runRekey() {
        guard let session else { return }
        (currentPage as? SettingsPage)?.showRekey((0, 0))
        offMain({
            try session.rekeyFromApp { copied, total in
                MainThread.post { [weak self] in (self?.currentPage as? SettingsPage)?.showRekey((copied, total)) }
            }
        }) { [weak self] result in
            guard let self else { return }
            (self.currentPage as? SettingsPage)?.showRekey(nil)
            switch result {
            case .success(let outcome):
                self.offerRecoveryKey(after: outcome.message)
            case .failure(let error):
                self.dialogs.error(error)
            }
            self.updateSettings()
        }
    }

    // MARK: The recovery key

    /// `message`, and when there is no recovery key, the offer of one; Not now says plainly what
    /// that means.
    func offerRecoveryKey(after message: String) {
        guard let session else { return }
        guard (try? session.hasRecoveryKey()) == false else {
            dialogs.inform(SettingsText.appLock, message)
            return
        }
        dialogs.ask(RecoveryAppText.offerTitle, message + "\n\n" + RecoveryKeyText.offer,
                    responses: [("later", RecoveryAppText.notNow, .normal), ("make", RecoveryAppText.make, .suggested)],
                    defaultID: "make", closeID: "later") { [weak self] id in
            if id == "make" {
                self?.showNewRecoveryKey()
            } else {
                self?.dialogs.inform(RecoveryAppText.recoveryKey, RecoveryKeyText.declinedInApp)
            }
        }
    }

    /// Make (or, after a confirmation, replace) the recovery key.
    func confirmMakeRecoveryKey() {
        guard let session else { return }
        guard (try? session.hasRecoveryKey()) == true else { showNewRecoveryKey(); return }
        dialogs.ask(RecoveryAppText.replaceTitle, RecoveryAppText.replaceMessage,
                    responses: [("cancel", SettingsText.cancel, .normal), ("replace", ButtonText.replace, .suggested)],
                    defaultID: "cancel", closeID: "cancel") { [weak self] id in
            if id == "replace" { self?.showNewRecoveryKey() }
        }
    }

    /// Remove the recovery key, after a confirmation.
    func confirmRemoveRecoveryKey() {
        guard let session else { return }
        dialogs.ask(RecoveryAppText.removeTitle, RecoveryAppText.removeMessage,
                    responses: [("cancel", SettingsText.cancel, .normal), ("remove", LockSettingsText.remove, .destructive)],
                    defaultID: "cancel", closeID: "cancel") { [weak self] id in
            guard id == "remove" else { return }
            self?.runLockChange({ try session.clearRecoveryKey() }) { self?.toasts.show(RecoveryKeyText.cleared) }
        }
    }

    /// A new key, shown once in its groups (monospace, selectable, with Copy); "I wrote it down"
    /// hides it and asks for it back; it is stored only when typed back right.
    func showNewRecoveryKey() {
        let draft: RecoveryKeyDraft
        do {
            draft = try RecoveryKeyDraft.generate()
        } catch {
            dialogs.error(error)
            return
        }
        let box = Box(.vertical, spacing: 12)
        let key = Label(draft.lines(groupsPerLine: 4).joined(separator: "\n"), wraps: false)
        key.addStyleClass("monospace")
        key.showsMachineText()
        key.addStyleClass("title-3")
        key.isSelectable = true
        key.setAccessibleLabel(RecoveryAppText.recoveryKey)
        box.append(key)
        let copy = Button(RecoveryAppText.copy, style: .flat)
        copy.setAlignment(horizontal: .center)
        copy.onClicked { [weak self] in
            Clipboard.copy(draft.text)
            self?.toasts.show(RecoveryAppText.copied)
        }
        box.append(copy)
        shownRecoveryKey = (draft, key, copy)
        dialogs.ask(RecoveryAppText.recoveryKey, RecoveryKeyText.shown,
                    responses: [("cancel", SettingsText.cancel, .normal), ("next", RecoveryAppText.wroteItDown, .suggested)],
                    defaultID: "next", closeID: "cancel", extra: box) { [weak self] id in
            self?.shownRecoveryKey = nil
            if id == "next" {
                self?.askRecoveryKeyBack(draft)
            } else {
                self?.dialogs.inform(RecoveryAppText.recoveryKey, RecoveryKeyText.declinedInApp)
            }
        }
    }

    /// The key typed back; a mismatch says so and asks again (the key can be shown again from the start).
    private func askRecoveryKeyBack(_ draft: RecoveryKeyDraft) {
        guard let session else { return }
        let field = Entry(placeholder: "XXXXX-XXXXX-…", secret: true, peek: true)
        field.setAccessibleLabel(RecoveryAppText.recoveryKey)
        showForm(RecoveryAppText.recoveryKey, RecoveryAppText.typeBackExplanation, fields: [field],
                 confirm: SettingsText.save, destructive: false,
                 live: { field.text.isEmpty || RecoveryForm.isWellFormed(field.text) ? nil : ErrorReport(LockError.malformedRecoveryKey).message },
                 canConfirm: { RecoveryForm.isWellFormed(field.text) }) { [weak self] in
            let typed = field.text
            field.clear()
            guard draft.matches(typed) else {
                self?.dialogs.inform(RecoveryAppText.recoveryKey, ErrorReport(LockError.recoveryKeyMismatch).message) {
                    self?.askRecoveryKeyBack(draft)
                }
                return
            }
            self?.runLockChange({ try session.storeRecoveryKey(draft, typedBack: typed) }) {
                self?.dialogs.inform(RecoveryAppText.recoveryKey, RecoveryKeyText.madeInApp)
            }
        }
    }

    // MARK: The lock page's recovery

    /// The recovery page: over the lock page ("Use the recovery key"), or the first page when
    /// only the recovery key opens the data (`need` says why: Features' decision).
    func showRecovery(_ need: RecoveryNeed) {
        let page = RecoveryPage(need: need,
                                onBack: { [weak self] in self?.showLockPage() },
                                onOpen: { [weak self] key, level, passcode in self?.runRecovery(key, level, passcode) })
        showPage(page, route: .recovery)
    }

    private func runRecovery(_ key: String, _ level: ProtectionLevel, _ passcode: String?) {
        guard let session, let page = currentPage as? RecoveryPage else { return }
        page.showRunning(true)
        offMain({ try session.recover(typedKey: key, level: level, newPasscode: passcode) }) { [weak self, weak page] result in
            guard let self else { return }
            page?.showRunning(false)
            switch result {
            case .success(.recovered(let level)):
                var message = RecoveryKeyText.recoveredInApp(level: level)
                if let passcode, let warning = NewPasscode.warning(for: passcode) { message += "\n\n" + warning }
                self.openAfterUnlock()
                self.dialogs.inform(RecoveryAppText.recoverTitle, message)
            case .success(.wiped):
                // As after the last wrong passcode: the app starts over on what is left.
                self.openAfterUnlock()
                self.dialogs.inform(RecoveryAppText.recoverTitle, ErrorReport(LockError.wrongRecoveryKey).message)
            case .failure(let error):
                page?.showError(ErrorReport(error).message)
            }
        }
    }
}
