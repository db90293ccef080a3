import Features
import Foundation
import GTKKit

/// Settings › App lock: the passcode, the self-destruct passcode and the form dialog they share;
/// the KDF runs (passcode checks and changes) go off the main loop through
/// ``DesktopApp/offMain(_:_:)``.
extension DesktopApp {
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

    func askNewPasscode() {
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

    func confirmTurnOff() {
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

    func askSelfDestruct() {
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

    func confirmRemoveSelfDestruct() {
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
}
