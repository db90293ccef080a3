#if canImport(Glibc)
import Glibc
#endif

/// Wakes a waiting ``LiveTerminal/nextEvents(timeout:)`` from any thread, which then returns
/// ``TerminalEvent/wake``. Use it when background work (a KDF, disk I/O) has a result for the
/// loop.
public struct TerminalWaker: Sendable {
    let pipe: WakePipe

    /// Wakes the loop; cheap, non-blocking, safe from any thread.
    public func wake() {
        pipe.send(WakePipe.wakeByte)
    }
}

/// A non-blocking self-pipe. Immutable file descriptors, so it is `Sendable` without
/// `@unchecked`; the descriptors close when the last owner (terminal or waker) goes away.
final class WakePipe: Sendable {
    static let wakeByte = UInt8(ascii: "K")
    static let resizeByte = UInt8(ascii: "W")

    let readFD: Int32
    let writeFD: Int32

    init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .terminalSettingsFailed(errno: errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    func send(_ byte: UInt8) {
        var value = byte
        _ = Glibc.write(writeFD, &value, 1)  // a full pipe already means "wake up"
    }

    /// Reads every byte waiting in the pipe.
    func drain() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(readFD, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            result += chunk.prefix(n)
        }
        return result
    }

    deinit {
        close(readFD)
        close(writeFD)
    }
}
