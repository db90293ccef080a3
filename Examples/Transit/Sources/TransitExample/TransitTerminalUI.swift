import Onboarding
import Terminal

/// The full-screen front end: draws ``TransitApp``'s mode with Terminal widgets and turns keys
/// into its actions. ``render(size:)`` is a pure function of the state, so tests draw it into a
/// buffer; ``run(on:colorMode:)`` is the loop for a real terminal.
public final class TransitTerminalUI {
    /// The smallest terminal every page fits in.
    public static let minimumSize = TerminalSize(width: 40, height: 12)

    /// The app being driven.
    public let app: TransitApp
    /// Colors.
    public var theme: Theme
    /// The focused button of the location page: 0 Allow, 1 Not now.
    public private(set) var locationFocus = 0
    /// The region filter.
    public private(set) var filter = TextFieldState()
    /// The region list's selection and scroll.
    public private(set) var list = ListState(selected: 0)
    /// A one-line notice (e.g. why Esc did nothing).
    public private(set) var notice: String?
    private var home: TransitHome?
    private var listRows = 6

    /// Wraps an app (reading the home screen's content when the app starts there).
    public init(app: TransitApp, theme: Theme = .dark) throws {
        self.app = app
        self.theme = theme
        if case .home = app.mode { home = try app.loadHome() }
    }

    /// The regions the filter lets through.
    public var matches: [Region] { Region.filter(Region.bundled, by: filter.text) }

    // MARK: - Loop

    /// Runs on a real terminal until the user quits; the terminal is restored on every exit.
    public func run(on terminal: LiveTerminal, colorMode: ColorMode) throws {
        let screen = try TerminalScreen(backend: terminal, colorMode: colorMode)
        try screen.draw(render(size: screen.size))
        while true {
            for event in try screen.nextEvents(timeout: nil) {
                if try handle(event) { return }
            }
            try screen.draw(render(size: screen.size))
        }
    }

    // MARK: - Update

    /// Applies one event. Returns `true` when the app should quit.
    public func handle(_ event: TerminalEvent) throws -> Bool {
        if case .key(let key) = event, key.isInterrupt { return true }
        notice = nil
        switch app.mode {
        case .home:
            guard case .key(let key) = event else { return false }
            switch key.key {
            case .character("q"), .escape: return true
            case .character("o"):
                try app.restartOnboarding()
                resetPageState()
            default: break
            }
        case .onboarding(let onboarding):
            let before = onboarding.page
            try handle(event, in: onboarding)
            if onboarding.page != before { resetPageState() }
        }
        if case .home = app.mode, home == nil { home = try app.loadHome() }
        return false
    }

    private func handle(_ event: TerminalEvent, in onboarding: TransitOnboarding) throws {
        if case .key(let key) = event, key.key == .escape {
            if onboarding.canGoBack {
                try onboarding.back()
            } else {
                notice = onboarding.page == .location ? "This is the first page." : "Your region is saved; the pages before it are closed."
            }
            return
        }
        switch onboarding.page {
        case .location:
            guard case .key(let key) = event else { return }
            switch key.key {
            case .left, .right, .tab, .backTab: locationFocus = 1 - locationFocus
            case .character("a"): try onboarding.allowLocation()
            case .character("n"): try onboarding.declineLocation()
            case .enter: try locationFocus == 0 ? onboarding.allowLocation() : onboarding.declineLocation()
            default: break
            }
        case .region:
            if case .key(let key) = event, try handleRegionKey(key, onboarding) { return }
            if filter.handle(event) { list.select(0, count: matches.count, visibleRows: listRows) }
        case .alerts:
            guard case .key(let key) = event else { return }
            _ = try onboarding.alertsStep.handle(key)
        case .whatChanged:
            guard case .key(let key) = event, key.key == .enter || key.text == " " else { return }
            try onboarding.finishNotes()
        case nil:
            break
        }
    }

    /// List keys and Enter on the region page; false leaves the key to the text field.
    private func handleRegionKey(_ key: KeyEvent, _ onboarding: TransitOnboarding) throws -> Bool {
        let found = matches
        if key.key == .enter {
            if let index = list.selected, index < found.count {
                try onboarding.chooseRegion(found[index])
            } else {
                notice = TransitTexts.noRegionMatches(filter.text)
            }
            return true
        }
        return list.handle(key, count: found.count, visibleRows: listRows)
    }

    private func resetPageState() {
        locationFocus = 0
        filter = TextFieldState()
        list = ListState(selected: 0)
        home = nil
    }

    // MARK: - View

