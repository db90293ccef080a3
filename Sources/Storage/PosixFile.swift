import Glibc

/// The few file-system calls Storage makes itself (creating, syncing and renaming database files).
enum PosixFile {
    /// The size of the file at `path`, or nil when there is none.
    static func size(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_size)
    }

    /// True when something exists at `path` (a dangling link counts).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The folder holding `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Flushes `path` (a file or a folder) to the disk.
    static func sync(_ path: String) throws(DatabaseError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error("cannot open \(kindName(path)) to sync it", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw error("cannot sync \(kindName(path)) to the disk", errno: errno) }
    }

    /// Removes the file at `path`; a missing file is fine.
    static func remove(_ path: String) throws(DatabaseError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw error("cannot remove a database file", errno: errno) }
    }

    /// The error for a failed system call: a full disk, a read-only folder or any other failure.
    static func error(_ what: String, errno code: Int32) -> DatabaseError {
        let reason = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT: return DatabaseError(kind: .diskFull, message: "\(what): \(reason)", errno: code)
        case EROFS, EACCES, EPERM: return DatabaseError(kind: .readOnly, message: "\(what): \(reason)", errno: code)
        default: return DatabaseError(kind: .cannotOpen, message: "\(what): \(reason)", errno: code)
        }
    }

    private static func kindName(_ path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a file"
    }
}
