import Features
import Terminal

/// The forms of Settings → App lock: a passcode typed twice (masked), the self-destruct passcode
/// with its display name, or the attempt limit.
enum LockFormScreen {
    /// Draws the form.
    static func draw(_ form: LockFormState, isBusy: Bool, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: title(form.kind), trailing: nil, hints: tr("Tab next  Enter next/save  Esc back"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        // Up to 6 rows: a longer translation wraps further instead of losing its end (the body scrolls).
        y += body.canvas.putWrapped(explanation(form.kind), in: Rect(x: x, y: y, width: width, height: 6),
                                    style: theme.muted) + 1
        func field(_ label: String, _ state: TextFieldState, placeholder: String, masked: Bool,
                   _ which: LockFormState.Field) {
            // A label wider than the form wraps (the attempt limit's was cut with "…" at 40 columns).
            let labels = TextWrap.wrap(label, width: max(1, width))
            if form.focus == which { body.focus(y, y + labels.count + 1) }
            for line in labels {
                body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
                y += 1
            }
            body.canvas.render(TextField(state: state, placeholder: placeholder, isMasked: masked,
                                         isFocused: form.focus == which, theme: theme),
                               in: Rect(x: x, y: y, width: which == .limit ? min(width, 12) : width, height: 1))
            y += 2
        }
        switch form.kind {
        case .passcode(let isChange):
            field(isChange ? SettingsText.newPasscode : LockSettingsText.passcode, form.passcode,
                  placeholder: LockSettingsText.passcode, masked: true, .passcode)
            field(SettingsText.typeItAgain, form.confirmation, placeholder: LockSettingsText.passcode, masked: true, .confirmation)
        case .selfDestruct:
            field(SettingsText.selfDestructName, form.name, placeholder: tr("Name"), masked: false, .name)
            field(LockSettingsText.selfDestruct, form.passcode, placeholder: LockSettingsText.passcode, masked: true,
                  .passcode)
            field(SettingsText.typeItAgain, form.confirmation, placeholder: LockSettingsText.passcode, masked: true, .confirmation)
        case .wipeAfter:
            field(tr("Wrong passcodes before wiping (empty: off)"), form.limit, placeholder: SettingsText.off,
                  masked: false, .limit)
        }
        y -= 1
        if let problem = form.problem {
            let isMismatch = !form.confirmation.text.isEmpty && form.confirmation.text != form.passcode.text
            // Wrapped, as the warning below is; the body scrolls.
            let lines = TextWrap.wrap(problem, width: max(1, width)).count
            y += body.canvas.putWrapped(problem, in: Rect(x: x, y: y, width: width, height: lines),
                                        style: isMismatch ? theme.danger : theme.muted) - 1
        } else if let warning = form.warning {
            // Every line of it (issue 31: four lines cut it mid-sentence at 80x24); the body scrolls.
            let lines = TextWrap.wrap(warning, width: max(1, width)).count
            y += body.canvas.putWrapped(warning, in: Rect(x: x, y: y, width: width, height: lines), style: theme.danger) - 1
        }
        body.y = y + 1
        let save = Button(ButtonText.save, isFocused: form.focus == .save, isEnabled: form.canSave && !isBusy,
                          isDestructive: form.kind == .selfDestruct, theme: theme)
        let cancel = Button(ButtonText.cancel, isFocused: form.focus == .cancel, theme: theme)
        // Side by side when both fit, else Cancel on the row below (a translation may be longer).
        let sideBySide = save.width + 2 + cancel.width <= width
        body.present(into: &buffer, footerHeight: sideBySide ? 1 : 2, scroll: scroll, status: isBusy ? tr("Saving…") : nil,
                     theme: theme) { y, buffer in
            save.render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            let at = sideBySide ? Position(x: x + save.width + 2, y: y) : Position(x: x, y: y + 1)
            cancel.render(in: Rect(x: at.x, y: at.y, width: cancel.width, height: 1), buffer: &buffer)
        }
    }

    /// The title bar.
    static func title(_ kind: LockFormState.Kind) -> String {
        switch kind {
        case .passcode(let isChange): LockSettingsText.setPasscode(isChange: isChange)
        case .selfDestruct: LockSettingsText.selfDestruct
        case .wipeAfter: LockSettingsText.wipeAfter
        }
    }

    /// The explanation above the fields.
    static func explanation(_ kind: LockFormState.Kind) -> String {
        switch kind {
        case .passcode:
            tr("Not empty, no space at either end. It must differ from the self-destruct passcode.")
        case .selfDestruct:
            tr("Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode.")
        case .wipeAfter:
            tr("After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped.",
               ["max": .number(AppSession.maxWipeAfter)])
        }
    }
}
