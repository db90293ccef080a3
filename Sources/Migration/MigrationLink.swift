import Secrets

/// The link that carries a migration from one device to another:
/// `threshold:/migrate?v=1&archive=<location>&key=AGE-SECRET-KEY-1...&sha256=<hex>&size=<bytes>`.
///
/// Parsing is strict: every malformed part has its own ``MigrationLinkError``; unknown parameters
/// are errors. Parameters may come in any order; ``formatted`` writes them in the order above.
/// `description` hides the key; use ``formatted`` to show or encode the real link.
public struct MigrationLink: Sendable, Equatable, CustomStringConvertible {
    /// The only link version this build reads and writes.
    public static let currentVersion = 1
    static let parameterNames = ["v", "archive", "key", "sha256", "size"]

    /// Where the encrypted archive is.
    public var archive: MigrationArchiveLocation
    /// The age identity that decrypts it.
    public var key: AgeIdentity
    /// The SHA-256 of the encrypted archive file, 32 bytes.
    public var sha256: [UInt8]
    /// The size of the encrypted archive file in bytes.
    public var size: UInt64

    /// Creates a link; `sha256` must be 32 bytes.
    public init(archive: MigrationArchiveLocation, key: AgeIdentity, sha256: [UInt8], size: UInt64) throws(MigrationLinkError) {
        guard sha256.count == 32 else { throw .invalidDigest }
        self.archive = archive
        self.key = key
        self.sha256 = sha256
        self.size = size
    }

    /// Parses a link (surrounding white space, as left by copy and paste, is ignored).
    public init(parsing input: String) throws(MigrationLinkError) {
        let text = input.trimmingWhitespace()
        guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == "threshold" else { throw .wrongScheme }
        let afterScheme = text[text.index(after: colon)...]
        let question = afterScheme.firstIndex(of: "?") ?? afterScheme.endIndex
        guard afterScheme[..<question] == "/migrate" else { throw .wrongPath }
        guard question < afterScheme.endIndex else { throw .malformedQuery("it has no parameters") }
        let query = afterScheme[afterScheme.index(after: question)...]
        guard !query.contains("#") else { throw .malformedQuery("it has a fragment ('#')") }
        var values: [String: String] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            guard !pair.isEmpty else { throw .malformedQuery("it has an empty parameter ('&&' or a trailing '&')") }
            guard let equals = pair.firstIndex(of: "=") else { throw .malformedQuery("a parameter has no '='") }
            guard let name = PercentEncoding.decode(pair[..<equals]) else {
                throw .malformedQuery("a parameter name has bad percent-encoding")
            }
            guard Self.parameterNames.contains(name) else { throw .unknownParameter(name) }
            guard values[name] == nil else { throw .duplicateParameter(name) }
            guard let value = PercentEncoding.decode(pair[pair.index(after: equals)...]) else {
                throw name == "key" ? .invalidKey : .malformedQuery("the \"\(name)\" value has bad percent-encoding")
            }
            values[name] = value
        }
        for name in Self.parameterNames where values[name] == nil { throw .missingParameter(name) }
        let version = values["v", default: ""]
        guard version == String(Self.currentVersion) else { throw .unsupportedVersion(version) }
        archive = try MigrationArchiveLocation(parsing: values["archive", default: ""])
        do {
            key = try AgeIdentity(parsing: values["key", default: ""])
        } catch {
            throw .invalidKey
        }
        let digest = values["sha256", default: ""]
        guard digest.utf8.count == 64, let digestBytes = Hex.decode(digest) else { throw .invalidDigest }
        sha256 = digestBytes
        let sizeText = values["size", default: ""]
        guard !sizeText.isEmpty, sizeText.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              sizeText == "0" || !sizeText.hasPrefix("0"), let sizeValue = UInt64(sizeText)
        else { throw .invalidSize }
        size = sizeValue
    }

    /// The full link, key included.
    public var formatted: String {
        "threshold:/migrate?v=\(Self.currentVersion)&archive=\(PercentEncoding.encode(archive.description))"
            + "&key=\(key.secretKeyString)&sha256=\(Hex.encode(sha256))&size=\(size)"
    }

    /// The link with the key replaced by a placeholder, safe for logs.
    public var description: String {
        "threshold:/migrate?v=\(Self.currentVersion)&archive=\(PercentEncoding.encode(archive.description))"
            + "&key=<redacted>&sha256=\(Hex.encode(sha256))&size=\(size)"
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return self[first...last]
    }
}
