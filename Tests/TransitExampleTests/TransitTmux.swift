import Foundation
import TestSupport

/// One tmux session (private socket) running the built `threshold-transit`, driven as a user
/// would: keys in, screen text out. Killed by name when released; only sessions made here.
final class TransitTmux {
    static let socket = "threshold-transit-e2e"

    static var isAvailable: Bool { (try? tmux(["-V"]).status) == 0 }

    let name = "transit-e2e-" + UUID().uuidString.prefix(8).lowercased()

    /// Starts `arguments` for the app in a 100x30 pane. With `exec`, the pane's process is the
    /// app itself (so ``panePID()`` is the app's pid); otherwise a shell keeps the pane open.
    init(_ arguments: String, exec: Bool = false) throws {
        let app = "env TERM=xterm-256color NO_COLOR= THRESHOLD_TRANSIT_HOME= \(TransitBinary.path) \(arguments)"
        let command = exec ? "exec \(app)" : "\(app); sleep 10"
        let result = try Self.tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "30", command])
        guard result.status == 0 else { throw POSIXError(.EIO) }
    }

    deinit { _ = try? Self.tmux(["kill-session", "-t", name]) }

    /// The pane's text.
    func screen() -> String { (try? Self.tmux(["capture-pane", "-p", "-t", name]).stdout) ?? "" }

    /// The pid of the pane's process.
    func panePID() -> pid_t? {
        let text = (try? Self.tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).stdout) ?? ""
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Sends tmux key names (`Enter`, `Escape`, `BTab`, `C-c`…).
    func keys(_ keys: String...) throws { _ = try Self.tmux(["send-keys", "-t", name] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { _ = try Self.tmux(["send-keys", "-t", name, "-l", text]) }

    /// Waits until the screen shows all of `texts` (true) or 15 s pass (false).
    @discardableResult
    func waitFor(_ texts: String...) -> Bool {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            let shown = screen()
            if texts.allSatisfy({ shown.contains($0) }) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits until the screen no longer shows `text`.
    @discardableResult
    func waitUntilGone(_ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if !screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    static func tmux(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        // Only queries read output: a command that starts the tmux server would keep an inherited
        // pipe open for as long as the server lives, so the others write to /dev/null.
        let wantsOutput = ["capture-pane", "-V", "display-message"].contains(arguments.first ?? "")
        let output = try Subprocess.run("/usr/bin/env", ["tmux", "-L", socket] + arguments, stdin: nil,
                                        captureOutput: wantsOutput)
        return (output.status, String(decoding: output.stdout, as: UTF8.self))
    }
}
