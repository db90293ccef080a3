@testable import Features
import Foundation
import JourneySupport
import Terminal
@testable import TerminalFace
import TestSupport
import ThresholdCore

/// The journeys through the full-screen app on an in-memory terminal (80x24), with keys as a
/// person presses them: rows and menu entries are reached with the arrow keys, forms filled with
/// typed text and Tab, alerts answered with Enter or Esc. What the user saw is every screen drawn
/// during the step.
final class FullScreenJourneyFace: JourneyFace {
    static let name = "full screen"
    let folder: JourneyFolder
    let backend = TestBackend(size: TerminalSize(width: 80, height: 24))
    var runner: InlineEffectRunner
    var app: TUIApp<TestBackend>
    private var seen = ""
    /// The export screen is left open once it exported: finalizing is chosen there.
    private var onExportedScreen = false
    /// The new device's app runs in a tmux pane on this socket (the journey's own).
    static let tmuxSocket = "threshold-journeys"

    static func cannotDo(_ journey: Journey) -> String? {
        if journey.runsCommands { return JourneyCommands.noCommandLine }
        if journey.setup.seededMessages > 0 { return JourneyMigration.smallArchiveOnly }
        if journey.migrates, !TmuxPane.isAvailable(socket: tmuxSocket) { return "tmux is not installed: the new device's app runs in a tmux pane" }
        return JourneyLanguages.typedCodeReason(journey)
    }

    init(folder: JourneyFolder) throws {
        self.folder = folder
        (runner, app) = try Self.launch(on: folder, backend: backend)
        try settle()
        // The lock screen first, when the lock is on: the passcode, then Enter.
        if case .locked = app.state.root, folder.setup.unlockAtStart, let passcode = folder.passcode {
            try type(passcode)
            try press(.enter)
        }
    }

    /// The app on the folder, started (what `threshold` does at launch).
    private static func launch(on folder: JourneyFolder, backend: TestBackend) throws -> (InlineEffectRunner, TUIApp<TestBackend>) {
        let brand = JourneyFolder.brand
        // As `threshold` starts it: the app holds the folder, its own lock screen passes the lock.
        let runner = InlineEffectRunner(session: try folder.openApp(passLock: { _ in }))
        let clock = SteppingClock(step: 0.001)
        let chrome = AppChrome(theme: .dark, brand: brand, themeDescription: "dark", dataDirectory: folder.path)
        let app = try TUIApp(backend: backend, colorMode: .trueColor, chrome: chrome, runner: runner,
                             lockDelay: runner.session.lockDelay, clock: { clock.now() })
        app.start()
        return (runner, app)
    }

    // MARK: Keys

    private func settle() throws {
        try app.step(timeout: .zero)
        seen += backend.lines.joined(separator: "\n") + "\n"
    }
    private func type(_ text: String) throws {
        backend.type(text)
        try settle()
    }
    private func press(_ key: Key, times: Int = 1) throws {
        for _ in 0..<times { backend.enqueue(.key(KeyEvent(key))) }
        try settle()
    }
    private var screen: String { backend.lines.joined(separator: "\n") }

    /// The passcode sheet, when the step asked for it: the passcode, then Enter.
    private func passcodeIfAsked() throws {
        guard let passcode = folder.passcode, case .lock(let route) = app.state.top, route.isSheet else { return }
        try type(passcode)
        try press(.enter)
        seen += JourneyFolder.passcodeAsked + "\n"
    }

    /// Back to the chat list: Esc until no screen or alert is left.
    private func home() throws {
        for _ in 0..<12 where !app.state.stack.isEmpty || app.state.alert != nil { try press(.escape) }
    }

    /// Moves the menu/settings marker "›" to the line with `label` (arrow keys, as a person would).
    private func select(_ label: String) throws {
        for key in [Key.down, .up] {
            for _ in 0..<40 {
                if marked(label) { return }
                try press(key)
            }
        }
        throw JourneyFailure("no \"\(label)\" to select on the full screen:\n\(screen)")
    }
    private func marked(_ label: String) -> Bool {
        backend.lines.contains { line in
            guard let mark = line.firstIndex(of: "›") else { return false }
            return line[line.index(after: mark)...].trimmingPrefix(" ").hasPrefix(label)
        }
    }

