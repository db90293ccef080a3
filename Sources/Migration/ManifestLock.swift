import Secrets

/// The app lock of the install an archive was made on, in its manifest (docs/migration.md, "The
/// lock travels"): present only when that install was locked, so the destination knows to ask for
/// the passcode.
///
/// It holds no secret the archive does not already give away: the KDF's salt and parameters, the
/// attempt limit, the self-destruct slots exactly as the source's key file holds them (a tag and a
/// sealed box, random when no self-destruct passcode is set), and `sealed`, the lock's own state
/// sealed under a key derived from the passcode, which opens only with the right passcode. Never
/// the database key, the passcode or anything that opens the source's data files. The bytes are
/// produced and checked by the app (ThresholdCore), which knows their layout; this module only
/// carries them, as lower-case hex.
public struct ManifestLock: Codable, Sendable, Equatable {
    /// scrypt's log2(N), r and p for the passcode.
    public var log2N: Int
    public var r: Int
    public var p: Int
    /// The KDF salt.
    public var salt: [UInt8]
    /// Wipe after this many wrong passcodes in a row; 0 = off.
    public var wipeAfter: Int
    /// The self-destruct tag and sealed box, as the source's key file holds them.
    public var selfDestruct: [UInt8]
    /// The lock's state (whether a self-destruct passcode is set, its profile's name) sealed under
    /// a key derived from the passcode: opening it proves the passcode.
    public var sealed: [UInt8]

    /// Creates a lock record.
    public init(log2N: Int, r: Int, p: Int, salt: [UInt8], wipeAfter: Int, selfDestruct: [UInt8], sealed: [UInt8]) {
        self.log2N = log2N
        self.r = r
        self.p = p
        self.salt = salt
        self.wipeAfter = wipeAfter
        self.selfDestruct = selfDestruct
        self.sealed = sealed
    }

    /// The longest byte field accepted (the key file's slots are a little over 1 KiB).
    static let maximumFieldBytes = 16 * 1024

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case log2N, r, p, salt, wipeAfter, selfDestruct, sealed
    }

    /// Decodes strictly: unknown fields refused, byte fields lower-case hex of bounded length.
    public init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<T: Decodable>(_ type: T.Type, _ key: CodingKeys) throws -> T {
            do {
                return try container.decode(type, forKey: key)
            } catch {
                throw ManifestError.malformed(field: Manifest.fieldPath(decoder.codingPath + [key]))
            }
        }
        func bytes(_ key: CodingKeys) throws -> [UInt8] {
            let text = try field(String.self, key)
            guard text.utf8.count <= 2 * Self.maximumFieldBytes, text == text.lowercased(), let decoded = Hex.decode(text) else {
                throw ManifestError.malformed(field: Manifest.fieldPath(decoder.codingPath + [key]))
            }
            return decoded
        }
        log2N = try field(Int.self, .log2N)
        r = try field(Int.self, .r)
        p = try field(Int.self, .p)
        salt = try bytes(.salt)
        wipeAfter = try field(Int.self, .wipeAfter)
        selfDestruct = try bytes(.selfDestruct)
        sealed = try bytes(.sealed)
    }

    /// Encodes the byte fields as lower-case hex.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(log2N, forKey: .log2N)
        try container.encode(r, forKey: .r)
        try container.encode(p, forKey: .p)
        try container.encode(Hex.encode(salt), forKey: .salt)
        try container.encode(wipeAfter, forKey: .wipeAfter)
        try container.encode(Hex.encode(selfDestruct), forKey: .selfDestruct)
        try container.encode(Hex.encode(sealed), forKey: .sealed)
    }

    /// Checks the ranges a decoded or hand-built record must meet.
    func validate() throws(ManifestError) {
        let fields: [(String, Bool)] = [
            ("lock.log2N", (1...30).contains(log2N)), ("lock.r", (1...64).contains(r)), ("lock.p", (1...16).contains(p)),
            ("lock.wipeAfter", (0...255).contains(wipeAfter)),
            ("lock.salt", (1...Self.maximumFieldBytes).contains(salt.count)),
            ("lock.selfDestruct", selfDestruct.count <= Self.maximumFieldBytes),
            ("lock.sealed", (1...Self.maximumFieldBytes).contains(sealed.count)),
        ]
        if let bad = fields.first(where: { !$0.1 }) { throw .malformed(field: bad.0) }
    }
}
