import Foundation
import Secrets
import Storage
import Transport

/// What a served direct transfer sent.
public struct DirectServeResult: Sendable {
    /// The archive's size in bytes, as the destination received it.
    public var size: UInt64
    /// Whether the destination said its import is in place; false when it received everything
    /// but closed without saying (it was stopped or killed while it asked its user, or it is a
    /// build from before that step), so the source can't tell whether the data is there.
    public var importConfirmed: Bool = true

    public init(size: UInt64, importConfirmed: Bool = true) {
        self.size = size
        self.importConfirmed = importConfirmed
    }
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
    ///   - confirmation: where this device's user answers
    ///     ``DirectTransferServer/Event/confirmCode(peer:shortCode:)`` (both devices confirm the code).
    ///   - events: connections, confirmations, refusals and breaks, on the calling thread.
    ///   - progress: bytes sent (``MigrationProgress/Phase/packing``) against the expected size.
    /// - Throws: ``MigrationError/networkTimeout(_:)`` when no transfer finished in the listening
    ///   time, ``MigrationError/cancelled(_:)`` on a signal, or the export's own errors.
    public func serve(database: Database, on server: DirectTransferServer, now: Date = Date(), lock: ManifestLock? = nil,
                      options: DirectTransferServer.Options = .init(), catchSignals: Bool = false,
                      cancellation: ServeCancellation? = nil, confirmation: DirectTransferConfirmation,
                      events: (DirectTransferServer.Event) -> Void = { _ in },
                      progress: ((MigrationProgress) -> Void)? = nil) throws(MigrationError) -> DirectServeResult {
        let identity = server.identity
        let caught = catchSignals ? InterruptSignals() : nil
        defer { caught?.restore() }
        let interrupt = caught ?? cancellation?.signals
        let resumed = server.resumed
        let store = server.resumeStore
        // Every end of this serve but a kill removes the record: finished, cancelled, the time
        // limit, an error (a killed process never gets here).
        defer { store?.remove() }
        let random = resumed.map { ReplayableRandom(recorded: $0.random) } ?? ReplayableRandom()
        // The manifest's time is the first pass's, so that the stream is the same again.
        let now = resumed.map { Date(timeIntervalSince1970: $0.createdAt) } ?? now
        let served = try withSnapshot(of: database, progress: nil) { (snapshot: SnapshotSource) throws(MigrationError) -> DirectServeResult in
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
            let generate = { (sink: any ArchiveOutput) throws(MigrationError) in
                _ = try streamArchive(snapshot: snapshot, schemaVersion: schemaVersion, databaseSize: databaseSize,
                                      identity: identity, random: random.pass(), now: now, lock: lock, into: sink,
                                      progress: nil)
            }
            if let resumed {
                // The part already sent must come out the same, or a resume would mix two states.
                try Self.checkUnchanged(resumed, estimate: estimate, generate: generate)
            }
            let checkpoint = try Self.checkpointWriter(store: store, server: server, resumed: resumed, random: random,
                                                        createdAt: now, estimate: estimate, listenSeconds: options.listenSeconds)
            return try server.run(estimatedSize: estimate, options: options, interrupt: interrupt,
                                  confirmation: confirmation, events: events,
                                  progress: progress, checkpoint: checkpoint) { (sink: NetworkArchiveSink) throws(MigrationError) in
                try generate(sink)
            }
        }
        return served
    }

    /// Regenerates the stream as far as `record`'s segments go and compares them: a difference
    /// (or another expected size) means the install changed since the killed serve sent that part.
    static func checkUnchanged(_ record: ServeResumeRecord, estimate: UInt64,
                               generate: (any ArchiveOutput) throws(MigrationError) -> Void) throws(MigrationError) {
        let changed = MigrationError.resumeRefused(.dataChanged)
        guard record.estimate == estimate else { throw changed }
        guard !record.segments.isEmpty else { return }
        let check: PrefixCheck
        do {
            check = try PrefixCheck(expected: record.segments)
        } catch {
            throw .io("cannot hash the archive (\(error))")
        }
        do {
            try generate(check)
        } catch {
            if check.outcome == nil { throw error }
        }
        switch check.outcome {
        case .same?: return
        case .differs?: throw changed
        // The stream ended before the recorded segments: it is shorter than what was sent.
        case nil: throw changed
        }
    }

    /// The closure that writes the resume record before the first byte is sent and at each
    /// segment (nil store: none). A record that can't be written only loses the resume.
    static func checkpointWriter(store: ServeResumeStore?, server: DirectTransferServer, resumed: ServeResumeRecord?,
                                 random: ReplayableRandom, createdAt: Date, estimate: UInt64,
                                 listenSeconds: Double) throws(MigrationError) -> ([[UInt8]]) throws -> Void {
        guard let store else { return { _ in } }
        let exported = try server.exportedCertificate()
        let endpoint = server.link.directEndpoint
        let base = ServeResumeRecord(expiresAt: 0, port: endpoint?.port ?? 0, hosts: endpoint?.hosts ?? [],
                                     certificate: exported.certificate, privateKey: exported.privateKey,
                                     identity: server.identity.secretKeyString, random: [], createdAt: createdAt.timeIntervalSince1970,
                                     estimate: estimate, segments: resumed?.segments ?? [])
        let saved = SavedSegments(count: -1)
        return { segments in
            // Only more than is on disk (a later session regenerates the same segments from 0).
            guard segments.count > saved.count else { return }
            var record = base
            record.random = random.recordedBytes()
            record.segments = segments.count >= base.segments.count ? segments : base.segments
            record.expiresAt = Date().timeIntervalSince1970 + listenSeconds
            record.approvedDevice = server.approvedDevice ?? []
            defer { record.wipe() }
            // The first write is durable; the later ones matter only after a kill, not a crash.
            try? store.save(record, durable: saved.count < 0)
            saved.count = segments.count
        }
    }
}

/// How many segments the resume record on disk holds (`@unchecked Sendable`: the serving thread only).
private final class SavedSegments: @unchecked Sendable {
    var count: Int
    init(count: Int) { self.count = count }
}

/// An archive output that only compares the stream's segments with a record's (``ServeResumeRecord``)
/// and stops at the first difference or once they are all compared.
final class PrefixCheck: ArchiveOutput {
    enum Outcome { case same, differs }
    private struct Stop: Error {}
    private let expected: [[UInt8]]
    private var segments: SegmentHasher
    private(set) var byteCount: UInt64 = 0
    private(set) var outcome: Outcome?

    init(expected: [[UInt8]]) throws {
        self.expected = expected
        segments = try SegmentHasher()
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        byteCount += UInt64(bytes.count)
        guard try segments.update(bytes) else { return }
        let digests = segments.digests
        for index in digests.indices where index < expected.count && !ConstantTime.equals(digests[index], expected[index]) {
            outcome = .differs
            throw Stop()
        }
        if digests.count >= expected.count {
            outcome = .same
            throw Stop()
        }
    }

    func finish() throws -> [UInt8] { [] }
}
