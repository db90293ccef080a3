/// Why a migration link was refused. Every case is a precise, user-fixable problem.
///
/// Descriptions name the parameter at fault but never repeat a key, and repeat other values only
/// in shortened, escaped form.
public enum MigrationLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link does not start with `threshold:`.
    case wrongScheme
    /// The path is not `/migrate`.
    case wrongPath
    /// The query is missing, has a fragment, an empty or `=`-less parameter, or bad percent-encoding.
    case malformedQuery(String)
    /// A required parameter is absent.
    case missingParameter(String)
    /// A parameter appears more than once.
    case duplicateParameter(String)
    /// A parameter this version does not define.
    case unknownParameter(String)
    /// `v` is neither `1` nor `2`.
    case unsupportedVersion(String)
    /// `archive` is neither an absolute file path nor an http(s) URL with a host.
    case invalidArchiveLocation(String)
    /// `key` is not an age identity (`AGE-SECRET-KEY-1...`). The value is never shown.
    case invalidKey
    /// `sha256` is not 64 hex digits.
    case invalidDigest
    /// `size` is not a canonical decimal byte count.
    case invalidSize
    /// A direct link's `direct` is not a list of 1 to 16 distinct numeric IP addresses.
    case invalidHost(String)
    /// A direct link's address has a zone (`%...`) that is not allowed: on an address other than
    /// IPv6 link-local, missing on a link-local one, empty, longer than 15 characters, or with
    /// characters other than `A-Z a-z 0-9 . _ -`. The zone itself is never shown.
    case invalidZone(String)
    /// A direct link's `port` is not a canonical number from 1 to 65535.
    case invalidPort
    /// A direct link's `pin` is not 64 hex digits (a SHA-256).
    case invalidPin

    /// A stable code (the command line reports all of these as `invalidLink`).
    public var code: String {
        switch self {
        case .wrongScheme: "linkWrongScheme"
        case .wrongPath: "linkWrongPath"
        case .malformedQuery: "linkMalformedQuery"
        case .missingParameter: "linkMissingParameter"
        case .duplicateParameter: "linkDuplicateParameter"
        case .unknownParameter: "linkUnknownParameter"
        case .unsupportedVersion: "linkUnsupportedVersion"
        case .invalidArchiveLocation: "linkInvalidArchiveLocation"
        case .invalidKey: "linkInvalidKey"
        case .invalidDigest: "linkInvalidDigest"
        case .invalidSize: "linkInvalidSize"
        case .invalidHost: "linkInvalidHost"
        case .invalidZone: "linkInvalidZone"
        case .invalidPort: "linkInvalidPort"
        case .invalidPin: "linkInvalidPin"
        }
    }

    public var description: String {
        switch self {
        case .wrongScheme: "This is not a Threshold migration link (it must start with \"threshold:/migrate?\")."
        case .wrongPath: "This Threshold link is not a migration link (expected \"threshold:/migrate?\")."
        case .malformedQuery(let why): "The migration link is malformed: \(why)."
        case .missingParameter(let name): "The migration link lacks its \"\(name)\" part; copy the whole link again."
        case .duplicateParameter(let name): "The migration link has \"\(name)\" more than once."
        case .unknownParameter(let name): "The migration link has an unknown part \(shorten(name)); is this app up to date?"
        case .unsupportedVersion(let v): "The migration link version \(shorten(v)) is not supported; update the app."
        case .invalidArchiveLocation(let why): "The migration link's archive location is invalid: \(why)."
        case .invalidKey: "The migration link's key is not a valid age key; copy the whole link again."
        case .invalidDigest: "The migration link's sha256 is not 64 hexadecimal digits."
        case .invalidSize: "The migration link's size is not a whole number of bytes."
        case .invalidHost(let why): "The migration link's device address is invalid: \(why)."
        case .invalidZone(let why): "The migration link's device address has an invalid zone: \(why)."
        case .invalidPort: "The migration link's port is not a number from 1 to 65535."
        case .invalidPin: "The migration link's certificate pin is not 64 hexadecimal digits; copy the whole link again."
        }
    }
}