    /// From the chat list: p opens the user picker, whose first entry is "Your chat profiles".
    private func openProfiles() throws {
        try home()
        try type("p")
        try select(ProfilesText.title)
        try press(.enter)
    }

    /// Your chat profiles, with the row of `name` selected.
    private func selectProfile(_ name: String) throws {
        if case .profiles = app.state.top {} else { try openProfiles() }
        guard case .profiles(let profiles) = app.state.top else { throw JourneyFailure("p did not open Your chat profiles:\n\(screen)") }
        let rows = profiles.rows(visible: app.state.snapshot.profiles, active: app.state.snapshot.active)
        guard let index = rows.firstIndex(where: { if case .profile(let p) = $0 { p.name == name } else { false } }) else {
            throw JourneyFailure("no row \"\(name)\" in Your chat profiles:\n\(screen)")
        }
        let delta = index - profiles.selected
        if delta != 0 { try press(delta > 0 ? .down : .up, times: abs(delta)) }
    }

    /// The row's actions menu, then one of its entries.
    private func profileAction(_ name: String, _ action: ProfileAction) throws {
        try selectProfile(name)
        try press(.enter)
        try select(action.title)
        try press(.enter)
        try passcodeIfAsked()
    }

    /// Enter until the form is left or an alert opens (Enter goes to the next field, then acts);
    /// a question ("Wipe after 5 wrong passcodes?") is answered with its last button, the one that
    /// goes on.
    private func submitForm() throws {
        let depth = app.state.stack.count
        for _ in 0..<4 where app.state.alert == nil && app.state.stack.count == depth {
            try press(.enter)
            try passcodeIfAsked()
        }
        if let alert = app.state.alert, alert.buttons.count > 1,
           !alert.buttons.contains(where: { if case .applyCorrectedName = $0.command { true } else { false } }) {
            try accept()
        }
    }

    /// The open alert's last button (Delete, Wipe, Correct name): focused with the arrow keys, then Enter.
    private func accept() throws {
        for _ in 0..<4 {
            guard let alert = app.state.alert, alert.focused != alert.buttons.count - 1 else { break }
            try press(.right)
        }
        try press(.enter)
        try passcodeIfAsked()
    }

    /// Settings (s on the chat list), then the entry `label`.
    private func openSetting(_ label: String) throws {
        try home()
        try type("s")
        try select(label)
        try press(.enter)
        try passcodeIfAsked()
    }

    /// Settings › Server operators (opened when not on top), with the focus moved (arrow keys) to
    /// the row `index` gives: an operator, View conditions, Accept conditions.
    private func focusOperatorRow(_ index: (OperatorSettingsState) -> Int?) throws {
        if case .operatorSettings = app.state.top {} else { try openSetting(tr("Server operators")) }
        guard case .operatorSettings(let operators) = app.state.top, let target = index(operators) else {
            throw JourneyFailure("no such row in Settings › Server operators:\n\(screen)")
        }
        let delta = target - operators.focus
        if delta != 0 { try press(delta > 0 ? .down : .up, times: abs(delta)) }
    }

