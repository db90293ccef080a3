import TestSupport

/// `threshold-transit` in a tmux pane (TestSupport's ``TmuxPane``) on this suite's own socket.
enum TransitTmux {
    static let socket = "threshold-transit-e2e"

    static var isAvailable: Bool { TmuxPane.isAvailable(socket: socket) }

    /// Starts the app with `arguments` in a 100x30 pane. With `exec` the pane's process is the
    /// app itself (so `panePID()` is its pid); otherwise a shell keeps the pane open after it quits.
    static func start(_ arguments: String, exec: Bool = false) throws -> TmuxPane {
        let app = "env TERM=xterm-256color NO_COLOR= THRESHOLD_TRANSIT_HOME= \(TransitBinary.path) \(arguments)"
        return try TmuxPane(socket: socket, command: exec ? "exec \(app)" : "\(app); sleep 30", prefix: "transit-e2e")
    }
}