    /// The frame for a terminal of `size`.
    public func render(size: TerminalSize) -> Buffer {
        var buffer = Buffer(size: size)
        let area = Rect(size: size)
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            buffer.render(TooSmallMessage(required: Self.minimumSize, actual: size, theme: theme), in: area)
            return buffer
        }
        let rows = area.splitVertically([.fixed(1), .fixed(1), .flex(1), .fixed(1), .fixed(1)])
        let body = rows[2].inset(by: Insets(left: 2, right: 2))
        buffer.drawHorizontalRule(x: 0, y: rows[1].y, width: size.width, style: theme.border)
        switch app.mode {
        case .home:
            titleBar(home?.title ?? "Threshold Transit", progress: nil, in: rows[0], buffer: &buffer)
            var y = body.y
            for line in home?.lines ?? ["Your data could not be read."] where y < body.maxY {
                y += buffer.putWrapped(line, in: Rect(x: body.x, y: y, width: body.width, height: body.maxY - y),
                                       style: theme.text)
            }
            hints("o run onboarding again · q quit", in: rows[4], buffer: &buffer)
        case .onboarding(let onboarding):
            titleBar("Threshold Transit", progress: onboarding.progress, in: rows[0], buffer: &buffer)
            renderPage(onboarding, in: body, buffer: &buffer)
            hints(pageHints(onboarding), in: rows[4], buffer: &buffer)
        }
        if let notice {
            buffer.put(notice, in: rows[3].inset(by: Insets(left: 2, right: 2)), style: theme.danger)
        }
        return buffer
    }

    private func renderPage(_ onboarding: TransitOnboarding, in body: Rect, buffer: inout Buffer) {
        let heading = Rect(x: body.x, y: body.y, width: body.width, height: 1)
        let content = Rect(x: body.x, y: body.y + 2, width: body.width, height: max(0, body.height - 2))
        switch onboarding.page {
        case .location:
            buffer.put(TransitTexts.locationTitle, in: heading, style: theme.title)
            let used = buffer.putWrapped(TransitTexts.locationExplanation,
                                         in: content, style: theme.text)
            let y = content.y + used + 1
            let allow = Button(TransitTexts.allowLocation, isFocused: locationFocus == 0, theme: theme)
            buffer.render(allow, in: Rect(x: content.x, y: y, width: allow.width, height: 1))
            buffer.render(Button(TransitTexts.notNow, isFocused: locationFocus == 1, theme: theme),
                          in: Rect(x: content.x + allow.width + 2, y: y, width: content.width - allow.width - 2, height: 1))
        case .region:
            buffer.put(TransitTexts.regionTitle, in: heading, style: theme.title)
            let label = "Filter: "
            buffer.put(label, in: Rect(x: content.x, y: content.y, width: content.width, height: 1), style: theme.muted)
            let fieldWidth = min(32, content.width - label.count)
            buffer.render(TextField(state: filter, placeholder: TransitTexts.regionPlaceholder, theme: theme),
                          in: Rect(x: content.x + label.count, y: content.y, width: fieldWidth, height: 1))
            let listArea = Rect(x: content.x, y: content.y + 2, width: content.width, height: max(0, content.height - 2))
            listRows = max(1, listArea.height)
            let found = matches
            if found.isEmpty {
                buffer.put(TransitTexts.noRegionMatches(filter.text), in: listArea, style: theme.muted)
            } else {
                let items = found.map { ListItem($0.name, detail: $0.area) }
                buffer.render(ListView(items: items, state: list, theme: theme), in: listArea)
            }
        case .alerts:
            buffer.put(TransitTexts.alertsTitle, in: heading, style: theme.title)
            onboarding.alertsStep.render(in: content, buffer: &buffer, theme: theme)
        case .whatChanged(let notes):
            buffer.put(notes.title, in: heading, style: theme.title)
            var y = content.y
            for line in notes.lines where y < content.maxY {
                y += buffer.putWrapped("• " + line, in: Rect(x: content.x, y: y, width: content.width, height: content.maxY - y),
                                       style: theme.text)
            }
            buffer.render(Button("Continue", isFocused: true, theme: theme),
                          in: Rect(x: content.x, y: min(y + 1, content.maxY - 1), width: content.width, height: 1))
        case nil:
            break
        }
    }

    private func pageHints(_ onboarding: TransitOnboarding) -> String {
        let back = onboarding.canGoBack ? " · Esc back" : ""
        switch onboarding.page {
        case .location: return "←/→ choose · Enter confirm · Ctrl-C quit"
        case .region: return "type to filter · ↑/↓ select · Enter choose\(back)"
        case .alerts: return "↑/↓ move · Space toggle · Enter on Continue\(back)"
        case .whatChanged: return "Enter continue"
        case nil: return ""
        }
    }

    private func titleBar(_ title: String, progress: StepProgress?, in row: Rect, buffer: inout Buffer) {
        buffer.fill(row, style: theme.selection)
        var titleWidth = row.width - 2
        if let progress {
            let indicator = StepIndicator(step: progress.index, total: progress.total, theme: theme)
            let width = indicator.text.count + 2 + progress.total * 2 - 1
            let area = Rect(x: max(row.x, row.maxX - width - 1), y: row.y, width: width, height: 1)
            buffer.render(indicator, in: area)
            titleWidth = area.x - row.x - 2
        }
        buffer.put(title, in: Rect(x: row.x + 1, y: row.y, width: max(0, titleWidth), height: 1), style: theme.selection)
    }

    private func hints(_ text: String, in row: Rect, buffer: inout Buffer) {
        buffer.put(text, in: row.inset(by: Insets(left: 1, right: 1)), style: theme.muted)
    }
}
