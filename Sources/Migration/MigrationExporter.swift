import Foundation
import Glibc
import Secrets
import Storage

/// Exports a data directory into one encrypted migration archive (PRODUCT.md 6, docs/migration.md).
///
/// The pipeline streams end to end with fixed buffers: an online backup of the database into a
/// 0600 scratch file inside the data directory, then a POSIX tar stream of that snapshot, the
/// `files/` folder and `manifest.json` (last), through the age encryptor (to a fresh X25519
/// identity), into `<archive>.partial`, renamed into place once complete. The scratch file is
/// removed whatever happens; a failed export leaves no archive behind.
public struct MigrationExporter: Sendable {
    /// The data directory (holding `threshold.db` and maybe `files/`).
    public var dataDirectory: String
    /// The app version written into the manifest.
    public var appVersion: String
    /// A failure planted in one stage, for tests only.
    var fault: InjectedFault?

    /// Creates an exporter for `dataDirectory`.
    public init(dataDirectory: String, appVersion: String) {
        self.dataDirectory = dataDirectory
        self.appVersion = appVersion
    }

    /// The default archive path for an export made at `date`: `threshold-migration-YYYYMMDD-HHMMSS.age`
    /// (UTC) in `folder`.
    public static func defaultArchivePath(in folder: String, at date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                           Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        return folder + "/" + DataLayout.archivePrefix + stamp + DataLayout.archiveSuffix
    }

    /// Exports `database` (open on this data directory's `threshold.db`) and the `files/` folder to
    /// a new archive at `archivePath` (absolute; it must not exist).
    ///
    /// An encrypted database is read with the key it was opened with (the source key): the archive
    /// carries its plain page images, encrypted by age, never the source key, so an import can write
    /// them under the destination's own key (docs/page-encryption.md, "Migration").
    ///
    /// - Parameters:
    ///   - location: how the link names the archive; by default the file path itself.
    ///   - random: the source of the fresh identity and the age nonces.
    ///   - now: the manifest's creation time.
    ///   - lock: the app lock of a locked install, written into the manifest (``Manifest/lock``).
    ///   - progress: called on the calling thread during the snapshot and the packing.
    public func export(database: Database, to archivePath: String, location: MigrationArchiveLocation? = nil,
                       random: some RandomSource = SecureRandom(), now: Date = Date(), lock: ManifestLock? = nil,
                       progress: ((MigrationProgress) -> Void)? = nil) throws(MigrationError) -> MigrationExportResult {
        guard archivePath.hasPrefix("/") else { throw .io("the archive path must be absolute") }
        guard !FileOps.exists(archivePath) else { throw .io("the archive file already exists") }
        // A killed serve's resume record is stale once the user exports otherwise.
        ServeResumeStore.remove(dataDirectory: dataDirectory)
        let identity: AgeIdentity
        do {
            identity = try AgeIdentity.generate(using: random)
        } catch {
            throw .io("cannot create a key: \(error.description)")
        }
        let (manifest, digest, size) = try withSnapshot(of: database, progress: progress) { (source: SnapshotSource) throws(MigrationError) in
            try writeArchive(snapshot: source, to: archivePath, identity: identity, random: random, now: now,
                             lock: lock, progress: progress)
        }

        let link: MigrationLink
        do {
            link = try MigrationLink(archive: location ?? .file(path: archivePath), key: identity, sha256: digest, size: size)
        } catch {
            throw .io("cannot make the link")
        }
        return MigrationExportResult(link: link, archivePath: archivePath, size: size, sha256: Hex.encode(digest),
                                     manifest: manifest)
    }

    /// Removes what killed exports left in `dataDirectory`, each only when no live export holds
    /// it (run at every start; docs/reliability.md, "Leftovers").
    public static func removeLeftovers(dataDirectory: String) {
        ExportLeftovers.removeDead(dataDirectory: dataDirectory)
    }

