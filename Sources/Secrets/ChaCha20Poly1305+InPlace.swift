import CCrypto

extension ChaCha20Poly1305 {
    /// Opens `sealed` (ciphertext || tag) into the first `sealed.count - 16` bytes of `output`, reading
    /// every input where it lies: the key and nonce from the caller's memory (locked key memory, a file
    /// just read), and the additional data in `additionalDataPieces`, authenticated as their
    /// concatenation in order, so that a record's authenticated fields need not be copied together.
    /// Returns false when the tag does not verify; `output` then holds no meaningful data (wipe it).
    public static func open(_ sealed: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, nonce: UnsafeRawBufferPointer,
                            additionalDataPieces: [UnsafeRawBufferPointer],
                            into output: UnsafeMutableRawBufferPointer) throws(SecretsError) -> Bool {
        guard key.count == keyByteCount, let keyBase = key.baseAddress else {
            throw .invalidParameters("a ChaCha20-Poly1305 key is 32 bytes")
        }
        guard nonce.count == nonceByteCount, let nonceBase = nonce.baseAddress else {
            throw .invalidParameters("a ChaCha20-Poly1305 nonce is 12 bytes")
        }
        guard sealed.count >= tagByteCount, let sealedBase = sealed.baseAddress else { return false }
        let bodyCount = sealed.count - tagByteCount
        guard bodyCount <= Int(Int32.max) else { throw .invalidParameters("AEAD input too large") }
        guard output.count >= bodyCount else { throw .invalidParameters("AEAD output buffer too small") }
        guard let ctx = EVP_CIPHER_CTX_new() else { throw .libcrypto(operation: "EVP_CIPHER_CTX_new") }
        defer { EVP_CIPHER_CTX_free(ctx) }
        guard EVP_DecryptInit_ex(ctx, FetchedChaCha20Poly1305.shared.cipher, nil, keyBase.assumingMemoryBound(to: UInt8.self),
                                 nonceBase.assumingMemoryBound(to: UInt8.self)) == 1 else {
            throw .libcrypto(operation: "ChaCha20-Poly1305 init")
        }
        var length: Int32 = 0
        for piece in additionalDataPieces where piece.count > 0 {
            guard piece.count <= Int(Int32.max), let base = piece.baseAddress,
                  EVP_DecryptUpdate(ctx, nil, &length, base.assumingMemoryBound(to: UInt8.self), Int32(piece.count)) == 1
            else { throw .libcrypto(operation: "ChaCha20-Poly1305 AAD") }
        }
        if bodyCount > 0 {
            guard let outBase = output.baseAddress,
                  EVP_DecryptUpdate(ctx, outBase.assumingMemoryBound(to: UInt8.self), &length,
                                    sealedBase.assumingMemoryBound(to: UInt8.self), Int32(bodyCount)) == 1,
                  Int(length) == bodyCount
            else { throw .libcrypto(operation: "ChaCha20-Poly1305 update") }
        }
        // OpenSSL copies the expected tag in; it never writes through this pointer.
        guard EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, Int32(tagByteCount),
                                  UnsafeMutableRawPointer(mutating: sealedBase + bodyCount)) == 1
        else { throw .libcrypto(operation: "ChaCha20-Poly1305 set tag") }
        var trailing: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &trailing) { buffer in
            EVP_DecryptFinal_ex(ctx, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), &length)
        } == 1
    }
}
