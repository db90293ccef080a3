import Glibc

/// Receives from a ``ByteStreamConnection`` within a ``NetworkDeadline``, started when the
/// exchange starts (before connecting, so a slow connect counts too).
///
/// Before each receive it checks the overall deadline and the average rate, then bounds the wait
/// on the socket (`SO_RCVTIMEO`) by the idle limit and the time left, so no receive blocks past
/// the deadline. Plain TCP and TLS alike (the TLS library reads the same socket).
public struct TransferClock: Sendable {
    /// The limits.
    public let deadline: NetworkDeadline
    private let start: Double
    /// Bytes received so far.
    public private(set) var received: UInt64 = 0

    /// Starts the clock now.
    public init(_ deadline: NetworkDeadline) {
        self.deadline = deadline
        start = Self.now()
    }

    /// Seconds since the clock started.
    public var elapsed: Double { Self.now() - start }

    /// Seconds left before the overall deadline (at least a millisecond, for socket timeouts).
    public var remaining: Double { max(0.001, deadline.total - elapsed) }

    /// Throws when the overall deadline has passed or, after the grace period, the average rate
    /// is below the minimum.
    public func check() throws(TransportError) {
        let elapsed = self.elapsed
        if elapsed >= deadline.total {
            throw .timedOut("no complete answer within \(Self.seconds(deadline.total))")
        }
        if elapsed >= deadline.rateGrace, Double(received) / elapsed < deadline.minimumBytesPerSecond {
            throw .timedOut("the server sent \(received) bytes in \(Self.seconds(elapsed)), slower than the minimum rate")
        }
    }

    /// Receives into `buffer`: the count (> 0), 0 when the peer closed the stream, or a
    /// ``TransportError``: `timedOut` (silence, too slow, past the deadline) or
    /// `connectionBroken` (any other receive error).
    public mutating func receive(from connection: ByteStreamConnection, into buffer: inout [UInt8]) throws(TransportError) -> Int {
        while true {
            try check()
            let wait = min(deadline.idle, remaining)
            var timeout = timeval(tv_sec: Int(wait), tv_usec: Int((wait - wait.rounded(.down)) * 1_000_000))
            if timeout.tv_sec == 0 && timeout.tv_usec == 0 { timeout.tv_usec = 1000 }
            setsockopt(connection.socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            errno = 0
            let n = connection.receive(&buffer)
            if n > 0 {
                received += UInt64(n)
                return n
            }
            if n == 0 { return 0 }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                // Silence: either the idle limit or the overall deadline (check() tells which).
                try check()
                if wait >= deadline.idle { throw .timedOut("the server sent nothing for \(Self.seconds(deadline.idle))") }
            default:
                throw .connectionBroken
            }
        }
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func seconds(_ value: Double) -> String {
        value >= 10 || value == value.rounded() ? "\(Int(value.rounded())) s" : "\((value * 10).rounded() / 10) s"
    }
}
