import Secrets

/// What unwrapping the key file gives for the session: the database key, the key-encryption key
/// that wrapped it (so lock changes can re-wrap without asking again), and the lock state only the
/// unwrapper may read.
struct UnlockedKeys: Sendable {
    /// The 32-byte database key.
    var databaseKey: SecureBytes
    /// The level's key-encryption key.
    var kek: SecureBytes
    /// Whether a self-destruct passcode is set, and the name of the profile it creates.
    var selfDestructName: String?

    /// Longest self-destruct name kept in the payload, in UTF-8 bytes (display names are shorter).
    static let maxNameBytes = 200

    /// The plaintext of ``KeyFile/wrappedKey``: key (32) || flags (1, bit 0: self-destruct set) ||
    /// name length (1) || name (UTF-8) || zeros, ``KeyFile/wrappedPayloadCount`` bytes in all.
    func payload() throws -> SecureBytes {
        let name = Array((selfDestructName ?? "").utf8.prefix(Self.maxNameBytes))
        let flag: UInt8 = selfDestructName == nil ? 0 : 1
        return try SecureBytes(count: KeyFile.wrappedPayloadCount) { buffer in
            databaseKey.withUnsafeBytes { key in
                buffer.copyMemory(from: key)
            }
            buffer[32] = flag
            buffer[33] = UInt8(name.count)
            for (index, byte) in name.enumerated() { buffer[34 + index] = byte }
        }
    }

    /// Splits an unwrapped payload; nil when it is malformed.
    static func from(payload: SecureBytes, kek: SecureBytes) throws -> UnlockedKeys? {
        guard payload.count == KeyFile.wrappedPayloadCount else { return nil }
        let key = try SecureBytes(count: 32) { buffer in
            payload.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<32])) }
        }
        let (flag, name): (UInt8, String?) = payload.withUnsafeBytes { bytes in
            let count = min(Int(bytes[33]), maxNameBytes)
            let name = String(decoding: bytes[34..<(34 + count)], as: UTF8.self)
            return (bytes[32], name)
        }
        return UnlockedKeys(databaseKey: key, kek: kek, selfDestructName: flag & 1 == 1 ? name : nil)
    }
}
