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

    /// Removes `path` when it is a regular file no live export holds locked.
    static func removeIfDead(_ path: String) {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0 else { return }
        unlink(path)
    }
}
