#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `threshold.lock` (mode 0600) in the data directory, held while an
/// interactive app runs. The kernel drops it when the process ends, however it ends.
final class InstanceLock {
    private let fd: Int32

    /// Takes the lock or throws ``AppLaunchError/alreadyRunning(directory:)`` at once (never waits).
    init(directory: String) throws(AppLaunchError) {
        let path = directory + "/threshold.lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .lockFailed(directory: directory, errno: errno) }
        _ = fchmod(fd, 0o600)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(fd)
            if code == EWOULDBLOCK { throw .alreadyRunning(directory: directory) }
            throw .lockFailed(directory: directory, errno: code)
        }
        self.fd = fd
    }

    deinit {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }
}
