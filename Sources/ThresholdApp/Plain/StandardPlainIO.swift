#if canImport(Glibc)
import Features
import Glibc
#endif

/// Plain mode on the process's standard input and output.
final class StandardPlainIO: PlainIO {
    private let console: Console
    private let secrets: TerminalSecretInput

    /// Creates the live I/O; secrets are read without echo when standard input is a terminal.
    init(console: Console) {
        self.console = console
        secrets = TerminalSecretInput(fromStandardInput: isatty(STDIN_FILENO) != 1, console: console)
    }

    var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Progress lines (bytes, rate, ETA) only when standard output is a terminal.
    var showsProgress: Bool { isatty(STDOUT_FILENO) == 1 }

    func write(_ text: String) { console.out(text) }

    func readLine(prompt: String) -> String? {
        console.out(prompt)
        guard var line = Swift.readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    func readSecret(prompt: String) -> String? {
        if !isInteractive { console.out(prompt + "\n") }
        return secrets.read(prompt: prompt)
    }
}
