import Glibc

/// Opens TCP connections with send and receive timeouts, trying every address of the host.
public enum SocketConnector {
    /// A connected socket to `host:port`; the caller closes it (or hands it to a ``ByteStreamConnection``).
    public static func connect(host: String, port: UInt16, timeoutSeconds: Int) throws(TransportError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .unknownHost(host)
        }
        defer { freeaddrinfo(list) }
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd >= 0 {
                var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
                close(fd)
            }
            cursor = info.pointee.ai_next
        }
        throw .connectionRefused(host: host, port: port)
    }

    /// Opens a byte stream to `host:port`: plain TCP, or TLS when `secure` (verifying the
    /// certificate and host name against the system trust store, or `trustedCertificates`).
    public static func open(host: String, port: UInt16, secure: Bool, timeoutSeconds: Int,
                            trustedCertificates: String? = nil) throws(TransportError) -> ByteStreamConnection {
        let fd = try connect(host: host, port: port, timeoutSeconds: timeoutSeconds)
        return secure ? try ByteStreamConnection.tls(fd, host: host, trustedCertificates: trustedCertificates)
                      : ByteStreamConnection.plain(fd)
    }
}
