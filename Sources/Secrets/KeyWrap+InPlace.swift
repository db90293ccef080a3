extension KeyWrap {
    /// ``unwrap(_:kek:additionalData:)`` without copies, for a wrapping read straight from a file:
    /// the wrapped bytes, the key-encryption key and the additional data (in pieces, authenticated as
    /// their concatenation in order) are read where they lie, and the key is decrypted straight into
    /// locked memory (no ordinary array ever holds it). Nil when `kek` or the additional data is not
    /// the one it was sealed with, or the bytes were changed.
    public static func unwrap(_ wrapped: UnsafeRawBufferPointer, kek: UnsafeRawBufferPointer,
                              additionalDataPieces: [UnsafeRawBufferPointer]) throws(SecretsError) -> SecureBytes? {
        let nonceCount = ChaCha20Poly1305.nonceByteCount
        guard wrapped.count >= nonceCount + ChaCha20Poly1305.tagByteCount else { return nil }
        let nonce = UnsafeRawBufferPointer(rebasing: wrapped[..<nonceCount])
        let sealed = UnsafeRawBufferPointer(rebasing: wrapped[nonceCount...])
        var verified = false
        // Released (and so wiped) unused when the tag does not verify.
        let plain = try SecureBytes(count: sealed.count - ChaCha20Poly1305.tagByteCount) { output throws(SecretsError) in
            verified = try ChaCha20Poly1305.open(sealed, key: kek, nonce: nonce, additionalDataPieces: additionalDataPieces,
                                                 into: output)
        }
        return verified ? plain : nil
    }
}
