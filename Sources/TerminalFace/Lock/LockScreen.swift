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
        let link = Rect(x: x, y: min(y + 1, buffer.height - 3), width: width, height: 1)
        if link.y > y - 1, !prompt.isChecking {
            let text = RecoveryAppText.forgotPasscode
            let style = prompt.recoveryFocused ? theme.selection : theme.accentText
            let linkWidth = min(width, DisplayWidth.of(text) + 2)
            if prompt.recoveryFocused { buffer.fill(Rect(x: x, y: link.y, width: linkWidth, height: 1), style: style) }
            buffer.put(" " + text, in: Rect(x: x, y: link.y, width: linkWidth, height: 1), style: style)
        }
        if prompt.isChecking { Frame.status(tr("Checking…"), style: theme.muted, into: &buffer) }
    }
}