    /// Runs `body` with a snapshot of `database` that stays the same for the whole call (so a
    /// direct transfer can stream it again, identical, after a broken connection): the fast path
    /// freezes the database's own file with a read transaction (Database.withFileSnapshot proves it
    /// or declines; no copy is written); otherwise an online-backup copy in the export workspace,
    /// removed afterwards.
    func withSnapshot<T>(of database: Database, progress: ((MigrationProgress) -> Void)?,
                         _ body: (SnapshotSource) throws(MigrationError) -> T) throws(MigrationError) -> T {
        let workspace = dataDirectory + "/" + DataLayout.exportWorkspace
        try FileOps.removeTree(workspace)
        defer { try? FileOps.removeTree(workspace) }
        let direct: T?
        do {
            direct = try database.withFileSnapshot { (file: DatabaseFileSnapshot) throws -> T in
                progress?(MigrationProgress(phase: .snapshot, completed: file.byteCount, total: file.byteCount))
                return try body(.frozen(file))
            }
        } catch let error as MigrationError {
            throw error
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            throw .io("cannot read the database (\(String(describing: error)))")
        }
        if let direct { return direct }
        if database.isEncrypted {
            // Held locked while in use: a start elsewhere removes only a dead export's workspace.
            let workspaceLock = try ExportLeftovers.lockWorkspace(workspace)
            defer { if workspaceLock >= 0 { close(workspaceLock) } }
            // The copy is encrypted like the database; its pages are read back decrypted, as from the
            // live file, so the archive always holds the plain page images (age encrypts them).
            let copy = try backupSnapshot(of: database, into: workspace, progress: progress)
            do {
                return try database.withFileSnapshotOfCopy(at: copy) { (file: DatabaseFileSnapshot) throws -> T in
                    try body(.frozen(file))
                }
            } catch let error as MigrationError {
                throw error
            } catch let error as DatabaseError {
                throw .database(error)
            } catch {
                throw .io("cannot read the database copy (\(String(describing: error)))")
            }
        }
        return try body(.file(try backupSnapshot(of: database, into: workspace, progress: progress)))
    }

    /// Where the database's bytes come from.
    enum SnapshotSource: Sendable {
        /// The live database's file, frozen by a read transaction.
        case frozen(DatabaseFileSnapshot)
        /// A copy made with the online backup API.
        case file(String)
    }

    /// Copies the database with the online backup API into `workspace` (created here); returns the
    /// copy's path. The fallback when the database's own file cannot be read as a snapshot.
    private func backupSnapshot(of database: Database, into workspace: String,
                                progress: ((MigrationProgress) -> Void)?) throws(MigrationError) -> String {
        try FileOps.makeDirectory(workspace)
        let snapshot = workspace + "/" + DataLayout.databaseName
        // The snapshot is read once, right after, and deleted. Starting its writeback step by step
        // lets the packing stage drop its pages from the cache as it reads them (dirty pages cannot
        // be dropped), so the archive's writes reuse that memory instead of taking fresh pages.
        var snapshotDescriptor: Int32 = -1
        defer { if snapshotDescriptor >= 0 { close(snapshotDescriptor) } }
        var writebackStarted: UInt64 = 0
        do {
            try database.backup(to: snapshot, pagesPerStep: 4096) { copied, total in
                if snapshotDescriptor < 0 { snapshotDescriptor = open(snapshot, O_RDONLY | O_CLOEXEC) }
                var info = stat()
                if snapshotDescriptor >= 0, fstat(snapshotDescriptor, &info) == 0, UInt64(info.st_size) > writebackStarted {
                    FileOps.startWriteback(snapshotDescriptor, offset: writebackStarted, count: UInt64(info.st_size) - writebackStarted)
                    writebackStarted = UInt64(info.st_size)
                }
                progress?(MigrationProgress(phase: .snapshot, completed: UInt64(copied), total: UInt64(total)))
            }
        } catch {
            throw .database(error)
        }
        return snapshot
    }

    /// Packs, encrypts and writes the archive (`.partial`, synced, renamed); returns the manifest and
    /// the archive's digest and size.
    private func writeArchive(snapshot: SnapshotSource, to archivePath: String, identity: AgeIdentity,
                              random: some RandomSource, now: Date, lock: ManifestLock?,
                              progress: ((MigrationProgress) -> Void)?) throws(MigrationError) -> (Manifest, [UInt8], UInt64) {
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
        let partial = archivePath + ".partial"
        try ExportLeftovers.prepare(partial: partial, dataDirectory: dataDirectory)
        let fd = try FileOps.createFile(partial)
        ExportLeftovers.lock(fd)
        var completed = false
        defer {
            if !completed { unlink(partial) }
            close(fd)
            ExportLeftovers.finish(dataDirectory: dataDirectory)
        }
        let sink: ArchiveFileSink
        do {
            sink = try ArchiveFileSink(fileDescriptor: fd, direct: true)
        } catch {
            throw .io("cannot write the archive (\(String(describing: error)))")
        }
        let (manifest, digest, size) = try streamArchive(snapshot: snapshot, schemaVersion: schemaVersion, databaseSize: databaseSize,
                                                         identity: identity, random: random, now: now, lock: lock, into: sink,
                                                         progress: progress)
        guard fsync(fd) == 0 else { throw .io("cannot sync the archive to disk") }
        try FileOps.rename(partial, archivePath)
        completed = true
        try? FileOps.sync((archivePath as NSString).deletingLastPathComponent)
        return (manifest, digest, size)
    }

