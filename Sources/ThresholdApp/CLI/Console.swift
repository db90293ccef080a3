import Features
import Foundation

/// Where a command writes: results to standard output, messages and prompts to standard error.
/// Injected so tests capture both.
public protocol Console: AnyObject {
    /// Writes to standard output.
    func out(_ text: String)
    /// Writes to standard error.
    func err(_ text: String)
}

/// The process's real standard output and error.
public final class StandardConsole: Console {
    /// Creates the live console.
    public init() {}
    public func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

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
