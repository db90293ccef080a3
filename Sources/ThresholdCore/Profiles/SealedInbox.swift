import Secrets

/// Sealing to a hidden profile's route, and the per-message rows older versions kept (table
/// `sealed_inbox`, now read only until each row's profile is next opened).
///
/// Each server queue of a hidden profile has a route (table `sealed_routes`): a keyed lookup tag
/// `HMAC-SHA256(route key, server || 0 || queue id)` and an X25519 public key whose private key is
/// sealed in the profile. Bytes are sealed to that public key as age's X25519 recipient does:
/// an ephemeral key pair `e`, `shared = X25519(e, route public key)`,
/// `key = HKDF-SHA256(shared, salt: e.public || route public key, info)`, and ChaCha20-Poly1305
/// under that single-use key (zero nonce). Only the profile's password reaches the private key, so
/// only it reads what was sealed. ``SealedMailbox`` cells use info "threshold mailbox v1"; the old
/// `sealed_inbox` rows used "threshold inbox v1".
enum SealedInbox {
    /// The smallest sealed message of an old `sealed_inbox` row.
    static let minimumSealedBytes = 256
    /// The HKDF info of old `sealed_inbox` rows.
    static let inboxInfo = Array("threshold inbox v1".utf8)
    private static let zeroNonce = [UInt8](repeating: 0, count: ChaCha20Poly1305.nonceByteCount)

    /// A lookup tag for a server queue.
    static func route(server: String, queue: String, routeKey: [UInt8]) throws -> [UInt8] {
        try HMACSHA256.authenticate(Array(server.utf8) + [0] + Array(queue.utf8), key: routeKey)
    }

    /// `plain` sealed to `publicKey`: the ephemeral public key and the sealed bytes (`plain` plus the tag).
    static func seal(bytes plain: [UInt8], to publicKey: [UInt8], info: [UInt8],
                     random: any RandomSource) throws -> (ephemeral: [UInt8], sealed: [UInt8]) {
        var ephemeralPrivate = try X25519.generatePrivateKey(using: random)
        defer { SealedSlot.wipe(&ephemeralPrivate) }
        let ephemeral = try X25519.publicKey(fromPrivateKey: ephemeralPrivate)
        var shared = try X25519.sharedSecret(privateKey: ephemeralPrivate, publicKey: publicKey)
        defer { SealedSlot.wipe(&shared) }
        var key = try HKDF.deriveKey(inputKeyMaterial: shared, salt: ephemeral + publicKey, info: info)
        defer { SealedSlot.wipe(&key) }
        return (ephemeral, try ChaCha20Poly1305.seal(plain, key: key, nonce: zeroNonce))
    }

    /// The bytes sealed to the key pair (`privateKey`, `publicKey`); nil when they were sealed to another key.
    static func open(bytes sealed: [UInt8], ephemeral: [UInt8], privateKey: [UInt8], publicKey: [UInt8],
                     info: [UInt8]) throws -> [UInt8]? {
        guard var shared = try? X25519.sharedSecret(privateKey: privateKey, publicKey: ephemeral) else { return nil }
        defer { SealedSlot.wipe(&shared) }
        var key = try HKDF.deriveKey(inputKeyMaterial: shared, salt: ephemeral + publicKey, info: info)
        defer { SealedSlot.wipe(&key) }
        return try ChaCha20Poly1305.open(sealed, key: key, nonce: zeroNonce)
    }

    /// `message` sealed to `publicKey` as an old `sealed_inbox` row (padded JSON, at least
    /// ``minimumSealedBytes``). Nothing writes such rows any more; tests make them to check that
    /// an upgraded install still delivers them.
    static func sealLegacy(_ message: SealedProfile.Message, to publicKey: [UInt8],
                           random: any RandomSource) throws -> (ephemeral: [UInt8], sealed: [UInt8]) {
        var plain = try SealedBox.pad(message, minimum: minimumSealedBytes, overhead: ChaCha20Poly1305.tagByteCount)
        defer { SealedSlot.wipe(&plain) }
        return try seal(bytes: plain, to: publicKey, info: inboxInfo, random: random)
    }

    /// The message of an old `sealed_inbox` row sealed to the route whose private key is
    /// `privateKey`; nil when it does not open.
    static func openLegacy(ephemeral: [UInt8], sealed: [UInt8], privateKey: [UInt8]) throws -> SealedProfile.Message? {
        let publicKey = try X25519.publicKey(fromPrivateKey: privateKey)
        guard var plain = try open(bytes: sealed, ephemeral: ephemeral, privateKey: privateKey, publicKey: publicKey,
                                   info: inboxInfo) else { return nil }
        defer { SealedSlot.wipe(&plain) }
        return SealedBox.unpad(plain, as: SealedProfile.Message.self)
    }
}
