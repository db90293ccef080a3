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
