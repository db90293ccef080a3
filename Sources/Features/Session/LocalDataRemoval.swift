import Foundation
import Migration
import Storage

/// Finalize's "delete local data" (PRODUCT.md 6, 11) as an intent that survives a kill: a marker
/// file (`.delete-local`) is written and synced first, holding the one thing the removal needs
/// from the database (the path of the last exported archive, kept in a setting the removal
/// deletes); then the files go, the key file first (whatever remains of the database is unreadable
/// from then on), the marker last. A process killed in between leaves the marker, and the next
/// start (``AppSession``'s open) or a second `migrate finalize --delete-local` finishes the
/// removal before anything else opens the folder (docs/reliability.md).
struct LocalDataRemoval {
    /// The marker's name in the data directory.
    static let markerName = ".delete-local"

    let directory: DataDirectory
    /// Called before each removal with how many went before it; tests throw to stop there as a kill would.
    var step: (Int) throws -> Void = { _ in }

    var markerPath: String { directory.path + "/" + Self.markerName }

    /// Whether a removal was started and not finished.
    var isPending: Bool {
        var info = stat()
        return lstat(markerPath, &info) == 0
    }

    /// Records the intent durably (0600, synced, the folder synced): from here on the removal is
    /// finished, never undone. `archive`: the last exported archive, removed with the rest.
    func begin(archive: String?) throws {
        let bytes = Array((archive ?? "").utf8)
        let fd = open(markerPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Self.failure("create \(Self.markerName)") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count, fsync(fd) == 0 else { throw Self.failure("write \(Self.markerName)") }
        try syncFolder()
        KillPoint.reached("deleteLocal.marked")
    }

    /// Every file and folder the removal covers, in the order they go: the key file first, then
    /// the database and its companions, `files/`, the migration folders, archives of the older
    /// layout, the last exported archive (named in the marker).
    func targets() -> [String] {
        let path = directory.path
        var targets = ["threshold.key", "threshold.key.tmp", "threshold.key.lock"].map { path + "/" + $0 }
        // The lock screen's language code (``LockScreenLanguage``): it tells of the data too.
        targets += [LockScreenLanguage.fileName, LockScreenLanguage.fileName + ".tmp"].map { path + "/" + $0 }
        targets += directory.databaseFiles
        targets += ["threshold.db.retired", "threshold.db.retired-wal", "threshold.db.retired-shm", "threshold.db.rekey",
                    "threshold.db.rekey-wal", "threshold.db.rekey-shm", "threshold.db.rekey-journal"].map { path + "/" + $0 }
        targets += [directory.filesPath] + directory.migrationScratchPaths
        targets += [".migration-serve", ".migration-serve.tmp", ".migration-export-partial.tmp"].map { path + "/" + $0 }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        targets += names.filter(DataDirectory.isLegacyArchiveName).sorted().map { path + "/" + $0 }
        // The archive only as a regular file: a marker is never a way to remove a folder elsewhere.
        if let data = FileManager.default.contents(atPath: markerPath), !data.isEmpty {
            let archive = String(decoding: data, as: UTF8.self)
            var info = stat()
            if lstat(archive, &info) == 0, info.st_mode & S_IFMT == S_IFREG { targets.append(archive) }
        }
        return targets
    }

    /// Removes what is left (each target once; a missing one is skipped), then the marker.
    /// Safe to run again at any point. Returns how many files and folders it removed.
    @discardableResult
    func finish() throws -> Int {
        var removed = 0
        for target in targets() {
            var info = stat()
            guard lstat(target, &info) == 0 else { continue }
            try step(removed)
            try FileManager.default.removeItem(atPath: target)
            removed += 1
            KillPoint.reached("deleteLocal.removed")
        }
        // The default export folder goes too once the archive in it is gone (an empty `archives/`
        // would still tell that Threshold kept data here); one holding anything else stays.
        if rmdir(directory.archivesPath) == 0 { removed += 1 }
        try syncFolder()
        guard unlink(markerPath) == 0 || errno == ENOENT else { throw Self.failure("remove \(Self.markerName)") }
        try syncFolder()
        return removed
    }

    private func syncFolder() throws {
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.failure("open the data directory") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw Self.failure("sync the data directory") }
    }

    /// The system's error of the call that just failed (a full disk reads as one).
    static func failure(_ what: String) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
