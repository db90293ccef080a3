import CCrypto

/// HKDF with SHA-256 (RFC 5869) through libcrypto's EVP_KDF API.
public enum HKDF {
    /// The length of a pseudorandom key from ``extract(salt:inputKeyMaterial:)``.
    public static let pseudoRandomKeyByteCount = 32

    /// HKDF-Extract: the pseudorandom key for `inputKeyMaterial` and `salt` (empty salt = 32 zero bytes).
    public static func extract(salt: [UInt8], inputKeyMaterial: [UInt8]) throws(SecretsError) -> [UInt8] {
        try run(mode: EVP_KDF_HKDF_MODE_EXTRACT_ONLY, key: inputKeyMaterial, salt: salt, info: [],
                length: pseudoRandomKeyByteCount)
    }

    /// HKDF-Expand: `length` bytes (at most 255 * 32) from a pseudorandom key and `info`.
    public static func expand(pseudoRandomKey: [UInt8], info: [UInt8], length: Int) throws(SecretsError) -> [UInt8] {
        guard pseudoRandomKey.count >= pseudoRandomKeyByteCount else {
            throw .invalidParameters("an HKDF pseudorandom key is at least 32 bytes")
        }
        return try run(mode: EVP_KDF_HKDF_MODE_EXPAND_ONLY, key: pseudoRandomKey, salt: [], info: info, length: length)
    }

    /// Extract then expand: `length` bytes of key material.
    public static func deriveKey(inputKeyMaterial: [UInt8], salt: [UInt8], info: [UInt8],
                                 length: Int = 32) throws(SecretsError) -> [UInt8] {
        try run(mode: EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, key: inputKeyMaterial, salt: salt, info: info, length: length)
    }

    private static func run(mode: Int32, key: [UInt8], salt: [UInt8], info: [UInt8],
                            length: Int) throws(SecretsError) -> [UInt8] {
        guard (1...(255 * 32)).contains(length) else { throw .invalidParameters("HKDF length must be 1...8160") }
        guard let kdf = EVP_KDF_fetch(nil, "HKDF", nil) else { throw .libcrypto(operation: "EVP_KDF_fetch(HKDF)") }
        defer { EVP_KDF_free(kdf) }
        guard let ctx = EVP_KDF_CTX_new(kdf) else { throw .libcrypto(operation: "EVP_KDF_CTX_new") }
        defer { EVP_KDF_CTX_free(ctx) }
        var out = [UInt8](repeating: 0, count: length)
        var modeValue = mode
        // Parameter names are static C strings: OSSL_PARAM keeps the pointers until the derive call.
        let ok: Int32 = withUnsafeMutablePointer(to: &modeValue) { modePointer in
            key.withUnsafeBytes { k in
                salt.withUnsafeBytes { s in
                    info.withUnsafeBytes { i in
                        withUnsafePointer(to: UInt8(0)) { empty in
                            var params: [OSSL_PARAM] = [
                                OSSL_PARAM_construct_utf8_string(cString("digest"), mutableCString("SHA256"), 0),
                                OSSL_PARAM_construct_int(cString("mode"), modePointer),
                                // A zero-length key still needs a valid pointer for libcrypto.
                                OSSL_PARAM_construct_octet_string(cString("key"),
                                    UnsafeMutableRawPointer(mutating: k.baseAddress ?? UnsafeRawPointer(empty)), k.count),
                            ]
                            if s.count > 0, let base = s.baseAddress {
                                params.append(OSSL_PARAM_construct_octet_string(cString("salt"), UnsafeMutableRawPointer(mutating: base), s.count))
                            }
                            if i.count > 0, let base = i.baseAddress {
                                params.append(OSSL_PARAM_construct_octet_string(cString("info"), UnsafeMutableRawPointer(mutating: base), i.count))
                            }
                            params.append(OSSL_PARAM_construct_end())
                            return out.withUnsafeMutableBufferPointer { o in
                                params.withUnsafeBufferPointer { p in EVP_KDF_derive(ctx, o.baseAddress, o.count, p.baseAddress) }
                            }
                        }
                    }
                }
            }
        }
        guard ok == 1 else { throw .libcrypto(operation: "HKDF-SHA256") }
        return out
    }
}

/// A pointer to a string literal's static, NUL-terminated storage (valid for the life of the process).
func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The same, typed as libcrypto's non-const `char *` (it never writes through it).
func mutableCString(_ literal: StaticString) -> UnsafeMutablePointer<CChar> {
    UnsafeMutablePointer(mutating: cString(literal))
}
