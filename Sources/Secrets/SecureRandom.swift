import CCrypto

/// A source of random bytes. Production code uses ``SecureRandom``; tests inject a deterministic one.
public protocol RandomSource: Sendable {
    /// Returns `count` random bytes.
    func bytes(_ count: Int) throws(SecretsError) -> [UInt8]
}

/// Cryptographically secure random bytes from libcrypto's `RAND_bytes`.
public struct SecureRandom: RandomSource {
    /// Creates the live random source.
    public init() {}

    public func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: count)
        let ok = out.withUnsafeMutableBytes { RAND_bytes($0.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(count)) }
        guard ok == 1 else { throw .libcrypto(operation: "RAND_bytes") }
        return out
    }
}
