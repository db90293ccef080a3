/// Constants and key schedule of the age v1 format (c2sp.org/age), shared by encryptor and decryptor.
enum AgeFormat {
    static let versionLine = Array("age-encryption.org/v1".utf8)
    static let versionPrefix = Array("age-encryption.org/".utf8)
    static let x25519Label = Array("age-encryption.org/v1/X25519".utf8)
    static let fileKeyByteCount = 16
    static let payloadNonceByteCount = 16
    static let chunkSize = 64 * 1024
    static let sealedChunkSize = chunkSize + ChaCha20Poly1305.tagByteCount
    static let stanzaBodyColumns = 64
    /// Guards memory against a hostile header; real headers are a few hundred bytes.
    static let maximumHeaderBytes = 1 << 20
    static let maximumLineBytes = 16 * 1024

    /// VCHAR: printable ASCII without space.
    static func isVisible(_ c: UInt8) -> Bool { (0x21...0x7e).contains(c) }

    static func wrapKey(sharedSecret: [UInt8], share: [UInt8], recipient: [UInt8]) throws(SecretsError) -> [UInt8] {
        try HKDF.deriveKey(inputKeyMaterial: sharedSecret, salt: share + recipient, info: x25519Label)
    }

    static func headerMAC(fileKey: [UInt8], headerUpToDashes: [UInt8]) throws(SecretsError) -> [UInt8] {
        let key = try HKDF.deriveKey(inputKeyMaterial: fileKey, salt: [], info: Array("header".utf8))
        return try HMACSHA256.authenticate(headerUpToDashes, key: key)
    }

    static func payloadKey(fileKey: [UInt8], nonce: [UInt8]) throws(SecretsError) -> [UInt8] {
        try HKDF.deriveKey(inputKeyMaterial: fileKey, salt: nonce, info: Array("payload".utf8))
    }

    /// STREAM nonce: 11-byte big-endian chunk counter, then 0x01 for the final chunk or 0x00.
    static func chunkNonce(counter: UInt64, final: Bool) -> [UInt8] {
        var nonce = [UInt8](repeating: 0, count: ChaCha20Poly1305.nonceByteCount)
        for i in 0..<8 { nonce[10 - i] = UInt8(truncatingIfNeeded: counter >> (8 * UInt64(i))) }
        nonce[11] = final ? 1 : 0
        return nonce
    }
}
