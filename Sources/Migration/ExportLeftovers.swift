import Foundation
import Glibc

/// Cleans up after exports that were killed (docs/reliability.md "Leftovers").
///
/// An export writes `<archive>.partial` and renames it once complete; a kill in between leaves the
/// `.partial` file. While it writes, an export holds an exclusive `flock` on its `.partial` and
/// names it in `DATA/.migration-export-partial`. The next export removes every leftover it can
/// prove is dead (no process holds its lock): the one the record names, wherever it is (a
/// `--to FILE` export), and any `threshold-migration-*.age.partial` beside its own archive.
enum ExportLeftovers {
    /// The record's name inside the data directory.
    static let recordName = ".migration-export-partial"

    /// Removes dead leftovers, then records `partial` as the one being written now.
    static func prepare(partial: String, dataDirectory: String) throws(MigrationError) {
        let record = dataDirectory + "/" + recordName
        var candidates: [String] = []
        if let data = FileManager.default.contents(atPath: record),
           let recorded = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .newlines),
           recorded.hasPrefix("/"), recorded.hasSuffix(".partial") {
            candidates.append(recorded)
        }
        let folder = (partial as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        candidates += names.filter { $0.hasPrefix(DataLayout.archivePrefix) && $0.hasSuffix(DataLayout.archiveSuffix + ".partial") }
            .map { folder + "/" + $0 }
        candidates.append(partial)
        for path in Set(candidates) { removeIfDead(path) }
        try FileOps.writeAtomically(Array((partial + "\n").utf8), to: record)
    }

    /// Takes the writer's lock on the open `.partial` (held until the descriptor is closed).
    static func lock(_ fd: Int32) {
        _ = flock(fd, LOCK_EX | LOCK_NB)
    }

    /// Forgets the record once the archive is in place or its `.partial` removed.
    static func finish(dataDirectory: String) {
        unlink(dataDirectory + "/" + recordName)
    }

    /// Removes `path` when it is a regular file no live export holds locked. Returns false only
    /// when a live export holds it (or it is not a regular file): true when it is gone.
    @discardableResult
    static func removeIfDead(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return errno == ENOENT }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        unlink(path)
        return true
    }

    /// At a start (docs/reliability.md, "Leftovers"): removes what killed exports left, each only
    /// when no live export holds it: the `.partial` the record names and those in `archives/`,
    /// then the record and its temporary copy (`.migration-export-partial.tmp`, left by a kill
    /// while the record was written), and the export workspace (`.migration-export`, a snapshot
    /// copy of the database), which a live export holds locked (``lockWorkspace(_:)``).
    static func removeDead(dataDirectory: String) {
        let record = dataDirectory + "/" + recordName
        var alive = false
        if let data = FileManager.default.contents(atPath: record),
           let recorded = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .newlines),
           recorded.hasPrefix("/"), recorded.hasSuffix(".partial") {
            alive = !removeIfDead(recorded)
        }
        let archives = dataDirectory + "/archives"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: archives)) ?? []
        where name.hasPrefix(DataLayout.archivePrefix) && name.hasSuffix(DataLayout.archiveSuffix + ".partial") {
            removeIfDead(archives + "/" + name)
        }
        if !alive {
            unlink(record)
            unlink(record + ".tmp")
        }
        let workspace = dataDirectory + "/" + DataLayout.exportWorkspace
        guard FileOps.isDirectory(workspace) else { return }
        let fd = open(workspace, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { try? FileOps.removeTree(workspace) }
    }

    /// Creates the export workspace and holds it locked (flock on the folder) for as long as the
    /// returned descriptor is open, so a start in another process leaves it alone.
    static func lockWorkspace(_ workspace: String) throws(MigrationError) -> Int32 {
        try FileOps.makeDirectory(workspace)
        let fd = open(workspace, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd >= 0 { _ = flock(fd, LOCK_EX | LOCK_NB) }
        return fd
    }
}
