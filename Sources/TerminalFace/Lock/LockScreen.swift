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
        buffer.put(tr("{app} is locked", ["app": .text(chrome.brand.appName)]), in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        y += buffer.putWrapped(prompt.purpose.explanation(appName: chrome.brand.appName), in: Rect(x: x, y: y, width: width, height: 2),
                               style: theme.muted) + 1
        buffer.put(LockSettingsText.passcode, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        buffer.render(TextField(state: prompt.passcode, placeholder: tr("Type your passcode"), isMasked: true,
                                isFocused: !prompt.isChecking && !prompt.recoveryFocused, theme: theme),
                      in: Rect(x: x, y: y + 1, width: width, height: 1))
        y += 3
        if let message = prompt.message {
            y += buffer.putWrapped(message, in: Rect(x: x, y: y, width: width, height: 2), style: theme.danger)
        }
        // The way to the recovery key, a Tab away (drawn as a link: the selection when focused).
        // Up to two rows (a narrow screen or a longer translation wraps it).
        let lines = Array(TextWrap.wrap(RecoveryAppText.forgotPasscode, width: max(1, width - 2)).prefix(2))
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
