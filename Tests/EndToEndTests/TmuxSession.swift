import Foundation
import TestSupport

/// One tmux session (on a private socket) running the built `threshold`, driven as a user would:
/// send keys, read the screen. Killed by name when released.
final class TmuxSession {
    static let socket = "threshold-e2e"

    static var isAvailable: Bool {
        (try? TmuxSession.tmux(["-V"]).status) == 0
    }

    static var threshold: String {
        BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
    }

    let name = "tui-e2e-" + UUID().uuidString.prefix(8).lowercased()

    /// Starts `command` (a shell command line) in a pane of `width` x `height` (100x30 by default).
    init(_ command: String, width: Int = 100, height: Int = 30) throws {
        let result = try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                                    "env TERM=xterm-256color NO_COLOR= THRESHOLD_HOME= \(command)"])
        guard result.status == 0 else { throw POSIXError(.EIO) }
    }

    deinit {
        _ = try? Self.tmux(["kill-session", "-t", name])
    }

    /// The pane's text.
    func screen() -> String {
        (try? Self.tmux(["capture-pane", "-p", "-t", name]).stdout) ?? ""
    }

    /// Sends tmux key names (`Enter`, `C-c`, `Down`…).
    func keys(_ keys: String...) throws {
        _ = try Self.tmux(["send-keys", "-t", name] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        _ = try Self.tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Waits until the screen contains `text` (true) or `timeout` passes (false).
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Waits until the screen no longer contains `text` (true) or `timeout` passes (false).
    @discardableResult
    func waitUntilGone(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Waits until the app in the pane has exited (the pane runs the command after it, or nothing):
    /// what it wrote on the way out is then on disk.
    @discardableResult
    func waitForExit(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let command = (try? Self.tmux(["display-message", "-p", "-t", name, "#{pane_current_command}"]).stdout) ?? ""
            if !command.contains("threshold") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    static func tmux(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        // Only capture-pane's output is read. Any other command may start the tmux server, which
        // would keep an inherited pipe open for ever: those write to /dev/null instead.
        let wantsOutput = ["capture-pane", "-V", "display-message"].contains(arguments.first ?? "")
        let output = try Subprocess.run("/usr/bin/env", ["tmux", "-L", socket] + arguments, stdin: nil,
                                        captureOutput: wantsOutput)
        return (output.status, String(decoding: output.stdout, as: UTF8.self))
    }
}
