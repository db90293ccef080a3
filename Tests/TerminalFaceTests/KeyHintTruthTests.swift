import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Issue 31: key hints lied. The user picker showed "q quit" (the chat list's hint) though q
/// does not quit there; How it works showed
/// Welcome's keys; Home/End/PgUp/PgDn did nothing in Settings. Each hint shown is a key that
/// does what it says, tried on the running app.
@Suite struct KeyHintTruthTests {
    /// The bottom line, where the hints are.
    private func hints(_ h: AppHarness) -> String { h.lines.last ?? "" }

    @Test func theUserPickerPromisesNoQuitAndQClosesIt() throws {
        let h = try AppHarness { try $0.createProfile(name: "Ann") }
        try h.type("p")
        guard case .menu = h.state.top else { Issue.record("p opened no user picker:\n\(h.text)"); return }
        #expect(!hints(h).contains(tr("q quit")) && !hints(h).contains("q quit"), "\(h.text)")
        // q is no key of the picker: the app does not quit under it; Esc closes it.
        try h.type("q")
        #expect(!h.state.shouldQuit, "q in the picker does not quit the app")
        try h.press(KeyEvent(.escape))
        #expect(h.state.stack.isEmpty, "Esc closes the picker, back on the chat list")
    }

    @Test func howItWorksShowsItsOwnKeysNotWelcomes() throws {
        let h = try AppHarness(onboarded: false)
        let welcome = hints(h)
        try h.type("i")
        #expect(hints(h) != welcome, "How it works keeps Welcome's hints: \(hints(h))")
        #expect(!hints(h).contains("c create") && !hints(h).contains("m migrate"), "\(hints(h))")
    }

    @Test func homeEndAndPageKeysMoveInSettings() throws {
        let h = try AppHarness { try $0.createProfile(name: "Ann") }
        try h.type("s")
        let last = SettingsEntry.allCases.count - 1
        try h.press(KeyEvent(.end))
        #expect(h.state.top == .settings(selected: last))
        try h.press(KeyEvent(.home))
        #expect(h.state.top == .settings(selected: 0))
        try h.press(KeyEvent(.pageDown))
        guard case .settings(let down) = h.state.top else { Issue.record("not on Settings"); return }
        #expect(down > 0)
        try h.press(KeyEvent(.pageUp))
        #expect(h.state.top == .settings(selected: 0))
    }
}
