import Foundation
import TestSupport

/// The built `threshold` in a tmux pane (TestSupport's ``TmuxPane``) on this suite's own socket,
/// driven as a user would: send keys, read the screen. Killed by name when released.
final class TmuxSession {
    static let socket = "threshold-e2e"

    static var isAvailable: Bool { TmuxPane.isAvailable(socket: socket) }

    static var threshold: String {
        BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
    }

    private let pane: TmuxPane

    var name: String { pane.name }

    /// Starts `command` (a shell command line) in a pane of `width` x `height` (100x30 by default).
    init(_ command: String, width: Int = 100, height: Int = 30) throws {
        pane = try TmuxPane(socket: Self.socket, command: "env TERM=xterm-256color NO_COLOR= THRESHOLD_HOME= \(command)",
                            width: width, height: height, prefix: "tui-e2e")
    }

    /// The pane's text.
    func screen() -> String { pane.screen() }

    /// Sends tmux key names (`Enter`, `C-c`, `Down`…).
    func keys(_ keys: String...) throws { _ = try Self.tmux(["send-keys", "-t", name] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try pane.type(text) }

    /// Pastes `text` as a bracketed paste.
    func paste(_ text: String) throws { try pane.paste(text) }

    /// Waits until the screen contains `text` (true) or `timeout` passes (false).
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> Bool { pane.waitFor(text, timeout: timeout) }

    /// Waits until the screen no longer contains `text` (true) or `timeout` passes (false).
    @discardableResult
    func waitUntilGone(_ text: String, timeout: Double = 10) -> Bool { pane.waitUntilGone(text, timeout: timeout) }

    /// Waits until the app in the pane has exited (the pane runs the command after it, or nothing):
    /// what it wrote on the way out is then on disk.
    @discardableResult
    func waitForExit(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !pane.currentCommand().contains("threshold") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    static func tmux(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        try TmuxPane.run(socket, arguments)
    }
}
