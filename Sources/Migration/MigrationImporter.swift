import Foundation
import Glibc
import Secrets
import Storage
import Transport

/// Imports a migration archive into a data directory (PRODUCT.md 6, docs/migration.md).
///
/// The destination is never modified before the commit point. The archive is checked against the
/// link (size, then SHA-256 on a thread of its own while the archive is decrypted and unpacked into
/// `.migration-import/staging` inside the data directory), checked against its manifest (sizes,
/// safe paths, nothing missing or extra: the link's digest covers the bytes), the database passes
/// `PRAGMA integrity_check`, an older schema is upgraded with the injected migrations and a newer
/// one refused. Only then is the commit marker written and the staged database and `files/` renamed
/// into place.
///
/// An import killed at any point is finished or undone by ``recover(dataDirectory:)``, which
/// ``importArchive(from:replace:destinationHasData:progress:)`` runs first: without the marker the
/// staging folder is removed (the destination was never touched); with it the renames are redone.
public struct MigrationImporter: Sendable {
    /// The data directory to import into.
    public var dataDirectory: String
    /// The app's schema migrations, oldest first; the archive's database is upgraded with them.
    public var migrations: [Migration]
    /// Seconds each address of an `http(s)://` archive's host gets to accept the connection;
    /// everything else (and the connect too) is bounded by ``networkDeadline``.
    public var networkTimeoutSeconds: Int
    /// The destination's database key: the imported database is written encrypted under it, page
    /// by page as it leaves the archive stream (docs/page-encryption.md, "Migration"), so no
    /// plaintext database is ever staged. The existing destination database is opened with it too.
    /// Nil: an unencrypted destination (the previous releases' format).
    public var destinationKey: DatabaseKey?
    /// The download's limits (overall, silence, minimum rate); nil sizes them for the archive
    /// (``NetworkDeadline/download(bytes:)``). A server that breaks them ends the import with
    /// ``MigrationError/networkTimeout(_:)``.
    public var networkDeadline: NetworkDeadline?
    /// How many times a direct transfer's broken connection is opened again and resumed.
    public var directTransferResumes = 5
    /// A stop from another thread (a face's Stop button) for a direct transfer: the receive ends
    /// at its next wait (a frame, a reconnect's pause) with ``MigrationError/cancelled(_:)``,
    /// nothing changed. Not checked elsewhere (a caller's `beforeCommit` can check it too).
    public var cancellation: ServeCancellation?
    /// How long (seconds) a direct transfer whose source stopped answering is tried again while
    /// nothing listens there: a source killed and started again within it resumes.
    public var directTransferResumeWindow: Double = 180
    /// A failure planted in one stage, for tests only.
    var fault: InjectedFault?
    /// Last writes into the staged database (opened under ``destinationKey``), before the commit
    /// point, so they land atomically with the swap: e.g. the app marking the imported data's
    /// onboarding done. A kill can then never leave the imported data without them.
    public var finishStaged: (@Sendable (Database) throws -> Void)?

    /// Creates an importer into `dataDirectory` for an app whose schema is `migrations`.
    public init(dataDirectory: String, migrations: [Migration], destinationKey: DatabaseKey? = nil,
                networkTimeoutSeconds: Int = 30) {
        self.dataDirectory = dataDirectory
        self.migrations = migrations
        self.destinationKey = destinationKey
        self.networkTimeoutSeconds = networkTimeoutSeconds
    }

    private var databasePath: String { dataDirectory + "/" + DataLayout.databaseName }
    private var workspace: String { dataDirectory + "/" + DataLayout.importWorkspace }

    // MARK: - Recovery

    /// Finishes or undoes an import that was interrupted (e.g. killed) in `dataDirectory`.
    /// Safe to call at any time, and repeatedly; call it before opening the database.
    public static func recover(dataDirectory: String) throws(MigrationError) -> MigrationRecovery {
        let workspace = dataDirectory + "/" + DataLayout.importWorkspace
        guard FileOps.exists(workspace) else { return .nothing }
        if FileOps.isRegularFile(workspace + "/" + DataLayout.commitMarker) {
            try rollForward(dataDirectory: dataDirectory)
            return .rolledForward
        }
        try FileOps.removeTree(workspace)
        return .rolledBack
    }

