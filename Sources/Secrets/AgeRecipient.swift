/// An age X25519 recipient: the public half of an ``AgeIdentity``, written `age1...`.
public struct AgeRecipient: Sendable, Hashable, CustomStringConvertible {
    /// The Bech32 prefix of recipients.
    public static let humanReadablePart = "age"

    /// The 32-byte X25519 public key.
    public let publicKey: [UInt8]

    /// Wraps a 32-byte X25519 public key.
    public init(publicKey: [UInt8]) throws(AgeError) {
        guard publicKey.count == X25519.keyByteCount else { throw .invalidRecipient }
        self.publicKey = publicKey
    }

    /// Parses `age1...` (lower case, as age writes it; upper case is accepted too).
    public init(parsing text: String) throws(AgeError) {
        guard let decoded = try? Bech32.decode(text),
              decoded.hrp == Self.humanReadablePart, decoded.data.count == X25519.keyByteCount
        else { throw .invalidRecipient }
        publicKey = decoded.data
    }

    /// The `age1...` text.
    public var encoded: String { Bech32.encode(hrp: Self.humanReadablePart, data: publicKey) }

    public var description: String { encoded }
}
