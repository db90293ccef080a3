import Features
import Foundation
import Terminal

/// Settings › Notifications: the mode selector, the device token's state, the periodic interval
/// and the next check.
enum NotificationSettingsScreen {
    /// Draws the screen.
    static func draw(_ screen: NotificationSettingsState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: tr("Settings · Notifications"), trailing: nil, hints: tr("↑↓ choose  Enter save  Esc back"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        guard let settings = screen.settings else {
            buffer.put(tr("Loading…"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            return
        }
        buffer.put(tr("Mode"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        // The mode names' column fits the longest name (a translation may be longer than English).
        let modeWidth = min(width / 2, max(14, 5 + (NotificationSettingsState.modes
            .map { DisplayWidth.of(NotificationsScreen.title(NotificationMode($0))) }.max() ?? 10)))
        for (index, mode) in NotificationSettingsState.modes.enumerated() {
            let focused = index == screen.selected
            let row = Rect(x: x, y: y, width: width, height: 1)
            let style = focused ? theme.selection : theme.text
            if focused { buffer.fill(row, style: style) }
            let brandMode = NotificationMode(mode)
            buffer.put("\(settings.mode == mode ? "(•)" : "( )") \(NotificationsScreen.title(brandMode))",
                       in: Rect(x: x + 1, y: y, width: modeWidth, height: 1), style: style)
            buffer.put(NotificationsScreen.summary(brandMode, intervalMinutes: settings.intervalMinutes),
                       in: Rect(x: x + modeWidth + 2, y: y, width: max(0, width - modeWidth - 3), height: 1),
                       style: focused ? style : theme.muted)
            y += 1
        }
        y += 1
        let rows: [(String, String)] = [
            (tr("Device token"), NotificationSettingsText.token(settings)),
            (tr("Periodic interval"), trn("every {count} minute", "every {count} minutes", count: settings.intervalMinutes)),
            (tr("Next check"), NotificationSettingsText.nextCheck(settings)),
        ]
        // The labels' column fits the longest label, up to half the width.
        let labelWidth = min(width / 2, max(19, rows.map { DisplayWidth.of($0.0) }.max() ?? 19))
        for (label, value) in rows {
            buffer.put(label, in: Rect(x: x, y: y, width: labelWidth, height: 1), style: theme.muted)
            buffer.put(value, in: Rect(x: x + labelWidth + 1, y: y, width: max(0, width - labelWidth - 1), height: 1),
                       style: theme.text)
            y += 1
        }
        if screen.isSaving { Frame.status(tr("Saving…"), style: theme.muted, into: &buffer) }
    }
}
