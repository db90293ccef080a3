import Glibc

/// Opens TCP connections (and TLS on them) within a ``TransferClock``, trying every address of
/// the host.
public enum SocketConnector {
    /// A connected non-blocking socket to `host:port`; the caller closes it (or hands it to a
    /// ``ByteStreamConnection``). Each address gets at most the silence limit (and at most
    /// `timeoutSeconds` when given), none past the deadline: ``TransportError/timedOut(_:)`` when
    /// the last one did not answer in time, `connectionRefused` when none accepted.
    ///
    /// A numeric IPv6 address with a zone (`fe80::1%eth0`, `fe80::1%3`: ``LinkLocal``) is connected
    /// on that interface of this machine (`sin6_scope_id`); a zone that names no interface here is
    /// ``TransportError/unknownHost(_:)``.
    public static func connect(host: String, port: UInt16, timeoutSeconds: Int? = nil,
                               within clock: inout TransferClock) throws(TransportError) -> Int32 {
        let (address, zone) = LinkLocal.split(host)
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = zone == nil ? AF_UNSPEC : AF_INET6
        if zone != nil { hints.ai_flags = AI_NUMERICHOST }
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(String(address), String(port), &hints, &list) == 0, let first = list else {
            throw .unknownHost(host)
        }
        defer { freeaddrinfo(list) }
        if zone != nil {
            var cursor: UnsafeMutablePointer<addrinfo>? = first
            while let info = cursor {
                cursor = info.pointee.ai_next
                guard let socketAddress = info.pointee.ai_addr, LinkLocal.applyZone(of: host, to: socketAddress) else {
                    throw .unknownHost(host)
                }
            }
        }
        let peer = Self.peer(host, port)
        var lastTimeout: TransportError?
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue),
                            info.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            var started = false
            do {
                _ = try clock.drive(.connecting, on: fd, peer: peer, silence: timeoutSeconds.map(Double.init)) {
                    if !started {
                        started = true
                        if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return .done(1) }
                        return errno == EINPROGRESS || errno == EINTR ? .wait(IOStep.writable) : .failed(.connectionRefused(host: host, port: port))
                    }
                    // Writable: connected, or failed (SO_ERROR says which).
                    var failure: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else {
                        return .failed(.connectionRefused(host: host, port: port))
                    }
                    return .done(1)
                }
                return fd
            } catch .timedOut(let why) {
                close(fd)
                lastTimeout = .timedOut(why)
                // Past the deadline there is no time for another address.
                if clock.elapsed >= clock.deadline.total { throw .timedOut(why) }
            } catch {
                close(fd)
            }
        }
        throw lastTimeout ?? .connectionRefused(host: host, port: port)
    }

    /// Opens a byte stream to `host:port` within `clock`: plain TCP, or TLS when `secure`
    /// (verifying the certificate and host name against the system trust store, or
    /// `trustedCertificates`), the handshake bounded by the same clock as the rest of the exchange.
    public static func open(host: String, port: UInt16, secure: Bool, timeoutSeconds: Int? = nil,
                            trustedCertificates: String? = nil,
                            within clock: inout TransferClock) throws(TransportError) -> ByteStreamConnection {
        let fd = try connect(host: host, port: port, timeoutSeconds: timeoutSeconds, within: &clock)
        let peer = Self.peer(host, port)
        return secure ? try ByteStreamConnection.tls(fd, host: host, peer: peer, trustedCertificates: trustedCertificates, within: &clock)
                      : ByteStreamConnection.plain(fd, peer: peer)
    }

    private static func peer(_ host: String, _ port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
