/// Why a migration manifest was refused.
public enum ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON, or a field has the wrong type or is missing (the field path is given).
    case malformed(field: String)
    /// A field this format version does not define.
    case unknownField(String)
    /// A format version this build cannot read.
    case unsupportedFormatVersion(Int)
    /// A schema version below 1.
    case invalidSchemaVersion(Int)
    /// An empty app version.
    case emptyAppVersion
    /// `createdAt` is not an ISO 8601 date-time.
    case invalidCreatedAt
    /// An entry's path is unsafe (absolute, `..`, empty...).
    case unsafePath(String)
    /// Two entries share a path.
    case duplicatePath(String)
    /// An entry's sha256 is not 64 lower-case hex digits.
    case invalidDigest(path: String)

    /// A stable code.
    public var code: String {
        switch self {
        case .malformed: "manifestMalformed"
        case .unknownField: "manifestUnknownField"
        case .unsupportedFormatVersion: "manifestUnsupportedFormatVersion"
        case .invalidSchemaVersion: "manifestInvalidSchemaVersion"
        case .emptyAppVersion: "manifestEmptyAppVersion"
        case .invalidCreatedAt: "manifestInvalidCreatedAt"
        case .unsafePath: "manifestUnsafePath"
        case .duplicatePath: "manifestDuplicatePath"
        case .invalidDigest: "manifestInvalidDigest"
        }
    }

    public var description: String {
        switch self {
        case .malformed(let field): "The manifest is malformed at \(field.isEmpty ? "its top level" : shorten(field))."
        case .unknownField(let name): "The manifest has an unknown field \(shorten(name))."
        case .unsupportedFormatVersion(let v): "The manifest format version \(v) is not supported (expected \(Manifest.currentFormatVersion))."
        case .invalidSchemaVersion(let v): "The manifest schema version \(v) is invalid."
        case .emptyAppVersion: "The manifest has an empty app version."
        case .invalidCreatedAt: "The manifest creation date is not an ISO 8601 date-time."
        case .unsafePath(let path): "The manifest lists an unsafe path \(shorten(path))."
        case .duplicatePath(let path): "The manifest lists \(shorten(path)) twice."
        case .invalidDigest(let path): "The manifest digest of \(shorten(path)) is not a SHA-256 in hex."
        }
    }
}
