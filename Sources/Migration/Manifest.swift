import Foundation
import Secrets

/// `manifest.json` of a migration archive: what the archive holds and how to check it.
///
/// Decoding is strict: unknown fields, an unknown format version, malformed digests, and unsafe or
/// duplicate paths are refused with a precise ``ManifestError``. `createdAt` is stored as ISO 8601
/// to the second.
public struct Manifest: Codable, Sendable, Equatable {
    /// The format version this build writes and reads.
    public static let currentFormatVersion = 1
    /// The manifest's name inside the archive.
    public static let fileName = "manifest.json"

    /// The manifest format version.
    public var formatVersion: Int
    /// The database schema version of the archived data.
    public var schemaVersion: Int
    /// The version of the app that made the archive.
    public var appVersion: String
    /// When the archive was made.
    public var createdAt: Date
    /// The archived files.
    public var entries: [ManifestEntry]
    /// The app lock of the install the archive was made on; nil when it was not locked (the field
    /// is then absent). Older builds refuse an archive with it (an unknown field) rather than drop
    /// the lock silently.
    public var lock: ManifestLock?

    /// Creates a manifest of the current format version.
    public init(formatVersion: Int = Manifest.currentFormatVersion, schemaVersion: Int, appVersion: String,
                createdAt: Date, entries: [ManifestEntry], lock: ManifestLock? = nil) {
        self.formatVersion = formatVersion
        self.schemaVersion = schemaVersion
        self.appVersion = appVersion
        self.createdAt = createdAt
        self.entries = entries
        self.lock = lock
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion, schemaVersion, appVersion, createdAt, entries, lock
    }

    /// Decodes strictly (unknown fields refused); call ``validate()`` or use ``decode(_:)`` for the rest.
    public init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        guard formatVersion == Self.currentFormatVersion else { throw ManifestError.unsupportedFormatVersion(formatVersion) }
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        appVersion = try container.decode(String.self, forKey: .appVersion)
        let created = try container.decode(String.self, forKey: .createdAt)
        guard let date = try? Date(created, strategy: .iso8601) else { throw ManifestError.invalidCreatedAt }
        createdAt = date
        entries = try container.decode([ManifestEntry].self, forKey: .entries)
        lock = try container.decodeIfPresent(ManifestLock.self, forKey: .lock)
    }

    /// Encodes `createdAt` as ISO 8601 whatever the encoder's date strategy.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(appVersion, forKey: .appVersion)
        try container.encode(createdAt.formatted(.iso8601), forKey: .createdAt)
        try container.encode(entries, forKey: .entries)
        try container.encodeIfPresent(lock, forKey: .lock)
    }

    /// Checks every rule a decoded or hand-built manifest must meet.
    public func validate() throws(ManifestError) {
        guard formatVersion == Self.currentFormatVersion else { throw .unsupportedFormatVersion(formatVersion) }
        guard schemaVersion >= 1 else { throw .invalidSchemaVersion(schemaVersion) }
        guard !appVersion.isEmpty else { throw .emptyAppVersion }
        try lock?.validate()
        var seen = Set<String>()
        for entry in entries {
            guard ArchivePath.isSafe(entry.path), entry.path != Self.fileName else { throw .unsafePath(entry.path) }
            guard seen.insert(entry.path).inserted else { throw .duplicatePath(entry.path) }
            let digits = Array(entry.sha256.utf8)
            guard digits.count == 64, digits.allSatisfy({
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }) else { throw .invalidDigest(path: entry.path) }
        }
    }

    /// Parses and validates `manifest.json`.
    public static func decode(_ json: [UInt8]) throws(ManifestError) -> Manifest {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: Data(json))
        } catch let error as ManifestError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformed(field: fieldPath(context.codingPath + [key]))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw .malformed(field: fieldPath(context.codingPath))
        } catch let DecodingError.dataCorrupted(context) {
            throw .malformed(field: fieldPath(context.codingPath))
        } catch {
            throw .malformed(field: "")
        }
        try manifest.validate()
        return manifest
    }

    /// Validates, then encodes as pretty JSON with sorted keys.
    public func encoded() throws(ManifestError) -> [UInt8] {
        try validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(self))
        } catch {
            throw .malformed(field: "")
        }
    }

    static func fieldPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
