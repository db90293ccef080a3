import Glibc
import Storage

/// An exclusive `flock` on the data directory itself, so two migrations never share its
/// workspaces. No file is created: a failed import leaves the folder exactly as it was.
///
/// The lock is asked for again for up to `patience` seconds before "busy" is reported: a process
/// another thread of this program is starting holds a copy of every descriptor until it runs its
/// program (close-on-exec), so a lock just released can look held for a few milliseconds.
final class DirectoryLock {
    private var fd: Int32

    init(_ path: String, patience: Double = 3) throws(MigrationError) {
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(.system(operation: "cannot open the data directory", errno: errno)) }
        var waited = 0.0
        var locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        while !locked && waited < patience {
            usleep(20_000)
            waited += 0.02
            locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        }
        if !locked {
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
