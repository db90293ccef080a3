import Foundation

/// One tmux session on a private socket, driven as a user would: keys in, screen text out.
/// The session is killed by name when the value is released; only sessions made here are touched.
///
/// Only queries (`capture-pane`, `display-message`, `-V`) read tmux's output: a command that
/// starts the tmux server would keep an inherited pipe open for as long as the server lives, so
/// every other command writes to /dev/null.
public final class TmuxPane {
    /// The private socket (`tmux -L`).
    public let socket: String
    /// The session's name.
    public let name: String

    /// Whether tmux can be run.
    public static func isAvailable(socket: String) -> Bool {
        (try? run(socket, ["-V"]).status) == 0
    }

    /// Starts `command` (a shell command line) in a pane of `width` x `height`.
    public init(socket: String, command: String, width: Int = 100, height: Int = 30, prefix: String = "pane") throws {
        self.socket = socket
        name = prefix + "-" + UUID().uuidString.prefix(8).lowercased()
        // When the last session on a socket ends, its server exits a moment later; a client that
        // connects in that moment fails ("server exited unexpectedly"). A fresh try then starts a
        // new server, so a refused start is tried again before it counts as a failure.
        let arguments = ["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command]
        var attempt = 0
        while try Self.run(socket, arguments).status != 0 {
            attempt += 1
            guard attempt < 20 else { throw POSIXError(.EIO) }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    deinit { _ = try? Self.run(socket, ["kill-session", "-t", name]) }

    /// The pane's text.
    public func screen() -> String { (try? Self.run(socket, ["capture-pane", "-p", "-t", name]).stdout) ?? "" }

    /// The pid of the pane's process (the command itself when it was started with `exec`).
    public func panePID() -> pid_t? {
        let text = (try? Self.run(socket, ["display-message", "-p", "-t", name, "#{pane_pid}"]).stdout) ?? ""
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Sends tmux key names (`Enter`, `Escape`, `BTab`, `C-c`…).
    public func keys(_ keys: String...) throws { _ = try Self.run(socket, ["send-keys", "-t", name] + keys) }

    /// Types text literally.
    public func type(_ text: String) throws { _ = try Self.run(socket, ["send-keys", "-t", name, "-l", text]) }

    /// Waits until the screen shows every one of `texts` (true) or `timeout` seconds pass (false).
    @discardableResult
    public func waitFor(_ texts: String..., timeout: Double = 30) -> Bool {
        wait(timeout) { shown in texts.allSatisfy { shown.contains($0) } }
    }

    /// Waits until the screen no longer shows `text`.
    @discardableResult
    public func waitUntilGone(_ text: String, timeout: Double = 30) -> Bool {
        wait(timeout) { !$0.contains(text) }
    }

    private func wait(_ timeout: Double, until done: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if done(screen()) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// The name of the process in the foreground of the pane (`sh`, `sleep`, the app…).
    public func currentCommand() -> String {
        (try? Self.run(socket, ["display-message", "-p", "-t", name, "#{pane_current_command}"]).stdout) ?? ""
    }

    /// Pastes `text` into the pane as a bracketed paste, as a terminal does with the clipboard.
    public func paste(_ text: String) throws {
        let buffer = "paste-" + name
        _ = try Self.run(socket, ["set-buffer", "-b", buffer, text])
        _ = try Self.run(socket, ["paste-buffer", "-p", "-d", "-b", buffer, "-t", name])
    }

    public static func run(_ socket: String, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let wantsOutput = ["capture-pane", "-V", "display-message"].contains(arguments.first ?? "")
        let output = try Subprocess.run("/usr/bin/env", ["tmux", "-L", socket] + arguments, stdin: nil,
                                        captureOutput: wantsOutput)
        return (output.status, String(decoding: output.stdout, as: UTF8.self))
    }
}
