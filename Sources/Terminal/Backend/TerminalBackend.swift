/// Where frames go and events come from: the real terminal (``LiveTerminal``) or memory
/// (``TestBackend``). Widgets never see a backend; only the app's loop does.
public protocol TerminalBackend: AnyObject {
    /// The terminal's current size.
    func size() throws(TerminalError) -> TerminalSize

    /// Writes bytes (normally a ``Renderer`` frame) to the terminal.
    func write(_ bytes: [UInt8]) throws(TerminalError)

    /// Waits up to `timeout` (forever when `nil`) for input, resizes or wake-ups and returns
    /// them, possibly none when the time ran out.
    func nextEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent]
}
