import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Issue 31: the first delete stage focused a destructive choice, so Enter at once went on to
/// deleting. Cancel is selected, as in the desktop's dialog (DialogFlowTests) and the second stage.
@Suite struct DeleteStageFocusTests {
    @Test func theFirstDeleteStageSelectsCancel() {
        var state = ScreenCatalog.onProfiles(TerminalSize(width: 80, height: 24))
        let menu = AppUpdate.deleteChoice(ProfileRef("Bob Stone"))
        #expect(menu.items[menu.selected].command == .close)
        #expect(!menu.items[menu.selected].isDestructive)
        state.stack.append(.menu(menu))
        // Enter closes the stage: no confirmation follows, nothing is deleted.
        let effects = AppUpdate.update(&state, .key(KeyEvent(.enter)))
        #expect(state.alert == nil)
        #expect(effects.isEmpty)
        if case .menu = state.top { Issue.record("the first stage is still open") }
    }
}
