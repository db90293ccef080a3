#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `threshold.lock` (mode 0600) in the data directory. An interactive app
/// holds it while it runs; the commands that replace or delete the data under it (`migrate import`,
/// `migrate finalize --delete-local`) hold it while they work, so neither can happen under the
/// other and no write lands in a file that is about to be swapped away. The kernel drops it when
/// the process ends, however it ends.
public final class InstanceLock {
    private let fd: Int32

    /// Takes the lock or throws ``SessionError/dataInUse(directory:)`` at once (never waits).
    public init(_ directory: DataDirectory) throws(SessionError) {
        let fd = open(directory.lockFilePath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .lockFailed(directory: directory.path, errno: errno) }
        _ = fchmod(fd, 0o600)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(fd)
            if code == EWOULDBLOCK { throw .dataInUse(directory: directory.path) }
            throw .lockFailed(directory: directory.path, errno: code)
        }
        self.fd = fd
    }

    deinit {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }
}
