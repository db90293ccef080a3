import Glibc

/// A fresh self-signed certificate and its Ed25519 key, in memory, made for one direct transfer
/// (docs/migration.md): the other device trusts it by its SHA-256 pin, carried in the migration
/// link, never by a certificate authority. ``exported()`` and ``restore(certificate:privateKey:)``
/// let a serve keep it, sealed, across a restart of its process (Migration's resume record).
///
/// Holds libcrypto objects (freed on deinit); used by one thread at a time, hence
/// `@unchecked Sendable` (it is handed from the thread that makes it to the one that serves).
public final class SelfSignedCertificate: @unchecked Sendable {
    let library: PinnedTLSLibrary
    let certificate: OpaquePointer
    let key: OpaquePointer
    /// The SHA-256 of the certificate's DER encoding (32 bytes).
    public let pin: [UInt8]

    fileprivate init(library: PinnedTLSLibrary, certificate: OpaquePointer, key: OpaquePointer, pin: [UInt8]) {
        self.library = library
        self.certificate = certificate
        self.key = key
        self.pin = pin
    }

    deinit {
        library.x509Free(certificate)
        library.pkeyFree(key)
    }

    /// Makes a new key and a certificate for it, valid from an hour ago for `days` days, named
    /// `commonName`, with a random serial number.
    public static func generate(commonName: String = "threshold direct transfer", days: Int = 2) throws(TransportError) -> SelfSignedCertificate {
        let library: PinnedTLSLibrary
        switch PinnedTLSLibrary.load() {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        let failed = TransportError.tlsUnavailable("a certificate for the transfer could not be made")
        guard let context = library.pkeyCtxNewId(PinnedTLSLibrary.ed25519, nil) else { throw failed }
        defer { library.pkeyCtxFree(context) }
        var key: OpaquePointer?
        guard library.keygenInit(context) == 1, library.keygen(context, &key) == 1, let key else { throw failed }
        guard let certificate = library.x509New() else {
            library.pkeyFree(key)
            throw failed
        }
        // The system generator (getrandom): a serial number, not a secret.
        let serial = UInt64.random(in: 1...UInt64.max)
        let name = library.subjectName(certificate)
        let ready = library.setVersion(certificate, 2) == 1
            && library.asn1IntegerSet(library.serialNumber(certificate), Int(serial >> 2)) == 1
            && library.gmtimeAdj(library.notBefore(certificate), -3600) != nil
            && library.gmtimeAdj(library.notAfter(certificate), days * 86_400) != nil
            && library.setPublicKey(certificate, key) == 1
            && commonName.withCString { text in
                library.nameAdd(name, "CN", PinnedTLSLibrary.asciiString, UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                -1, -1, 0) == 1
            }
            && library.setIssuerName(certificate, name) == 1
            && library.sign(certificate, key, nil) > 0
        guard ready, let pin = library.pin(of: certificate) else {
            library.x509Free(certificate)
            library.pkeyFree(key)
            throw failed
        }
        return SelfSignedCertificate(library: library, certificate: certificate, key: key, pin: pin)
    }
}

extension SelfSignedCertificate {
    /// The certificate's DER encoding and its Ed25519 private key (32 raw bytes: a secret, which
    /// the caller seals and zeroes), for a direct transfer that must survive a restart of its
    /// source (docs/migration.md, "Resume after a restart").
    public func exported() throws(TransportError) -> (certificate: [UInt8], privateKey: [UInt8]) {
        let failed = TransportError.tlsUnavailable("the transfer's certificate could not be saved")
        var der: UnsafeMutablePointer<UInt8>?
        let length = library.certificateToDER(certificate, &der)
        guard length > 0, let der else { throw failed }
        let certificateBytes = Array(UnsafeBufferPointer(start: der, count: Int(length)))
        free(der)
        var keyLength = 32
        var keyBytes = [UInt8](repeating: 0, count: 32)
        guard library.rawPrivateKey(key, &keyBytes, &keyLength) == 1, keyLength == 32 else { throw failed }
        return (certificateBytes, keyBytes)
    }

