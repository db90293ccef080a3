import Secrets

/// The link that carries a migration from one device to another:
/// `threshold:/migrate?v=1&archive=<location>&key=AGE-SECRET-KEY-1...&sha256=<hex>&size=<bytes>`
/// for an archive file or URL, or, for a direct transfer from the source device (version 2),
/// `threshold:/migrate?v=2&direct=<address>,<address>&port=<port>&pin=<hex>&key=AGE-SECRET-KEY-1...`
/// (no digest or size: the archive does not exist yet; the pinned TLS session and the stream's
/// trailer stand for them, docs/migration.md "Direct transfer").
///
/// Parsing is strict: every malformed part has its own ``MigrationLinkError``; unknown parameters
/// are errors. Parameters may come in any order; ``formatted`` writes them in the order above.
/// `description` hides the key; use ``formatted`` to show or encode the real link.
public struct MigrationLink: Sendable, Equatable, CustomStringConvertible {
    /// The version of a link to an archive file or URL.
    public static let currentVersion = 1
    /// The version of a link to a direct transfer (``MigrationArchiveLocation/direct(_:)``).
    public static let directVersion = 2
    static let parameterNames = ["v", "archive", "key", "sha256", "size"]
    static let directParameterNames = ["v", "direct", "port", "pin", "key"]

    /// Where the encrypted archive is.
    public var archive: MigrationArchiveLocation
    /// The age identity that decrypts it.
    public var key: AgeIdentity
    /// The SHA-256 of the encrypted archive file, 32 bytes; empty for a direct transfer.
    public var sha256: [UInt8]
    /// The size of the encrypted archive file in bytes; 0 for a direct transfer.
    public var size: UInt64

    /// The direct transfer's endpoint, when the link is one.
    public var directEndpoint: DirectTransferEndpoint? {
        if case .direct(let endpoint) = archive { return endpoint }
        return nil
    }

    /// A link to a direct transfer from `endpoint`, whose archive `key` opens.
    public init(direct endpoint: DirectTransferEndpoint, key: AgeIdentity) {
        archive = .direct(endpoint)
        self.key = key
        sha256 = []
        size = 0
    }

    /// Creates a link; `sha256` must be 32 bytes.
    public init(archive: MigrationArchiveLocation, key: AgeIdentity, sha256: [UInt8], size: UInt64) throws(MigrationLinkError) {
        guard sha256.count == 32 else { throw .invalidDigest }
        if case .direct = archive { throw .invalidArchiveLocation("a direct transfer has no digest; use init(direct:key:)") }
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
            guard Self.parameterNames.contains(name) || Self.directParameterNames.contains(name) else {
                throw .unknownParameter(name)
            }
            guard values[name] == nil else { throw .duplicateParameter(name) }
            guard let value = PercentEncoding.decode(pair[pair.index(after: equals)...]) else {
                throw name == "key" ? .invalidKey : .malformedQuery("the \"\(name)\" value has bad percent-encoding")
            }
            values[name] = value
        }
        guard let version = values["v"] else { throw .missingParameter("v") }
        if version == String(Self.directVersion) {
            // Each version has its own parameters: a mix is a malformed (or forged) link.
            if let foreign = values.keys.sorted().first(where: { !Self.directParameterNames.contains($0) }) {
                throw .unknownParameter(foreign)
            }
            for name in Self.directParameterNames where values[name] == nil { throw .missingParameter(name) }
            let endpoint = try DirectTransferEndpoint(hostList: values["direct", default: ""], port: values["port", default: ""],
                                                      pin: values["pin", default: ""].lowercased())
            do {
                key = try AgeIdentity(parsing: values["key", default: ""])
            } catch {
                throw .invalidKey
            }
            archive = .direct(endpoint)
            sha256 = []
            size = 0
            return
        }
        guard version == String(Self.currentVersion) else { throw .unsupportedVersion(version) }
        if let foreign = values.keys.sorted().first(where: { !Self.parameterNames.contains($0) }) {
            throw .unknownParameter(foreign)
        }
        for name in Self.parameterNames where values[name] == nil { throw .missingParameter(name) }
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
    public var formatted: String { text(key: key.secretKeyString) }

    /// The link with the key replaced by a placeholder, safe for logs.
    public var description: String { text(key: "<redacted>") }

    private func text(key: String) -> String {
        if let endpoint = directEndpoint {
            return "threshold:/migrate?v=\(Self.directVersion)&direct=\(PercentEncoding.encode(endpoint.hostList))"
                + "&port=\(endpoint.port)&pin=\(Hex.encode(endpoint.pin))&key=\(key)"
        }
        return "threshold:/migrate?v=\(Self.currentVersion)&archive=\(PercentEncoding.encode(archive.description))"
            + "&key=\(key)&sha256=\(Hex.encode(sha256))&size=\(size)"
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
