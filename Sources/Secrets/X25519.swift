import CCrypto

/// X25519 Diffie-Hellman (RFC 7748) through libcrypto's EVP_PKEY API.
///
/// Keys are raw 32-byte strings as RFC 7748 defines them; libcrypto clamps private scalars itself.
public enum X25519 {
    /// The length of private keys, public keys and shared secrets, in bytes.
    public static let keyByteCount = 32

    /// Draws a fresh private key from `random`.
    public static func generatePrivateKey(using random: some RandomSource = SecureRandom()) throws(SecretsError) -> [UInt8] {
        let key = try random.bytes(keyByteCount)
        guard key.count == keyByteCount else { throw .invalidParameters("the random source returned the wrong length") }
        return key
    }

    /// The public key (`X25519(privateKey, basepoint)`) of a 32-byte private key.
    public static func publicKey(fromPrivateKey privateKey: [UInt8]) throws(SecretsError) -> [UInt8] {
        let pkey = try makePrivate(privateKey)
        defer { EVP_PKEY_free(pkey) }
        var out = [UInt8](repeating: 0, count: keyByteCount)
        var length = keyByteCount
        let ok = out.withUnsafeMutableBufferPointer { EVP_PKEY_get_raw_public_key(pkey, $0.baseAddress, &length) }
        guard ok == 1, length == keyByteCount else { throw .libcrypto(operation: "X25519 public key") }
        return out
    }

    /// The shared secret `X25519(privateKey, publicKey)`.
    ///
    /// Throws ``SecretsError/invalidParameters(_:)`` when the result would be all zero, which happens when
    /// `publicKey` is a low-order point; RFC 7748 section 6.1 and the age spec require aborting then.
    public static func sharedSecret(privateKey: [UInt8], publicKey: [UInt8]) throws(SecretsError) -> [UInt8] {
        guard publicKey.count == keyByteCount else { throw .invalidParameters("an X25519 public key is 32 bytes") }
        let mine = try makePrivate(privateKey)
        defer { EVP_PKEY_free(mine) }
        let peer = publicKey.withUnsafeBufferPointer {
            EVP_PKEY_new_raw_public_key_ex(nil, "X25519", nil, $0.baseAddress, $0.count)
        }
        guard let peer else { throw .libcrypto(operation: "X25519 peer key") }
        defer { EVP_PKEY_free(peer) }
        guard let ctx = EVP_PKEY_CTX_new_from_pkey(nil, mine, nil) else { throw .libcrypto(operation: "EVP_PKEY_CTX_new") }
        defer { EVP_PKEY_CTX_free(ctx) }
        guard EVP_PKEY_derive_init(ctx) == 1 else { throw .libcrypto(operation: "X25519 derive init") }
        // Peer validation is off: X25519 accepts any 32-byte string; the all-zero check below is what matters.
        guard EVP_PKEY_derive_set_peer_ex(ctx, peer, 0) == 1 else { throw .libcrypto(operation: "X25519 set peer") }
        var out = [UInt8](repeating: 0, count: keyByteCount)
        var length = keyByteCount
        let ok = out.withUnsafeMutableBufferPointer { EVP_PKEY_derive(ctx, $0.baseAddress, &length) }
        // libcrypto itself fails the derivation when the result is all zero.
        guard ok == 1, length == keyByteCount else { throw .invalidParameters("X25519 shared secret is all zero (low-order public key)") }
        guard !ConstantTime.equals(out, [UInt8](repeating: 0, count: keyByteCount)) else {
            throw .invalidParameters("X25519 shared secret is all zero (low-order public key)")
        }
        return out
    }

    private static func makePrivate(_ privateKey: [UInt8]) throws(SecretsError) -> OpaquePointer {
        guard privateKey.count == keyByteCount else { throw .invalidParameters("an X25519 private key is 32 bytes") }
        let pkey = privateKey.withUnsafeBufferPointer {
            EVP_PKEY_new_raw_private_key_ex(nil, "X25519", nil, $0.baseAddress, $0.count)
        }
        guard let pkey else { throw .libcrypto(operation: "X25519 private key") }
        return pkey
    }
}
