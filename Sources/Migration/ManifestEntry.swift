/// One file of a migration archive as the manifest records it.
public struct ManifestEntry: Codable, Sendable, Equatable {
    /// The archive path (relative, see ``ArchivePath``).
    public var path: String
    /// The size in bytes.
    public var size: UInt64
    /// The SHA-256 of the contents, 64 lower-case hex digits.
    public var sha256: String

    /// Creates an entry.
    public init(path: String, size: UInt64, sha256: String) {
        self.path = path
        self.size = size
        self.sha256 = sha256
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case path, size, sha256 }

    /// Decodes strictly: unknown fields are refused.
    public init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Some decoders report range errors (e.g. a negative size) without a coding path; name the field here.
        func field<T: Decodable>(_ type: T.Type, _ key: CodingKeys) throws -> T {
            do {
                return try container.decode(type, forKey: key)
            } catch {
                throw ManifestError.malformed(field: Manifest.fieldPath(decoder.codingPath + [key]))
            }
        }
        path = try field(String.self, .path)
        size = try field(UInt64.self, .size)
        sha256 = try field(String.self, .sha256)
    }
}

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

func rejectUnknownKeys(in decoder: any Decoder, known: [String]) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
        throw ManifestError.unknownField(unknown)
    }
}
