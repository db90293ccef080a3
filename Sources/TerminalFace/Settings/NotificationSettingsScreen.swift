import Features
import Foundation
import Terminal

/// Settings › Notifications: the mode selector, the device token's state, the periodic interval
/// and the next check.
enum NotificationSettingsScreen {
    /// Draws the screen.
    static func draw(_ screen: NotificationSettingsState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: "Settings · Notifications", trailing: nil, hints: "↑↓ choose  Enter save  Esc back",
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        guard let settings = screen.settings else {
            buffer.put("Loading…", in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            return
        }
        buffer.put("Mode", in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        for (index, mode) in NotificationSettingsState.modes.enumerated() {
            let focused = index == screen.selected
            let row = Rect(x: x, y: y, width: width, height: 1)
            let style = focused ? theme.selection : theme.text
            if focused { buffer.fill(row, style: style) }
            let brandMode = NotificationMode(mode)
            buffer.put("\(settings.mode == mode ? "(•)" : "( )") \(NotificationsScreen.title(brandMode))",
                       in: Rect(x: x + 1, y: y, width: 14, height: 1), style: style)
            buffer.put(NotificationsScreen.summary(brandMode, intervalMinutes: settings.intervalMinutes),
                       in: Rect(x: x + 16, y: y, width: max(0, width - 17), height: 1), style: focused ? style : theme.muted)
            y += 1
        }
        y += 1
        let rows: [(String, String)] = [
            ("Device token", NotificationSettingsText.token(settings)),
            ("Periodic interval", "every \(settings.intervalMinutes) minutes"),
            ("Next check", NotificationSettingsText.nextCheck(settings)),
        ]
        for (label, value) in rows {
            buffer.put(label, in: Rect(x: x, y: y, width: 19, height: 1), style: theme.muted)
            buffer.put(value, in: Rect(x: x + 20, y: y, width: max(0, width - 20), height: 1), style: theme.text)
            y += 1
        }
        if screen.isSaving { Frame.status("Saving…", style: theme.muted, into: &buffer) }
    }
}
