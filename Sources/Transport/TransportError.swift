/// Why a connection could not be made or used. Messages name hosts, never payloads.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host name did not resolve.
    case unknownHost(String)
    /// No address of the host accepted a connection.
    case connectionRefused(host: String, port: UInt16)
    /// TLS could not be set up (libssl missing, no trust store).
    case tlsUnavailable(String)
    /// The TLS handshake or the server's certificate failed.
    case tlsHandshakeFailed(String)
    /// The peer went silent, sent too slowly, or the exchange passed its overall deadline
    /// (see ``NetworkDeadline``); the reason is a fixed text naming the step (connect, TLS
    /// handshake, send, receive), the peer and the limit that was hit.
    case timedOut(String)
    /// The connection failed while receiving (reset by the peer, or a TLS error).
    case connectionBroken
    /// A signal (Ctrl-C, SIGTERM) stopped the wait (``InterruptSignals``); the signal's name.
    case interrupted(String)

    /// A stable code.
    public var code: String {
        switch self {
        case .unknownHost: "unknownHost"
        case .connectionRefused: "connectionRefused"
        case .tlsUnavailable: "tlsUnavailable"
        case .tlsHandshakeFailed: "tlsHandshakeFailed"
        case .timedOut: "networkTimeout"
        case .connectionBroken: "connectionBroken"
        case .interrupted: "cancelled"
        }
    }

    public var description: String {
        switch self {
        case .unknownHost(let host): "cannot resolve \(host)"
        case .connectionRefused(let host, let port): "connection refused by \(host):\(port)"
        case .tlsUnavailable(let why): "TLS is unavailable: \(why)"
        case .tlsHandshakeFailed(let why): why
        case .timedOut(let why): "timed out \(why)"
        case .connectionBroken: "the connection broke"
        case .interrupted(let signal): "stopped by \(signal)"
        }
    }
}
