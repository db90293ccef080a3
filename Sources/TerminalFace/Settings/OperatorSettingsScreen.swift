import Features
import Terminal

/// Settings › Server operators: each operator of the brand with its switch, roles and accepted
/// conditions version; "View conditions" (the pager) and "Accept conditions" for the selection.
enum OperatorSettingsScreen {
    /// The hint row for the focused row, saying only keys that act there (issue 35: one row for
    /// all said "Space toggle  Enter open/accept", while Enter toggles an operator and Space does
    /// nothing on the buttons): Space or Enter on an operator (both toggle it; the row said only
    /// Space), Enter on View conditions, and Enter on Accept only while it can accept.
    static func hints(_ screen: OperatorSettingsState) -> String {
        if screen.operators.indices.contains(screen.focus) {
            return tr("↑↓ choose  Space/Enter toggle  Esc back")
        }
        if screen.focus == screen.operators.count {
            return tr("↑↓ choose  Enter open  Esc back")
        }
        let accept = tr("↑↓ choose  Enter accept  Esc back")
        return screen.selection.canAccept && !screen.isSaving ? accept : HintBar.without(keys: ["Enter"], in: accept)
    }

    /// Draws the screen.
    static func draw(_ screen: OperatorSettingsState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let current = chrome.brand.conditions?.version ?? ""
        Frame.draw(title: tr("Settings · Server operators"), trailing: nil,
                   hints: hints(screen), chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        guard !screen.operators.isEmpty else {
            buffer.put(tr("Loading…"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            return
        }
        var body = ScreenBody(for: buffer)
        y = body.y
        for (index, state) in screen.operators.enumerated() {
            let server = chrome.brand.operators.first { $0.id == state.id }
            let name = server.map { "\($0.tradeName) (\($0.tag))" } ?? state.id
            let focusedRow = y
            // A name too long beside the switch wraps under itself (Spanish "Harbor Servers…").
            let toggle = ToggleRow(name, isOn: screen.selected.contains(state.id), isFocused: screen.focus == index,
                                   theme: theme, labels: ScreenText.switchLabels)
            let rows = toggle.height(width: width)
            toggle.render(in: Rect(x: x, y: y, width: width, height: rows), buffer: &body.canvas)
            y += rows
            // The roles in words and in the language's list form, in the order the other faces
            // use (an id this version doesn't know is shown as it is, last).
            let ordered = AppSession.requiredRoles.filter(state.roles.contains)
                + state.roles.subtracting(AppSession.requiredRoles).sorted()
            let roles = state.roles.isEmpty ? tr("no roles") : OperatorDetails.roles(ordered)
            let accepted = ConditionsPreferencesText.accepted(state.acceptedVersion, current: current)
            let status = [state.enabled ? tr("in use") : tr("not used"), roles, accepted].joined(separator: " · ")
            // Wrapped under the name (it was cut with "…" at 40 columns, issue 35); the body
            // scrolls with PgUp/PgDn and keeps the focused operator's rows in view.
            let lines = TextWrap.wrap(status, width: max(1, width - 3))
            for line in lines {
                body.canvas.put(line, in: Rect(x: x + 3, y: y, width: width - 3, height: 1), style: theme.muted)
                y += 1
            }
            if screen.focus == index { body.focus(focusedRow, y - 1) }
            y += 1
        }
        body.y = y - 1
        let view = Button(ConditionsText.view, isFocused: screen.focus == screen.operators.count, theme: theme)
        let accept = Button(tr("Accept conditions"), isFocused: screen.focus == screen.operators.count + 1,
                            isEnabled: !screen.selected.isEmpty && !screen.isSaving, theme: theme)
        let sideBySide = view.width + 2 + accept.width <= width
        body.present(into: &buffer, footerHeight: sideBySide ? 1 : 2, scroll: scroll,
                     status: screen.isSaving ? tr("Saving…") : nil, theme: theme) { y, buffer in
            view.render(in: Rect(x: x, y: y, width: view.width, height: 1), buffer: &buffer)
            let acceptAt = sideBySide ? Position(x: x + view.width + 2, y: y) : Position(x: x, y: y + 1)
            accept.render(in: Rect(x: acceptAt.x, y: acceptAt.y, width: accept.width, height: 1), buffer: &buffer)
            let below = acceptAt.y + 2
            if !current.isEmpty, below < buffer.height - 2 {
                buffer.put(tr("Current conditions: version {version}", ["version": .text(current)]), in: Rect(x: x, y: below, width: width, height: 1),
                           style: theme.muted)
            }
        }
        if let document = screen.conditions {
            ConditionsSheets.drawPager(document, version: current, pager: screen.pager, chrome: chrome, into: &buffer)
        }
    }
}
