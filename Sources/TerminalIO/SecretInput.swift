import Features
import Foundation

/// Reads secrets: one per line from standard input (`--password-stdin`, `--passcode-stdin`), or from a
/// no-echo prompt on the terminal. Secrets are never echoed, logged or kept longer than needed.
///
/// The same stream carries what must stay off the command line without being a password: a
/// migration link (it holds the archive's key) and the name of a profile that may be hidden, read
/// with ``readValue(prompt:)`` when the command was given no LINK or NAME.
public protocol SecretInput: AnyObject {
    /// True when secrets can be asked for at all (stdin lines, or an interactive terminal).
    var isAvailable: Bool { get }
    /// True when asking happens on a terminal, where confirmations ("type it again") make sense.
    var isInteractive: Bool { get }
    /// Reads one secret; nil when none can be read (end of input, or no terminal).
    func read(prompt: String) -> String?
    /// Reads one value left off the command line (a migration link, a profile name): at a no-echo
    /// prompt on a terminal, else the next line of standard input (whether or not a `--*-stdin`
    /// option was given); nil at the end of input.
    func readValue(prompt: String) -> String?
    /// Asks a yes/no question on the terminal; false when not interactive.
    func confirm(_ question: String) -> Bool
}

/// The live secret input of the command line.
public final class TerminalSecretInput: SecretInput {
    private let fromStandardInput: Bool
    private let console: Console

    /// Reads from standard input lines when `fromStandardInput`, else from the terminal if there is one.
    public init(fromStandardInput: Bool, console: Console) {
        self.fromStandardInput = fromStandardInput
        self.console = console
    }

    public var isAvailable: Bool { fromStandardInput || isInteractive }
    public var isInteractive: Bool { !fromStandardInput && isatty(STDIN_FILENO) == 1 }

    public func read(prompt: String) -> String? {
        if fromStandardInput { return Self.nextLine() }
        guard isInteractive else { return nil }
        console.err(prompt)
        var saved = termios()
        let haveTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if haveTerminal {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if haveTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            console.err("\n")
        }
        return readLine(strippingNewline: true)
    }

    public func readValue(prompt: String) -> String? {
        isInteractive ? read(prompt: prompt) : Self.nextLine()
    }

    /// The next line of standard input without its line break (`\n` or `\r\n`).
    private static func nextLine() -> String? {
        guard var line = readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    public func confirm(_ question: String) -> Bool {
        guard isInteractive else { return false }
        // An answer not understood asks again (issue 35); the end of input is a no.
        while true {
            console.err(PromptText.yesNo(question, defaultYes: false) + " ")
            guard let line = readLine(strippingNewline: true) else { return false }
            if let yes = Answer.yesNo(line, default: false) { return yes }
            console.err(PromptText.answerYesOrNo + "\n")
        }
    }
}
