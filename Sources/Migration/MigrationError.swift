import Storage

/// Why an export, import or finalize did not happen. Every case leaves the destination as it was.
///
/// `code` is stable (the command line prints it in `{"error":{"code":...}}`); `message` is for people
/// and never contains a key, a link with its key, or archive contents.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The link is malformed, or its key does not open the archive it names.
    case invalidLink(MigrationReason)
    /// The archive file (or URL) the link names cannot be found or fetched.
    case archiveNotFound(MigrationReason)
    /// The archive does not match the link's size or digest, does not decrypt, or its contents fail
    /// the manifest or the database integrity check.
    case archiveCorrupted(MigrationReason)
    /// The archive's server went silent, sent too slowly, or the download passed its deadline.
    case networkTimeout(MigrationReason)
    /// The archive holds data of a newer schema than this build knows.
    case incompatibleVersion(archiveSchema: Int, supportedSchema: Int)
    /// The destination holds data (anything beyond a fresh install, hidden profiles included; the
    /// message never says which); import again with replace to overwrite it.
    case destinationNotEmpty
    /// The archive comes from a locked install and the passcode given is not that install's.
    case wrongArchivePasscode
    /// The import was stopped before the commit point (the user declined a question), or a
    /// direct transfer's source was stopped (Ctrl-C, SIGTERM).
    case cancelled(MigrationReason)
    /// A direct transfer's source can't be reached at any of the link's addresses.
    case connectionRefused(MigrationReason)
    /// A direct transfer's connection broke (and could not be resumed).
    case connectionBroken(MigrationReason)
    /// A direct transfer's peer showed a certificate other than the link's pin (another device,
    /// or someone in between): refused before a byte of data.
    case peerNotTrusted(MigrationReason)
    /// A direct transfer's source refused this device (it is serving another one, or the link is
    /// not the one it shows).
    case transferRefused(MigrationReason)
    /// The short code the user compared differs: this device is not talking to the one that shows
    /// the link (a swapped link, or someone in between).
    case shortCodeMismatch
    /// A direct transfer's source, started again after its process was killed, can't resume that
    /// transfer: the install changed since the part already sent (docs/migration.md, "Resume
    /// after a restart"). Its record is removed; the next export makes a new link.
    case resumeRefused(MigrationReason)
    /// A file operation on this machine failed (disk full, permissions...).
    case io(MigrationReason)
    /// The local database failed (busy, damaged...).
    case database(DatabaseError)

    /// Wraps a link parsing error.
    public init(_ linkError: MigrationLinkError) {
        self = .invalidLink(.link(linkError))
    }

    /// A stable code.
    public var code: String {
        switch self {
        case .invalidLink: "invalidLink"
        case .archiveNotFound: "archiveNotFound"
        case .archiveCorrupted: "archiveCorrupted"
        case .networkTimeout: "networkTimeout"
        case .incompatibleVersion: "incompatibleVersion"
        case .destinationNotEmpty: "destinationNotEmpty"
        case .wrongArchivePasscode: "wrongPasscode"
        case .cancelled: "cancelled"
        case .connectionRefused: "connectionRefused"
        case .connectionBroken: "connectionBroken"
        case .peerNotTrusted: "tlsHandshakeFailed"
        case .transferRefused: "transferRefused"
        case .shortCodeMismatch: "shortCodeMismatch"
        case .resumeRefused: "resumeRefused"
        case .io: "ioError"
        case .database(let error): error.code
        }
    }

    /// A message for people: what happened and what to do.
    public var message: String {
        switch self {
        // Already the whole message (the application layer's words).
        case .invalidLink(.worded(let text)), .archiveCorrupted(.worded(let text)), .cancelled(.worded(let text)), .io(.worded(let text)): text
        case .invalidLink(let why): why.description
        case .archiveNotFound(let why): why.description
        case .networkTimeout(let why): why.description + " Nothing was changed; check the network and try again."
        case .archiveCorrupted(let why): "The migration archive is damaged or incomplete: \(why) Nothing was changed; export it again on the other device."
        case .incompatibleVersion(let archive, let supported):
            "The archive comes from a newer version of Threshold (schema \(archive); this version knows \(supported)). Update Threshold, then import again. Nothing was changed."
        case .destinationNotEmpty:
            "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
        case .wrongArchivePasscode:
            "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
        case .cancelled(let why): why.description + " Nothing was changed."
        case .connectionRefused(let why): why.description + " Nothing was changed."
        case .connectionBroken(let why): why.description + " Nothing was changed; start the import again (the other device keeps listening until its time limit)."
        case .peerNotTrusted(let why): why.description
        case .transferRefused(let why): why.description + " Nothing was changed."
        case .shortCodeMismatch:
            "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
        case .resumeRefused(let why): why.description + " Nothing was sent."
        case .io(let why): "A file operation failed: \(why). Nothing was changed."
        case .database(let error): "Database error: \(error.message)."
        }
    }

    public var description: String { "\(code): \(message)" }
}
