/// The limits of one network exchange (the connect, the TLS handshake, a request and its answer):
/// an overall deadline, the longest silence, and a minimum average rate once a grace period has
/// passed.
///
/// A peer that answers nothing hits `idle`; one that trickles (say a byte every few seconds, in
/// its answer or in its handshake) hits the minimum rate after `rateGrace`; nothing outlives
/// `total`. All three end the exchange with ``TransportError/timedOut(_:)`` (code
/// `networkTimeout`). Enforced by ``TransferClock``.
public struct NetworkDeadline: Sendable, Equatable {
    /// Seconds from the start of the exchange to its end, at most.
    public var total: Double
    /// Seconds without a single byte (or, connecting, without an answer), at most.
    public var idle: Double
    /// The lowest average rate (bytes moved either way per second since the start, on the wire)
    /// accepted after `rateGrace`.
    public var minimumBytesPerSecond: Double
    /// Seconds before the minimum rate applies (covers connection set-up and a slow first byte).
    public var rateGrace: Double

    /// Creates limits; every value is in seconds except the rate.
    public init(total: Double, idle: Double, minimumBytesPerSecond: Double, rateGrace: Double) {
        self.total = total
        self.idle = idle
        self.minimumBytesPerSecond = minimumBytesPerSecond
        self.rateGrace = rateGrace
    }

    /// For a small request and its short answer (the outbox): 30 s overall, 10 s of silence,
    /// at least 64 bytes per second after 10 s.
    public static let request = NetworkDeadline(total: 30, idle: 10, minimumBytesPerSecond: 64, rateGrace: 10)

    /// For downloading `bytes` bytes: 30 s of silence at most, at least 16 KiB per second on
    /// average after 30 s, and overall two minutes plus the time the whole file takes at that rate.
    public static func download(bytes: UInt64) -> NetworkDeadline {
        let rate = 16.0 * 1024
        return NetworkDeadline(total: 120 + Double(bytes) / rate, idle: 30, minimumBytesPerSecond: rate, rateGrace: 30)
    }
}

extension NetworkDeadline {
    /// For a direct transfer's stream between two devices: 30 s of silence at most, at least
    /// 16 KiB per second on average after 30 s, a day overall.
    public static let directTransfer = NetworkDeadline(total: 86_400, idle: 30, minimumBytesPerSecond: 16 * 1024, rateGrace: 30)
}
