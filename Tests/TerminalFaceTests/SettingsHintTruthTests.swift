import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The reviewer's release build: Settings › App lock offered "x turn off" with the passcode off
/// and on "Re-encrypt all data" (x did nothing there, and Enter re-encrypts rather than "set/change"),
/// and Settings › Data directory offered "Enter open" (Enter did nothing). Each Settings page's
/// rows are walked here: every key the hint row shows on a row does something on it, and Enter
/// and `x` that do nothing are not shown.
@Suite struct SettingsHintTruthTests {
    static let size = TerminalSize(width: 80, height: 24)

    /// The hint row's keys (untranslated: "Enter" for its translations, letters as they are).
    static func hintedKeys(_ state: AppState) -> Set<String> {
        let row = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.last ?? ""
        // "Space/Enter toggle" names two keys.
        return Set(row.components(separatedBy: "  ").flatMap { hint -> [String] in
            let key = hint.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }
            guard !key.isEmpty else { return [] }
            let keys = key.count > 1 && key.contains("/") ? key.split(separator: "/").map(String.init) : [String(key)]
            return keys.map { HintBar.role(of: $0) == .primary ? "Enter" : $0 }
        })
    }

    /// Whether `event` changes anything: the screen, an alert, or an effect to run.
    static func acts(_ state: AppState, _ event: KeyEvent) -> Bool {
        var after = state
        let effects = AppUpdate.update(&after, .key(event))
        return !effects.isEmpty || after != state
    }

    static let off = LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil, wipeAfter: nil, failedAttempts: 0)

    @Test(arguments: [true, false])
    func everyHintedKeyActsOnEveryAppLockRow(lockOn: Bool) {
        Texts.with(.english) {
            for hasRecoveryKey in [true, false] {
                for row in LockSettingsState.Row.allCases {
                    var screen = LockSettingsState(status: lockOn ? ScreenCatalog.lockStatus : Self.off,
                                                   hasRecoveryKey: hasRecoveryKey)
                    screen.selected = row
                    let state = ScreenCatalog.onLock(Self.size, [.lockSettings(screen)])
                    let keys = Self.hintedKeys(state)
                    let name = "\(row) lock \(lockOn) recovery key \(hasRecoveryKey): \(keys.sorted())"
                    #expect(keys.contains("Enter") && Self.acts(state, KeyEvent(.enter)), "\(name)")
                    #expect(keys.contains("x") == Self.acts(state, KeyEvent(.character("x"))), "\(name)")
                    #expect(keys.contains("Esc") && Self.acts(state, KeyEvent(.escape)), "\(name)")
                }
            }
        }
    }

    @Test func reEncryptNamesWhatEnterDoesAndThePasscodeOffHasNoX() {
        Texts.with(.english) {
            var screen = LockSettingsState(status: ScreenCatalog.lockStatus, hasRecoveryKey: true)
            screen.selected = .rekey
            #expect(LockSettingsScreen.hints(screen) == "↑↓ choose  Enter re-encrypt  Esc back")
            screen = LockSettingsState(status: Self.off)
            #expect(LockSettingsScreen.hints(screen) == "↑↓ choose  Enter set/change  Esc back")
        }
        // In German the same hints go, by their keys.
        Texts.with(Translator(preferences: ["de"])) {
            #expect(LockSettingsScreen.hints(LockSettingsState(status: Self.off)) == "↑↓ wählen  Enter festlegen/ändern  Esc zurück")
            #expect(SettingsScreen.hints(selected: SettingsEntry.allCases.firstIndex(of: .dataDirectory) ?? 0)
                == "↑↓ wählen  Esc zurück")
        }
        Texts.with(Translator(preferences: ["fr"])) {
            #expect(!SettingsScreen.hints(selected: SettingsEntry.allCases.firstIndex(of: .dataDirectory) ?? 0)
                .contains("Entrée"))
        }
    }

    /// Settings › Server operators said "Space toggle  Enter open/accept" on every row: Space did
    /// nothing on the two buttons, and Enter toggled an operator. Each row, with and without a
    /// selection and while saving, now shows Space only where it toggles and Enter only where it
    /// opens or accepts.
    @Test(arguments: [true, false])
    func everyHintedKeyActsOnEveryOperatorsRow(anySelected: Bool) {
        Texts.with(.english) {
            let states = [OperatorState(id: "lumen", enabled: anySelected, roles: ["storage"], acceptedVersion: "1", acceptedAt: 1),
                          OperatorState(id: "harbor", enabled: false, roles: [], acceptedVersion: nil, acceptedAt: nil)]
            for saving in [false, true] {
                var screen = OperatorSettingsState()
                screen.loaded(states)
                screen.isSaving = saving
                for focus in 0..<screen.rowCount {
                    screen.focus = focus
                    var state = ScreenCatalog.home(Self.size)
                    state.stack = [.settings(selected: 0), .operatorSettings(screen)]
                    let keys = Self.hintedKeys(state)
                    let name = "row \(focus) selected \(anySelected) saving \(saving): \(keys.sorted())"
                    let isOperator = focus < states.count
                    #expect(keys.contains("Space") == Self.acts(state, KeyEvent(.character(" "))), "\(name)")
                    #expect(keys.contains("Space") == isOperator, "\(name)")
                    // Enter toggles an operator too: the row says so (it said only Space).
                    #expect(keys.contains("Enter") == Self.acts(state, KeyEvent(.enter)), "\(name)")
                    #expect(keys.contains("Esc") && Self.acts(state, KeyEvent(.escape)), "\(name)")
                }
            }
        }
        Texts.with(Translator(preferences: ["de"])) {
            var screen = OperatorSettingsState()
            screen.loaded([OperatorState(id: "lumen", enabled: true, roles: [], acceptedVersion: nil, acceptedAt: nil)])
            #expect(OperatorSettingsScreen.hints(screen) == "↑↓ wählen  Leertaste/Enter umschalten  Esc zurück")
            screen.focus = 2
            #expect(OperatorSettingsScreen.hints(screen) == "↑↓ wählen  Enter annehmen  Esc zurück")
        }
    }

    @Test func everyHintedKeyActsOnEverySettingsEntry() {
        Texts.with(.english) {
            for (index, entry) in SettingsEntry.allCases.enumerated() {
                var state = ScreenCatalog.home(Self.size)
                state.stack = [.settings(selected: index)]
                let keys = Self.hintedKeys(state)
                #expect(keys.contains("Enter") == Self.acts(state, KeyEvent(.enter)), "\(entry): \(keys.sorted())")
                #expect(keys.contains("Esc") && Self.acts(state, KeyEvent(.escape)), "\(entry)")
            }
        }
    }

    @Test func everyHintedKeyActsOnEveryNotificationMode() {
        Texts.with(.english) {
            for index in NotificationSettingsState.modes.indices {
                var screen = NotificationSettingsState()
                screen.settings = NotificationSettings(mode: .periodic, tokenState: .waitingForToken, intervalMinutes: 10,
                                                       nextCheckAt: 1_767_225_600)
                screen.selected = index
                var state = ScreenCatalog.home(Self.size)
                state.stack = [.settings(selected: 4), .notificationSettings(screen)]
                let keys = Self.hintedKeys(state)
                #expect(keys.contains("Enter") && Self.acts(state, KeyEvent(.enter)), "mode \(index): \(keys.sorted())")
                #expect(keys.contains("Esc") && Self.acts(state, KeyEvent(.escape)), "mode \(index)")
            }
        }
    }
}
