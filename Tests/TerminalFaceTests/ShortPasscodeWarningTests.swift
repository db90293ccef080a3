import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Issue 31: the short-passcode warning was cut mid-sentence ("…is far") at 80x24 and 100x30 and
/// sent users to `docs/security.md`. Drawn on the passcode form at both sizes, it shows whole and
/// names no file or command.
@Suite struct ShortPasscodeWarningTests {
    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 100, height: 30)])
    func theWarningShowsWhole(size: TerminalSize) throws {
        let warning = try #require(NewPasscode.warning(for: "1234"))
        var form = LockFormState(kind: .passcode(isChange: false))
        form.passcode = TextFieldState(text: "1234")
        form.confirmation = TextFieldState(text: "1234")
        form.focus = .save
        var state = ScreenCatalog.onLock(size, [.lockForm(form)])
        state.size = size
        let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
        // The form's lines joined with single spaces: a sentence wrapped over lines reads whole.
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "│"))) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        #expect(joined.contains(warning), "the warning is cut at \(size.width)x\(size.height):\n\(lines.joined(separator: "\n"))")
        #expect(!joined.contains("docs/security.md") && !joined.contains("threshold "), "\(joined)")
    }
}