    /// The certificate and key ``exported()`` gave; the key must be the certificate's.
    public static func restore(certificate der: [UInt8], privateKey: [UInt8]) throws(TransportError) -> SelfSignedCertificate {
        let library: PinnedTLSLibrary
        switch PinnedTLSLibrary.load() {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        let failed = TransportError.tlsUnavailable("the transfer's saved certificate could not be read")
        guard privateKey.count == 32, !der.isEmpty,
              let key = privateKey.withUnsafeBufferPointer({ library.newRawPrivateKey(PinnedTLSLibrary.ed25519, nil, $0.baseAddress, 32) })
        else { throw failed }
        let certificate: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            return library.certificateFromDER(nil, &cursor, buffer.count)
        }
        guard let certificate, library.checkPrivateKey(certificate, key) == 1, let pin = library.pin(of: certificate) else {
            if let certificate { library.x509Free(certificate) }
            library.pkeyFree(key)
            throw failed
        }
        return SelfSignedCertificate(library: library, certificate: certificate, key: key, pin: pin)
    }
}

/// TLS 1.3 between two devices that trust each other by a certificate pin rather than a
/// certificate authority, and the short code both show (docs/migration.md, "Direct transfer").
public enum PinnedTLS {
    /// The RFC 5705 exporter label of the short code (private use, hence `EXPERIMENTAL`).
    public static let shortCodeLabel = "EXPERIMENTAL threshold direct transfer short code v1"

    /// The server side on an accepted socket: presents `certificate`, asks for none.
    public static func accept(_ fd: Int32, peer: String, certificate: SelfSignedCertificate,
                              within clock: inout TransferClock) throws(TransportError) -> ByteStreamConnection {
        let library = certificate.library
        let base = library.base
        guard let context = base.ctxNew(library.serverMethod()) else {
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not start")
        }
        guard library.ctxCtrl(context, PinnedTLSLibrary.setMinimumVersionControl, PinnedTLSLibrary.tls13, nil) == 1,
              library.useCertificate(context, certificate.certificate) == 1,
              library.usePrivateKey(context, certificate.key) == 1,
              let ssl = base.sslNew(context) else {
            base.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not be set up with the transfer's certificate")
        }
        guard base.setFd(ssl, fd) == 1 else {
            base.sslFree(ssl)
            base.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not be set up")
        }
        return try ByteStreamConnection.session(base, context: context, ssl: ssl, fd: fd, peer: peer,
                                                exporter: library.exportKeyingMaterial, within: &clock) {
            (library.accept(ssl), "the TLS handshake with \(peer) failed")
        }
    }

    /// The client side: connects to `host:port` and accepts the server only when its certificate's
    /// SHA-256 is `pin` (compared in constant time), whatever it claims to be; any other ends the
    /// connection before a byte of data with ``TransportError/tlsHandshakeFailed(_:)``.
    public static func connect(host: String, port: UInt16, pin: [UInt8], timeoutSeconds: Int? = nil,
                               within clock: inout TransferClock) throws(TransportError) -> ByteStreamConnection {
        let library: PinnedTLSLibrary
        switch PinnedTLSLibrary.load() {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        let fd = try SocketConnector.connect(host: host, port: port, timeoutSeconds: timeoutSeconds, within: &clock)
        let peer = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let base = library.base
        guard let context = base.ctxNew(base.clientMethod()) else {
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not start")
        }
        // No certificate authority: the pin, checked right after the handshake, is the trust.
        base.ctxSetVerify(context, 0, nil)
        guard library.ctxCtrl(context, PinnedTLSLibrary.setMinimumVersionControl, PinnedTLSLibrary.tls13, nil) == 1,
              let ssl = base.sslNew(context) else {
            base.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not be set up")
        }
        guard base.setFd(ssl, fd) == 1 else {
            base.sslFree(ssl)
            base.ctxFree(context)
            Glibc.close(fd)
            throw .tlsUnavailable("TLS could not be set up")
        }
        return try ByteStreamConnection.session(base, context: context, ssl: ssl, fd: fd, peer: peer,
                                                exporter: library.exportKeyingMaterial, within: &clock, afterHandshake: {
            guard let presented = library.peerCertificate(ssl) else {
                return .tlsHandshakeFailed("\(peer) presented no certificate")
            }
            defer { library.x509Free(presented) }
            guard let digest = library.pin(of: presented), pin.count == 32, constantTimeEquals(digest, pin) else {
                return .tlsHandshakeFailed("\(peer) presented a certificate other than the one in the link: "
                                           + "this is not the device that showed it (or someone is in between)")
            }
            return nil
        }) {
            (base.connect(ssl), "the TLS handshake with \(peer) failed")
        }
    }

    /// The short code both devices show for the user to compare: six digits from 4 bytes of the
    /// session's exporter (``shortCodeLabel``), as "123 456"; nil for a plain connection. A relay
    /// between them (two sessions) gives each side a different code.
    public static func shortCode(of connection: ByteStreamConnection) -> String? {
        guard let bytes = connection.exportKeyingMaterial(label: shortCodeLabel, count: 4) else { return nil }
        let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } % 1_000_000
        let digits = String(value)
        let padded = String(repeating: "0", count: 6 - digits.count) + digits
        return padded.prefix(3) + " " + padded.suffix(3)
    }

    static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
