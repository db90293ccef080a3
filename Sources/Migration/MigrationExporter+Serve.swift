import Foundation
import Secrets
import Storage
import Transport

/// What a served direct transfer sent.
public struct DirectServeResult: Sendable {
    /// The archive's size in bytes, as the destination received it.
    public var size: UInt64
}

/// Stops a serve from another thread (a Cancel button): the serve then ends with
/// ``MigrationError/cancelled(_:)`` as on Ctrl-C, and its listener is closed.
public final class ServeCancellation: Sendable {
    let signals: InterruptSignals?

    public init() { signals = InterruptSignals(triggerOnly: ()) }

    deinit { signals?.restore() }

    /// Stops the serve it was given to (idempotent; any thread).
    public func cancel() { signals?.trigger() }
}

extension MigrationExporter {
    /// Serves the archive of `database` and `files/` once, over `server` (docs/migration.md,
    /// "Direct transfer"): the archive is made while it is sent, never stored, from one snapshot
    /// held for the whole serve, so a destination whose connection broke gets the identical
    /// stream again and continues where it stopped (the age header's random bytes are replayed,
    /// ``ReplayableRandom``). Returns once the destination received the whole archive and said so.
    ///
    /// - Parameters:
    ///   - options: how long to listen, to wait for the code's confirmation, and the stream's limits.
    ///   - catchSignals: Ctrl-C and SIGTERM end the serve with ``MigrationError/cancelled(_:)``
    ///     (their handlers are replaced for the call, ``InterruptSignals``) instead of the process.
    ///   - cancellation: a stop from another thread, when `catchSignals` is false.
    ///   - events: connections, confirmations, refusals and breaks, on the calling thread.
    ///   - progress: bytes sent (``MigrationProgress/Phase/packing``) against the expected size.
    /// - Throws: ``MigrationError/networkTimeout(_:)`` when no transfer finished in the listening
    ///   time, ``MigrationError/cancelled(_:)`` on a signal, or the export's own errors.
    public func serve(database: Database, on server: DirectTransferServer, now: Date = Date(), lock: ManifestLock? = nil,
                      options: DirectTransferServer.Options = .init(), catchSignals: Bool = false,
                      cancellation: ServeCancellation? = nil,
                      events: (DirectTransferServer.Event) -> Void = { _ in },
                      progress: ((MigrationProgress) -> Void)? = nil) throws(MigrationError) -> DirectServeResult {
        let identity = server.identity
        let caught = catchSignals ? InterruptSignals() : nil
        defer { caught?.restore() }
        let interrupt = caught ?? cancellation?.signals
        let random = ReplayableRandom()
        let size = try withSnapshot(of: database, progress: nil) { (snapshot: SnapshotSource) throws(MigrationError) -> UInt64 in
            let schemaVersion: Int
            let databaseSize: UInt64
            switch snapshot {
            case .frozen(let file):
                schemaVersion = file.userVersion
                databaseSize = file.byteCount
            case .file(let path):
                schemaVersion = try Self.userVersion(ofDatabaseAt: path)
                databaseSize = FileOps.fileSize(path) ?? 0
            }
            let filesRoot = dataDirectory + "/" + DataLayout.filesName
            let filesSize = FileOps.isDirectory(filesRoot) ? try FileOps.treeSize(filesRoot) : 0
            // An upper bound of the archive's size: the plaintext, tar's headers and padding, age's tags.
            let plaintext = databaseSize + filesSize
            let estimate = plaintext + plaintext / 4096 + 1 << 20
            return try server.run(estimatedSize: estimate, options: options, interrupt: interrupt, events: events,
                                  progress: progress) { (sink: NetworkArchiveSink) throws(MigrationError) in
                _ = try streamArchive(snapshot: snapshot, schemaVersion: schemaVersion, databaseSize: databaseSize,
                                      identity: identity, random: random.pass(), now: now, lock: lock, into: sink,
                                      progress: nil)
            }
        }
        return DirectServeResult(size: size)
    }
}
