import Secrets

/// A recovery key (PRODUCT.md 7; docs/security.md, "Recovery key"): 160 random bits from the
/// CSPRNG, shown once as 8 groups of 5 characters a person can copy, with a checksum so a typo is
/// caught before anything is tried, and stored nowhere: `threshold.key` keeps only a second wrapping
/// of the database key under a key derived from it.
///
/// The text: the 20 key bytes, then the first 5 bytes of SHA-256("threshold recovery key v1" ||
/// key), 25 bytes in all, in Crockford's base32 (digits and capitals without I, L, O, U): 40
/// characters, grouped by 5 with dashes. Reading ignores case, spaces and dashes and takes I and
/// L as 1, O as 0.
public struct RecoveryKey: Sendable {
    /// The key's random bytes.
    static let byteCount = 20
    static let checksumCount = 5
    static let groupCount = 8
    static let groupLength = 5
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)
    static let checksumPurpose = "threshold recovery key v1"
    /// The purpose of the key-encryption key derived from it.
    static let kekPurpose = "threshold key-file v2 recovery kek"

    /// The 20 bytes.
    let secret: SecureBytes

    /// A new key from `random` (the system's CSPRNG in the app).
    public static func generate(random: any RandomSource = SecureRandom()) throws -> RecoveryKey {
        RecoveryKey(secret: try SecureBytes.random(byteCount, from: random))
    }

    /// The text to show once: `XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX`. It is a `String`,
    /// which can't be wiped: show it and let it go.
    public var text: String {
        let bytes = secret.withTemporaryArray { $0 + Self.checksum($0) }
        var characters: [UInt8] = []
        var buffer = 0, bits = 0
        for byte in bytes {
            buffer = buffer << 8 | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                characters.append(Self.alphabet[(buffer >> bits) & 31])
            }
            buffer &= (1 << bits) - 1
        }
        var grouped: [UInt8] = []
        for (index, character) in characters.enumerated() {
            if index > 0 && index % Self.groupLength == 0 { grouped.append(UInt8(ascii: "-")) }
            grouped.append(character)
        }
        return String(decoding: grouped, as: UTF8.self)
    }

    /// Reads a typed key.
    /// - Throws: ``LockError/malformedRecoveryKey`` for a wrong length, a character outside the
    ///   alphabet, or a checksum that does not match (a typo).
    public static func parse(_ text: String) throws(LockError) -> RecoveryKey {
        var values: [Int] = []
        for character in text.uppercased().utf8 {
            switch character {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "I"), UInt8(ascii: "L"): values.append(1)
            case UInt8(ascii: "O"): values.append(0)
            default:
                guard let index = alphabet.firstIndex(of: character) else { throw .malformedRecoveryKey }
                values.append(index)
            }
        }
        guard values.count == groupCount * groupLength else { throw .malformedRecoveryKey }
        var bytes: [UInt8] = []
        var buffer = 0, bits = 0
        for value in values {
            buffer = buffer << 5 | value
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> bits) & 0xff))
                buffer &= (1 << bits) - 1
            }
        }
        defer { SecureBytes.zero(&bytes) }
        guard bytes.count == byteCount + checksumCount else { throw .malformedRecoveryKey }
        var key = Array(bytes[0..<byteCount])
        guard ConstantTime.equals(checksum(key), Array(bytes[byteCount...])) else {
            SecureBytes.zero(&key)
            throw .malformedRecoveryKey
        }
        do {
            return RecoveryKey(secret: try SecureBytes(taking: &key))
        } catch {
            throw .malformedRecoveryKey
        }
    }

    static func checksum(_ key: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(Array(checksumPurpose.utf8) + key).prefix(checksumCount))
    }

    /// The key-encryption key of a recovery slot with `salt`.
    func kek(salt: [UInt8]) throws -> SecureBytes {
        try KeyWrap.derive(from: secret, salt: salt, purpose: Self.kekPurpose)
    }
}

extension KeyFile {
    /// The associated data of the recovery slot's wrapping: fixed for the life of the install, so
    /// the wrapping outlives passcode and level changes.
    func recoveryAssociatedData(salt: [UInt8]) -> [UInt8] { Self.magic + [Self.recoveryVersion] + installID + salt }

    /// Fills the recovery slot: `databaseKey` wrapped under `key`'s KEK with a fresh salt.
    mutating func setRecovery(_ key: RecoveryKey, databaseKey: SecureBytes, random: any RandomSource) throws {
        let salt = try random.bytes(Self.saltCount)
        recovery = salt + (try KeyWrap.wrap(databaseKey, kek: try key.kek(salt: salt),
                                            additionalData: recoveryAssociatedData(salt: salt), random: random))
    }

    /// The database key, when `key` is the recovery key of this file's slot; nil otherwise.
    func openRecovery(_ key: RecoveryKey) throws -> SecureBytes? {
        guard let recovery, recovery.count == Self.recoverySlotCount else { return nil }
        let salt = Array(recovery[0..<Self.saltCount])
        return try KeyWrap.unwrap(Array(recovery[Self.saltCount...]), kek: try key.kek(salt: salt),
                                  additionalData: recoveryAssociatedData(salt: salt))
    }
}
