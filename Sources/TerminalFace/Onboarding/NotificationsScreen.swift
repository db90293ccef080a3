import Features
import Terminal

/// Step 4, push notifications: the explanation, the modes as radio rows with their descriptions,
/// the info sheet, and "Enable notifications" ("Use chat" for Off).
enum NotificationsScreen {
    /// A mode's name.
    static func title(_ mode: NotificationMode) -> String { NotificationsStep.title(mode) }

    /// A mode's one-line description for the radio row.
    static func summary(_ mode: NotificationMode, intervalMinutes: Int) -> String {
        switch mode {
        case .instant: tr("Background connection, real-time.")
        case .periodic: trn("Checks every {count} minute, battery-friendly.", "Checks every {count} minutes, battery-friendly.", count: intervalMinutes)
        case .off: tr("Messages only while the app is open.")
        }
    }

    /// Draws the step.
    static func draw(_ step: NotificationsStep, onboarding: OnboardingState, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame(OnboardingText.pushNotifications, onboarding: onboarding,
                               hints: tr("↑↓ choose  Enter confirm  i info"), chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(OnboardingText.pushNotifications, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        for line in TextWrap.wrap(ScreenText.notificationsExplanation, width: width) {
            body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        y += 1
        // The names' column is as wide as the longest translated name ("Периодически" was cut
        // to "Периодиче…" in a fixed 14 cells), and a description wraps under itself instead of
        // being cut mid-word at 40 columns (issue 35).
        let labels = step.modes.map { (step.selected == $0 ? "(•) " : "( ) ") + title($0) }
        let labelWidth = min(max(14, labels.map { DisplayWidth.of($0) }.max() ?? 0), max(14, width / 2))
        let summaryX = x + 1 + labelWidth + 1
        let summaryWidth = max(1, x + width - 1 - summaryX)
        for (mode, label) in zip(step.modes, labels) {
            let focused = onboarding.focused == .mode(mode)
            let lines = TextWrap.wrap(summary(mode, intervalMinutes: step.intervalMinutes), width: summaryWidth)
            let rows = max(1, lines.count)
            let style = focused ? theme.selection : theme.text
            if focused {
                body.canvas.fill(Rect(x: x, y: y, width: width, height: rows), style: style)
                body.focus(y, y + rows - 1)
            }
            body.canvas.put(label, in: Rect(x: x + 1, y: y, width: labelWidth, height: 1),
                            style: focused ? style : style.bold)
            for (index, line) in lines.enumerated() {
                body.canvas.put(line, in: Rect(x: summaryX, y: y + index, width: summaryWidth, height: 1),
                                style: focused ? style : theme.muted)
            }
            y += rows
        }
        y += 1
        if onboarding.focused == .notificationsInfo { body.focus(y) }
        let info = Button(OnboardingText.howNotificationsWork, isFocused: onboarding.focused == .notificationsInfo, theme: theme)
        info.render(in: Rect(x: x, y: y, width: info.width, height: 1), buffer: &body.canvas)
        body.y = y + 1
        body.present(into: &buffer, footerHeight: 1, scroll: scroll, theme: theme) { y, buffer in
            let action = Button(step.buttonTitle, isFocused: onboarding.focused == .enableNotifications,
                                isEnabled: !step.isSaving, theme: theme)
            action.render(in: Rect(x: x, y: y, width: action.width, height: 1), buffer: &buffer)
        }
        if step.showsInfo {
            let text = step.modes.map { NotificationsStep.explanation($0, intervalMinutes: step.intervalMinutes) }
                .joined(separator: " ")
            // Its text scrolls with PgUp/PgDn where the sheet is too short for it, as How it works
            // does (it was cut with "…" at 40x12, issue 35).
            MenuSheet.draw(MenuState(title: SettingsText.notifications, message: text, items: [MenuItem(ButtonText.close, .close)]),
                           theme: theme, in: buffer.area, into: &buffer, messageScroll: scroll)
        }
    }
}
