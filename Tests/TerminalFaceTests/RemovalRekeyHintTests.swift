import Features
import Terminal
import Testing
@testable import TerminalFace

/// Issue 33: the re-key that ends a hide, an unhide or a delete (minutes on a large install) shows
/// its progress in the full screen, in the hint row of whatever screen is up, until it is done.
@Suite struct RemovalRekeyHintTests {
    let size = TerminalSize(width: 80, height: 24)

    func text(_ state: AppState) -> String {
        AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
    }

    @Test func theProgressShowsInTheHintRowUntilItIsDone() {
        var state = ScreenCatalog.onProfiles(size)
        let line = RekeyText.progress(copied: 2_560, total: 10_240)
        #expect(!text(state).contains(line))
        #expect(AppUpdate.update(&state, .removalRekeyProgress(RekeyProgress(copied: 2_560, total: 10_240))).isEmpty)
        #expect(text(state).contains(line))
        _ = AppUpdate.update(&state, .removalRekeyProgress(RekeyProgress(copied: 10_240, total: 10_240)))
        #expect(state.removalRekey == nil)
        #expect(!text(state).contains(RekeyText.progress(copied: 10_240, total: 10_240)))
    }

    @Test func theOperationsEndClearsIt() {
        var state = ScreenCatalog.home(size)
        _ = AppUpdate.update(&state, .removalRekeyProgress(RekeyProgress(copied: 1, total: 9)))
        #expect(text(state).contains(RekeyText.progress(copied: 1, total: 9)))
        _ = AppUpdate.update(&state, .operationSucceeded(.hide, state.snapshot))
        #expect(state.removalRekey == nil)
    }
}
