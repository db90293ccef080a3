import Features
import GTKKit

/// "Use the recovery key": the key (monospace), the level to protect the data with (three
/// choices), for the passcode level a new passcode typed twice, a live hint from
/// ``RecoveryForm``, and Open. Over the lock page (Back returns to it), or the first page when
/// only the recovery key opens the data (no Back). Every field is emptied once its text is taken.
@MainActor
final class RecoveryPage: DesktopPage {
    let layout = PageLayout(title: RecoveryAppText.recoverTitle)
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let explanation: Label
    let keyField = Entry(placeholder: "XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX", secret: true, peek: true)
    let levels = BoxedList(title: RecoveryAppText.protectWith)
    private(set) var levelChoices: [(level: ProtectionLevel, button: CheckButton, row: ActionRow)] = []
    let passcode = Entry(placeholder: SettingsText.newPasscode, secret: true)
    let again = Entry(placeholder: SettingsText.typeItAgain, secret: true)
    /// The live problem, the short-passcode warning, or the refusal of the last attempt.
    let hint = Label("")
    let open = Button(RecoveryAppText.open, style: .suggestedPill)
    let running = Label(RecoveryAppText.opening)
    private var refused = false

    var root: Widget { layout.page }
    var initialFocus: Widget? { keyField }

    /// The level chosen.
    var level: ProtectionLevel { levelChoices.first { $0.button.isChecked }?.level ?? .passcode }

    init(need: RecoveryNeed, onBack: @escaping @MainActor () -> Void,
         onOpen: @escaping @MainActor (String, ProtectionLevel, String?) -> Void) {
        let canGoBack = need.canGoBack
        explanation = Label(need.explanation)
        if canGoBack {
            layout.page.header.packStart(backButton)
            backButton.onClicked(onBack)
        }
        explanation.centerLines()
        layout.column.append(explanation)
        keyField.addStyleClass("monospace")
        keyField.setAccessibleLabel(RecoveryAppText.recoveryKey)
        layout.column.append(LabeledEntry(keyField))
        for level in RecoveryForm.levels {
            let radio = CheckButton("")
            if let first = levelChoices.first?.button { radio.joinGroup(of: first) }
            radio.setAccessibleLabel(SettingsText.level(level))
            let row = ActionRow(title: SettingsText.level(level))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] _ in self.recheck() }
            levels.add(row)
            levelChoices.append((level, radio, row))
        }
        levelChoices.first?.button.isChecked = true
        layout.column.append(levels)
        passcode.setAccessibleLabel(SettingsText.newPasscode)
        again.setAccessibleLabel(SettingsText.typeItAgain)
        layout.column.append(LabeledEntry(passcode))
        layout.column.append(LabeledEntry(again))
        hint.xAlign = 0
        hint.isVisible = false
        layout.column.append(hint)
        open.setAlignment(horizontal: .center)
        layout.column.append(open)
        running.addStyleClass("dim-label")
        running.isVisible = false
        layout.column.append(running)
        let submit: @MainActor () -> Void = { [unowned self] in
            guard self.canOpen else { return }
            let (key, level) = (self.keyField.text, self.level)
            let newPasscode = level == .passcode ? self.passcode.text : nil
            self.keyField.clear()
            self.passcode.clear()
            self.again.clear()
            onOpen(key, level, newPasscode)
        }
        for field in [keyField, passcode, again] {
            field.onChanged { [unowned self] in
                self.refused = false
                self.recheck()
            }
            field.onActivate(submit)
        }
        open.onClicked(submit)
        recheck()
    }

    /// Whether Open is enabled.
    var canOpen: Bool {
        RecoveryForm.problem(key: keyField.text, level: level, passcode: passcode.text, confirmation: again.text) == nil
    }

    private func recheck() {
        let atPasscode = level == .passcode
        passcode.isVisible = atPasscode
        again.isVisible = atPasscode
        open.isSensitive = canOpen
        guard !refused else { return }
        let text = keyField.text.isEmpty ? nil
            : RecoveryForm.problem(key: keyField.text, level: level, passcode: passcode.text, confirmation: again.text)
                ?? (atPasscode ? NewPasscode.warning(for: passcode.text) : nil)
        hint.removeStyleClass("error")
        hint.text = text ?? ""
        hint.isVisible = text != nil
    }

    /// While the recovery runs.
    func showRunning(_ on: Bool) {
        running.isVisible = on
        open.isSensitive = !on && canOpen
        keyField.isSensitive = !on
    }

    /// The refusal (a wrong key, no recovery key, the keyring refused the new key).
    func showError(_ message: String) {
        refused = true
        hint.text = message
        hint.addStyleClass("error")
        hint.isVisible = true
        keyField.markError(true)
        _ = keyField.grabFocus()
    }
}
