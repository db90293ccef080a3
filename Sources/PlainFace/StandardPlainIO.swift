#if canImport(Glibc)
import Features
import TerminalIO
import Glibc
#endif

/// Plain mode on the process's standard input and output.
public final class StandardPlainIO: PlainIO {
    private let console: Console
    private let secrets: TerminalSecretInput

    /// Creates the live I/O; secrets are read without echo when standard input is a terminal.
    public init(console: Console) {
        self.console = console
        secrets = TerminalSecretInput(fromStandardInput: isatty(STDIN_FILENO) != 1, console: console)
    }

    public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Progress lines (bytes, rate, ETA) only when standard output is a terminal.
    public var showsProgress: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Plain mode writes no escape sequences of its own, so every control character in its output
    /// came from data (a contact's name): shown, never obeyed.
    public func write(_ text: String) { console.out(SafeText.forTerminal(text)) }

    public func readLine(prompt: String) -> String? {
        console.out(SafeText.forTerminal(prompt))
        guard var line = Swift.readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    public func readSecret(prompt: String) -> String? {
        if !isInteractive { console.out(prompt + "\n") }
        return secrets.read(prompt: prompt)
    }
}
