import Features
import Terminal

/// The lock screen's recovery (a forgotten passcode), or the only screen when the keyring entry is
/// gone: the recovery key, the level to protect the data with, and for the passcode level a new
/// passcode typed twice (masked). Every secret is cleared as soon as the form is sent.
struct RecoveryFormState: Equatable, Sendable {
    /// The focusable parts, in Tab order (the passcode fields only at the passcode level).
    enum Field: Equatable, Sendable {
        case key, level, passcode, confirmation, open, cancel
    }

    /// The recovery key as typed.
    var key = TextFieldState(maxLength: 60)
    /// The level chosen (``RecoveryForm/levels``).
    var level: ProtectionLevel = .passcode
    /// The new passcode (masked).
    var passcode = TextFieldState()
    /// The new passcode again (masked).
    var confirmation = TextFieldState()
    /// The focused part.
    var focus = Field.key
    /// The refusal of the last attempt ("This recovery key does not open this data…").
    var message: String?
    /// The recovery runs (off the UI loop).
    var isChecking = false
    /// Why the form is shown (Features' decision): its explanation, and whether there is a lock
    /// screen to go back to.
    var need = RecoveryNeed.forgottenPasscode
    /// False when nothing but the recovery key can open the data (no lock screen to go back to).
    var canGoBack: Bool { need.canGoBack }

    /// A fresh form.
    init(need: RecoveryNeed = .forgottenPasscode) {
        self.need = need
    }

    /// The parts in Tab order.
    var fields: [Field] {
        var all: [Field] = [.key, .level]
        if level == .passcode { all += [.passcode, .confirmation] }
        all.append(.open)
        if canGoBack { all.append(.cancel) }
        return all
    }

    /// Moves focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let all = fields
        let index = all.firstIndex(of: focus) ?? 0
        focus = all[(index + delta + all.count) % all.count]
    }

    /// Chooses the next (or previous) level.
    mutating func cycleLevel(by delta: Int) {
        let levels = RecoveryForm.levels
        let index = levels.firstIndex(of: level) ?? 0
        level = levels[(index + delta + levels.count) % levels.count]
    }

    /// What stops the form from being sent, once something is typed.
    var problem: String? {
        guard !key.text.isEmpty else { return nil }
        return RecoveryForm.problem(key: key.text, level: level, passcode: passcode.text, confirmation: confirmation.text)
    }

    /// Whether Open is enabled.
    var canOpen: Bool {
        RecoveryForm.problem(key: key.text, level: level, passcode: passcode.text, confirmation: confirmation.text) == nil
    }

    /// The short-passcode warning once the form is otherwise acceptable.
    var warning: String? {
        guard level == .passcode, canOpen else { return nil }
        return NewPasscode.warning(for: passcode.text)
    }
}

/// The recovery form's keys: Enter goes on from the key, the level and the first passcode; on the
/// confirmation or Open it sends the form; ←/→ or Space change the level.
extension RecoveryFormState: SubmittableForm {
    var enterRole: FormEnterRole {
        switch focus {
        case .key, .level, .passcode: .nextField
        case .confirmation, .open: .submit
        case .cancel: .cancel
        }
    }

    mutating func typeIntoFocus(_ event: TerminalEvent) {
        switch focus {
        case .key: if key.handle(event) { message = nil }
        case .passcode: passcode.handle(event)
        case .confirmation: confirmation.handle(event)
        case .level:
            guard case .key(let press) = event else { return }
            switch press.key {
            case .left: cycleLevel(by: -1)
            case .right, .character(" "): cycleLevel(by: 1)
            default: break
            }
        case .open, .cancel: break
        }
    }
}
