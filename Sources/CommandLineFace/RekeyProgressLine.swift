import Features
import Foundation
import TerminalIO

/// The re-key after a hide, an unhide or a delete, on one stderr line (rewritten in place), only
/// when stderr is a terminal. `@unchecked Sendable`: a command runs on one thread, which is also
/// the one the re-key reports on.
final class RekeyProgressLine: @unchecked Sendable {
    private let console: Console
    private let enabled = isatty(STDERR_FILENO) == 1
    private var drawn = false

    init(console: Console) { self.console = console }

    func show(copied: Int, total: Int) {
        guard enabled else { return }
        console.err("\r\u{1B}[2K" + RekeyText.progress(copied: copied, total: total))
        drawn = true
    }

    /// Clears the line once the command ends.
    func finish() {
        if drawn { console.err("\r\u{1B}[2K") }
        drawn = false
    }
}
