/// Wrapping a secret key under a key-encryption key: ChaCha20-Poly1305 with a fresh random nonce.
///
/// A wrapped key is `nonce (12) || ciphertext || tag (16)`; `additionalData` is authenticated, so
/// the wrapping is bound to whatever the caller puts there (a file header, a purpose).
public enum KeyWrap {
    /// The size of a wrapped key of `count` bytes.
    public static func wrappedByteCount(_ count: Int) -> Int {
        ChaCha20Poly1305.nonceByteCount + count + ChaCha20Poly1305.tagByteCount
    }

    /// Seals `key` under `kek`.
    public static func wrap(_ key: SecureBytes, kek: SecureBytes, additionalData: [UInt8],
                            random: any RandomSource) throws(SecretsError) -> [UInt8] {
        let nonce = try random.bytes(ChaCha20Poly1305.nonceByteCount)
        var out = [UInt8](repeating: 0, count: key.count + ChaCha20Poly1305.tagByteCount)
        try kek.withTemporaryArray { (kekBytes: [UInt8]) throws(SecretsError) in
            try key.withUnsafeBytes { (plain: UnsafeRawBufferPointer) throws(SecretsError) in
                let result: Result<Void, SecretsError> = out.withUnsafeMutableBytes { output in
                    Result { () throws(SecretsError) in
                        try ChaCha20Poly1305.seal(plain, key: kekBytes, nonce: nonce, additionalData: additionalData,
                                                  into: output)
                    }
                }
                try result.get()
            }
        }
        return nonce + out
    }

    /// Opens a wrapped key; nil when `kek` or `additionalData` is not the one it was sealed with,
    /// or the bytes were changed.
    public static func unwrap(_ wrapped: [UInt8], kek: SecureBytes,
                              additionalData: [UInt8]) throws(SecretsError) -> SecureBytes? {
        let nonceCount = ChaCha20Poly1305.nonceByteCount
        guard wrapped.count >= nonceCount + ChaCha20Poly1305.tagByteCount else { return nil }
        let nonce = Array(wrapped[..<nonceCount])
        let sealed = Array(wrapped[nonceCount...])
        let opened = try kek.withTemporaryArray { (kekBytes: [UInt8]) throws(SecretsError) -> [UInt8]? in
            try ChaCha20Poly1305.open(sealed, key: kekBytes, nonce: nonce, additionalData: additionalData)
        }
        guard var plain = opened else { return nil }
        return try SecureBytes(taking: &plain)
    }

    /// A 32-byte key from `secret` for one `purpose` (HKDF-SHA256; the purpose is the info string).
    public static func derive(from secret: SecureBytes, salt: [UInt8], purpose: String) throws(SecretsError) -> SecureBytes {
        try secret.withTemporaryArray { (input: [UInt8]) throws(SecretsError) -> SecureBytes in
            var derived = try HKDF.deriveKey(inputKeyMaterial: input, salt: salt, info: Array(purpose.utf8), length: 32)
            return try SecureBytes(taking: &derived)
        }
    }
}
