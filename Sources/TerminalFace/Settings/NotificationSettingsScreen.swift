import Features
import Foundation
import Terminal

/// Settings › Notifications: the mode selector, the device token's state, the periodic interval
/// and the next check.
///
/// Its body is a ``ScreenBody`` without a footer: on a short terminal (40x12) it scrolls with
/// PgUp/PgDn ("▲▼ PgUp/PgDn" above the hints), and ↑/↓ bring the modes back into view.
enum NotificationSettingsScreen {
    /// Draws the screen.
    static func draw(_ screen: NotificationSettingsState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: tr("Settings · Notifications"), trailing: nil, hints: tr("↑↓ choose  Enter save  Esc back"),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        guard let settings = screen.settings else {
            buffer.put(tr("Loading…"), in: Rect(x: x, y: ScreenBody.top, width: width, height: 1), style: theme.muted)
            return
        }
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(tr("Mode"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        // The mode names' column fits the longest name (a translation may be longer than English).
        let modeWidth = min(width / 2, max(14, 5 + (NotificationSettingsState.modes
            .map { DisplayWidth.of(NotificationsScreen.title(NotificationMode($0))) }.max() ?? 10)))
        let summaryWidth = max(1, width - modeWidth - 3)
        let summaries = NotificationSettingsState.modes.map {
            NotificationsScreen.summary(NotificationMode($0), intervalMinutes: settings.intervalMinutes)
        }
        // Each description beside its mode where all fit on one line; else (40 columns, where they
        // were cut with "…", issue 35) the focused mode's description, wrapped whole, right under
        // its row (under the last row it read as the last mode's once the body scrolled).
        let beside = summaries.allSatisfy { DisplayWidth.of($0) <= summaryWidth }
        for (index, mode) in NotificationSettingsState.modes.enumerated() {
            let focused = index == screen.selected
            let row = Rect(x: x, y: y, width: width, height: 1)
            let style = focused ? theme.selection : theme.text
            if focused { body.canvas.fill(row, style: style) }
            body.canvas.put("\(settings.mode == mode ? "(•)" : "( )") \(NotificationsScreen.title(NotificationMode(mode)))",
                            in: Rect(x: x + 1, y: y, width: modeWidth, height: 1), style: style)
            if beside {
                body.canvas.put(summaries[index], in: Rect(x: x + modeWidth + 2, y: y, width: summaryWidth, height: 1),
                                style: focused ? style : theme.muted)
            }
            y += 1
            if !beside, focused {
                for line in TextWrap.wrap(summaries[index], width: max(1, width - 5)) {
                    body.canvas.put(line, in: Rect(x: x + 5, y: y, width: width - 5, height: 1), style: theme.muted)
                    y += 1
                }
            }
        }
        y += 1
        let rows: [(String, String)] = [
            (tr("Device token"), NotificationSettingsText.token(settings)),
            (tr("Periodic interval"), trn("every {count} minute", "every {count} minutes", count: settings.intervalMinutes)),
            (tr("Next check"), NotificationSettingsText.nextCheck(settings)),
        ]
        // The labels' column fits the longest label, up to half the width; a value too long for
        // its column wraps under itself (it was cut with "…" at 40 columns). Two blanks between
        // label and value, the gap between columns: with one, a Persian label and its value were
        // one right-to-left run ("فاصلهٔ بررسی دوره‌ای هر ۱۰ دقیقه", one isolate, reordered as one).
        let labelWidth = min(width / 2, max(19, rows.map { DisplayWidth.of($0.0) }.max() ?? 19))
        let valueWidth = max(1, width - labelWidth - 2)
        for (label, value) in rows {
            let labels = TextWrap.wrap(label, width: labelWidth), values = TextWrap.wrap(value, width: valueWidth)
            for (index, line) in labels.enumerated() {
                body.canvas.put(line, in: Rect(x: x, y: y + index, width: labelWidth, height: 1), style: theme.muted)
            }
            for (index, line) in values.enumerated() {
                body.canvas.put(line, in: Rect(x: x + labelWidth + 2, y: y + index, width: valueWidth, height: 1),
                                style: theme.text)
            }
            y += max(1, labels.count, values.count)
        }
        body.y = y
        body.present(into: &buffer, footerHeight: 0, scroll: scroll, status: screen.isSaving ? tr("Saving…") : nil,
                     theme: theme) { _, _ in }
    }
}