    /// The swap after the commit point. Every step checks what is already done, so it can be
    /// repeated after a kill at any instant.
    static func rollForward(dataDirectory: String) throws(MigrationError) {
        let workspace = dataDirectory + "/" + DataLayout.importWorkspace
        let staging = workspace + "/" + DataLayout.stagingName
        let stagedDatabase = staging + "/" + DataLayout.databaseName
        let liveDatabase = dataDirectory + "/" + DataLayout.databaseName
        KillPoint.reached("import.rollForward")
        if FileOps.exists(stagedDatabase) {
            // The old log was checkpointed and truncated before the commit point; a log left beside
            // the new file would be replayed onto it, so it goes first.
            for suffix in DataLayout.databaseCompanions { try FileOps.removeFile(liveDatabase + suffix) }
            KillPoint.reached("import.oldLogRemoved")
            try FileOps.rename(stagedDatabase, liveDatabase)
            try FileOps.sync(dataDirectory)
            KillPoint.reached("import.databaseSwapped")
        }
        let stagedFiles = staging + "/" + DataLayout.filesName
        if FileOps.isDirectory(stagedFiles) {
            let liveFiles = dataDirectory + "/" + DataLayout.filesName
            if FileOps.exists(liveFiles) {
                let old = workspace + "/" + DataLayout.oldFilesName
                try FileOps.removeTree(old)
                try FileOps.rename(liveFiles, old)
            }
            KillPoint.reached("import.oldFilesMoved")
            try FileOps.rename(stagedFiles, liveFiles)
            try FileOps.sync(dataDirectory)
            KillPoint.reached("import.filesSwapped")
        }
        try FileOps.removeFile(workspace + "/" + DataLayout.commitMarker)
        KillPoint.reached("import.markerRemoved")
        try FileOps.sync(workspace)
        try FileOps.removeTree(workspace)
    }

    // MARK: - Import

    /// Imports the archive `link` names.
    ///
    /// - Parameters:
    ///   - replace: when false, a destination that holds any data at all (any row beyond a fresh
    ///     install's, hidden profiles included: see `DestinationCheck`) or where `destinationHasData`
    ///     is true is refused with ``MigrationError/destinationNotEmpty``, whose wording is the same
    ///     whatever the data; when true its data is replaced (kept until the new data is fully in place).
    ///   - destinationHasData: an extra test, asked with the destination database (opened with
    ///     ``migrations``), if there is one, before any work and again just before the commit point.
    ///   - archivePath: where the archive is on this device when it is not where the link says (moved
    ///     to another folder, on a USB stick): read instead of the link's location (file or URL), and
    ///     checked against the link's size and SHA-256 digest all the same.
    ///   - beforeCommit: called with the verified manifest after every check passed and before the
    ///     commit point; an error it throws ends the import with nothing changed (e.g. the user did
    ///     not give the archive's passcode, ``Manifest/lock``).
    ///   - confirmShortCode: for a direct transfer (``MigrationArchiveLocation/direct(_:)``), called
    ///     once connected with the session's short code, before a byte of the archive is received:
    ///     it shows the code and throws (``MigrationError/shortCodeMismatch``, ``MigrationError/cancelled(_:)``)
    ///     unless the user confirmed that the other device shows the same. Without it a direct link is refused.
    ///   - progress: called on the calling thread while downloading, unpacking and verifying.
    /// - Important: the caller must have closed its own connection to the destination database.
    public func importArchive(from link: MigrationLink, replace: Bool, archivePath override: String? = nil,
                              destinationHasData: (Database) throws -> Bool,
                              beforeCommit: ((Manifest) throws(MigrationError) -> Void)? = nil,
                              confirmShortCode: ((String) throws(MigrationError) -> Void)? = nil,
                              progress: ((MigrationProgress) -> Void)? = nil) throws(MigrationError) -> MigrationImportResult {
        let lock = try DirectoryLock(dataDirectory)
        defer { lock.release() }
        _ = try Self.recover(dataDirectory: dataDirectory)
        let hadData = try checkDestination(replace: replace, destinationHasData: destinationHasData, checkpoint: false)

        try FileOps.makeDirectory(workspace)
        var committed = false
        defer { if !committed { try? FileOps.removeTree(workspace) } }

        let input: ArchiveInput
        var archivePath = ""
        switch link.archive {
        case .direct(let endpoint) where override == nil:
            guard let confirmShortCode else {
                throw .cancelled(.shortCodeNotShown)
            }
            input = .stream(try DirectTransferSource.connect(endpoint, key: link.key, deadline: networkDeadline ?? .directTransfer,
                                                              resumeAttempts: directTransferResumes, resumeWindow: directTransferResumeWindow,
                                                              cancellation: cancellation,
                                                              confirm: confirmShortCode))
        case _ where override != nil:
            archivePath = override ?? ""
            input = .file
        case .file(let path):
            archivePath = path
            input = .file
        case .url(let url):
            archivePath = workspace + "/" + DataLayout.downloadName
            input = .file
            try HTTPArchiveFetcher(timeoutSeconds: networkTimeoutSeconds, deadline: networkDeadline)
                .download(url, to: archivePath, expectedSize: link.size, progress: progress)
        case .direct:
            input = .file
        }
        // A direct transfer's source learns how the import ended (it listens on after a failure).
        defer { if case .stream(let source) = input { source.reportOutcome(imported: committed) } }
        if case .file = input {
            guard FileOps.isRegularFile(archivePath), let actualSize = FileOps.fileSize(archivePath) else {
                throw .archiveNotFound(.noArchive(path: archivePath, linkPath: override == nil))
            }
            guard actualSize == link.size else {
                throw .archiveCorrupted(.sizeDiffers(actual: actualSize, expected: link.size))
            }
        }

        let staging = workspace + "/" + DataLayout.stagingName
        try FileOps.makeDirectory(staging)
        try FileOps.makeDirectory(staging + "/" + DataLayout.filesName)
        let (unpacked, digest) = try unpack(input, archivePath: archivePath, link: link, into: staging, progress: progress)
        let stagedDatabase = staging + "/" + DataLayout.databaseName
        // Only the manifest's structure and the integrity check look at the staged data before the
        // archive's digest (of the bytes decrypted) is compared with the link's.
        let manifest: Manifest
        do {
            manifest = try verify(unpacked)
            try checkDatabase(at: stagedDatabase, manifest: manifest, unpacked: unpacked, progress: progress)
        } catch {
            try digest.check()
            throw error
        }
        try digest.check()
        let upgraded = try prepareDatabase(at: stagedDatabase, version: manifest.schemaVersion)
        if let finishStaged { try finish(stagedDatabase, with: finishStaged) }
        try FileOps.sync(staging + "/" + DataLayout.filesName)
        try FileOps.sync(staging)
        if case .url = link.archive, override == nil { try FileOps.removeFile(archivePath) }
        var direct: (received: UInt64, resumes: Int)?
        if case .stream(let source) = input { direct = (source.received, source.resumes) }
        try beforeCommit?(manifest)
        KillPoint.reached("import.staged")

        // The commit point: re-check the destination, empty its log, then write the marker.
        _ = try checkDestination(replace: replace, destinationHasData: destinationHasData, checkpoint: true)
        try FileOps.writeAtomically(DataLayout.commitMarkerContents, to: workspace + "/" + DataLayout.commitMarker)
        committed = true
        try Self.rollForward(dataDirectory: dataDirectory)
        var result = MigrationImportResult(manifest: manifest, schemaVersion: migrations.count, upgraded: upgraded,
                                           replacedExistingData: hadData)
        result.direct = direct
        return result
    }

