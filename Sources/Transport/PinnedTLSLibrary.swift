import Glibc

/// The libssl and libcrypto functions a pinned, self-signed TLS 1.3 session needs beyond
/// ``TLSLibrary``'s (a server side, a fresh Ed25519 certificate, the peer certificate's digest and
/// RFC 5705 keying material), loaded with `dlopen` from the same libssl.so.3 (libcrypto's through
/// its dependencies), on first use.
struct PinnedTLSLibrary {
    typealias MethodFn = @convention(c) () -> OpaquePointer?
    typealias PointerIntFn = @convention(c) (OpaquePointer?) -> Int32
    typealias TwoPointerIntFn = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    typealias PointerPointerFn = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias FreeFn = @convention(c) (OpaquePointer?) -> Void
    typealias CtxCtrlFn = @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    typealias PKeyCtxNewIdFn = @convention(c) (Int32, OpaquePointer?) -> OpaquePointer?
    typealias KeygenFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias SetVersionFn = @convention(c) (OpaquePointer?, Int) -> Int32
    typealias ASN1IntegerSetFn = @convention(c) (OpaquePointer?, Int) -> Int32
    typealias GmtimeAdjFn = @convention(c) (OpaquePointer?, Int) -> OpaquePointer?
    typealias NameAddFn = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Int32
    typealias SignFn = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32
    typealias DigestFn = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?) -> Int32
    typealias ExportFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafePointer<CChar>?, Int,
                                         UnsafePointer<UInt8>?, Int, Int32) -> Int32

    typealias ToDERFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    typealias FromDERFn = @convention(c) (UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int) -> OpaquePointer?
    typealias RawPrivateKeyFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?) -> Int32
    typealias NewRawPrivateKeyFn = @convention(c) (Int32, OpaquePointer?, UnsafePointer<UInt8>?, Int) -> OpaquePointer?

    let base: TLSLibrary
    let serverMethod: MethodFn
    let ctxCtrl: CtxCtrlFn
    let useCertificate: TwoPointerIntFn
    let usePrivateKey: TwoPointerIntFn
    let accept: PointerIntFn
    let peerCertificate: PointerPointerFn
    let exportKeyingMaterial: ExportFn
    let pkeyCtxNewId: PKeyCtxNewIdFn
    let keygenInit: PointerIntFn
    let keygen: KeygenFn
    let pkeyCtxFree: FreeFn
    let pkeyFree: FreeFn
    let x509New: MethodFn
    let x509Free: FreeFn
    let setVersion: SetVersionFn
    let serialNumber: PointerPointerFn
    let asn1IntegerSet: ASN1IntegerSetFn
    let notBefore: PointerPointerFn
    let notAfter: PointerPointerFn
    let gmtimeAdj: GmtimeAdjFn
    let setPublicKey: TwoPointerIntFn
    let subjectName: PointerPointerFn
    let nameAdd: NameAddFn
    let setIssuerName: TwoPointerIntFn
    let sign: SignFn
    let digest: DigestFn
    let sha256: MethodFn
    let certificateToDER: ToDERFn
    let certificateFromDER: FromDERFn
    let rawPrivateKey: RawPrivateKeyFn
    let newRawPrivateKey: NewRawPrivateKeyFn
    let checkPrivateKey: TwoPointerIntFn

    /// NID_ED25519 (EVP_PKEY_ED25519).
    static let ed25519: Int32 = 1087
    /// MBSTRING_ASC.
    static let asciiString: Int32 = 0x1001
    /// SSL_CTRL_SET_MIN_PROTO_VERSION and TLS1_3_VERSION: TLS 1.3 only (its exporter is bound to the
    /// whole handshake).
    static let setMinimumVersionControl: Int32 = 123
    static let tls13: Int = 0x0304

    /// Loads everything; the reason when libssl.so.3 or a function is missing.
    static func load() -> Result<PinnedTLSLibrary, TransportError> {
        typealias ToDERFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    typealias FromDERFn = @convention(c) (UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int) -> OpaquePointer?
    typealias RawPrivateKeyFn = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?) -> Int32
    typealias NewRawPrivateKeyFn = @convention(c) (Int32, OpaquePointer?, UnsafePointer<UInt8>?, Int) -> OpaquePointer?

    let base: TLSLibrary
        switch TLSLibrary.load() {
        case .success(let loaded): base = loaded
        case .failure(let error): return .failure(error)
        }
        guard let handle = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.tlsUnavailable("libssl.so.3 could not be loaded"))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let serverMethod = symbol("TLS_server_method", as: MethodFn.self),
              let ctxCtrl = symbol("SSL_CTX_ctrl", as: CtxCtrlFn.self),
              let useCertificate = symbol("SSL_CTX_use_certificate", as: TwoPointerIntFn.self),
              let usePrivateKey = symbol("SSL_CTX_use_PrivateKey", as: TwoPointerIntFn.self),
              let accept = symbol("SSL_accept", as: PointerIntFn.self),
              let peerCertificate = symbol("SSL_get1_peer_certificate", as: PointerPointerFn.self),
              let exportKeyingMaterial = symbol("SSL_export_keying_material", as: ExportFn.self),
              let pkeyCtxNewId = symbol("EVP_PKEY_CTX_new_id", as: PKeyCtxNewIdFn.self),
              let keygenInit = symbol("EVP_PKEY_keygen_init", as: PointerIntFn.self),
              let keygen = symbol("EVP_PKEY_keygen", as: KeygenFn.self),
              let pkeyCtxFree = symbol("EVP_PKEY_CTX_free", as: FreeFn.self),
              let pkeyFree = symbol("EVP_PKEY_free", as: FreeFn.self),
              let x509New = symbol("X509_new", as: MethodFn.self),
              let x509Free = symbol("X509_free", as: FreeFn.self),
              let setVersion = symbol("X509_set_version", as: SetVersionFn.self),
              let serialNumber = symbol("X509_get_serialNumber", as: PointerPointerFn.self),
              let asn1IntegerSet = symbol("ASN1_INTEGER_set", as: ASN1IntegerSetFn.self),
              let notBefore = symbol("X509_getm_notBefore", as: PointerPointerFn.self),
              let notAfter = symbol("X509_getm_notAfter", as: PointerPointerFn.self),
              let gmtimeAdj = symbol("X509_gmtime_adj", as: GmtimeAdjFn.self),
              let setPublicKey = symbol("X509_set_pubkey", as: TwoPointerIntFn.self),
              let subjectName = symbol("X509_get_subject_name", as: PointerPointerFn.self),
              let nameAdd = symbol("X509_NAME_add_entry_by_txt", as: NameAddFn.self),
              let setIssuerName = symbol("X509_set_issuer_name", as: TwoPointerIntFn.self),
              let sign = symbol("X509_sign", as: SignFn.self),
              let digest = symbol("X509_digest", as: DigestFn.self),
              let sha256 = symbol("EVP_sha256", as: MethodFn.self),
              let certificateToDER = symbol("i2d_X509", as: ToDERFn.self),
              let certificateFromDER = symbol("d2i_X509", as: FromDERFn.self),
              let rawPrivateKey = symbol("EVP_PKEY_get_raw_private_key", as: RawPrivateKeyFn.self),
              let newRawPrivateKey = symbol("EVP_PKEY_new_raw_private_key", as: NewRawPrivateKeyFn.self),
              let checkPrivateKey = symbol("X509_check_private_key", as: TwoPointerIntFn.self) else {
            return .failure(.tlsUnavailable("libssl.so.3 lacks a function pinned TLS needs"))
        }
        return .success(PinnedTLSLibrary(
            base: base, serverMethod: serverMethod, ctxCtrl: ctxCtrl, useCertificate: useCertificate,
            usePrivateKey: usePrivateKey, accept: accept, peerCertificate: peerCertificate,
            exportKeyingMaterial: exportKeyingMaterial, pkeyCtxNewId: pkeyCtxNewId, keygenInit: keygenInit, keygen: keygen,
            pkeyCtxFree: pkeyCtxFree, pkeyFree: pkeyFree, x509New: x509New, x509Free: x509Free, setVersion: setVersion,
            serialNumber: serialNumber, asn1IntegerSet: asn1IntegerSet, notBefore: notBefore, notAfter: notAfter,
            gmtimeAdj: gmtimeAdj, setPublicKey: setPublicKey, subjectName: subjectName, nameAdd: nameAdd,
            setIssuerName: setIssuerName, sign: sign, digest: digest, sha256: sha256, certificateToDER: certificateToDER,
            certificateFromDER: certificateFromDER, rawPrivateKey: rawPrivateKey, newRawPrivateKey: newRawPrivateKey,
            checkPrivateKey: checkPrivateKey))
    }

    /// The SHA-256 of `certificate`'s DER encoding; nil when libcrypto fails.
    func pin(of certificate: OpaquePointer) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard digest(certificate, sha256(), &out, &length) == 1, length == 32 else { return nil }
        return out
    }
}