    /// The new device: the built `threshold` on ``JourneyFolder/newDevice`` in a tmux pane, as a
    /// person starts it there: Welcome, m (Migrate from another device), the link pasted, Enter,
    /// and the other device's passcode when asked. What it showed: every screen captured while it
    /// worked, and the last one with its lines joined (an alert's wrapped sentences whole).
    private func importOnNewDevice() throws -> String {
        let binary = BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
        let pane = try TmuxPane(socket: Self.tmuxSocket,
                                command: "exec env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 TERM=xterm-256color THRESHOLD_HOME= '\(binary)' --data-dir '\(folder.newDevice.path)'",
                                width: 100, height: 30, prefix: "journeys5")
        guard pane.waitFor(OnboardingText.migrate, timeout: 30) else { throw JourneyFailure("no Welcome on the new device:\n\(pane.screen())") }
        try pane.type("m")
        guard pane.waitFor(tr("Migration link"), timeout: 30) else { throw JourneyFailure("m opened no import screen:\n\(pane.screen())") }
        try pane.paste(folder.exportedLink ?? "")
        try pane.keys("Enter")
        var screens: [String] = []
        var answered = false
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let shown = pane.screen()
            if screens.last != shown { screens.append(shown) }
            if shown.contains(tr("Migration complete")) || shown.contains(tr("Import failed: {reason}", ["reason": .text("")]).trimmingCharacters(in: .whitespaces)) { break }
            if !answered, shown.contains(tr("Type the passcode  Enter continue  Esc stop the import")), let passcode = folder.passcode {
                try pane.type(passcode)
                try pane.keys("Enter")
                answered = true
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let last = screens.last ?? ""
        let joined = last.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │║┃╭╮╰╯─")) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        return JourneyProgress.marked(screens.joined(separator: "\n")) + "\n" + joined + "\n"
    }

    // MARK: Intents

    func perform(_ intent: Journey.Intent) throws -> String {
        seen = ""
        switch intent {
        case .hide(let name, let password):
            try profileAction(name, .hide)
            try type(password)
            try press(.tab)
            try type(password)
            try submitForm()
            try home()
        case .reveal(let password):
            try openProfiles()
            try type(password)
            runner.fireTimers()
            try settle()
        case .switchTo(let name):
            try profileAction(name, .activate)
            try home()
        case .read(let contact):
            try home()
            guard let index = app.state.snapshot.chats.firstIndex(where: { $0.contact == contact }) else {
                throw JourneyFailure("no chat \"\(contact)\" in the chat list:\n\(screen)")
            }
            let delta = index - app.state.chatSelection
            if delta != 0 { try press(delta > 0 ? .down : .up, times: abs(delta)) }
            try press(.enter)
            try home()
        case .mute(let name):
            try profileAction(name, .mute)
            try home()
        case .unmute(let name):
            try profileAction(name, .unmute)
            try home()
        case .delete(let name, let confirm):
            try profileAction(name, .delete)
            try select(ProfileDeleteText.localOnly)
            try press(.enter)
            // The confirmation: Esc cancels (its first button), its last button deletes.
            if confirm { try accept() } else { try press(.escape) }
            try home()
        case .create(let name, let bio):
            try home()
            try type("s")
            try select(tr("Create profile"))
            try press(.enter)
            try type(name)
            try press(.tab)
            try type(bio)
            try submitForm()
            if let alert = app.state.alert {
                // "Correct name to X?" answers with its last (focused) button; anything else is closed.
                let offersCorrection = alert.buttons.contains { if case .applyCorrectedName = $0.command { true } else { false } }
                try press(.enter)
                if offersCorrection { try submitForm() }
            }
            try home()
        case .wipeAfter(let text):
            try home()
            try type("s")
            try select(LockText.title)
            try press(.enter)
            try passcodeIfAsked()
            try select(LockText.wipeAfterEntry)
            try press(.enter)
            try passcodeIfAsked()
            // Clear what the field holds, type the new value, then save.
            try press(.end)
            try press(.backspace, times: 8)
            try type(text)
            try submitForm()
            try home()
        case .welcomeCreate:
            try press(.enter)
        case .restart:
            // Quitting ends the process, and with it the app's hold on the folder.
            runner.session.end()
            (runner, app) = try Self.launch(on: folder, backend: backend)
            try settle()
        case .back:
            try press(.escape)
        case .unlock(let passcode):
            try type(passcode)
            try press(.enter)
            runner.fireTimers()
            try settle()
            try folder.typedAtLockScreen(passcode)
        case .language(let code):
            try openSetting(SettingsText.language)
            try select(code.map { SettingsText.languageName($0) } ?? SettingsText.followSystemLanguage)
            try press(.enter)
            try home()
        case .theme(let name):
            guard let theme = ThemeSetting(rawValue: name) else { throw JourneyFailure("no theme \(name)") }
            try openSetting(SettingsText.theme)
            try select(theme.title)
            try press(.enter)
            try home()
        case .checkData:
            try openSetting(SettingsText.checkData)
            try home()
        case .recover(let newPasscode):
            // The lock screen's "Forgot passcode?" (Tab), the key, the level (Enter keeps the
            // passcode), the new passcode twice, then the alert that says it worked.
            try press(.tab)
            try press(.enter)
            try type(folder.recoveryKey ?? "")
            try press(.enter)
            try press(.enter)
            try type(newPasscode)
            try press(.enter)
            try type(newPasscode)
            try press(.enter)
            runner.fireTimers()
            try settle()
            if app.state.alert != nil { try press(.enter) }
            if case .locked = app.state.root {} else { folder.recovered(newPasscode: newPasscode) }
        case .whatsNew:
            try openSetting(tr("What's new"))
            try home()
        case .toggleOperator(let id):
            try focusOperatorRow { $0.operators.firstIndex { $0.id == id } }
            try press(.character(" "))
        case .acceptOperators:
            try focusOperatorRow { $0.operators.count + 1 }
            try press(.enter)
            try home()
        case .leaveOperators(let keep):
            try press(.escape)
            guard let alert = app.state.alert else { break }
            if keep {
                try accept()
            } else {
                for _ in 0..<4 where app.state.alert?.focused != 0 { try press(.left) }
                try press(.enter)
            }
            _ = alert
            try home()
        case .selfDestruct(let name, let passcode):
            try openSetting(LockText.title)
            try select(LockSettingsText.selfDestruct)
            try press(.enter)
            try passcodeIfAsked()
            // The name, then the passcode twice (Tab between the fields); Enter saves.
            try type(name)
            try press(.tab)
            try type(passcode)
            try press(.tab)
            try type(passcode)
            try submitForm()
            if let alert = app.state.alert, alert.buttons.count > 1 { try accept() }
            try home()
        case .export(let typed):
            // Settings › Migrate to another device: the passcode sheet first (typed, Enter); a
            // wrong one leaves the sheet saying so, and Esc goes back.
            try home()
            try type("s")
            try select(SettingsText.migrateToAnotherDevice)
            try press(.enter)
            if case .lock(let route) = app.state.top, route.isSheet {
                try type(typed ?? folder.passcode ?? "")
                try press(.enter)
                seen += JourneyFolder.passcodeAsked + "\n"
            }
            guard case .migrationExport = app.state.top else {
                try home()
                break
            }
            // Enter exports; the screen shows the link (`l` shows it alone, for copying).
            try press(.enter)
            for _ in 0..<20 {
                guard case .migrationExport(let screen) = app.state.top, case .exporting = screen.phase else { break }
                try settle()
            }
            if case .migrationExport(let screen) = app.state.top, case .exported(let exported) = screen.phase {
                folder.exportedLink = exported.link
                seen += exported.link + "\n"
                // Finalizing is chosen on this screen (Enter): it stays open.
                onExportedScreen = true
            } else {
                try home()
            }
        case .importOnNewDevice:
            seen += try importOnNewDevice()
        case .finalize(let deleteLocal):
            guard onExportedScreen else { throw JourneyFailure("finalize without the export screen open:\n\(screen)") }
            onExportedScreen = false
            // Enter: Cancel, Keep using this device, Delete local data (Cancel focused).
            try press(.enter)
            if deleteLocal {
                try accept()
                // "Delete everything?" (Cancel focused): its last button deletes.
                try accept()
                try settle()
            } else {
                try press(.right)
                try press(.enter)
                // The exported archive is kept: its question closed with Esc.
                try settle()
                if app.state.alert != nil { try press(.escape) }
                try home()
            }
        case .command:
            throw JourneyFailure("not done by this face: \(intent)")
        case .secondApp:
            seen += try folder.startSecondApp()
        case .importReplacing:
            seen += try folder.importReplacing()
        }
        return seen
    }
}
