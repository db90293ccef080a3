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
        drawBox(box, name: ConditionsText.title, extra: version, theme: theme, into: &buffer)
        let area = SheetLayout.textArea(buffer.size)
        switch document {
        case .loading:
            buffer.put(tr("Loading…"), in: Rect(x: area.x, y: area.y, width: area.width, height: 1), style: theme.muted)
        case .failed(let reason):
            buffer.putWrapped(ConditionsText.loadFailed(reason), in: area, style: theme.danger)
        case .loaded(let text):
            buffer.render(Pager(text: text, state: pager, theme: theme), in: area)
        }
        buffer.put(keepingLastHint(tr("↑↓ PgUp PgDn scroll  Esc close"), width: area.width),
                   in: Rect(x: area.x, y: box.maxY - 2, width: area.width, height: 1), style: theme.muted)
    }

    /// A sheet's border with its title "name · extra" (the conditions' version, the operator's
    /// position); when that is too long for the border, the name alone on the top border and the
    /// extra on the bottom one, right-aligned (Russian "Условия использования ·…" at 40 columns,
    /// issue 35). Returns the inside.
    @discardableResult
    static func drawBox(_ box: Rect, name: String, extra: String, theme: Theme, into buffer: inout Buffer) -> Rect {
        let whole = extra.isEmpty ? name : name + " · " + extra
        let fits = DisplayWidth.of(whole) <= box.width - 6
        let inner = buffer.drawBox(box, border: .rounded, style: theme.accentText, title: fits ? whole : name,
                                   titleStyle: theme.title)
        if !fits, !extra.isEmpty {
            let text = " \(extra) "
            let width = DisplayWidth.of(text)
            buffer.put(text, in: Rect(x: max(box.x + 1, box.maxX - 2 - width), y: box.maxY - 1, width: min(width, box.width - 3), height: 1),
                       style: theme.title)
        }
        return inner
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
        // A value wider than its column wraps at a blank onto the next rows ("Harbor Servers
        // Ltd.…" cut it at 40 columns); when the sheet is short of rows, the blank rows go first,
        // then the later values' extra lines.
        // The label column is as wide as the widest label (Russian "Юридическое название" was
        // cut at 11 columns), at most a third of the sheet; a wider label wraps onto two rows.
        let labelWidth = min(max(11, lines.map { DisplayWidth.of($0.0) }.max() ?? 0), (width - 2) / 3)
        let valueWidth = max(1, width - 2 - labelWidth - 3)
        let wrapped = lines.map { TextWrap.wrap($0.1, width: valueWidth) }
        let wanted = wrapped.reduce(0) { $0 + max(1, $1.count) }
        // The switch's label wraps when it is too long beside "[x] On" (Spanish "Usar este
        // operador" ended in "…" at 40 columns): it keeps its rows before the values.
        let toggle = ToggleRow(OperatorDetails.useOperator, isOn: enabled, isFocused: true, theme: theme, labels: ScreenText.switchLabels)
        let toggleRows = toggle.height(width: width - 4)
        let height = min(buffer.height - 2, wanted + 6 + toggleRows)
        let box = buffer.area.centered(width: width, height: height)
        buffer.fillSheet(box, over: buffer.area)
        let inner = drawBox(box, name: ConditionsText.configure, extra: position, theme: theme, into: &buffer)
        // Rows for the values: all but the toggle, the hints and (when there is room) two blanks.
        let fixed = 1 + toggleRows, blanks = max(0, min(2, inner.height - fixed - wanted))
        var spare = max(0, inner.height - fixed - blanks - lines.count)
        var y = inner.y + (blanks > 0 ? 1 : 0)
        for ((label, _), valueLines) in zip(lines, wrapped) where y < inner.maxY - fixed {
            let labelLines = TextWrap.wrap(label, width: labelWidth)
            let shown = 1 + min(spare, max(0, max(valueLines.count, labelLines.count) - 1))
            spare -= shown - 1
            for (row, line) in labelLines.prefix(shown).enumerated() {
                buffer.put(line, in: Rect(x: inner.x + 1, y: y + row, width: labelWidth, height: 1), style: theme.muted)
            }
            for (row, line) in valueLines.prefix(shown).enumerated() {
                let last = row == shown - 1 && valueLines.count > shown
                buffer.put(last ? line + " …" : line, in: Rect(x: inner.x + labelWidth + 2, y: y + row, width: valueWidth, height: 1),
                           style: theme.text)
            }
            y += shown
        }
        y += blanks > 1 ? 1 : 0
        if y < inner.maxY {
            toggle.render(in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: max(1, min(toggleRows, inner.maxY - 1 - y))),
                          buffer: &buffer)
        }
        if inner.maxY - toggleRows > y {
            buffer.put(HintBar.fit(tr("Space toggle  ←→ operator  Esc close"), width: inner.width - 2),
                       in: Rect(x: inner.x + 1, y: inner.maxY - 1, width: inner.width - 2, height: 1), style: theme.muted)
        }
    }
}
