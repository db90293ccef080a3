import Foundation
import Glibc
import Secrets

/// The few POSIX file operations the pipeline needs, with errors as ``MigrationError/io(_:)``.
/// Folders are made 0700 and files 0600: migration data is as private as the database.
enum FileOps {
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The size of a regular file, or nil when there is none.
    static func fileSize(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return UInt64(info.st_size)
    }

    static func makeDirectory(_ path: String) throws(MigrationError) {
        if mkdir(path, 0o700) != 0 {
            let code = errno
            guard code == EEXIST, isDirectory(path) else { throw .io(.system(operation: "cannot create a folder", errno: code)) }
        }
    }

    /// Creates `path` and any missing parents below `root` (which must exist).
    static func makeDirectories(_ relative: String, under root: String) throws(MigrationError) {
        var current = root
        for part in relative.split(separator: "/") {
            current += "/" + part
            try makeDirectory(current)
        }
    }

    static func removeTree(_ path: String) throws(MigrationError) {
        guard exists(path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .io("cannot remove a temporary folder")
        }
    }

    static func removeFile(_ path: String) throws(MigrationError) {
        if unlink(path) != 0 && errno != ENOENT { throw .io(.system(operation: "cannot remove a file", errno: errno)) }
    }

    static func rename(_ from: String, _ to: String) throws(MigrationError) {
        if Glibc.rename(from, to) != 0 { throw .io(.system(operation: "cannot move a file into place", errno: errno)) }
    }

    /// Flushes a file or folder to disk (a folder's entries: renames and creations in it).
    static func sync(_ path: String) throws(MigrationError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(.system(operation: "cannot open for syncing", errno: errno)) }
        defer { close(fd) }
        if fsync(fd) != 0 && errno != EINVAL { throw .io(.system(operation: "cannot sync to disk", errno: errno)) }
    }

    /// Creates a new file (it must not exist) with mode 0600 for writing.
    static func createFile(_ path: String) throws(MigrationError) -> Int32 {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .io(.system(operation: "cannot create a file", errno: errno)) }
        return fd
    }

    /// Writes `bytes` to `path` so that the file appears whole or not at all; `durable` (the
    /// default) syncs the file and its folder, else a crash of the machine (not of the process)
    /// may leave the older file.
    static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(MigrationError) {
        let temporary = path + ".tmp"
        try removeFile(temporary)
        let fd = try createFile(temporary)
        var sink = FileDescriptorSink(fileDescriptor: fd)
        do {
            try sink.write(bytes)
        } catch {
            close(fd)
            throw .io("cannot write a file")
        }
        let synced = !durable || fsync(fd) == 0
        close(fd)
        guard synced else { throw .io("cannot sync to disk") }
        try rename(temporary, path)
        if durable { try sync((path as NSString).deletingLastPathComponent) }
    }

    /// Sorted names in a folder (without `.` and `..`).
    static func contents(of path: String) throws(MigrationError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .io("cannot list a folder")
        }
    }

    /// The total size of regular files under `path`, recursively (symbolic links are not followed).
    static func treeSize(_ path: String) throws(MigrationError) -> UInt64 {
        var total: UInt64 = 0
        for name in try contents(of: path) {
            let child = path + "/" + name
            if isDirectory(child) {
                total += try treeSize(child)
            } else if let size = fileSize(child), !isSymbolicLink(child) {
                total += size
            }
        }
        return total
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Asks the kernel to start writing `count` bytes at `offset` of `fd` to disk, without waiting
    /// (`sync_file_range(SYNC_FILE_RANGE_WRITE)`); durability still comes from `fsync`. Glibc's
    /// module does not export it (it needs `_GNU_SOURCE`), so it is looked up at run time; a missing
    /// symbol only means the final `fsync` does all the work.
    static func startWriteback(_ fd: Int32, offset: UInt64, count: UInt64) {
        typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        guard let symbol = dlsym(nil, "sync_file_range") else { return }
        let syncFileRange = unsafeBitCast(symbol, to: SyncFileRange.self)
        let write: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
        _ = syncFileRange(fd, Int64(offset), Int64(count), write)
    }
}
