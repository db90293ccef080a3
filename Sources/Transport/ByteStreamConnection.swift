import Foundation

/// One connection's byte stream: plain TCP, or TLS on top of it.
public struct ByteStreamConnection {
    /// Sends all the bytes; false when the connection broke.
    public let send: ([UInt8]) -> Bool
    /// Receives into the buffer; the count, 0 at the end, negative on error.
    public let receive: (inout [UInt8]) -> Int
    /// Closes the connection (and the socket).
    public let close: () -> Void
    /// The socket under the stream (for receive timeouts; see ``TransferClock``).
    public let socket: Int32

    /// Plain TCP on an open socket.
    public static func plain(_ fd: Int32) -> ByteStreamConnection {
        ByteStreamConnection(
            send: { bytes in
                var sent = 0
                while sent < bytes.count {
                    let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    guard n > 0 else { return false }
                    sent += n
                }
                return true
            },
            receive: { buffer in buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) } },
            close: { Glibc.close(fd) },
            socket: fd)
    }

    /// TLS over an open socket, verifying the server's certificate and host name against the
    /// system's trust store (or `trustedCertificates`, a PEM file, for private servers and tests).
    public static func tls(_ fd: Int32, host: String, trustedCertificates: String?) throws(TransportError) -> ByteStreamConnection {
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
        guard ready, library.connect(ssl) == 1 else {
            let verify = library.verifyResult(ssl)
            library.sslFree(ssl)
            library.ctxFree(context)
            Glibc.close(fd)
            throw .tlsHandshakeFailed(verify != 0 ? "the server's TLS certificate was not accepted (verify error \(verify))"
                                                  : "TLS handshake failed")
        }
        return ByteStreamConnection(
            send: { bytes in
                var sent = 0
                while sent < bytes.count {
                    let n = bytes[sent...].withUnsafeBytes { library.write(ssl, $0.baseAddress, Int32($0.count)) }
                    guard n > 0 else { return false }
                    sent += Int(n)
                }
                return true
            },
            receive: { buffer in Int(buffer.withUnsafeMutableBytes { library.read(ssl, $0.baseAddress, Int32($0.count)) }) },
            close: {
                _ = library.shutdown(ssl)
                library.sslFree(ssl)
                library.ctxFree(context)
                Glibc.close(fd)
            },
            socket: fd)
    }
}
