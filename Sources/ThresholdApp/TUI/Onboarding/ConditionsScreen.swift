import Features
import Brand
import Terminal

/// Step 3, conditions of use: the privacy note, the operators with toggles, the document's state
/// (loading, failed with Retry), "View conditions", "Configure operators" and Accept (disabled while
/// no operator is selected); the pager and operator-detail sheets on top.
enum ConditionsScreen {
    /// Draws the step.
    static func draw(_ step: ConditionsStep, onboarding: OnboardingState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame("Conditions of use", onboarding: onboarding,
                               hints: "↑↓ move  Space toggle  Enter choose  v view conditions", chrome: chrome,
                               into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        buffer.put("Conditions of use", in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        let note = TextWrap.wrap(ConditionsStep.privacyNote, width: width)
        for line in note {
            buffer.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        y += 1
        buffer.put("Operators", in: Rect(x: x, y: y, width: width, height: 1), style: theme.text.bold)
        y += 1
        for row in step.rows {
            ToggleRow("\(row.server.tradeName) (\(row.server.tag))", isOn: row.selected,
                      isFocused: onboarding.focused == .operatorRow(row.server.id), theme: theme)
                .render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            y += 1
        }
        y += 1
        switch step.document {
        case .loading:
            buffer.put("Loading the conditions…", in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
        case .loaded:
            let version = step.conditionsVersion.isEmpty ? "" : " (version \(step.conditionsVersion))"
            buffer.put("Conditions loaded\(version).", in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
        case .failed(let reason):
            // The whole reason, wrapped (not cut at the screen's width), with Retry after it.
            let retry = Button("Retry", isFocused: onboarding.focused == .retry, theme: theme)
            let text = "Could not load the conditions: \(reason)"
            let lines = max(1, min(3, (DisplayWidth.of(text) + width - 1) / max(1, width)))
            buffer.putWrapped(text, in: Rect(x: x, y: y, width: width, height: lines), style: theme.danger)
            y += lines
            retry.render(in: Rect(x: x, y: y, width: retry.width, height: 1), buffer: &buffer)
        }
        y += 2
        let view = Button("View conditions", isFocused: onboarding.focused == .viewConditions, theme: theme)
        view.render(in: Rect(x: x, y: y, width: view.width, height: 1), buffer: &buffer)
        Button("Configure operators", isFocused: onboarding.focused == .configureOperators, theme: theme)
            .render(in: Rect(x: x + view.width + 2, y: y, width: 25, height: 1), buffer: &buffer)
        y += 2
        Button("Accept", isFocused: onboarding.focused == .accept, isEnabled: step.canAccept, theme: theme)
            .render(in: Rect(x: x, y: y, width: 10, height: 1), buffer: &buffer)
        if let hint = step.acceptHint {
            buffer.put(hint, in: Rect(x: x + 12, y: y, width: max(0, width - 12), height: 1),
                       style: theme.muted)
        }
        switch step.sheet {
        case .conditions?:
            ConditionsSheets.drawPager(step.document, version: step.conditionsVersion, pager: onboarding.pager,
                                       chrome: chrome, into: &buffer)
        case .configure(let id)?:
            if let row = step.rows.first(where: { $0.server.id == id }) {
                let position = (step.rows.firstIndex(of: row) ?? 0) + 1
                ConditionsSheets.drawOperator(row.server, enabled: row.selected,
                                              position: "\(position) of \(step.rows.count)", chrome: chrome,
                                              into: &buffer)
            }
        case nil:
            break
        }
    }
}
