import Glibc

/// The outcome of one non-blocking attempt on a connection (connect, TLS handshake, send or
/// receive), which ``TransferClock`` drives until it is done or a limit is hit.
enum IOStep {
    /// Done: `count` bytes moved (for a handshake, 1).
    case done(Int)
    /// The peer closed the stream (receive only).
    case ended
    /// Not yet: wait until the socket is ready for these `poll` events, then try again.
    case wait(Int16)
    /// Failed for good.
    case failed(TransportError)

    static let readable = Int16(POLLIN)
    static let writable = Int16(POLLOUT)
}
