import Glibc

/// One connection's byte stream, plain TCP or TLS on top of it, over a non-blocking socket.
///
/// It has no blocking call of its own: every operation is a single attempt that
/// ``TransferClock`` repeats, waiting on the socket in between within the exchange's
/// ``NetworkDeadline``. Send with ``TransferClock/send(_:over:)``, receive with
/// ``TransferClock/receive(from:into:)``; ``SocketConnector/open(host:port:secure:timeoutSeconds:trustedCertificates:within:)``
/// connects and, for TLS, shakes hands under the same clock. Used by one thread at a time.
public struct ByteStreamConnection {
    /// The socket under the stream.
    public let socket: Int32
    /// `host:port`, for messages.
    let peer: String
    /// One send attempt: ``IOStep/done(_:)`` with the bytes taken (at least one), or a wait.
    let sendStep: (ArraySlice<UInt8>) -> IOStep
    /// One receive attempt into the buffer: the count, ``IOStep/ended``, or a wait.
    let receiveStep: (inout [UInt8]) -> IOStep
    /// Bytes received and sent on the socket so far (for TLS, the records, handshake included).
    let wireBytes: () -> (received: UInt64, sent: UInt64)
    /// Closes the connection (and the socket).
    public let close: () -> Void
    /// RFC 5705 keying material of a TLS session (label, byte count); nil for plain TCP.
    var keyingMaterial: ((String, Int) -> [UInt8]?)? = nil

    /// `count` bytes of keying material exported from this TLS session under `label` (RFC 5705,
    /// `SSL_export_keying_material`, no context): both ends of the same session get the same bytes,
    /// ends of different sessions (a relay in between) different ones. Nil for plain TCP or when
    /// libssl fails.
    public func exportKeyingMaterial(label: String, count: Int) -> [UInt8]? {
        keyingMaterial?(label, count)
    }

    /// Bytes moved by a plain connection (a TLS one asks libssl's socket BIO instead).
    private final class Counter {
        var received: UInt64 = 0
        var sent: UInt64 = 0
    }

    /// Set once libssl reported a fatal error (`SSL_ERROR_SYSCALL` or `SSL_ERROR_SSL`), after which
    /// OpenSSL forbids `SSL_shutdown`.
    private final class Flag {
        var value = false
    }

