import Features
import Terminal
import Testing
@testable import TerminalFace

/// Issue 31: the full screen told users to run `threshold migrate finalize` and to give
/// `--archive FILE`: finalizing is a choice on its export screen, and the import asks where the
/// archive is. No screen of the catalog names either (the command line's own texts may).
@Suite struct FullScreenNamesNoFinalizeCommandTests {
    @Test func noScreenNamesTheFinalizeCommandOrTheArchiveOption() {
        let size = TerminalSize(width: 80, height: 24)
        for (name, state) in ScreenCatalog.all(size) + OnboardingCatalog.all(size) {
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: " ")
            #expect(!text.contains("migrate finalize"), "\(name) names threshold migrate finalize")
            #expect(!text.contains("--archive"), "\(name) names --archive")
        }
    }
}
