import Foundation
import Storage

/// File operations whose result must survive a crash or a power cut: atomic replacement
/// (temporary file, fsync, rename, folder fsync) and removal.
enum DurableFile {
    /// A failed system call: what was attempted and the system's error number.
    typealias Failure = SystemCallFailure

    /// Reads a whole file; nil when it does not exist.
    static func read(_ path: String) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(operation: "open", errno: errno)
        }
        defer { close(fd) }
        // One buffer, grown only if the file is larger than it (key files are under 4 KiB).
        var bytes = [UInt8](repeating: 0, count: 4096)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "read", errno: errno)
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Reads a whole regular file with one `read` into `buffer`, which must be larger than the file,
    /// and returns its length; nil when it is missing or can't be opened, is a symbolic link (not
    /// followed) or not a regular file, does not fit, or changed length between the `fstat` and the
    /// `read` (a read of other than the `fstat` length: asked for more than that, a regular file
    /// returns less only at its end). The caller wipes `buffer` if the file is secret.
    static func read(_ path: String, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        // withCString hands over the string's own storage (no copy, unlike passing the String).
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0,
              info.st_size < buffer.count else { return nil }
        var count: Int
        repeat {
            count = Glibc.read(fd, buffer.baseAddress, buffer.count)
        } while count < 0 && errno == EINTR
        return count == Int(info.st_size) ? count : nil
    }

    /// Replaces `path` with `bytes` atomically and durably: a reader (or the next start after a
    /// SIGKILL or power cut) sees the old file or the new one, never a mix. Mode 0600.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = path + ".tmp"
        try prepare(bytes, at: temporary)
        KillPoint.reached(stepName(path, "tmpWritten"))
        guard rename(temporary, path) == 0 else {
            let failure = Failure(operation: "rename", errno: errno)
            unlink(temporary)
            throw failure
        }
        try syncFolder(of: path)
    }

    /// The second name a replaced file keeps (`<path>.old`) from just before the rename that
    /// replaces it until it has been overwritten in place.
    static func retiredPath(_ path: String) -> String { path + ".old" }

    /// Replaces `path` with `bytes` as ``write(_:to:)`` does, and overwrites the old file in place
    /// before its blocks are freed (``swapOverwriting(staged:over:)``): `threshold.key`, whose old
    /// versions wrap old database keys.
    static func replaceOverwriting(_ bytes: [UInt8], at path: String) throws(Failure) {
        let temporary = path + ".tmp"
        try prepare(bytes, at: temporary)
        do {
            try swapOverwriting(staged: temporary, over: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Renames `staged` over `path` atomically, and overwrites the file it replaces with zeros in
    /// place before its blocks are freed (docs/security.md, "Nothing earlier survives"). Crash-safe:
    ///
    /// 1. any earlier `<path>.old` is finished first (``finishRetired(of:)``);
    /// 2. `path` gets a second name, `<path>.old` (a hard link), and the folder is synced;
    /// 3. `staged` is renamed over `path` and the folder synced: the commit point;
    /// 4. `<path>.old`, now the old file's only name, is overwritten and synced, then unlinked.
    ///
    /// A kill before 3 leaves the old file in force (its second name is the same file, which the
    /// next ``finishRetired(of:)`` only unlinks); after 3, the new one, and the old one's content
    /// still under `<path>.old` until the next ``finishRetired(of:)`` overwrites it. On a file
    /// system without hard links the rename happens without the overwrite (as before).
    static func swapOverwriting(staged: String, over path: String) throws(Failure) {
        try finishRetired(of: path)
        let retired = retiredPath(path)
        var linked = false
        if link(path, retired) == 0 {
            linked = true
            try syncFolder(of: path)
            KillPoint.reached(stepName(path, "oldLinked"))
        } else if ![ENOENT, EPERM, EOPNOTSUPP, EXDEV, EMLINK].contains(errno) {
            throw Failure(operation: "link", errno: errno)
        }
        guard rename(staged, path) == 0 else {
            let failure = Failure(operation: "rename", errno: errno)
            if linked { unlink(retired) }
            throw failure
        }
        try syncFolder(of: path)
        KillPoint.reached(stepName(path, "swapped"))
        if linked { try finishRetired(of: path) }
    }

    /// A ``KillPoint`` name for a step of replacing `path`: its file name, then the step.
    static func stepName(_ path: String, _ step: String) -> String {
        (path.split(separator: "/").last.map(String.init) ?? path) + "." + step
    }

    /// Finishes a replacement ``swapOverwriting(staged:over:)`` left: `<path>.old`, when it is not
    /// `path` itself (a kill before the rename), is overwritten in place and synced; then the name
    /// goes and the folder is synced. Nothing to do when there is none.
    static func finishRetired(of path: String) throws(Failure) {
        let retired = retiredPath(path)
        var old = stat()
        guard lstat(retired, &old) == 0 else {
            if errno == ENOENT { return }
            throw Failure(operation: "lstat", errno: errno)
        }
        var current = stat()
        let same = stat(path, &current) == 0 && current.st_ino == old.st_ino && current.st_dev == old.st_dev
        if !same && old.st_mode & S_IFMT == S_IFREG {
            let code = Database.overwriteInPlace(retired)
            guard code == 0 else { throw Failure(operation: "overwrite", errno: code) }
            KillPoint.reached(stepName(path, "oldOverwritten"))
        }
        guard unlink(retired) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", errno: errno) }
        try syncFolder(of: path)
    }

    /// Writes and syncs `bytes` as a new file at `temporary` (mode 0600), ready to be renamed.
    static func prepare(_ bytes: [UInt8], at temporary: String) throws(Failure) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(operation: "create \((temporary as NSString).lastPathComponent)", errno: errno) }
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + done }, bytes.count - done) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = Failure(operation: "write", errno: errno)
                close(fd)
                unlink(temporary)
                throw failure
            }
            done += written
        }
        guard fsync(fd) == 0 else {
            let failure = Failure(operation: "fsync", errno: errno)
            close(fd)
            unlink(temporary)
            throw failure
        }
        close(fd)
    }

    /// Syncs the folder holding `path`, so a rename or unlink in it is durable.
    static func syncFolder(of path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(operation: "open folder", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw Failure(operation: "fsync folder", errno: errno) }
    }

    /// Removes `path` (a folder recursively; a symbolic link is removed, never followed). A missing
    /// path is fine. No overwrite pass: what it held is unreadable once its key is destroyed, and
    /// the time taken does not grow with the size of the data.
    static func remove(_ path: String) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw Failure(operation: "lstat", errno: errno)
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for entry in entries { try remove(path + "/" + entry) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw Failure(operation: "rmdir", errno: errno) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", errno: errno) }
        }
    }
}
