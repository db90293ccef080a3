/// An age X25519 identity (a private key), written `AGE-SECRET-KEY-1...`.
///
/// Its `description` shows only the public recipient, so logging an identity never leaks it.
public struct AgeIdentity: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The Bech32 prefix of identities (encoded in upper case).
    public static let humanReadablePart = "AGE-SECRET-KEY-"

    let privateKey: [UInt8]
    /// The recipient that files for this identity are encrypted to.
    public let recipient: AgeRecipient

    /// Wraps a 32-byte X25519 private key.
    public init(privateKey: [UInt8]) throws(AgeError) {
        guard privateKey.count == X25519.keyByteCount else { throw .invalidIdentity }
        do {
            recipient = try AgeRecipient(publicKey: X25519.publicKey(fromPrivateKey: privateKey))
        } catch {
            throw .invalidIdentity
        }
        self.privateKey = privateKey
    }

    /// Parses `AGE-SECRET-KEY-1...` (upper case as age writes it; all lower case is accepted too).
    public init(parsing text: String) throws(AgeError) {
        guard let decoded = try? Bech32.decode(text),
              decoded.hrp == Self.humanReadablePart.lowercased(), decoded.data.count == X25519.keyByteCount
        else { throw .invalidIdentity }
        try self.init(privateKey: decoded.data)
    }

    /// A fresh identity from `random`.
    public static func generate(using random: some RandomSource = SecureRandom()) throws(AgeError) -> AgeIdentity {
        let privateKey: [UInt8]
        do {
            privateKey = try X25519.generatePrivateKey(using: random)
        } catch {
            throw .crypto(error)
        }
        return try AgeIdentity(privateKey: privateKey)
    }

    /// The secret `AGE-SECRET-KEY-1...` text. Handle with care: it opens every file sent to ``recipient``.
    public var secretKeyString: String {
        Bech32.encode(hrp: Self.humanReadablePart, data: privateKey, uppercase: true)
    }

    public var description: String { "AgeIdentity(recipient: \(recipient))" }
    public var debugDescription: String { description }

    /// Compares in constant time.
    public static func == (lhs: AgeIdentity, rhs: AgeIdentity) -> Bool {
        ConstantTime.equals(lhs.privateKey, rhs.privateKey)
    }
}
