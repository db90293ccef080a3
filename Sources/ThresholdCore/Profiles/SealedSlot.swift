import Secrets

/// One row of `sealed_slots`: the sealed form of a hidden profile, or chaff that looks the same.
///
/// Every profile reserves a slot when it is created, and eight chaff slots exist from the first
/// profile on; a slot's row never goes away. Hiding a profile seals it into its own reserved slot:
/// - `tag = HMAC-SHA256(K, "reveal" || slot id)` with `K = scrypt(password, install salt)`;
/// - `wrapped = nonce || ChaCha20-Poly1305(HKDF(K, info: "threshold slot wrap v1" || slot id), profile key)`,
///   where the profile key is 32 random bytes made at hiding;
/// - `body = nonce || ChaCha20-Poly1305(profile key, padded JSON of the ``SealedProfile``)`,
///   with the slot id as associated data, padded to a power of two of at least ``minimumBodyBytes``.
/// Chaff is random bytes of the same lengths. Without a password that opens a tag, a sealed slot and
/// chaff can't be told apart (ChaCha20 output and HMAC tags are indistinguishable from random).
enum SealedSlot {
    /// The smallest body (a profile without many messages fits in it).
    static let minimumBodyBytes = 4096
    /// Length of `tag`.
    static let tagBytes = HMACSHA256.byteCount
    /// Length of `wrapped`: nonce, key, AEAD tag.
    static let wrappedBytes = ChaCha20Poly1305.nonceByteCount + ChaCha20Poly1305.keyByteCount + ChaCha20Poly1305.tagByteCount
    private static let overhead = ChaCha20Poly1305.nonceByteCount + ChaCha20Poly1305.tagByteCount

    /// A slot's three columns.
    struct Contents {
        var tag: [UInt8]
        var wrapped: [UInt8]
        var body: [UInt8]
    }

    /// Random contents of the sizes a sealed profile has, with a body of `bodyBytes`.
    static func chaff(random: any RandomSource, bodyBytes: Int = minimumBodyBytes) throws -> Contents {
        Contents(tag: try random.bytes(tagBytes), wrapped: try random.bytes(wrappedBytes),
                 body: try random.bytes(bodyBytes))
    }

    /// The size of `profile`'s sealed body.
    static func bodySize(of profile: SealedProfile) throws -> Int {
        try SealedBox.pad(profile, minimum: minimumBodyBytes, overhead: overhead).count + overhead
    }

    /// The reveal tag of `slot` under `key` (`K`).
    static func tag(key: [UInt8], slot: Int64) throws -> [UInt8] {
        try HMACSHA256.authenticate(Array("reveal".utf8) + SealedBox.bytes(slot), key: key)
    }

    private static func wrappingKey(_ key: [UInt8], slot: Int64) throws -> [UInt8] {
        try HKDF.deriveKey(inputKeyMaterial: key, salt: [], info: Array("threshold slot wrap v1".utf8) + SealedBox.bytes(slot))
    }

    /// `profileKey` wrapped under `K` for `slot`.
    static func wrap(_ profileKey: [UInt8], key: [UInt8], slot: Int64, random: any RandomSource) throws -> [UInt8] {
        var wrapping = try wrappingKey(key, slot: slot)
        defer { wipe(&wrapping) }
        let nonce = try random.bytes(ChaCha20Poly1305.nonceByteCount)
        return nonce + (try ChaCha20Poly1305.seal(profileKey, key: wrapping, nonce: nonce, additionalData: SealedBox.bytes(slot)))
    }

    /// The profile key in `wrapped`, or nil when `K` does not open it.
    static func unwrap(_ wrapped: [UInt8], key: [UInt8], slot: Int64) throws -> [UInt8]? {
        guard wrapped.count == wrappedBytes else { return nil }
        var wrapping = try wrappingKey(key, slot: slot)
        defer { wipe(&wrapping) }
        let nonce = Array(wrapped[0..<ChaCha20Poly1305.nonceByteCount])
        return try ChaCha20Poly1305.open(Array(wrapped[ChaCha20Poly1305.nonceByteCount...]), key: wrapping, nonce: nonce,
                                         additionalData: SealedBox.bytes(slot))
    }

    /// `profile` sealed under `profileKey` for `slot`.
    static func sealBody(_ profile: SealedProfile, profileKey: [UInt8], slot: Int64, random: any RandomSource) throws -> [UInt8] {
        var plain = try SealedBox.pad(profile, minimum: minimumBodyBytes, overhead: overhead)
        defer { wipe(&plain) }
        let nonce = try random.bytes(ChaCha20Poly1305.nonceByteCount)
        return nonce + (try ChaCha20Poly1305.seal(plain, key: profileKey, nonce: nonce, additionalData: bodyData(slot)))
    }

    /// The profile sealed in `body`, or nil when `profileKey` does not open it.
    static func openBody(_ body: [UInt8], profileKey: [UInt8], slot: Int64) throws -> SealedProfile? {
        guard body.count > overhead else { return nil }
        let nonce = Array(body[0..<ChaCha20Poly1305.nonceByteCount])
        guard var plain = try ChaCha20Poly1305.open(Array(body[ChaCha20Poly1305.nonceByteCount...]), key: profileKey,
                                                    nonce: nonce, additionalData: bodyData(slot)) else { return nil }
        defer { wipe(&plain) }
        return SealedBox.unpad(plain, as: SealedProfile.self)
    }

    private static func bodyData(_ slot: Int64) -> [UInt8] { Array("threshold sealed body v1".utf8) + SealedBox.bytes(slot) }

    /// Overwrites key material before it is released.
    static func wipe(_ bytes: inout [UInt8]) {
        for index in bytes.indices { bytes[index] = 0 }
    }
}
