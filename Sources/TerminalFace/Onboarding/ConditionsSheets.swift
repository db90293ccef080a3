import Features
import Terminal

/// The sheets of the conditions: the full text in a scrollable pager, and one operator's details.
enum ConditionsSheets {
    /// The conditions pager (loading and failure shown in place of the text).
    static func drawPager(_ document: ConditionsStep.Document, version: String, pager: PagerState, chrome: AppChrome,
                          into buffer: inout Buffer) {
        let theme = chrome.theme
        let box = SheetLayout.box(buffer.size)
        guard box.width >= 10, box.height >= 6 else { return }
        buffer.fillSheet(box, over: buffer.area)
        let title = version.isEmpty ? tr("Conditions of use") : tr("Conditions of use") + " · \(version)"
        _ = buffer.drawBox(box, border: .rounded, style: theme.accentText, title: title, titleStyle: theme.title)
        let area = SheetLayout.textArea(buffer.size)
        switch document {
        case .loading:
            buffer.put(tr("Loading…"), in: Rect(x: area.x, y: area.y, width: area.width, height: 1), style: theme.muted)
        case .failed(let reason):
            buffer.putWrapped(tr("Could not load the conditions: {reason}", ["reason": .text(reason)]), in: area, style: theme.danger)
        case .loaded(let text):
            buffer.render(Pager(text: text, state: pager, theme: theme), in: area)
        }
        buffer.put(keepingLastHint(tr("↑↓ PgUp PgDn scroll  Esc close"), width: area.width),
                   in: Rect(x: area.x, y: box.maxY - 2, width: area.width, height: 1), style: theme.muted)
    }

    /// `hints` fitted to `width` (``HintBar/fit(_:width:)``): whole hints dropped, the way out
    /// ("Esc close") kept: German, French, Spanish, Russian and Japanese are wider than the pager
    /// sheet at 40 columns.
    static func keepingLastHint(_ hints: String, width: Int) -> String {
        HintBar.fit(hints, width: width)
    }

    /// One operator's details: names, domains, roles and the enabled switch.
    static func drawOperator(_ server: ServerOperator, enabled: Bool, position: String, chrome: AppChrome,
                             into buffer: inout Buffer) {
        let theme = chrome.theme
        let width = min(buffer.width - 4, 64)
        let lines: [(String, String)] = OperatorDetails.rows(server).map { ($0.label, $0.value) }
        let height = min(buffer.height - 2, lines.count + 7)
        let box = buffer.area.centered(width: width, height: height)
        buffer.fillSheet(box, over: buffer.area)
        let inner = buffer.drawBox(box, border: .rounded, style: theme.accentText,
                                   title: tr("Configure operators") + " · \(position)", titleStyle: theme.title)
        var y = inner.y + 1
        for (label, value) in lines where y < inner.maxY {
            buffer.put(label, in: Rect(x: inner.x + 1, y: y, width: 11, height: 1), style: theme.muted)
            buffer.put(value, in: Rect(x: inner.x + 13, y: y, width: max(0, inner.width - 14), height: 1),
                       style: theme.text)
            y += 1
        }
        y += 1
        if y < inner.maxY {
            ToggleRow(OperatorDetails.useOperator, isOn: enabled, isFocused: true, theme: theme, labels: ScreenText.switchLabels)
                .render(in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1), buffer: &buffer)
        }
        if inner.maxY - 1 > y {
            buffer.put(HintBar.fit(tr("Space toggle  ←→ operator  Esc close"), width: inner.width - 2),
                       in: Rect(x: inner.x + 1, y: inner.maxY - 1, width: inner.width - 2, height: 1), style: theme.muted)
        }
    }
}