    /// Refuses a destination with data (unless `replace`); returns whether it had data. With
    /// `checkpoint`, also folds its write-ahead log into the file and makes sure no one else has it open.
    private func finish(_ path: String, with body: (Database) throws -> Void) throws(MigrationError) {
        do {
            let database = try Database(path: path, key: destinationKey, migrations: migrations)
            defer { database.close() }
            try body(database)
        } catch let error as MigrationError {
            throw error
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            throw .io("finishing the imported data: \(error)")
        }
        // Closing folded the log into the file; the staged folder holds the database alone again.
        for suffix in DataLayout.databaseCompanions { try FileOps.removeFile(path + suffix) }
        try FileOps.sync(path)
    }

    private func checkDestination(replace: Bool, destinationHasData: (Database) throws -> Bool,
                                  checkpoint: Bool) throws(MigrationError) -> Bool {
        guard FileOps.fileSize(databasePath) != nil else { return false }
        let database: Database
        do {
            database = try Database(path: databasePath, key: destinationKey, migrations: migrations)
        } catch {
            throw .database(error)
        }
        defer { database.close() }
        let hasData: Bool
        do {
            hasData = try database.read { try DestinationCheck.holdsData($0) } || destinationHasData(database)
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            throw .io("cannot read the destination data")
        }
        if hasData && !replace { throw .destinationNotEmpty }
        if checkpoint {
            do {
                try database.checkpointAndTruncateLog()
            } catch {
                throw .database(error)
            }
            database.close()
            if let size = FileOps.fileSize(databasePath + "-wal"), size > 0 {
                throw .database(DatabaseError(kind: .busy, message: "another process is using the database"))
            }
        }
        return hasData
    }

    // MARK: - Unpacking

    struct Unpacked {
        var manifestBytes: [UInt8]?
        /// The size and SHA-256 (lower-case hex) of each file entry staged, computed as it streamed by.
        var files: [String: (size: UInt64, sha256: String)] = [:]
        /// `PRAGMA user_version` from the database's plaintext header, when it was staged encrypted.
        var sealedUserVersion: Int?
        /// A database without room for encryption (an unencrypted store's archive), staged as a spool
        /// under a key held only in memory; made into the encrypted database before verification.
        var spool: StagedSpool?
        /// The integrity check of the staged encrypted database, run while it was staged.
        var integrity: StreamingIntegrityCheck?
    }

