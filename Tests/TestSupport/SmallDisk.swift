import Foundation

/// A small tmpfs mounted on a fresh temporary folder, for tests of a full disk; unmounted (lazily)
/// when released. Needs root: ``mount(kibibytes:)`` returns nil, with the reason, otherwise.
public final class SmallDisk: @unchecked Sendable {
    // @unchecked Sendable: both properties are immutable.
    /// The folder the tmpfs is mounted on.
    public let directory: TemporaryDirectory
    /// The mount point.
    public var path: String { directory.path }

    private init(_ directory: TemporaryDirectory) { self.directory = directory }

    /// Mounts a tmpfs of `kibibytes`; nil when this process can't (the reason is in `skipReason`).
    public static func mount(kibibytes: Int) -> SmallDisk? {
        guard geteuid() == 0 else { return nil }
        let directory = TemporaryDirectory("small-disk")
        guard Glibc.mount("tmpfs", directory.path, "tmpfs", 0, "size=\(kibibytes)k,mode=0700") == 0 else { return nil }
        return SmallDisk(directory)
    }

    /// Why ``mount(kibibytes:)`` gives nil here.
    public static var skipReason: String {
        geteuid() == 0 ? "this process can't mount a tmpfs" : "mounting a small tmpfs needs root"
    }

    deinit { umount2(directory.path, Int32(MNT_DETACH)) }

    /// A path inside the mount.
    public func file(_ name: String) -> String { directory.file(name) }

    /// Fills the disk with a file named `filler`, then gives back `free` KiB of it.
    public func fill(leaving free: Int) {
        // O_CLOEXEC: a child that another test spawns meanwhile (a `threshold` process, a tmux
        // server) must not inherit the filler, or its space stays taken after ``empty()`` unlinks
        // it, and a reopen that needs room fails (SQLITE_IOERR_SHMSIZE growing the -shm file:
        // the occasional failure of StoreDiskFullTests under a full parallel run).
        let fd = open(file("filler"), O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let block = [UInt8](repeating: 0x5A, count: 4096)
        var written = 0
        while true {
            let count = block.withUnsafeBytes { write(fd, $0.baseAddress, 4096) }
            if count <= 0 { break }
            written += count
        }
        _ = ftruncate(fd, off_t(max(0, written - free * 1024)))
    }

    /// Removes the filler: the disk has room again.
    public func empty() { unlink(file("filler")) }
}