    /// What one archive stream needs besides its output: the snapshot, the identity and the rest.
    /// The two stages on two threads, joined by four 1 MiB buffers (docs/migration.md, "Export
    /// pipeline"): the worker reads, hashes and frames the plaintext; this thread encrypts into
    /// `output` (a file, or the direct transfer's connection), which counts and hashes the archive.
    /// Returns the manifest and the archive's digest and size.
    func streamArchive(snapshot: SnapshotSource, schemaVersion: Int, databaseSize: UInt64, identity: AgeIdentity,
                       random: some RandomSource, now: Date, lock: ManifestLock?, into output: some ArchiveOutput,
                       progress: ((MigrationProgress) -> Void)?) throws(MigrationError) -> (Manifest, [UInt8], UInt64) {
        let filesRoot = dataDirectory + "/" + DataLayout.filesName
        let hasFiles = FileOps.isDirectory(filesRoot)
        let total = databaseSize + (hasFiles ? try FileOps.treeSize(filesRoot) : 0)
        let fault = self.fault
        let appVersion = self.appVersion
        let createdAt = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        let outcome = BufferPipe.run(producer: { pipe in
            try Self.pack(snapshot: snapshot, filesRoot: hasFiles ? filesRoot : nil, into: pipe, fault: fault) { entries in
                Manifest(schemaVersion: schemaVersion, appVersion: appVersion, createdAt: createdAt, entries: entries, lock: lock)
            }
        }, consumer: { pipe in
            let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: output, random: random)
            while let buffer = try pipe.receive() {
                try fault?.check(.consumer, bytes: output.byteCount)
                try encryptor.write(buffer.bytes)
                let packed = buffer.progress
                pipe.recycle(buffer)
                progress?(MigrationProgress(phase: .packing, completed: packed, total: total))
            }
            try encryptor.finish()
            return (try output.finish(), output.byteCount)
        })
        switch outcome.error {
        case nil:
            break
        case let error as MigrationError:
            throw error
        case let error as ManifestError:
            throw .io("cannot write the manifest: \(error.description)")
        case let error as TarError:
            throw .io(.technical(error.description))
        case let error as DatabaseError:
            throw .database(error)
        case let error?:
            throw .io("cannot write the archive (\(String(describing: error)))")
        }
        guard let manifest = outcome.produced, let (digest, size) = outcome.consumed else { throw .io("the export stopped") }
        return (manifest, digest, size)
    }

    /// The worker stage: the tar stream of the snapshot, `files/` and the manifest (made by
    /// `makeManifest` from the entries) into `pipe`'s buffers. File bytes are read straight into the
    /// buffers and hashed there; the snapshot's pages are dropped from the page cache behind the reads
    /// (it is read once and deleted), so the archive's writes reuse them.
    static func pack(snapshot: SnapshotSource, filesRoot: String?, into pipe: BufferPipe, fault: InjectedFault?,
                     makeManifest: ([ManifestEntry]) -> Manifest) throws -> Manifest {
        let writer = PipeWriter(pipe: pipe)
        let tar = TarWriter(sink: writer)
        var entries: [ManifestEntry] = []
        func pack(_ path: String, as name: String, dropBehind: Bool) throws {
            entries.append(try addFile(path, as: name, to: tar, dropBehind: dropBehind) { n in
                writer.progress += n
                try fault?.check(.producer, bytes: writer.progress)
            })
        }
        switch snapshot {
        case .file(let path):
            try pack(path, as: DataLayout.databaseName, dropBehind: true)
        case .frozen(let file):
            entries.append(try addDatabase(file, to: tar) { n in
                writer.progress += n
                try fault?.check(.producer, bytes: writer.progress)
            })
        }
        if let filesRoot {
            try tar.addDirectory(path: DataLayout.filesName, mode: 0o700, modificationTime: 0)
            try walk(filesRoot, prefix: DataLayout.filesName) { path, name, isDirectory in
                if isDirectory {
                    try tar.addDirectory(path: name, mode: 0o700, modificationTime: 0)
                } else {
                    try pack(path, as: name, dropBehind: false)
                }
            }
        }
        let manifest = makeManifest(entries)
        try tar.addFile(path: Manifest.fileName, contents: try manifest.encoded(), mode: 0o600,
                        modificationTime: Int64(manifest.createdAt.timeIntervalSince1970))
        try tar.finish()
        try writer.flush()
        return manifest
    }

    /// Streams the frozen database file into the tar writer, read straight into the pipe's buffers
    /// and hashed there; returns its manifest entry.
    static func addDatabase(_ file: DatabaseFileSnapshot, to tar: TarWriter<PipeWriter>,
                            advanced: (UInt64) throws -> Void) throws -> ManifestEntry {
        let size = file.byteCount
        try tar.beginFile(path: DataLayout.databaseName, size: size, mode: 0o600, modificationTime: 0)
        var hash = try SHA256()
        var offset: UInt64 = 0
        while offset < size {
            let n = try tar.fill(maximum: Int(min(UInt64(1 << 20), size - offset))) { space in
                try file.read(into: space, at: offset)
                hash.update(UnsafeRawBufferPointer(space))
                return space.count
            }
            offset += UInt64(n)
            try advanced(UInt64(n))
        }
        try tar.endFile()
        return ManifestEntry(path: DataLayout.databaseName, size: size, sha256: Hex.encode(hash.finalize()))
    }

    /// Streams one regular file into the tar writer, hashing it; returns its manifest entry.
    static func addFile(_ path: String, as name: String, to tar: TarWriter<PipeWriter>, dropBehind: Bool,
                        advanced: (UInt64) throws -> Void) throws -> ManifestEntry {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw MigrationError.io(.system(operation: "cannot read a file to export", errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw MigrationError.io("cannot read a file to export") }
        let size = UInt64(info.st_size)
        _ = posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL)
        try tar.beginFile(path: name, size: size, mode: 0o600, modificationTime: 0)
        var hash = try SHA256()
        var left = size
        var dropped: UInt64 = 0
        while left > 0 {
            let n = try tar.fill(maximum: Int(min(UInt64(Int.max), left))) { space in
                var source = FileDescriptorSource(fileDescriptor: fd)
                let n = try source.read(into: space)
                hash.update(UnsafeRawBufferPointer(rebasing: space[..<n]))
                return n
            }
            // A file that shrank while being exported: refuse rather than pad it with zeros.
            guard n > 0 else { throw MigrationError.io("a file changed while it was being exported") }
            left -= UInt64(n)
            let done = size - left
            if dropBehind && (done - dropped >= 16 << 20 || left == 0) {
                _ = posix_fadvise(fd, off_t(dropped), off_t(done - dropped), POSIX_FADV_DONTNEED)
                dropped = done
            }
            try advanced(UInt64(n))
        }
        try tar.endFile()
        return ManifestEntry(path: name, size: size, sha256: Hex.encode(hash.finalize()))
    }

    /// Visits folders and regular files under `root` in sorted order (symbolic links and other
    /// special files are skipped: the archive only carries plain data).
    static func walk(_ root: String, prefix: String, _ visit: (String, String, Bool) throws -> Void) throws {
        for name in try FileOps.contents(of: root) {
            let path = root + "/" + name
            let archiveName = prefix + "/" + name
            if FileOps.isDirectory(path) {
                try visit(path, archiveName, true)
                try walk(path, prefix: archiveName, visit)
            } else if !FileOps.isSymbolicLink(path), FileOps.isRegularFile(path) {
                try visit(path, archiveName, false)
            }
        }
    }

    /// `PRAGMA user_version`, read from the database header (offset 60, big-endian), which a fresh
    /// backup always has up to date.
    static func userVersion(ofDatabaseAt path: String) throws(MigrationError) -> Int {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .io("cannot read the database snapshot") }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 100)
        let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 100, 0) }
        guard n == 100, header.starts(with: Array("SQLite format 3".utf8) + [0]) else {
            throw .archiveCorrupted("the database is not an SQLite database.")
        }
        return Int(header[60..<64].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
}
