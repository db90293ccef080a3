import TerminalIO

/// A console that keeps what is written; for tests.
public final class CapturingConsole: Console {
    /// Everything written to standard output.
    public private(set) var stdout = ""
    /// Everything written to standard error.
    public private(set) var stderr = ""
    /// Creates an empty capture.
    public init() {}
    public func out(_ text: String) { stdout += text }
    public func err(_ text: String) { stderr += text }
}

/// Secrets given in advance; for tests.
public final class ScriptedSecretInput: SecretInput {
    private var lines: [String]
    /// Whether to behave as a terminal.
    public var isInteractive: Bool
    /// Answers to confirmations.
    public var confirmations: Bool

    /// Creates scripted input.
    public init(_ lines: [String], interactive: Bool = false, confirmations: Bool = false) {
        self.lines = lines
        self.isInteractive = interactive
        self.confirmations = confirmations
    }

    /// Every prompt shown, in order.
    public private(set) var prompts: [String] = []

    public var isAvailable: Bool { true }
    public func read(prompt: String) -> String? {
        prompts.append(prompt)
        return lines.isEmpty ? nil : lines.removeFirst()
    }
    public func readValue(prompt: String) -> String? { read(prompt: prompt) }
    public func confirm(_ question: String) -> Bool { isInteractive && confirmations }
}
