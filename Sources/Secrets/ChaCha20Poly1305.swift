import CCrypto

/// ChaCha20-Poly1305 AEAD (RFC 8439) through libcrypto's EVP cipher API.
///
/// A sealed box is `ciphertext || 16-byte tag`.
public enum ChaCha20Poly1305 {
    /// Key length in bytes.
    public static let keyByteCount = 32
    /// Nonce length in bytes.
    public static let nonceByteCount = 12
    /// Authentication tag length in bytes.
    public static let tagByteCount = 16

    /// Encrypts and authenticates `plaintext` (and authenticates `additionalData`); returns ciphertext || tag.
    public static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8],
                            additionalData: [UInt8] = []) throws(SecretsError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: plaintext.count + tagByteCount)
        let result: Result<Void, SecretsError> = plaintext.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                Result { () throws(SecretsError) in
                    try seal(input, key: key, nonce: nonce, additionalData: additionalData, into: output)
                }
            }
        }
        try result.get()
        return out
    }

    /// Verifies and decrypts ciphertext || tag; nil when the box is too short or the tag does not verify.
    public static func open(_ sealed: [UInt8], key: [UInt8], nonce: [UInt8],
                            additionalData: [UInt8] = []) throws(SecretsError) -> [UInt8]? {
        guard sealed.count >= tagByteCount else { return nil }
        var out = [UInt8](repeating: 0, count: sealed.count - tagByteCount)
        let result: Result<Bool, SecretsError> = sealed.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                Result { () throws(SecretsError) in
                    try open(input, key: key, nonce: nonce, additionalData: additionalData, into: output)
                }
            }
        }
        return try result.get() ? out : nil
    }

    /// Seals `plaintext` into the first `plaintext.count + 16` bytes of `output`, without allocating.
    public static func seal(_ plaintext: UnsafeRawBufferPointer, key: [UInt8], nonce: [UInt8],
                            additionalData: [UInt8] = [], into output: UnsafeMutableRawBufferPointer) throws(SecretsError) {
        guard output.count >= plaintext.count + tagByteCount else { throw .invalidParameters("AEAD output buffer too small") }
        let ctx = try makeContext(key: key, nonce: nonce, encrypting: true)
        defer { EVP_CIPHER_CTX_free(ctx) }
        try update(ctx, additionalData: additionalData)
        try update(ctx, input: plaintext, output: output)
        var finalLength: Int32 = 0
        var trailing = [UInt8](repeating: 0, count: 16)
        guard trailing.withUnsafeMutableBufferPointer({ EVP_EncryptFinal_ex(ctx, $0.baseAddress, &finalLength) }) == 1,
              finalLength == 0
        else { throw .libcrypto(operation: "ChaCha20-Poly1305 final") }
        let tag = output.baseAddress.map { $0 + plaintext.count }
        guard EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, Int32(tagByteCount), tag) == 1 else {
            throw .libcrypto(operation: "ChaCha20-Poly1305 tag")
        }
    }

    /// Opens `sealed` (ciphertext || tag) into the first `sealed.count - 16` bytes of `output`.
    /// Returns false when the tag does not verify (the output then holds no meaningful data).
    public static func open(_ sealed: UnsafeRawBufferPointer, key: [UInt8], nonce: [UInt8],
                            additionalData: [UInt8] = [], into output: UnsafeMutableRawBufferPointer) throws(SecretsError) -> Bool {
        guard sealed.count >= tagByteCount else { return false }
        let bodyCount = sealed.count - tagByteCount
        guard output.count >= bodyCount else { throw .invalidParameters("AEAD output buffer too small") }
        let ctx = try makeContext(key: key, nonce: nonce, encrypting: false)
        defer { EVP_CIPHER_CTX_free(ctx) }
        try update(ctx, additionalData: additionalData)
        try update(ctx, input: UnsafeRawBufferPointer(rebasing: sealed[..<bodyCount]), output: output)
        var tag = Array(sealed[bodyCount...])
        guard tag.withUnsafeMutableBytes({ EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, Int32(tagByteCount), $0.baseAddress) }) == 1
        else { throw .libcrypto(operation: "ChaCha20-Poly1305 set tag") }
        var finalLength: Int32 = 0
        var trailing = [UInt8](repeating: 0, count: 16)
        return trailing.withUnsafeMutableBufferPointer { EVP_DecryptFinal_ex(ctx, $0.baseAddress, &finalLength) } == 1
    }

    private static func makeContext(key: [UInt8], nonce: [UInt8], encrypting: Bool) throws(SecretsError) -> OpaquePointer {
        guard key.count == keyByteCount else { throw .invalidParameters("a ChaCha20-Poly1305 key is 32 bytes") }
        guard nonce.count == nonceByteCount else { throw .invalidParameters("a ChaCha20-Poly1305 nonce is 12 bytes") }
        guard let ctx = EVP_CIPHER_CTX_new() else { throw .libcrypto(operation: "EVP_CIPHER_CTX_new") }
        let ok = key.withUnsafeBufferPointer { k in
            nonce.withUnsafeBufferPointer { n in
                encrypting
                    ? EVP_EncryptInit_ex(ctx, FetchedChaCha20Poly1305.shared.cipher, nil, k.baseAddress, n.baseAddress)
                    : EVP_DecryptInit_ex(ctx, FetchedChaCha20Poly1305.shared.cipher, nil, k.baseAddress, n.baseAddress)
            }
        }
        guard ok == 1 else {
            EVP_CIPHER_CTX_free(ctx)
            throw .libcrypto(operation: "ChaCha20-Poly1305 init")
        }
        return ctx
    }

    private static func update(_ ctx: OpaquePointer, additionalData: [UInt8]) throws(SecretsError) {
        guard !additionalData.isEmpty else { return }
        var length: Int32 = 0
        let ok = additionalData.withUnsafeBufferPointer { EVP_CipherUpdate(ctx, nil, &length, $0.baseAddress, Int32($0.count)) }
        guard ok == 1 else { throw .libcrypto(operation: "ChaCha20-Poly1305 AAD") }
    }

    private static func update(_ ctx: OpaquePointer, input: UnsafeRawBufferPointer,
                               output: UnsafeMutableRawBufferPointer) throws(SecretsError) {
        guard input.count > 0, let inBase = input.baseAddress, let outBase = output.baseAddress else { return }
        guard input.count <= Int(Int32.max) else { throw .invalidParameters("AEAD input too large") }
        var length: Int32 = 0
        let ok = EVP_CipherUpdate(ctx, outBase.assumingMemoryBound(to: UInt8.self), &length,
                                  inBase.assumingMemoryBound(to: UInt8.self), Int32(input.count))
        guard ok == 1, Int(length) == input.count else { throw .libcrypto(operation: "ChaCha20-Poly1305 update") }
    }
}

/// The cipher fetched once from OpenSSL's default library context (so the system's provider
/// configuration applies): `EVP_chacha20_poly1305()` makes OpenSSL 3 look the implementation up
/// again at every init, a locked search of the provider's method store, for every key unwrapped
/// and every 64 KiB chunk of an age stream.
///
/// `@unchecked Sendable`: the pointer is set once, and an `EVP_CIPHER` is immutable once fetched
/// (OpenSSL shares fetched algorithms across threads).
final class FetchedChaCha20Poly1305: @unchecked Sendable {
    static let shared = FetchedChaCha20Poly1305()
    /// The fetched cipher, or the built-in handle (fetched implicitly) if the fetch failed.
    let cipher: OpaquePointer?

    private init() {
        cipher = EVP_CIPHER_fetch(nil, "ChaCha20-Poly1305", nil) ?? EVP_chacha20_poly1305()
    }
}