    /// A database staged in the spool layout (docs/page-encryption.md, "Spool files").
    struct StagedSpool {
        var path: String
        var key: DatabaseKey
        var pageSize: Int
    }

    private static let manifestLimit: UInt64 = 1 << 20

    /// What the worker stage read: the archive's size and its own failure, if any.
    struct ArchiveRead: Sendable {
        var byteCount: UInt64
        /// The SHA-256 of the file's first `link.size` bytes as the worker read them (past a failure
        /// too), and how many bytes it covers; nil when the file could not be read that far.
        var digest: (digest: [UInt8], byteCount: UInt64)?
        var failure: (any Error)?
    }

    /// The archive's SHA-256 as the decrypting stage read it, over the whole file (even after a
    /// failure, so a damaged file is told apart from a wrong key), compared with the link's.
    struct ArchiveDigest {
        var computed: (digest: [UInt8], byteCount: UInt64)?
        var expected: [UInt8]
        var size: UInt64

        /// Throws ``MigrationError/archiveCorrupted(_:)`` unless the digest is the link's.
        func check() throws(MigrationError) {
            guard let computed, computed.byteCount == size, ConstantTime.equals(computed.digest, expected) else {
                throw .archiveCorrupted(.digestDiffers)
            }
        }
    }

    /// One streaming pass in two stages on two threads (docs/migration.md, "Import pipeline"): the
    /// worker reads, hashes and decrypts the archive into four 1 MiB buffers (the digest is of the
    /// very bytes decrypted); this thread parses the tar stream from them and writes the staged files
    /// (the database sealed page by page, its digest on a thread of its own, its integrity check on
    /// another as its pages are stored). On a failure the digest is checked first: a file that is not
    /// the link's is reported as such.
    private func unpack(_ input: ArchiveInput, archivePath: String, link: MigrationLink, into staging: String,
                        progress: ((MigrationProgress) -> Void)?) throws(MigrationError) -> (Unpacked, ArchiveDigest) {
        if case .stream(let source) = input { return try unpack(source, link: link, into: staging, progress: progress) }
        let fd = open(archivePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .archiveNotFound(.system(operation: "cannot open the archive", errno: errno)) }
        defer { close(fd) }
        _ = posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL)
        let total = link.size
        let key = link.key
        let fault = self.fault
        let databaseKey = destinationKey
        let outcome = BufferPipe.run(producer: { pipe in
            Self.decrypt(fileDescriptor: fd, size: total, key: key, into: pipe, fault: fault)
        }, consumer: { pipe in
            let source = PipeReader(pipe: pipe) { buffer in
                progress?(MigrationProgress(phase: .unpacking, completed: buffer.progress, total: total))
            }
            let result = try Self.extractAll(from: source, archiveSize: total, into: staging, databaseKey: databaseKey,
                                             fault: fault)
            // Wait for the worker to reach the authenticated end of the age stream (tar padding
            // included): a cut or altered final chunk is caught there.
            try source.drain()
            return result
        })
        let digest = ArchiveDigest(computed: outcome.produced?.digest, expected: link.sha256, size: link.size)
        if let error = outcome.error {
            // Whatever broke, a file that is not the one the link describes is reported as such
            // (unless the worker never ran: then there is no digest, and the error says why).
            if outcome.produced != nil { try digest.check() }
            throw Self.mapUnpackError(error)
        }
        guard let read = outcome.produced, read.byteCount == link.size, let result = outcome.consumed else {
            try digest.check()
            throw .archiveCorrupted(.digestDiffers)
        }
        return (result, digest)
    }

    /// Where the archive's bytes come from.
    enum ArchiveInput {
        /// A file (the link's, `--archive`'s, or a download).
        case file
        /// A direct transfer's connection.
        case stream(DirectTransferSource)
    }

    /// The same two-stage pass over a direct transfer: the worker receives (resuming a broken
    /// connection itself) and decrypts; the source checks the stream's size and SHA-256 against
    /// the sender's trailer before it ends, which stands for the link's digest.
    private func unpack(_ source: DirectTransferSource, link: MigrationLink, into staging: String,
                        progress: ((MigrationProgress) -> Void)?) throws(MigrationError) -> (Unpacked, ArchiveDigest) {
        let key = link.key
        let fault = self.fault
        let databaseKey = destinationKey
        // Entries can't be larger than what the source said it would send.
        let bound = source.expectedSize
        let outcome = BufferPipe.run(producer: { pipe in
            Self.decrypt(stream: source, key: key, into: pipe, fault: fault)
        }, consumer: { pipe in
            var received: UInt64 = 0
            let reader = PipeReader(pipe: pipe, onBuffer: { buffer in
                let resumed = source.lastResume
                received = buffer.progress
                progress?(MigrationProgress(phase: .unpacking, completed: buffer.progress, total: max(bound, buffer.progress),
                                            resumes: resumed.count, resumedAt: resumed.offset))
            }, onIdle: {
                // Nothing for a second: while the source is being reached again, the faces say so.
                guard let seconds = source.reconnectingSeconds else { return }
                let resumed = source.lastResume
                progress?(MigrationProgress(phase: .unpacking, completed: received, total: max(bound, received),
                                            resumes: resumed.count, resumedAt: resumed.offset, reconnectingSeconds: seconds))
            })
            let result = try Self.extractAll(from: reader, archiveSize: bound, into: staging, databaseKey: databaseKey, fault: fault)
            try reader.drain()
            return result
        })
        if let error = outcome.error { throw Self.mapUnpackError(error) }
        guard let result = outcome.consumed, let digest = source.digest else {
            throw .archiveCorrupted(.transferIncomplete)
        }
        return (result, ArchiveDigest(computed: (digest, source.received), expected: digest, size: source.received))
    }

    /// The worker stage of a direct transfer: the received stream through the age decryptor into
    /// `pipe`. A failure cancels the pipe and is returned.
    private static func decrypt(stream source: DirectTransferSource, key: AgeIdentity, into pipe: BufferPipe,
                                fault: InjectedFault?) -> ArchiveRead {
        do {
            let decryptor = try AgeDecryptor(source: source, identities: [key])
            let writer = PipeWriter(pipe: pipe)
            while try writer.fill(maximum: Int.max, { try decryptor.read(into: $0) }) > 0 {
                writer.progress = source.received
                try fault?.check(.producer, bytes: source.received)
            }
            writer.progress = source.received
            try writer.flush()
            return ArchiveRead(byteCount: source.received, digest: nil, failure: nil)
        } catch {
            pipe.cancel(because: error)
            return ArchiveRead(byteCount: source.received, digest: nil, failure: error)
        }
    }

    /// The worker stage: the archive file through the age decryptor into `pipe`, hashing every byte
    /// read, then the rest of its `size` bytes. It never throws: a failure cancels the pipe (stopping
    /// the other stage) and is returned.
    private static func decrypt(fileDescriptor fd: Int32, size: UInt64, key: AgeIdentity, into pipe: BufferPipe,
                                fault: InjectedFault?) -> ArchiveRead {
        let source: CountingFileSource
        do {
            source = try CountingFileSource(fileDescriptor: fd)
        } catch {
            pipe.cancel(because: error)
            return ArchiveRead(byteCount: 0, digest: nil, failure: error)
        }
        var failure: (any Error)?
        do {
            let decryptor = try AgeDecryptor(source: source, identities: [key])
            let writer = PipeWriter(pipe: pipe)
            while try writer.fill(maximum: Int.max, { try decryptor.read(into: $0) }) > 0 {
                writer.progress = source.byteCount
                try fault?.check(.producer, bytes: source.byteCount)
            }
            writer.progress = source.byteCount
            try writer.flush()
        } catch {
            // Stop the other stage at once, before hashing what is left.
            pipe.cancel(because: error)
            failure = error
        }
        let consumed = source.byteCount
        return ArchiveRead(byteCount: consumed, digest: source.finishDigest(upTo: size), failure: failure)
    }

    /// The unpacking stage: every tar entry into `staging`, checked, each file's size recorded.
    private static func extractAll(from source: PipeReader, archiveSize: UInt64, into staging: String,
                                   databaseKey: DatabaseKey?, fault: InjectedFault?) throws -> Unpacked {
        var result = Unpacked()
        let reader = TarReader(source: source)
        let hasher = try BackgroundSHA256()
        var seen = Set<String>()
        var extracted: UInt64 = 0
        while let entry = try reader.next() {
            guard seen.insert(entry.path).inserted else {
                throw MigrationError.archiveCorrupted("it holds \(shorten(entry.path)) twice.")
            }
            // An entry's bytes are inside the archive: a header claiming more is refused before
            // anything is sized from it (the staged database's final size, for its check).
            guard entry.size <= archiveSize else {
                throw MigrationError.archiveCorrupted("it holds an entry larger than the archive itself.")
            }
            let isFilesEntry = entry.path.hasPrefix(DataLayout.filesName + "/")
            if entry.kind == .file && entry.path == Manifest.fileName {
                guard entry.size <= manifestLimit else { throw MigrationError.archiveCorrupted("its manifest is too large.") }
                var manifestReader = reader
                result.manifestBytes = try manifestReader.readAll()
            } else if entry.kind == .file && entry.path == DataLayout.databaseName, let databaseKey {
                let sealed = try extractSealed(reader, size: entry.size, to: staging + "/" + entry.path, key: databaseKey,
                                               hasher: hasher) { n in
                    extracted += n
                    try fault?.check(.consumer, bytes: extracted)
                }
                result.files[entry.path] = (sealed.size, sealed.sha256)
                result.sealedUserVersion = sealed.userVersion
                result.spool = sealed.spool
                result.integrity = sealed.integrity
            } else if entry.kind == .file && (entry.path == DataLayout.databaseName || isFilesEntry) {
                if isFilesEntry {
                    let parent = (entry.path as NSString).deletingLastPathComponent
                    try FileOps.makeDirectories(parent, under: staging)
                }
                result.files[entry.path] = try extract(reader, to: staging + "/" + entry.path, hasher: hasher) { n in
                    extracted += n
                    try fault?.check(.consumer, bytes: extracted)
                }
            } else if entry.kind == .directory && (entry.path == DataLayout.filesName || isFilesEntry) {
                try FileOps.makeDirectories(entry.path, under: staging)
            } else {
                throw MigrationError.archiveCorrupted("it holds an unexpected entry \(shorten(entry.path)).")
            }
        }
        return result
    }

    private static func mapUnpackError(_ error: any Error) -> MigrationError {
        switch error {
        case let error as MigrationError: error
        case AgeError.noMatchingRecipient:
            .invalidLink(.keyDoesNotOpenArchive)
        case let error as AgeError: .archiveCorrupted(.technical(error.description))
        case let error as TarError: .archiveCorrupted(.technical(error.description))
        case let error as ByteStreamError: .io(.technical(error.description))
        case is PipelineCancelled: .io("the import stopped")
        default: .io("cannot unpack the archive")
        }
    }

    /// Streams the current tar entry into a new 0600 file straight from the pipe's buffers (no
    /// copy); returns its size. Writeback starts every 8 MiB (`sync_file_range`), so the `fsync` at
    /// the end, which crash safety needs before the commit point, has little left to do.
    private static func extract(_ reader: TarReader<PipeReader>, to path: String, hasher: BackgroundSHA256,
                                advanced: (UInt64) throws -> Void) throws -> (size: UInt64, sha256: String) {
        let fd = try FileOps.createFile(path)
        defer { close(fd) }
        var sink = FileDescriptorSink(fileDescriptor: fd)
        var written: UInt64 = 0
        var syncStarted: UInt64 = 0
        while true {
            let bytes = try reader.borrow(maximum: 1 << 20)
            if bytes.isEmpty { break }
            // Hashed on the hasher's thread while written here; done before the next borrow.
            hasher.update(bytes)
            defer { hasher.waitForChunk() }
            try sink.write(bytes)
            written += UInt64(bytes.count)
            if written - syncStarted >= 8 << 20 {
                FileOps.startWriteback(fd, offset: syncStarted, count: written - syncStarted)
                syncStarted = written
            }
            try advanced(UInt64(bytes.count))
        }
        guard fsync(fd) == 0 else { throw MigrationError.io("cannot sync a staged file to disk") }
        return (written, Hex.encode(try hasher.finalize()))
    }

    /// Streams the database entry into a new 0600 file in the encrypted page format under `key`: the
    /// plaintext page images are sealed one page at a time, straight from the pipe's buffers when a
    /// page lies whole in one, into a fixed 1 MiB output block written as it fills, so no plaintext
    /// reaches the disk. Returns the plaintext's size and the header's user version. The file is not
    /// synced here: ``prepareDatabase(at:version:progress:)`` syncs it before the commit point, after
    /// the integrity check, which reads it from the page cache while the writeback proceeds. Pages
    /// without room for a nonce and a tag (an unencrypted store's archive) are sealed into a spool
    /// under a key made here and kept in memory (`spool`), which ``checkDatabase`` turns into the
    /// encrypted database. Sealed pages are checked as they are written (`integrity`, a
    /// ``StreamingIntegrityCheck`` over the file's first `size` bytes, the entry's size).
    private static func extractSealed(_ reader: TarReader<PipeReader>, size entrySize: UInt64, to path: String,
                                      key: DatabaseKey, hasher: BackgroundSHA256,
                                      advanced: (UInt64) throws -> Void) throws
        -> (size: UInt64, sha256: String, userVersion: Int, spool: StagedSpool?, integrity: StreamingIntegrityCheck?) {
        let fd = try FileOps.createFile(path)
        defer { close(fd) }
        var growing: GrowingDatabaseFile?
        var integrity: StreamingIntegrityCheck?
        defer { growing?.finish(completed: false) }   // no effect once completed below
        var sealer = try PageSealer(key: key)
        var spoolKey: DatabaseKey?
        var sink = FileDescriptorSink(fileDescriptor: fd)
        var pending: [UInt8] = []            // the current page's bytes (the header, until the size is known)
        let blockSize = 1 << 20
        // Sealed pages waiting to be written: room for a block plus one stored page (at most 64 KiB + reserve).
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize + 65536 + PageSealer.requiredReserveBytes,
                                                           alignment: 4096)
        defer { output.deallocate() }
        var outputCount = 0
        var pageSize = 0
        var pageNumber: UInt32 = 1
        var userVersion = 0
        var total: UInt64 = 0
        var syncStarted: UInt64 = 0
        defer { wipe(&pending) }
        func flush() throws {
            guard outputCount > 0 else { return }
            try sink.write(UnsafeRawBufferPointer(rebasing: output[..<outputCount]))
            total += UInt64(outputCount)
            outputCount = 0
            growing?.advance(storedBytes: total)
            if total - syncStarted >= 8 << 20 {
                FileOps.startWriteback(fd, offset: syncStarted, count: total - syncStarted)
                syncStarted = total
            }
        }
        func sealPage(_ page: UnsafeRawBufferPointer) throws {
            let stored = pageSize + (spoolKey == nil ? 0 : PageSealer.requiredReserveBytes)
            let slot = UnsafeMutableRawBufferPointer(rebasing: output[outputCount..<(outputCount + stored)])
            if spoolKey == nil {
                try sealer.seal(pageNumber: pageNumber, page: page, into: slot)
            } else {
                try sealer.sealSpool(pageNumber: pageNumber, page: page, into: slot)
            }
            outputCount += stored
            pageNumber += 1
            if outputCount >= blockSize { try flush() }
        }
        func sealPending() throws {
            try pending.withUnsafeBytes { try sealPage($0) }
            wipe(&pending)
            pending.removeAll(keepingCapacity: true)
        }
        var size: UInt64 = 0
        while true {
            let bytes = try reader.borrow(maximum: 1 << 20)
            if bytes.isEmpty { break }
            // Hashed on the hasher's thread while sealed here; done before the next borrow.
            hasher.update(bytes)
            defer { hasher.waitForChunk() }
            size += UInt64(bytes.count)
            var offset = 0
            while offset < bytes.count {
                if pageSize == 0 {
                    let take = min(100 - pending.count, bytes.count - offset)
                    pending.append(contentsOf: bytes[offset..<(offset + take)])
                    offset += take
                    guard pending.count == 100 else { continue }
                    guard let layout = pending.withUnsafeBytes({ PageSealer.pageLayout(ofImageHeader: $0) }) else {
                        throw MigrationError.archiveCorrupted("its database is not an SQLite database.")
                    }
                    if !layout.canBeSealed {
                        let made = try DatabaseKey.generate()
                        spoolKey = made
                        sealer = try PageSealer(key: made)
                    } else {
                        let file = try GrowingDatabaseFile(path: path, finalSize: entrySize)
                        growing = file
                        integrity = try StreamingIntegrityCheck(file: file, key: key)
                    }
                    pageSize = layout.pageSize
                    userVersion = Int(pending[60..<64].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                    pending.reserveCapacity(pageSize)
                    continue
                }
                if pending.isEmpty && bytes.count - offset >= pageSize {
                    // A whole page in the stream's buffer: sealed from there, without a copy.
                    try sealPage(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + pageSize)]))
                    offset += pageSize
                    continue
                }
                let take = min(pageSize - pending.count, bytes.count - offset)
                pending.append(contentsOf: bytes[offset..<(offset + take)])
                offset += take
                if pending.count == pageSize { try sealPending() }
            }
            try advanced(UInt64(bytes.count))
        }
        guard pending.isEmpty, pageSize > 0 else {
            throw MigrationError.archiveCorrupted("its database is not a whole number of pages.")
        }
        try flush()
        guard total == entrySize || spoolKey != nil else {
            throw MigrationError.io("the staged database's size differs from its archive entry's")
        }
        growing?.finish(completed: true)
        var spool: StagedSpool?
        if let spoolKey {
            let spoolPath = path + ".spool"
            try FileOps.rename(path, spoolPath)
            spool = StagedSpool(path: spoolPath, key: spoolKey, pageSize: pageSize)
        }
        return (size, Hex.encode(try hasher.finalize()), userVersion, spool, integrity)
    }

    /// Overwrites a buffer of plaintext with zeros before it is reused or released.
    private static func wipe(_ bytes: inout [UInt8]) {
        for index in bytes.indices { bytes[index] = 0 }
    }

    // MARK: - Verification

    /// Checks the manifest against what was staged: every listed entry present with its size and
    /// SHA-256 (computed as the entry streamed by), nothing extra, a database. The link's digest
    /// covers the archive file as a whole; the manifest's digests cover each entry, so an archive
    /// whose manifest disagrees with its contents (a faulty or hostile exporter) is refused too.
    private func verify(_ unpacked: Unpacked) throws(MigrationError) -> Manifest {
        guard let bytes = unpacked.manifestBytes else { throw .archiveCorrupted("it has no manifest.json.") }
        let manifest: Manifest
        do {
            manifest = try Manifest.decode(bytes)
        } catch {
            throw .archiveCorrupted(.technical(error.description))
        }
        var listed = Set<String>()
        for entry in manifest.entries {
            listed.insert(entry.path)
            guard let received = unpacked.files[entry.path] else {
                throw .archiveCorrupted("the manifest lists \(shorten(entry.path)), which the archive lacks.")
            }
            guard received.size == entry.size else {
                throw .archiveCorrupted("\(shorten(entry.path)) does not match the manifest's size.")
            }
            guard ConstantTime.equals(Array(received.sha256.utf8), Array(entry.sha256.lowercased().utf8)) else {
                throw .archiveCorrupted("\(shorten(entry.path)) does not match the manifest's SHA-256 digest.")
            }
        }
        if let extra = unpacked.files.keys.sorted().first(where: { !listed.contains($0) }) {
            throw .archiveCorrupted("it holds \(shorten(extra)), which the manifest does not list.")
        }
        guard listed.contains(DataLayout.databaseName) else { throw .archiveCorrupted("it holds no database.") }
        return manifest
    }

    /// Checks the staged database: made from the spool first when it came from an unencrypted store,
    /// its schema version against the manifest and this app, then `PRAGMA integrity_check`.
    private func checkDatabase(at path: String, manifest: Manifest, unpacked: Unpacked,
                               progress: ((MigrationProgress) -> Void)?) throws(MigrationError) {
        if let spool = unpacked.spool, let destinationKey {
            do {
                try Database.encryptSpool(at: spool.path, spoolKey: spool.key, pageSize: spool.pageSize, into: path,
                                          key: destinationKey)
            } catch {
                throw .archiveCorrupted("its database can't be read.")
            }
            try FileOps.removeFile(spool.path)
        }
        let version: Int
        if let sealed = unpacked.sealedUserVersion {
            version = sealed
        } else {
            version = try MigrationExporter.userVersion(ofDatabaseAt: path)
        }
        guard version == manifest.schemaVersion else {
            throw .archiveCorrupted("the manifest's schema version (\(manifest.schemaVersion)) differs from the database's (\(version)).")
        }
        guard version <= migrations.count else {
            throw .incompatibleVersion(archiveSchema: version, supportedSchema: migrations.count)
        }
        let size = FileOps.fileSize(path) ?? 0
        progress?(MigrationProgress(phase: .verifying, completed: 0, total: size))
        do {
            let problems = if let streamed = unpacked.integrity {
                // The check reads each page about twice (a walk down each b-tree, then a scan up):
                // half its reads is the share done, held below the whole until it has answered.
                try streamed.problems { read in
                    progress?(MigrationProgress(phase: .verifying, completed: min(read / 2, size - size / 100), total: size))
                }
            } else {
                try Database.integrityProblems(ofFileAt: path, key: destinationKey)
            }
            guard problems.isEmpty else { throw MigrationError.archiveCorrupted("its database fails the integrity check.") }
        } catch let error as MigrationError {
            throw error
        } catch {
            throw .archiveCorrupted("its database can't be read.")
        }
        progress?(MigrationProgress(phase: .verifying, completed: size, total: size))
    }

    /// Compares the staged database's schema with the app's for `version`, upgrades it, then syncs
    /// it; returns whether it was upgraded. Runs once the archive's digest matched the link.
    private func prepareDatabase(at path: String, version: Int) throws(MigrationError) -> Bool {
        try verifySchema(at: path, version: version)
        do {
            let database = try Database(path: path, key: destinationKey, migrations: migrations)
            database.close()
        } catch where error.kind == .schemaTooNew {
            throw .incompatibleVersion(archiveSchema: version, supportedSchema: migrations.count)
        } catch {
            throw .database(error)
        }
        // Closing the last connection folded the log into the file; nothing may remain beside it.
        if let wal = FileOps.fileSize(path + "-wal"), wal > 0 { throw .io("the staged database kept a write-ahead log") }
        for suffix in DataLayout.databaseCompanions { try FileOps.removeFile(path + suffix) }
        try FileOps.sync(path)
        return version < migrations.count
    }
}
