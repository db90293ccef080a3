#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `threshold.lock` (mode 0600) in the data directory. An interactive app
/// holds it while it runs; the commands that replace or delete the data under it (`migrate import`,
/// `migrate finalize --delete-local`) hold it while they work, so neither can happen under the
/// other and no write lands in a file that is about to be swapped away. The kernel drops it when
/// the process ends, however it ends.
///
/// A self-destruct or a wipe replaces every file of the data directory, this one too (no file may
/// be older than the new install); ``holdAgainIfReplaced()`` then moves the hold to the new file,
/// so the running app keeps the data to itself.
public final class InstanceLock {
    private var fd: Int32
    private let path: String
    private let directory: DataDirectory

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
        path = directory.lockFilePath
        self.directory = directory
    }

    /// Whether another process holds the lock on `directory` now, found without creating the lock
    /// file (a missing file: nobody holds it; an app creates it when it starts). A probe that left a
    /// `threshold.lock` behind would mark the folder as one a probe had touched (issue 33's
    /// fingerprints; LockEndToEndTests lists the install's files).
    public static func isHeld(_ directory: DataDirectory) -> Bool {
        let fd = open(directory.lockFilePath, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            return errno == EWOULDBLOCK
        }
        _ = flock(fd, LOCK_UN)
        return false
    }

    /// When the lock file was replaced since the lock was taken (a self-destruct or a wipe renews
    /// every file): takes the lock on the file now at the path and lets the old one go, so no
    /// second app or import can start on the new install while this one runs.
    /// - Throws: ``SessionError/dataInUse(directory:)`` when another process took the new file first
    ///   (the caller must stop using the data), ``SessionError/lockFailed(directory:errno:)``.
    public func holdAgainIfReplaced() throws(SessionError) {
        var held = stat()
        var named = stat()
        if fstat(fd, &held) == 0, lstat(path, &named) == 0,
           held.st_dev == named.st_dev, held.st_ino == named.st_ino { return }
        let replacement = try InstanceLock(directory)
        // Hand the new descriptor over: the replacement's deinit must not release it.
        let old = fd
        fd = replacement.fd
        replacement.fd = -1
        _ = flock(old, LOCK_UN)
        close(old)
    }

    /// Lets the data directory go now (as the process's end would); the lock holds nothing after.
    public func release() {
        guard fd >= 0 else { return }
        _ = flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit {
        release()
    }
}
