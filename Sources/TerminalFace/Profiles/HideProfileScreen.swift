import Features
import Terminal

/// The hide form: password and confirmation, masked.
enum HideProfileScreen {
    /// The explanation under the title.
    static var explanation: String { HideProfileText.explanation }

    /// Draws the form.
    static func draw(_ form: HideFormState, isBusy: Bool, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: ProfileAction.hide.title, trailing: nil, hints: tr("Tab next  Enter save  Esc back"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(HideProfileText.heading(form.name), in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        y += body.canvas.putWrapped(explanation, in: Rect(x: x, y: y, width: width, height: 6), style: theme.muted) + 1
        if form.focus == .password { body.focus(y, y + 1) }
        body.canvas.put(HideProfileText.password, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        body.canvas.render(TextField(state: form.password, placeholder: HideProfileText.password, isMasked: true,
                                     isFocused: form.focus == .password, theme: theme),
                           in: Rect(x: x, y: y + 1, width: width, height: 1))
        y += 3
        if form.focus == .confirmation { body.focus(y, y + 2) }
        body.canvas.put(HideProfileText.confirmPassword, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        body.canvas.render(TextField(state: form.confirmation, placeholder: HideProfileText.typeItAgain, isMasked: true,
                                     isFocused: form.focus == .confirmation, theme: theme),
                           in: Rect(x: x, y: y + 1, width: width, height: 1))
        y += 2
        if let problem = form.problem {
            // Wrapped (French was cut with "…" at 40 columns); the body scrolls.
            let isMismatch = !form.confirmation.text.isEmpty && form.confirmation.text != form.password.text
            let lines = TextWrap.wrap(problem, width: max(1, width))
            for line in lines {
                body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1),
                                style: isMismatch ? theme.danger : theme.muted)
                y += 1
            }
            y -= 1
        }
        body.y = y + 1
        let save = Button(HideProfileText.save, isFocused: form.focus == .save, isEnabled: form.canSave && !isBusy,
                          theme: theme)
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
}
