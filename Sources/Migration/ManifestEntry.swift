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
        path = try container.decode(String.self, forKey: .path)
        size = try container.decode(UInt64.self, forKey: .size)
        sha256 = try container.decode(String.self, forKey: .sha256)
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
