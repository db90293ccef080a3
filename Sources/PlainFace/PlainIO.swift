import Features

/// Where plain mode reads lines and writes text; injected so tests script a session.
public protocol PlainIO: AnyObject {
    /// Writes text as is.
    func write(_ text: String)
    /// Shows `prompt` and reads one line (without the line break); nil at end of input.
    func readLine(prompt: String) -> String?
    /// Reads a secret: without echo on a terminal, else the next line; nil at end of input.
    func readSecret(prompt: String) -> String?
    /// Whether a person is typing (confirmations such as "type it again" make sense only then).
    var isInteractive: Bool { get }
    /// Whether long work may print progress lines: only when the output is a terminal.
    var showsProgress: Bool { get }
}

extension PlainIO {
    /// By default no progress lines (scripts get a start and an end line only).
    public var showsProgress: Bool { false }
}
