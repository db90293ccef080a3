/// Why a tar archive could not be written or read.
///
/// Paths in descriptions are archive member names (never file contents); long ones are shortened.
public enum TarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path does not fit a ustar header (100-byte name plus 155-byte prefix).
    case pathTooLong(String)
    /// The path is absolute, contains `..`, an empty or `.` component, or a NUL byte.
    case unsafePath(String)
    /// An entry type other than a regular file or a directory (links, devices, pax headers...).
    case unsupportedEntryType(UInt8)
    /// The header checksum does not match its contents.
    case checksumMismatch
    /// A header field is malformed (the reason is a fixed text).
    case malformedHeader(String)
    /// The archive ends inside a header or an entry, or without its end-of-archive block.
    case truncated
    /// A file entry received a different number of bytes than its header declared.
    case sizeMismatch(declared: UInt64, written: UInt64)
    /// The writer was used out of order (e.g. a new entry while a file is still open).
    case misuse(String)

    /// A stable code.
    public var code: String {
        switch self {
        case .pathTooLong: "tarPathTooLong"
        case .unsafePath: "tarUnsafePath"
        case .unsupportedEntryType: "tarUnsupportedEntryType"
        case .checksumMismatch: "tarChecksumMismatch"
        case .malformedHeader: "tarMalformedHeader"
        case .truncated: "tarTruncated"
        case .sizeMismatch: "tarSizeMismatch"
        case .misuse: "tarMisuse"
        }
    }

    public var description: String {
        switch self {
        case .pathTooLong(let path): "The path \(shorten(path)) is too long for a tar archive."
        case .unsafePath(let path): "The archive path \(shorten(path)) is unsafe (absolute, '..', or malformed)."
        case .unsupportedEntryType(let type):
            "The archive holds an entry of unsupported type \(type < 0x20 || type > 0x7e ? "\(type)" : "'\(Character(Unicode.Scalar(type)))'"); only files and directories are allowed."
        case .checksumMismatch: "A tar header checksum does not match; the archive is corrupted."
        case .malformedHeader(let why): "A tar header is malformed: \(why)."
        case .truncated: "The tar archive ends too early."
        case .sizeMismatch(let declared, let written): "A tar entry declared \(declared) bytes but received \(written)."
        case .misuse(let why): "The tar writer was misused: \(why)."
        }
    }
}

/// Quotes a path for a message, shortened and with control characters escaped.
func shorten(_ path: String) -> String {
    let escaped = path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "?" : String($0) }.joined()
    return "\"" + (escaped.count > 80 ? String(escaped.prefix(77)) + "..." : escaped) + "\""
}
