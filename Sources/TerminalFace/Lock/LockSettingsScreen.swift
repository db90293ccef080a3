import Features
import Terminal

/// Settings → App lock: the passcode, the self-destruct passcode and the attempt limit, each with
/// its state and an explanation of the selected one.
enum LockSettingsScreen {
    /// What the app lock does.
    static var explanation: String { LockSettingsText.explanation }

    /// Draws the screen.
    static func draw(_ screen: LockSettingsState, isBusy: Bool, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: SettingsText.appLock, trailing: nil, hints: hints(screen),
                   chrome: chrome, into: &buffer)
        let width = buffer.width - 2
        var y = 2
        let items = LockSettingsState.Row.allCases.map { row in
            ListItem(title(row), detail: detail(row, screen))
        }
        // On a short screen (under 20 rows) the selected row's help has no room; the list may
        // then reach the row above the status line (the re-key's bar keeps its own row), and the
        // explanation comes whole first: the list keeps what is left, at least three rows (two
        // beside the re-key's bar) and scrolls with ↑↓ (its ↑/↓ marks say so). Only a text
        // longer than that leaves (the pseudo-locale) ends after a whole word with "…". German at
        // 40x12 was cut after three rows so that the list kept four (issue 35).
        let short = buffer.height < 20
        // The re-key's page count may take two rows (Japanese at 40 columns was cut with "…").
        let progressText = screen.rekeyProgress.map { RekeyText.progress(copied: $0.copied, total: $0.total) }
        let statusRows = progressText.map { Frame.statusRows($0, width: buffer.width, limit: 2) } ?? 1
        let bottom = buffer.height - (short && screen.rekeyProgress == nil ? 2 : 2 + statusRows)
        let listRows = min(items.count, screen.rekeyProgress == nil ? 3 : 2)
        let introRows = short ? max(2, bottom - y - 1 - listRows) : Int.max
        let lines = TextWrap.wrap(explanation, width: max(1, width), maxLines: introRows)
        for (row, line) in lines.enumerated() {
            buffer.put(line, in: Rect(x: 1, y: y + row, width: width, height: 1), style: theme.muted)
        }
        y += lines.count + 1
        var list = ListState()
        // On a short terminal the list scrolls to keep the selected row in view.
        let area = Rect(x: 1, y: y, width: width, height: max(1, min(items.count, bottom - y)))
        list.select(screen.selected.rawValue, count: items.count, visibleRows: area.height)
        // A label too long beside its state wraps (Spanish "Borrar tras códigos incorrectos").
        buffer.render(ListView(items: items, state: list, theme: theme, wrapsTitles: true), in: area)
        y += area.height + 1
        let rest = max(0, buffer.height - 2 - y)
        if let progress = screen.rekeyProgress {
            // The re-key's progress: a bar and the pages copied, on the two rows above the hints.
            // Above the status line (on a short screen it was drawn on it, under the page count).
            let bar = short ? max(area.maxY, buffer.height - 2 - statusRows) : max(y, buffer.height - 2 - statusRows)
            buffer.render(ProgressBar(fraction: progress.fraction, theme: theme, percentText: Formats.percent), in: Rect(x: 1, y: bar, width: width, height: 1))
            Frame.status(RekeyText.progress(copied: progress.copied, total: progress.total), style: theme.muted,
                         firstFree: bar + 1, into: &buffer)
            buffer.putWrapped(help(screen.selected, screen), in: Rect(x: 1, y: y, width: width, height: max(0, bar - y - 1)),
                              style: theme.text)
            return
        }
        buffer.putWrapped(help(screen.selected, screen), in: Rect(x: 1, y: y, width: width, height: rest),
                          style: theme.text)
        if isBusy { Frame.status(tr("Saving…"), style: theme.muted, into: &buffer) }
    }

    /// The keys that act on the selected row (``LockSettingsState/enterAction``,
    /// ``LockSettingsState/removesWithX``): `x` only where something is set to turn off, and
    /// Enter's own words on "Re-encrypt all data" (the reviewer saw "x turn off" and
    /// "Enter set/change" there, and "x turn off" with the passcode off).
    static func hints(_ screen: LockSettingsState) -> String {
        switch screen.enterAction {
        case .rekey:
            return tr("↑↓ choose  Enter re-encrypt  Esc back")
        case .setOrChange:
            let all = tr("↑↓ choose  Enter set/change  x turn off  Esc back")
            return screen.removesWithX ? all : HintBar.without(keys: ["x"], in: all)
        }
    }

    /// A row's label.
    static func title(_ row: LockSettingsState.Row) -> String {
        switch row {
        case .passcode: LockSettingsText.passcode
        case .selfDestruct: LockSettingsText.selfDestruct
        case .wipeAfter: LockSettingsText.wipeAfter
        case .protection: SettingsText.protection
        case .recoveryKey: RecoveryAppText.recoveryKey
        case .rekey: RecoveryAppText.rekeyTitle
        }
    }

    /// A row's state.
    static func detail(_ row: LockSettingsState.Row, _ screen: LockSettingsState) -> String {
        let status = screen.status
        return switch row {
        case .passcode: status.isOn ? SettingsText.on : SettingsText.off
        case .selfDestruct: status.selfDestructOn ? SettingsText.on : SettingsText.off
        case .wipeAfter: status.wipeAfter.map(LockSettingsText.wipeAfterState) ?? SettingsText.off
        case .protection: LockSettingsText.levelShort(status.level)
        case .recoveryKey: RecoveryAppText.state(screen.hasRecoveryKey)
        case .rekey: ""
        }
    }

    /// What the selected row does and what Enter and `x` will do.
    static func help(_ row: LockSettingsState.Row, _ screen: LockSettingsState) -> String {
        let status = screen.status
        return switch row {
        case .passcode:
            status.isOn
                ? tr("Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit).")
                : tr("Enter sets a passcode (typed twice). If you forget it, your data can't be opened.")
        case .selfDestruct:
            status.selfDestructOn
                ? tr("Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would.",
                     ["name": .user(status.selfDestructName ?? "")])
                : tr("Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would.")
        case .wipeAfter:
            status.wipeAfter.map {
                trn("Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts.",
                    "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts.",
                    count: $0)
            } ?? tr("Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts.")
        case .protection:
            status.isOn ? SettingsText.levelNeedsPasscodeOff : LockSettingsText.levelHelp
        case .recoveryKey:
            RecoveryAppText.help(screen.hasRecoveryKey)
        case .rekey:
            RecoveryAppText.rekeyHelp
        }
    }
}
