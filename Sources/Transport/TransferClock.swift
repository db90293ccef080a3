import Glibc

/// Runs one exchange (connect, TLS handshake, every send and receive) within a
/// ``NetworkDeadline``, started when the exchange starts (before connecting, so a slow connect and
/// a slow handshake count too).
///
/// The socket is non-blocking: each step is one attempt, and between attempts the clock waits on
/// the socket with `poll`, never longer than the silence limit or the time left. Before each
/// attempt it checks the overall deadline and, after the grace period, the average rate of the
/// bytes moved so far (received and sent on the wire, TLS records and handshake included). So a
/// peer that answers nothing, one that trickles, and one that holds the handshake all end in
/// ``TransportError/timedOut(_:)``, whose reason names the step and the limit.
public struct TransferClock: Sendable {
    /// The step of the exchange a wait belongs to (named in a timeout's reason).
    enum Step {
        case connecting, handshake, sending, receiving

        func text(_ peer: String) -> String {
            switch self {
            case .connecting: "while connecting to \(peer)"
            case .handshake: "during the TLS handshake with \(peer)"
            case .sending: "while sending to \(peer)"
            case .receiving: "while receiving from \(peer)"
            }
        }

        var silence: String {
            switch self {
            case .connecting: "no answer"
            case .handshake, .receiving: "the server sent nothing"
            case .sending: "the server took nothing"
            }
        }
    }

    /// The limits.
    public let deadline: NetworkDeadline
    private let start: Double
    /// Bytes received on the wire so far.
    public private(set) var received: UInt64 = 0
    /// Bytes sent on the wire so far.
    public private(set) var sent: UInt64 = 0
    /// Signals that end every wait with ``TransportError/interrupted(_:)`` (polled beside the socket).
    public var interrupt: InterruptSignals?

    /// Starts the clock now.
    public init(_ deadline: NetworkDeadline) {
        self.deadline = deadline
        start = Self.now()
    }

    /// Seconds since the clock started.
    public var elapsed: Double { Self.now() - start }

    /// Seconds left before the overall deadline (at least a millisecond, for a last wait).
    public var remaining: Double { max(0.001, deadline.total - elapsed) }

    /// Sends all of `bytes`: ``TransportError/timedOut(_:)`` or `connectionBroken` when it can't.
    public mutating func send(_ bytes: [UInt8], over connection: ByteStreamConnection) throws(TransportError) {
        var offset = 0
        while offset < bytes.count {
            let start = offset
            let taken = try drive(.sending, on: connection.socket, peer: connection.peer, counts: connection.wireBytes) {
                connection.sendStep(bytes[start...])
            }
            offset += taken
        }
    }

    /// Receives into `buffer` (which must not be empty): the count (> 0), 0 when the peer closed
    /// the stream, or a ``TransportError``: `timedOut` (silence, too slow, past the deadline) or
    /// `connectionBroken` (any other receive error).
    public mutating func receive(from connection: ByteStreamConnection, into buffer: inout [UInt8]) throws(TransportError) -> Int {
        try drive(.receiving, on: connection.socket, peer: connection.peer, counts: connection.wireBytes) {
            connection.receiveStep(&buffer)
        }
    }

    /// Repeats `attempt` until it is done (its count; 0 when the stream ended), waiting on `socket`
    /// in between. `silence` caps the silence limit (a connect attempt to one of several addresses).
    mutating func drive(_ step: Step, on socket: Int32, peer: String, silence cap: Double? = nil,
                        counts: (() -> (received: UInt64, sent: UInt64))? = nil,
                        _ attempt: () -> IOStep) throws(TransportError) -> Int {
        let silence = min(cap ?? deadline.idle, deadline.idle)
        while true {
            try check(step, peer)
            let outcome = attempt()
            if let counts { (received, sent) = counts() }
            switch outcome {
            case .done(let count): return count
            case .ended: return 0
            case .failed(let error): throw error
            case .wait(let events):
                let wait = min(silence, remaining)
                var pollers = [pollfd(fd: socket, events: events, revents: 0)]
                if let interrupt { pollers.append(pollfd(fd: interrupt.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
                let ready = poll(&pollers, nfds_t(pollers.count), Int32(min((wait * 1000).rounded(.up), Double(Int32.max))))
                if ready < 0 && errno != EINTR { throw .connectionBroken }
                try checkInterrupt()
                if ready == 0 {
                    // Either the silence limit or the overall deadline (check() tells which).
                    try check(step, peer)
                    if wait >= silence { throw .timedOut("\(step.text(peer)): \(step.silence) for \(Self.seconds(silence))") }
                }
            }
        }
    }

    /// Throws ``TransportError/interrupted(_:)`` once one of ``interrupt``'s signals came.
    public func checkInterrupt() throws(TransportError) {
        if let signal = interrupt?.caught { throw .interrupted(InterruptSignals.name(signal)) }
    }

    /// Throws when the overall deadline has passed or, after the grace period, the average rate
    /// is below the minimum.
    func check(_ step: Step, _ peer: String) throws(TransportError) {
        let elapsed = self.elapsed
        if elapsed >= deadline.total {
            throw .timedOut("\(step.text(peer)): the exchange passed its overall limit of \(Self.seconds(deadline.total))")
        }
        let moved = received + sent
        if elapsed >= deadline.rateGrace, Double(moved) / elapsed < deadline.minimumBytesPerSecond {
            throw .timedOut("\(step.text(peer)): \(moved) bytes in \(Self.seconds(elapsed)), "
                            + "below the minimum rate of \(Int(deadline.minimumBytesPerSecond)) bytes/s")
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
