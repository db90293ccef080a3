import Foundation
import Secrets
import Storage

/// `threshold.key` on disk: reading, atomic replacement, the exclusive lock that serialises
/// passcode attempts and key changes across processes, and the keyring the `keyring` level uses.
final class KeyVault: Sendable {
    let keyPath: String
    /// `threshold.key.tmp`: a key write under way, or one a killed process left.
    let temporaryPath: String
    let lockPath: String
    let databasePath: String
    let random: any RandomSource
    let keyring: any Keyring
    /// Called at each ``KeyStep``; the app's marks a ``KillPoint`` (nothing outside a debug build's
    /// kill harness), unit tests throw to simulate a crash.
    let step: @Sendable (KeyStep) throws -> Void

    init(databasePath: String, random: any RandomSource, keyring: any Keyring,
         step: @escaping @Sendable (KeyStep) throws -> Void = { KillPoint.reached("key." + $0.rawValue) }) {
        self.databasePath = databasePath
        keyPath = Self.keyFilePath(forDatabase: databasePath)
        temporaryPath = keyPath + ".tmp"
        lockPath = keyPath + ".lock"
        self.random = random
        self.keyring = keyring
        self.step = step
    }

    /// `threshold.key` beside `threshold.db` (the database's name without its extension, then `.key`;
    /// `./` before a bare name). Built from the path's bytes in one allocation, without Foundation's
    /// path normalisation or String's per-character search: a `/` or `.` byte is always that
    /// character in UTF-8.
    static func keyFilePath(forDatabase path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
            let nameStart = slash.map { $0 + 1 } ?? 0
            var stemEnd = bytes.count
            if let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart { stemEnd = dot }
            // The folder: "." for a bare name, "/" at the root, otherwise everything before the slash.
            let folder: Slice<UnsafeBufferPointer<UInt8>>? = slash.map { bytes[..<max($0, 1)] }
            let stem = bytes[nameStart..<stemEnd]
            return String(unsafeUninitializedCapacity: (folder?.count ?? 1) + stem.count + 5) { out in
                var at = 0
                func put<S: Sequence<UInt8>>(_ part: S) {
                    for byte in part {
                        out[at] = byte
                        at += 1
                    }
                }
                if let folder { put(folder) } else { put(".".utf8) }
                put("/".utf8)
                put(stem)
                put(".key".utf8)
                return at
            }
        }
    }

    /// The key file; nil when there is none.
    /// - Throws: ``LockError/keyFileDamaged`` for anything that is not a complete key file.
    func read() throws(LockError) -> KeyFile? {
        let bytes: [UInt8]?
        do {
            bytes = try DurableFile.read(keyPath)
        } catch {
            throw .keyFileUnreadable(errno: error.errno)
        }
        guard let bytes else { return nil }
        guard let file = KeyFile.decode(bytes) else { throw .keyFileDamaged }
        return file
    }

    /// Why `threshold.key` can't be read, from the system's error, in English for logs (Features
    /// words it in the user's language from the errno).
    static func unreadableReason(_ code: Int32) -> String {
        switch code {
        case ELOOP: "it is a symbolic link; Threshold reads the key file only as a regular file in the data directory"
        case EACCES, EPERM: "permission denied; it must belong to you with mode 0600"
        case EISDIR: "it is a folder, not a file"
        default: String(cString: strerror(code))
        }
    }

    /// The keys of a `ready` install at the `keyfile` level, from one read of the key file
    /// (``DurableFile/read(_:into:)``: `open`, `fstat`, `read`, `close`) into locked memory, wiped
    /// when released, unwrapped there in place (``KeyFile/readyKeyfileLevelKeys(_:)``). Nil for
    /// anything else (no file, a symbolic link, another size, level or state, a failed unwrap): the
    /// locked path then reads the file with ``read()``, which names what is wrong.
    func readyKeyfileLevelKeys() -> UnlockedKeys? {
        var length: Int?
        guard let contents = try? SecureBytes(count: KeyFile.readyRecoveryByteCount + 1, initialize: { buffer in
            length = DurableFile.read(keyPath, into: buffer)
        }), let length, length == KeyFile.readyByteCount || length == KeyFile.readyRecoveryByteCount
                || KeyFile.readyUncheckedByteCounts.contains(length) else { return nil }
        return contents.withUnsafeBytes { KeyFile.readyKeyfileLevelKeys(UnsafeRawBufferPointer(rebasing: $0[..<length])) }
    }

    /// Tightens `threshold.key` back to 0600 when others may read or write it (issue 33: a copy
    /// restored with 0644, a hand edit), as the data folder is tightened to 0700; a file of another
    /// owner, a symbolic link or a failure is left to the read, which names it.
    func tightenPermissions() {
        var info = stat()
        guard lstat(keyPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o077 != 0 else { return }
        let fd = open(keyPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return }
        _ = fchmod(fd, 0o600)
        close(fd)
    }

    /// Replaces the key file atomically (the old one or the new one survives any crash), the old
    /// one overwritten in place before its blocks are freed: it wraps a key (an earlier database
    /// key, or the same one under an earlier passcode) that must not be found in freed blocks.
    func write(_ file: KeyFile) throws(LockError) {
        do {
            try DurableFile.replaceOverwriting(file.encoded(), at: keyPath)
        } catch {
            throw .keyStorageFailed(error)
        }
    }

    /// Runs `body` holding the exclusive lock on `threshold.key.lock` (flock), which every attempt
    /// and every key change takes, so attempts from parallel processes run one at a time.
    /// - Throws: `failure(reason)` when the lock can't be taken (body does not run).
    /// `readOnlyFallback`: when the lock file can't be created (a read-only folder), run `body`
    /// without it; its writes then fail on their own with a clear error.
    func exclusively<T>(failure: (SystemCallFailure) -> LockError, readOnlyFallback: Bool = false, _ body: () throws -> T) throws -> T {
        while true {
            var fd = open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if fd < 0 && errno == ENOENT { fd = open(lockPath, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
            if fd < 0 && readOnlyFallback && [EROFS, EACCES, EPERM].contains(errno) { return try body() }
            guard fd >= 0 else { throw failure(SystemCallFailure(operation: "open threshold.key.lock", errno: errno)) }
            defer { close(fd) }
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else { throw failure(SystemCallFailure(operation: "lock threshold.key.lock", errno: errno)) }
            }
            // A self-destruct replaces the lock file (its age would tell the install's age): a lock
            // taken on the replaced file protects nothing, so take it again on the current one.
            var held = stat(), current = stat()
            if fstat(fd, &held) == 0, stat(lockPath, &current) == 0, held.st_ino == current.st_ino, held.st_dev == current.st_dev {
                return try body()
            }
        }
    }

    /// The state byte of a key file a self-destruct has overwritten (never a valid ``KeyFile/State``).
    static let destroyedState: UInt8 = 0xDD

    /// The keyring entry's id for an install.
    static func keyringID(_ file: KeyFile) -> String { Hex.encode(file.installID) }
}