    /// Plain TCP on a connected non-blocking socket.
    static func plain(_ fd: Int32, peer: String) -> ByteStreamConnection {
        let counter = Counter()
        return ByteStreamConnection(
            socket: fd, peer: peer,
            sendStep: { bytes in
                while true {
                    let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                    if n > 0 {
                        counter.sent += UInt64(n)
                        return .done(n)
                    }
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK: return .wait(IOStep.writable)
                    default: return .failed(.connectionBroken)
                    }
                }
            },
            receiveStep: { buffer in
                while true {
                    let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                    if n > 0 {
                        counter.received += UInt64(n)
                        return .done(n)
                    }
                    if n == 0 { return .ended }
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK: return .wait(IOStep.readable)
                    default: return .failed(.connectionBroken)
                    }
                }
            },
            wireBytes: { (counter.received, counter.sent) },
            close: { Glibc.close(fd) })
    }

    /// TLS over a connected non-blocking socket: the handshake runs within `clock`, verifying the
    /// server's certificate and host name against the system's trust store (or
    /// `trustedCertificates`, a PEM file, for private servers and tests). The socket is closed on
    /// any failure.
    static func tls(_ fd: Int32, host: String, peer: String, trustedCertificates: String?,
                    within clock: inout TransferClock) throws(TransportError) -> ByteStreamConnection {
        let library: TLSLibrary
        switch TLSLibrary.load() {
        case .success(let loaded): library = loaded
        case .failure(let error):
            Glibc.close(fd)
            throw error
        }
        guard let context = library.ctxNew(library.clientMethod()) else {
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not start")
        }
        library.ctxSetVerify(context, TLSLibrary.verifyPeer, nil)
        let trusted = trustedCertificates.map { library.ctxLoadVerifyLocations(context, $0, nil) == 1 }
            ?? (library.ctxSetDefaultVerifyPaths(context) == 1)
        guard trusted, let ssl = library.sslNew(context) else {
            library.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("the trusted certificates could not be loaded")
        }
        let ready = library.setFd(ssl, fd) == 1
            && host.withCString { name in library.ctrl(ssl, TLSLibrary.setHostNameControl, 0, UnsafeMutableRawPointer(mutating: name)) } == 1
            && library.setHost(ssl, host) == 1
        guard ready else {
            library.sslFree(ssl)
            library.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not be set up for \(host)")
        }
        return try session(library, context: context, ssl: ssl, fd: fd, peer: peer, within: &clock) {
            let result = library.connect(ssl)
            if result == 1 { return (result, nil) }
            let verify = library.verifyResult(ssl)
            return (result, verify != 0 ? "the server's TLS certificate was not accepted (verify error \(verify))" : "TLS handshake failed")
        }
    }

    /// Whether the peer of `fd` closed or reset the connection (libssl 3 reports an end of the
    /// stream in the handshake as a protocol error, so the socket itself is asked).
    static func peerHungUp(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return n == 0 || (n < 0 && (errno == ECONNRESET || errno == EPIPE))
    }

    /// The TLS session on `ssl` (configured, on `fd`): the handshake (`handshake` returns libssl's
    /// result and the reason to give when it fails) within `clock`, then the stream. Everything is
    /// released on a failure. `keyingMaterial` is set when `exporter` is given.
    static func session(_ library: TLSLibrary, context: OpaquePointer, ssl: OpaquePointer, fd: Int32, peer: String,
                        exporter: PinnedTLSLibrary.ExportFn? = nil, within clock: inout TransferClock,
                        afterHandshake: () -> TransportError? = { nil },
                        handshake: @escaping () -> (Int32, String?)) throws(TransportError) -> ByteStreamConnection {
        let release = {
            library.sslFree(ssl)
            library.ctxFree(context)
            Glibc.close(fd)
        }
        _ = library.ctrl(ssl, TLSLibrary.modeControl, TLSLibrary.partialMovingWrites, nil)
        let wireBytes = { (library.bytesRead(library.readBIO(ssl)), library.bytesWritten(library.writeBIO(ssl))) }
        let broken = Flag()
        // What to do after a call that returned `result` <= 0.
        func retry(_ result: Int32, otherwise failure: @autoclosure () -> IOStep) -> IOStep {
            switch library.getError(ssl, result) {
            case TLSLibrary.wantRead: return .wait(IOStep.readable)
            case TLSLibrary.wantWrite: return .wait(IOStep.writable)
            case TLSLibrary.syscallError, TLSLibrary.protocolError:
                broken.value = true
                return failure()
            default: return failure()
            }
        }
        do {
            _ = try clock.drive(.handshake, on: fd, peer: peer, counts: wireBytes) {
                library.clearErrors()
                let (result, reason) = BrokenPipeGuard.run { handshake() }
                if result == 1 { return .done(1) }
                // The peer closing or resetting the connection mid-handshake is a broken
                // connection, not a failure of trust: "not trusted" would point at an impostor
                // where the network (or a busy listener) cut it.
                let error = library.getError(ssl, result)
                if error != TLSLibrary.wantRead, error != TLSLibrary.wantWrite, Self.peerHungUp(fd) {
                    broken.value = true
                    return .failed(.connectionBroken)
                }
                return retry(result, otherwise: .failed(.tlsHandshakeFailed(reason ?? "TLS handshake failed")))
            }
        } catch {
            release()
            throw error
        }
        if let refused = afterHandshake() {
            broken.value = true
            release()
            throw refused
        }
        var connection = ByteStreamConnection(
            socket: fd, peer: peer,
            sendStep: { bytes in
                library.clearErrors()
                let n = BrokenPipeGuard.run { bytes.withUnsafeBytes { library.write(ssl, $0.baseAddress, Int32(clamping: $0.count)) } }
                return n > 0 ? .done(Int(n)) : retry(n, otherwise: .failed(.connectionBroken))
            },
            receiveStep: { buffer in
                library.clearErrors()
                // A read may write too (TLS 1.3 key updates, alerts).
                let n = BrokenPipeGuard.run { buffer.withUnsafeMutableBytes { library.read(ssl, $0.baseAddress, Int32(clamping: $0.count)) } }
                if n > 0 { return .done(Int(n)) }
                if library.getError(ssl, n) == TLSLibrary.zeroReturn { return .ended }
                // A peer that closes without TLS's close_notify ends the stream as plain TCP does.
                return retry(n, otherwise: n == 0 ? .ended : .failed(.connectionBroken))
            },
            wireBytes: wireBytes,
            close: {
                // One attempt at close_notify; the socket is non-blocking, so it never waits. Not
                // after a fatal error (OpenSSL forbids it then), and never killed by a reset peer.
                if !broken.value { _ = BrokenPipeGuard.run { library.shutdown(ssl) } }
                release()
            })
        if let exporter {
            connection.keyingMaterial = { label, count in
                var out = [UInt8](repeating: 0, count: count)
                let ok = label.withCString { name in
                    exporter(ssl, &out, count, name, strlen(name), nil, 0, 0)
                }
                return ok == 1 ? out : nil
            }
        }
        return connection
    }
}
