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
///
/// Written with `write(2)` directly, never Foundation's `FileHandle.write(_:)`, which traps on any
/// error (issue 36: 38 SIGILLs in `_assertionFailure`, commands whose output went to a full disk, a
/// closed pipe or a terminal that was gone). A write that can't be done is dropped: the command's
/// work and its exit status stand, and there is nowhere left to say more.
public final class StandardConsole: Console {
    /// Creates the live console.
    public init() {}
    public func out(_ text: String) { Self.write(text, to: STDOUT_FILENO) }
    public func err(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    /// Writes all of `text` to `descriptor`: again after `EINTR`, waiting for room after `EAGAIN`
    /// (a descriptor another process made non-blocking); any other error drops the rest.
    /// Returns whether all of it was written.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var waiter = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    guard poll(&waiter, 1, 10_000) > 0 else { return false }
                } else {
                    return false
                }
            }
            return true
        }
    }
}
