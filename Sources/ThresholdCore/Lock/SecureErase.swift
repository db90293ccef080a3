import Foundation

/// Erasing files so their bytes are not left in the data directory: overwrite with zeros, sync,
/// then unlink. (A copy-on-write or journaling file system, or an SSD, may still keep old blocks
/// underneath; see docs/security.md.)
enum SecureErase {
    struct Failure: Error, Sendable {
        let operation: String
        let errno: Int32
    }

    /// Overwrites and unlinks `path`; a folder is erased recursively; a symbolic link is only
    /// unlinked (never followed). A missing path is fine.
    static func erase(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw Failure(operation: "lstat", errno: errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for entry in entries { try erase(path + "/" + entry) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw Failure(operation: "rmdir", errno: errno) }
        case S_IFREG:
            try overwrite(path, size: Int(info.st_size))
            guard unlink(path) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", errno: errno) }
        default:
            guard unlink(path) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", errno: errno) }
        }
    }

    /// Writes zeros over the first `size` bytes of the file and syncs it.
    static func overwrite(_ path: String, size: Int) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw Failure(operation: "open", errno: errno) }
        defer { close(fd) }
        let zeros = [UInt8](repeating: 0, count: 1 << 16)
        var done = 0
        while done < size {
            let chunk = min(zeros.count, size - done)
            let written = zeros.withUnsafeBytes { pwrite(fd, $0.baseAddress, chunk, off_t(done)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "write", errno: errno)
            }
            done += written
        }
        guard fsync(fd) == 0 else { throw Failure(operation: "fsync", errno: errno) }
    }

    /// Writes `text` to `path` atomically and durably: a temporary file (mode 0600), synced,
    /// renamed over `path`, then the folder synced.
    static func writeAtomically(_ text: String, to path: String) throws {
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(operation: "open", errno: errno) }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + done }, bytes.count - done) }
            if written < 0 {
                if errno == EINTR { continue }
                close(fd)
                throw Failure(operation: "write", errno: errno)
            }
            done += written
        }
        guard fsync(fd) == 0 else {
            close(fd)
            throw Failure(operation: "fsync", errno: errno)
        }
        close(fd)
        guard rename(temporary, path) == 0 else { throw Failure(operation: "rename", errno: errno) }
        syncFolder(of: path)
    }

    /// Syncs the folder holding `path`, so a rename or unlink in it is durable.
    static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
