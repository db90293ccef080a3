import Secrets

/// Messages that arrive for a hidden profile while its password is not at hand (table `sealed_inbox`).
///
/// Each server queue of a hidden profile has a route (table `sealed_routes`): a keyed lookup tag
/// `HMAC-SHA256(route key, server || 0 || queue id)` and an X25519 public key whose private key is
/// sealed in the profile. A message is sealed to that public key as age's X25519 recipient does:
/// an ephemeral key pair `e`, `shared = X25519(e, route public key)`,
/// `key = HKDF-SHA256(shared, salt: e.public || route public key, info: "threshold inbox v1")`, and
/// ChaCha20-Poly1305 under that single-use key (zero nonce) over the padded message. Only the
/// profile's password reaches the private key, so only it reads the message.
enum SealedInbox {
    /// The smallest sealed message.
    static let minimumSealedBytes = 256
    private static let info = Array("threshold inbox v1".utf8)
    private static let zeroNonce = [UInt8](repeating: 0, count: ChaCha20Poly1305.nonceByteCount)

    /// A lookup tag for a server queue.
    static func route(server: String, queue: String, routeKey: [UInt8]) throws -> [UInt8] {
        try HMACSHA256.authenticate(Array(server.utf8) + [0] + Array(queue.utf8), key: routeKey)
    }

    /// `message` sealed to `publicKey`: the ephemeral public key and the sealed bytes.
    static func seal(_ message: SealedProfile.Message, to publicKey: [UInt8],
                     random: any RandomSource) throws -> (ephemeral: [UInt8], sealed: [UInt8]) {
        var ephemeralPrivate = try X25519.generatePrivateKey(using: random)
        defer { SealedSlot.wipe(&ephemeralPrivate) }
        let ephemeral = try X25519.publicKey(fromPrivateKey: ephemeralPrivate)
        var shared = try X25519.sharedSecret(privateKey: ephemeralPrivate, publicKey: publicKey)
        defer { SealedSlot.wipe(&shared) }
        var key = try HKDF.deriveKey(inputKeyMaterial: shared, salt: ephemeral + publicKey, info: info)
        defer { SealedSlot.wipe(&key) }
        var plain = try SealedBox.pad(message, minimum: minimumSealedBytes, overhead: ChaCha20Poly1305.tagByteCount)
        defer { SealedSlot.wipe(&plain) }
        return (ephemeral, try ChaCha20Poly1305.seal(plain, key: key, nonce: zeroNonce))
    }

    /// The message sealed to the route whose private key is `privateKey`; nil when it does not open.
    static func open(ephemeral: [UInt8], sealed: [UInt8], privateKey: [UInt8]) throws -> SealedProfile.Message? {
        let publicKey = try X25519.publicKey(fromPrivateKey: privateKey)
        guard var shared = try? X25519.sharedSecret(privateKey: privateKey, publicKey: ephemeral) else { return nil }
        defer { SealedSlot.wipe(&shared) }
        var key = try HKDF.deriveKey(inputKeyMaterial: shared, salt: ephemeral + publicKey, info: info)
        defer { SealedSlot.wipe(&key) }
        guard var plain = try ChaCha20Poly1305.open(sealed, key: key, nonce: zeroNonce) else { return nil }
        defer { SealedSlot.wipe(&plain) }
        return SealedBox.unpad(plain, as: SealedProfile.Message.self)
    }
}
