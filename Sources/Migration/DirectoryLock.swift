import Glibc
import Storage

/// An exclusive `flock` on the data directory itself, so two migrations never share its
/// workspaces. No file is created: a failed import leaves the folder exactly as it was.
final class DirectoryLock {
    private var fd: Int32

    init(_ path: String) throws(MigrationError) {
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io("cannot open the data directory (\(FileOps.errorText(errno)))") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            close(fd)
            fd = -1
            throw .database(DatabaseError(kind: .busy, message: "another migration is running on this data directory"))
        }
    }

    func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}
