import CCrypto

/// HMAC-SHA256 (RFC 2104) through libcrypto's EVP_MAC API.
public enum HMACSHA256 {
    /// The tag length in bytes.
    public static let byteCount = 32

    /// The HMAC-SHA256 tag of `message` under `key`.
    public static func authenticate(_ message: [UInt8], key: [UInt8]) throws(SecretsError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: byteCount)
        var length = 0
        let result = key.withUnsafeBytes { k in
            message.withUnsafeBytes { m in
                out.withUnsafeMutableBufferPointer { o in
                    // A zero-length key still needs a valid pointer for libcrypto.
                    withUnsafePointer(to: UInt8(0)) { empty in
                        EVP_Q_mac(nil, "HMAC", nil, "SHA256", nil,
                                  k.baseAddress ?? UnsafeRawPointer(empty), k.count,
                                  m.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? empty, m.count,
                                  o.baseAddress, o.count, &length)
                    }
                }
            }
        }
        guard result != nil, length == byteCount else { throw .libcrypto(operation: "HMAC-SHA256") }
        return out
    }
}
