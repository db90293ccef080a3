import Features
import Terminal

/// Step 3, conditions of use: the privacy note, the operators with toggles, the document's state
/// (loading, failed with Retry), "View conditions", "Configure operators" and Accept (disabled while
/// no operator is selected); the pager and operator-detail sheets on top.
enum ConditionsScreen {
    /// Draws the step.
    static func draw(_ step: ConditionsStep, onboarding: OnboardingState, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame(ConditionsText.title, onboarding: onboarding,
                               hints: tr("↑↓ move  Space toggle  Enter choose  v view conditions"), chrome: chrome,
                               into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(ConditionsText.title, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        let note = TextWrap.wrap(ConditionsStep.privacyNote, width: width)
        for line in note {
            body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        y += 1
        body.canvas.put(ConditionsText.operators, in: Rect(x: x, y: y, width: width, height: 1), style: theme.text.bold)
        y += 1
        for row in step.rows {
            // A name too long beside the switch wraps under itself (Spanish "Harbor Servers…").
            let toggle = ToggleRow("\(row.server.tradeName) (\(row.server.tag))", isOn: row.selected,
                                   isFocused: onboarding.focused == .operatorRow(row.server.id), theme: theme,
                                   labels: ScreenText.switchLabels)
            let rows = toggle.height(width: width)
            if onboarding.focused == .operatorRow(row.server.id) { body.focus(y, y + rows - 1) }
            toggle.render(in: Rect(x: x, y: y, width: width, height: rows), buffer: &body.canvas)
            y += rows
        }
        y += 1
        switch step.document {
        case .loading, .loaded:
            // Wrapped at a word, not cut: "Bedingungen geladen (Version …" at 40 columns.
            let text = step.document == .loading ? ConditionsText.loading
                : step.conditionsVersion.isEmpty ? tr("Conditions loaded.")
                : tr("Conditions loaded (version {version}).", ["version": .text(step.conditionsVersion)])
            let lines = TextWrap.wrap(text, width: width)
            for line in lines {
                body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
                y += 1
            }
            y -= 1
        case .failed(let reason):
            // The whole reason, wrapped (not cut at the screen's width), with Retry after it.
            let retry = Button(ButtonText.retry, isFocused: onboarding.focused == .retry, theme: theme)
            let text = ConditionsText.loadFailed(reason)
            let lines = max(1, min(3, (DisplayWidth.of(text) + width - 1) / max(1, width)))
            body.canvas.putWrapped(text, in: Rect(x: x, y: y, width: width, height: lines), style: theme.danger)
            y += lines
            if onboarding.focused == .retry { body.focus(y) }
            retry.render(in: Rect(x: x, y: y, width: retry.width, height: 1), buffer: &body.canvas)
        }
        y += 2
        let view = Button(ConditionsText.view, isFocused: onboarding.focused == .viewConditions, theme: theme)
        let configure = Button(ConditionsText.configure, isFocused: onboarding.focused == .configureOperators,
                               theme: theme)
        // Side by side when they fit, else one below the other.
        let sideBySide = view.width + 2 + configure.width <= width
        let configureAt = sideBySide ? Position(x: x + view.width + 2, y: y) : Position(x: x, y: y + 1)
        if onboarding.focused == .viewConditions { body.focus(y) }
        if onboarding.focused == .configureOperators { body.focus(configureAt.y) }
        view.render(in: Rect(x: x, y: y, width: view.width, height: 1), buffer: &body.canvas)
        configure.render(in: Rect(x: configureAt.x, y: configureAt.y, width: configure.width, height: 1),
                         buffer: &body.canvas)
        body.y = configureAt.y + 1
        let accept = Button(ButtonText.accept, isFocused: onboarding.focused == .accept, isEnabled: step.canAccept, theme: theme)
        // Why Accept is disabled: beside the button when it fits, else whole on the rows above it
        // (a German or Russian reason cut beside the button lost its verb).
        let beside = max(0, width - accept.width - 2)
        let hint = step.acceptHint
        let above = hint.map { DisplayWidth.of($0) <= beside ? [] : TextWrap.wrap($0, width: width) } ?? []
        body.present(into: &buffer, footerHeight: 1 + above.count, scroll: scroll, theme: theme) { y, buffer in
            for (row, line) in above.enumerated() {
                buffer.put(line, in: Rect(x: x, y: y + row, width: width, height: 1), style: theme.muted)
            }
            let buttonY = y + above.count
            accept.render(in: Rect(x: x, y: buttonY, width: accept.width, height: 1), buffer: &buffer)
            if above.isEmpty, let hint {
                buffer.put(hint, in: Rect(x: x + accept.width + 2, y: buttonY, width: beside, height: 1), style: theme.muted)
            }
        }
        switch step.sheet {
        case .conditions?:
            ConditionsSheets.drawPager(step.document, version: step.conditionsVersion, pager: onboarding.pager,
                                       chrome: chrome, into: &buffer)
        case .configure(let id)?:
            if let row = step.rows.first(where: { $0.server.id == id }) {
                let position = (step.rows.firstIndex(of: row) ?? 0) + 1
                ConditionsSheets.drawOperator(row.server, enabled: row.selected,
                                              position: SettingsText.page(position, of: step.rows.count), chrome: chrome,
                                              into: &buffer)
            }
        case nil:
            break
        }
    }
}
