import Features
import Terminal

/// The recovery key's screens: making one (shown once in its groups, then typed back) and the
/// lock screen's recovery form (the key, the level, a new passcode).
enum RecoveryScreens {
    /// Making a recovery key.
    static func drawKey(_ screen: RecoveryKeyState, isBusy: Bool, scroll: Int, chrome: AppChrome,
                        into buffer: inout Buffer) {
        let theme = chrome.theme
        let hints = screen.phase == .showing ? tr("Enter I wrote it down  Esc cancel (nothing stored)")
            : tr("Enter confirm  Esc show the key again")
        Frame.draw(title: RecoveryAppText.recoveryKey, trailing: nil, hints: hints, chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        switch screen.phase {
        case .showing:
            y += body.canvas.putWrapped(RecoveryKeyText.shown, in: Rect(x: x, y: y, width: width, height: 6),
                                        style: theme.muted) + 1
            // Four groups a line when they fit (5 characters and 2 spaces each), else two.
            let perLine = width >= 4 * 5 + 3 * 2 + 4 ? 4 : 2
            body.focus(y)
            for line in screen.draft.lines(groupsPerLine: perLine) {
                body.canvas.put(line, in: Rect(x: x + 2, y: y, width: width - 2, height: 1), style: theme.title)
                y += 1
            }
            y += 1
            body.y = y
            let button = Button(RecoveryAppText.wroteItDown, isFocused: true, isEnabled: !isBusy, theme: theme)
            body.present(into: &buffer, footerHeight: 1, scroll: scroll, theme: theme) { y, buffer in
                button.render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            }
        case .typingBack:
            y += body.canvas.putWrapped(RecoveryAppText.typeBackExplanation, in: Rect(x: x, y: y, width: width, height: 6),
                                        style: theme.muted) + 1
            // The label wraps at a word (German and Russian are wider than 40 columns).
            let label = TextWrap.wrap(RecoveryKeyText.typeBack.trimmingSpaces, width: max(1, width))
            body.focus(y, y + label.count + 1)
            for line in label {
                body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
                y += 1
            }
            y += RecoveryKeySample.drawField(TextField(state: screen.typed, isFocused: !isBusy, theme: theme),
                                             in: Rect(x: x, y: y, width: width, height: 1), theme: theme, into: &body.canvas) + 1
            if let message = screen.message {
                y += body.canvas.putWrapped(message, in: Rect(x: x, y: y, width: width, height: 4), style: theme.danger)
            }
            body.y = y
            body.present(into: &buffer, footerHeight: 0, scroll: scroll, status: isBusy ? tr("Saving…") : nil,
                         theme: theme) { _, _ in }
        }
    }

    /// The recovery form.
    static func drawForm(_ form: RecoveryFormState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: RecoveryAppText.recoverTitle, trailing: nil,
                   hints: form.canGoBack ? tr("Tab next  ←→ level  Enter next/open  Esc back") : tr("Tab next  ←→ level  Enter next/open  Ctrl-C quit"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        let explanation = form.need.explanation
        y += body.canvas.putWrapped(explanation, in: Rect(x: x, y: y, width: width, height: 6), style: theme.muted) + 1
        func field(_ label: String, _ state: TextFieldState, placeholder: String?, masked: Bool, _ which: RecoveryFormState.Field) {
            let rows = placeholder == nil && state.text.isEmpty ? RecoveryKeySample.rows(width: width).count : 1
            if form.focus == which { body.focus(y, y + 1 + rows) }
            body.canvas.put(label, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
            let field = TextField(state: state, placeholder: placeholder ?? "", isMasked: masked,
                                  isFocused: form.focus == which && !form.isChecking, theme: theme)
            if placeholder == nil {
                // The recovery key: its whole form, on as many rows as it takes.
                RecoveryKeySample.drawField(field, in: Rect(x: x, y: y + 1, width: width, height: 1), theme: theme, into: &body.canvas)
            } else {
                body.canvas.render(field, in: Rect(x: x, y: y + 1, width: width, height: 1))
            }
            y += 2 + rows
        }
        field(RecoveryKeyText.prompt.trimmingSpaces, form.key, placeholder: nil, masked: false, .key)
        // A choice wider than the row wraps under its text, after the "( )" (two of Russian's did
        // not fit 40 columns).
        let choices = RecoveryForm.levels.map { TextWrap.wrap(SettingsText.level($0), width: max(1, width - 5)) }
        if form.focus == .level { body.focus(y, y + 1 + choices.reduce(0) { $0 + $1.count }) }
        body.canvas.put(RecoveryAppText.protectWith, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        for (level, lines) in zip(RecoveryForm.levels, choices) {
            let chosen = level == form.level
            let style = chosen && form.focus == .level ? theme.selection : theme.text
            if chosen && form.focus == .level { body.canvas.fill(Rect(x: x, y: y, width: width, height: lines.count), style: style) }
            body.canvas.put(chosen ? "(•)" : "( )", in: Rect(x: x + 1, y: y, width: 3, height: 1), style: style)
            for line in lines {
                body.canvas.put(line, in: Rect(x: x + 5, y: y, width: width - 5, height: 1), style: style)
                y += 1
            }
        }
        y += 1
        if form.level == .passcode {
            field(SettingsText.newPasscode, form.passcode, placeholder: LockSettingsText.passcode, masked: true, .passcode)
            field(SettingsText.typeItAgain, form.confirmation, placeholder: LockSettingsText.passcode, masked: true, .confirmation)
        }
        y -= 1
        if let message = form.message {
            y += body.canvas.putWrapped(message, in: Rect(x: x, y: y, width: width, height: 4), style: theme.danger)
        } else if let problem = form.problem {
            y += body.canvas.putWrapped(problem, in: Rect(x: x, y: y, width: width, height: 4), style: theme.muted)
        } else if let warning = form.warning {
            y += body.canvas.putWrapped(warning, in: Rect(x: x, y: y, width: width, height: TextWrap.wrap(warning, width: max(1, width)).count),
                                        style: theme.danger)
        }
        body.y = y + 1
        let open = Button(RecoveryAppText.open, isFocused: form.focus == .open, isEnabled: form.canOpen && !form.isChecking,
                          theme: theme)
        let cancel = Button(ButtonText.cancel, isFocused: form.focus == .cancel, theme: theme)
        let sideBySide = !form.canGoBack || open.width + 2 + cancel.width <= width
        body.present(into: &buffer, footerHeight: sideBySide ? 1 : 2, scroll: scroll,
                     status: form.isChecking ? RecoveryAppText.opening : nil, theme: theme) { y, buffer in
            open.render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            guard form.canGoBack else { return }
            let at = sideBySide ? Position(x: x + open.width + 2, y: y) : Position(x: x, y: y + 1)
            cancel.render(in: Rect(x: at.x, y: at.y, width: cancel.width, height: 1), buffer: &buffer)
        }
    }
}

private extension String {
    /// Without the spaces (and a colon) a prompt ends with, as a field's label.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == ":" || last == "：" { text = text.dropLast() }
        return String(text)
    }
}
