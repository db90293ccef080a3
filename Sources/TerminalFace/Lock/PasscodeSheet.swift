import Features
import Terminal

/// The passcode sheet before a sensitive operation: a bordered box over the screen that asked.
enum PasscodeSheet {
    /// Draws the sheet inside `area`.
    static func draw(_ prompt: PasscodePromptState, theme: Theme, appName: String, in area: Rect,
                     into buffer: inout Buffer) {
        let width = min(area.width - 4, 56)
        let textWidth = max(1, width - 4)
        let explanation = TextWrap.wrap(prompt.purpose.explanation(appName: appName), width: textWidth)
        let message = prompt.message.map { TextWrap.wrap($0, width: textWidth) } ?? []
        let height = min(area.height - 2, 6 + explanation.count + max(1, message.count))
        let box = area.centered(width: width, height: height)
        buffer.fillSheet(box, over: area)
        let inner = buffer.drawBox(box, border: .rounded, style: theme.accentText, title: LockSettingsText.passcode,
                                   titleStyle: theme.title)
        let x = inner.x + 1
        var y = inner.y + 1
        for line in explanation {
            buffer.put(line, in: Rect(x: x, y: y, width: textWidth, height: 1), style: theme.muted)
            y += 1
        }
        y += 1
        buffer.render(TextField(state: prompt.passcode, placeholder: LockSettingsText.passcode, isMasked: true,
                                isFocused: !prompt.isChecking, theme: theme),
                      in: Rect(x: x, y: y, width: textWidth, height: 1))
        y += 1
        if prompt.isChecking {
            buffer.put(tr("Checking…"), in: Rect(x: x, y: y, width: textWidth, height: 1), style: theme.muted)
        } else {
            for line in message where y < inner.maxY - 1 {
                buffer.put(line, in: Rect(x: x, y: y, width: textWidth, height: 1), style: theme.danger)
                y += 1
            }
        }
        buffer.put(HintBar.fit(tr("Enter confirm  Esc cancel"), width: textWidth), in: Rect(x: x, y: inner.maxY - 1, width: textWidth, height: 1),
                   style: theme.muted)
    }
}
