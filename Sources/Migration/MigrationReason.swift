import Glibc

/// Why, inside a ``MigrationError`` case: a typed reason that the application layer words in the
/// user's language, or a technical text (an errno's words, which check of an archive failed) that
/// is shown apart from the translated sentence, as it is.
///
/// A string literal is a technical text (`throw .io("cannot sync to disk")`), so a new throw site
/// compiles; a reason a person must act on gets a case of its own instead, since only a case can be
/// translated (docs/languages.md, "Errors").
public enum MigrationReason: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A technical detail in English, shown on a line of its own under the translated sentence.
    case technical(String)
    /// A whole message the application layer already put in the user's language (it threw the
    /// error itself), "Nothing was changed." included: shown as it is, nothing joined to it.
    case worded(String)
    /// A system call failed with `errno` (`operation` says which, in English, for logs): the
    /// application layer words the errno in the user's language.
    case system(operation: String, errno: Int32)
    /// The link was refused by its parser.
    case link(MigrationLinkError)
    /// The link's key does not open the archive.
    case keyDoesNotOpenArchive
    /// The link's archive URL is malformed, not http(s), without a host or with a bad port.
    case badArchiveURL
    /// No archive file at `path`; `linkPath` says whether the path came from the link (not --archive).
    case noArchive(path: String, linkPath: Bool)
    /// The archive's size differs from the link's.
    case sizeDiffers(actual: UInt64, expected: UInt64)
    /// The archive does not match the link's SHA-256 digest.
    case digestDiffers
    /// A direct transfer ended before the whole archive arrived, or what arrived differs from
    /// what was sent.
    case transferIncomplete
    /// The archive's server can't be reached or broke the connection.
    case serverUnreachable(host: String)
    /// The archive's server answered with an HTTP status other than 200; `gone` for 404 and 410.
    case serverStatus(Int, gone: Bool)
    /// The archive's server went silent.
    case serverTimedOut(host: String)
    /// No device took the archive within `seconds`: the source stopped listening.
    case nobodyCame(seconds: Int)
    /// The other device did not answer, or stopped answering or sending.
    case otherDeviceSilent
    /// The source was stopped by a signal; `begun` when a transfer had begun.
    case stoppedListening(signal: String, begun: Bool)
    /// The import was stopped (Ctrl-C) during a direct transfer.
    case importStopped
    /// The full screen can't show a direct transfer's short code.
    case shortCodeNotShown
    /// The other device can't be reached at any of the link's addresses.
    case unreachable(hosts: [String], port: UInt16)
    /// The other device closed the connection before the transfer began.
    case closedBeforeStart
    /// The connection broke after `received` bytes (nil: during the setup).
    case connectionBroke(received: UInt64?)
    /// The other device is sending to another device.
    case busy
    /// The other device runs a version whose direct transfer differs.
    case otherVersion
    /// The other device refused: the link is not the one it shows (or it is older).
    case notThatLink
    /// The data changed since an interrupted transfer began, so it can't be resumed.
    case dataChanged
    /// The sending device's user did not confirm the short code, so it sent nothing.
    case codeNotConfirmedBySource

    public init(stringLiteral value: String) { self = .technical(value) }

    public init(stringInterpolation: DefaultStringInterpolation) { self = .technical(String(stringInterpolation: stringInterpolation)) }

    /// The reason in English (``MigrationError/message`` and logs; people read Features' wording).
    public var description: String {
        switch self {
        case .technical(let text), .worded(let text): text
        case .system(let operation, let code): "\(operation) (\(String(cString: strerror(code))))"
        case .link(let error): error.description
        case .keyDoesNotOpenArchive: "The migration link's key does not open this archive; copy the whole link again."
        case .badArchiveURL: "The migration link's archive URL is not an http or https URL with a host and a port from 1 to 65535."
        case .noArchive(let path, false): "No migration archive at \(shorten(path)). Check the path and try again."
        case .noArchive(let path, true):
            "No migration archive at \(shorten(path)). Copy the archive to this device and give its path (--archive FILE), or copy it to the same path as in the link, and try again."
        case .sizeDiffers(let actual, let expected): "its size (\(actual) bytes) differs from the link's (\(expected) bytes)."
        case .digestDiffers: "it does not match the link's SHA-256 digest."
        case .codeNotConfirmedBySource:
            "On the other device the short code was not confirmed, so it sent nothing. If both devices show the same code, connect again with the same link and confirm it on both."
        case .transferIncomplete: "what arrived differs from what the other device sent (the transfer ended early, or its size or digest differs)."
        case .serverUnreachable(let host): "The archive's server \(host) can't be reached."
        case .serverStatus(let status, let gone):
            "The archive's server answered \(status) (\(gone ? "no such archive" : "not the archive")); check that it is still shared."
        case .serverTimedOut(let host): "The archive's server \(host) timed out."
        case .nobodyCame(let seconds): "No device took the archive within \(seconds) s, so this device stopped listening."
        case .otherDeviceSilent: "The other device did not answer in time."
        case .stoppedListening(let signal, false): "Stopped on \(signal): no transfer was finished, and this device no longer listens."
        case .stoppedListening(let signal, true): "Stopped on \(signal): the transfer was not finished, and this device no longer listens."
        case .importStopped: "The import was stopped during the transfer. Nothing was imported."
        case .shortCodeNotShown: "This screen can't show the short code of a direct transfer: import with threshold migrate import or plain mode."
        case .unreachable(let hosts, let port):
            "The other device can't be reached at \(hosts.joined(separator: ", ")) port \(port). Check that it still shows the link (its export --serve is running) and that both devices are on the same network."
        case .closedBeforeStart: "The other device closed the connection before the transfer began."
        case .connectionBroke(let received?): "The connection to the other device broke after \(received) bytes."
        case .connectionBroke(nil): "The connection to the other device broke."
        case .busy:
            "The other device is already sending its data to another device, and refused this one. If that is not your other device, stop the export there (Ctrl-C) and start it again."
        case .otherVersion:
            "The other device runs another version of Threshold, whose direct transfer differs from this one's. Update Threshold on both devices to the same version, or move the data as a file (Export to a file there, then import that file here)."
        case .notThatLink:
            "The other device refused this device: the link is not the one it shows, or that device runs an older version of Threshold. Copy the whole link again; if that does not help, update Threshold on both devices to the same version."
        case .dataChanged:
            "The data on this device changed since the interrupted transfer began, so it can't be resumed. Stop the import on the new device and export again (a new link)."
        }
    }
}
