import Features
import Terminal

/// The lock screen at start-up: the passcode field (masked), the wrong-passcode message and
/// "Checking…" while the KDF runs off the UI loop.
enum LockScreen {
    /// Draws the screen.
    static func draw(_ prompt: PasscodePromptState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: chrome.brand.appName, trailing: nil,
                   hints: prompt.recoveryFocused ? tr("Enter use the recovery key  Tab back  Ctrl-C quit")
                       : tr("Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 56)
        let x = (buffer.width - width) / 2
        var y = max(2, (buffer.height - 9) / 2)
        let explanation = prompt.purpose.explanation(appName: chrome.brand.appName)
        let explanationRows: Int = min(2, TextWrap.wrap(explanation, width: width).count)
        let messageRows: Int = min(3, prompt.message.map { TextWrap.wrap($0, width: width).count } ?? 0)
        // The way to the recovery key, a Tab away (drawn as a link: the selection when focused),
        // wrapped (German takes three rows at 40 columns).
        let linkRows: Int = prompt.isChecking ? 0 : min(3, TextWrap.wrap(RecoveryAppText.forgotPasscode, width: max(1, width - 2)).count)
        // On a short screen the blank rows around the field give way (the one above it first),
        // then the blank row under the title bar, so the wrong-passcode message and the link stay
        // whole: at 40x12 the link lost its last row, or all of it under a two-row message, and a
        // three-row message its last (issue 35). Only past that does the link end in "…".
        let wanted = 5 + explanationRows + messageRows + linkRows  // title, 2 blanks, label, field
        let excess = max(0, wanted - (buffer.height - 1 - y))
        if excess >= 3 { y = max(1, y - (excess - 2)) }
        let lines = TextWrap.wrap(RecoveryAppText.forgotPasscode, width: max(1, width - 2),
                                  maxLines: max(1, linkRows - max(0, wanted - (buffer.height - 1 - y) - 2)))
        buffer.put(tr("{app} is locked", ["app": .text(chrome.brand.appName)]), in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        y += buffer.putWrapped(explanation, in: Rect(x: x, y: y, width: width, height: 2),
                               style: theme.muted) + (excess >= 1 ? 0 : 1)
        buffer.put(LockSettingsText.passcode, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        buffer.render(TextField(state: prompt.passcode, placeholder: tr("Type your passcode"), isMasked: true,
                                isFocused: !prompt.isChecking && !prompt.recoveryFocused, theme: theme),
                      in: Rect(x: x, y: y + 1, width: width, height: 1))
        y += excess >= 2 ? 2 : 3
        if let message = prompt.message {
            y += buffer.putWrapped(message, in: Rect(x: x, y: y, width: width, height: messageRows), style: theme.danger)
        }
        var row = y
        if !prompt.isChecking {
            let style = prompt.recoveryFocused ? theme.selection : theme.accentText
            for line in lines where row <= buffer.height - 2 {
                let linkWidth = min(width, DisplayWidth.of(line) + 2)
                if prompt.recoveryFocused { buffer.fill(Rect(x: x, y: row, width: linkWidth, height: 1), style: style) }
                buffer.put(" " + line, in: Rect(x: x, y: row, width: linkWidth, height: 1), style: style)
                row += 1
            }
        }
        if prompt.isChecking { Frame.status(tr("Checking…"), style: theme.muted, into: &buffer) }
    }
}
