import Features
import Terminal

/// The lock screen at start-up: the passcode field (masked), the wrong-passcode message and
/// "Checking…" while the KDF runs off the UI loop.
enum LockScreen {
    /// Draws the screen.
    static func draw(_ prompt: PasscodePromptState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: chrome.brand.appName, trailing: nil, hints: tr("Enter unlock  Ctrl-U clear  Ctrl-C quit"),
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
                                isFocused: !prompt.isChecking, theme: theme),
                      in: Rect(x: x, y: y + 1, width: width, height: 1))
        y += 3
        if let message = prompt.message {
            buffer.putWrapped(message, in: Rect(x: x, y: y, width: width, height: 2), style: theme.danger)
        }
        if prompt.isChecking { Frame.status(tr("Checking…"), style: theme.muted, into: &buffer) }
    }
}
