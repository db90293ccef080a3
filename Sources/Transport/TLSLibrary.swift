import Foundation

/// The few libssl (OpenSSL 3) functions a TLS client needs, loaded with `dlopen` on first use.
///
/// Linking libssl would add its loading to the start-up of every command; only `outbox flush` to an
/// `https://` server needs it. libcrypto, which libssl uses, is already linked.
struct TLSLibrary {
    typealias MethodFn = @convention(c) () -> OpaquePointer?
    typealias CtxNewFn = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias FreeFn = @convention(c) (OpaquePointer?) -> Void
    typealias SetVerifyFn = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> Void
    typealias CtxIntFn = @convention(c) (OpaquePointer?) -> Int32
    typealias LoadVerifyFn = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    typealias SetFdFn = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias CtrlFn = @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    typealias SetHostFn = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias WriteFn = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> Int32
    typealias ReadFn = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    typealias VerifyResultFn = @convention(c) (OpaquePointer?) -> Int
    typealias GetErrorFn = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias GetBIOFn = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias CountFn = @convention(c) (OpaquePointer?) -> UInt64
    typealias ClearErrorsFn = @convention(c) () -> Void

    let clientMethod: MethodFn
    let ctxNew: CtxNewFn
    let ctxFree: FreeFn
    let ctxSetVerify: SetVerifyFn
    let ctxSetDefaultVerifyPaths: CtxIntFn
    let ctxLoadVerifyLocations: LoadVerifyFn
    let sslNew: CtxNewFn
    let sslFree: FreeFn
    let setFd: SetFdFn
    let ctrl: CtrlFn
    let setHost: SetHostFn
    let connect: CtxIntFn
    let write: WriteFn
    let read: ReadFn
    let shutdown: CtxIntFn
    let verifyResult: VerifyResultFn
    let getError: GetErrorFn
    let readBIO: GetBIOFn
    let writeBIO: GetBIOFn
    let bytesRead: CountFn
    let bytesWritten: CountFn
    let clearErrors: ClearErrorsFn

    /// SSL_VERIFY_PEER.
    static let verifyPeer: Int32 = 1
    /// SSL_CTRL_SET_TLSEXT_HOSTNAME and TLSEXT_NAMETYPE_host_name (the SNI macro's expansion).
    static let setHostNameControl: Int32 = 55
    /// SSL_CTRL_MODE, and SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER (a
    /// non-blocking write may report part of the bytes, and a retry may pass the same bytes from another address).
    static let modeControl: Int32 = 33
    static let partialMovingWrites = 0x1 | 0x2
    /// SSL_get_error's answers that matter: wait for the socket to be readable or writable, or the
    /// peer closed the TLS session cleanly.
    static let wantRead: Int32 = 2
    static let wantWrite: Int32 = 3
    static let zeroReturn: Int32 = 6
    /// SSL_ERROR_SSL and SSL_ERROR_SYSCALL: fatal; the session may not be shut down after them.
    static let protocolError: Int32 = 1
    static let syscallError: Int32 = 5

    /// Loads libssl.so.3; nil with the reason when it or a function is missing.
    static func load() -> Result<TLSLibrary, TransportError> {
        guard let handle = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.tlsUnavailable("libssl.so.3 could not be loaded"))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let clientMethod = symbol("TLS_client_method", as: MethodFn.self),
              let ctxNew = symbol("SSL_CTX_new", as: CtxNewFn.self),
              let ctxFree = symbol("SSL_CTX_free", as: FreeFn.self),
              let ctxSetVerify = symbol("SSL_CTX_set_verify", as: SetVerifyFn.self),
              let ctxSetDefaultVerifyPaths = symbol("SSL_CTX_set_default_verify_paths", as: CtxIntFn.self),
              let ctxLoadVerifyLocations = symbol("SSL_CTX_load_verify_locations", as: LoadVerifyFn.self),
              let sslNew = symbol("SSL_new", as: CtxNewFn.self),
              let sslFree = symbol("SSL_free", as: FreeFn.self),
              let setFd = symbol("SSL_set_fd", as: SetFdFn.self),
              let ctrl = symbol("SSL_ctrl", as: CtrlFn.self),
              let setHost = symbol("SSL_set1_host", as: SetHostFn.self),
              let connect = symbol("SSL_connect", as: CtxIntFn.self),
              let write = symbol("SSL_write", as: WriteFn.self),
              let read = symbol("SSL_read", as: ReadFn.self),
              let shutdown = symbol("SSL_shutdown", as: CtxIntFn.self),
              let verifyResult = symbol("SSL_get_verify_result", as: VerifyResultFn.self),
              let getError = symbol("SSL_get_error", as: GetErrorFn.self),
              let readBIO = symbol("SSL_get_rbio", as: GetBIOFn.self),
              let writeBIO = symbol("SSL_get_wbio", as: GetBIOFn.self),
              // libcrypto's, found through libssl's dependencies.
              let bytesRead = symbol("BIO_number_read", as: CountFn.self),
              let bytesWritten = symbol("BIO_number_written", as: CountFn.self),
              let clearErrors = symbol("ERR_clear_error", as: ClearErrorsFn.self) else {
            return .failure(.tlsUnavailable("libssl.so.3 lacks a needed function"))
        }
        return .success(TLSLibrary(clientMethod: clientMethod, ctxNew: ctxNew, ctxFree: ctxFree, ctxSetVerify: ctxSetVerify,
                                   ctxSetDefaultVerifyPaths: ctxSetDefaultVerifyPaths,
                                   ctxLoadVerifyLocations: ctxLoadVerifyLocations, sslNew: sslNew, sslFree: sslFree,
                                   setFd: setFd, ctrl: ctrl, setHost: setHost, connect: connect, write: write,
                                   read: read, shutdown: shutdown, verifyResult: verifyResult, getError: getError,
                                   readBIO: readBIO, writeBIO: writeBIO, bytesRead: bytesRead, bytesWritten: bytesWritten,
                                   clearErrors: clearErrors))
    }
}
