import Foundation
import Secrets

/// Self-destruct and wipe-after-N as key destruction (docs/security.md, "Self-destruct"):
/// 1. the new install's key file (new database key, id and salt; the install described inside,
///    sealed) is written and synced as `threshold.key.tmp`: the commit point, from here the next
///    start finishes the self-destruct;
/// 2. the old key file is overwritten in place (slots random, state "destroyed") and synced: from
///    here the old data is unreadable;
/// 3. the new key file is renamed over it (folder synced);
/// 4. the old database is renamed aside (so the new file gets a new inode number), its other files
///    and the folders are unlinked (no overwrite pass: constant time);
/// 5. the new database is created and filled by the first-run calls, and the key file marked ready.
/// A SIGKILL anywhere ends, at the next start, in the new install (steps 3-5 are redone from the
/// key file); never the old data, never an empty unlocked install.
extension ThresholdStore {
    /// Destroys the data and makes the self-destruct's install, with `passcode` as its passcode.
    func selfDestructNow(_ keys: KeyVault, install described: FreshInstall, passcode: String) throws {
        var install = described
        install.createdAt = try backdatedCreationTime()
        let file = try KeyFile.fresh(level: .passcode, parameters: kdfParameters, random: random)
        let secret = try KeyFile.passcodeSecret(passcode, salt: file.salt, parameters: file.parameters)
        let unlocked = UnlockedKeys(databaseKey: try SecureBytes.random(32, from: random),
                                    kek: try file.passcodeKEK(secret), selfDestructName: nil)
        try replaceInstall(keys, file: file, unlocked: unlocked, install: install)
    }

    /// Destroys the data and leaves an empty install with the lock off, as a first run does.
    func wipeToEmpty(_ keys: KeyVault) throws {
        let file = try KeyFile.fresh(level: .keyfile, parameters: kdfParameters, random: random)
        var kekBytes = file.deviceKEK
        let unlocked = UnlockedKeys(databaseKey: try SecureBytes.random(32, from: random),
                                    kek: try SecureBytes(taking: &kekBytes), selfDestructName: nil)
        try replaceInstall(keys, file: file, unlocked: unlocked,
                           install: FreshInstall(profileName: nil, createdAt: clock.now(), choices: FreshInstall.Choices()))
    }

    private func replaceInstall(_ keys: KeyVault, file fresh: KeyFile, unlocked: UnlockedKeys, install: FreshInstall) throws {
        var file = fresh
        file.state = .installPending
        try file.setPending(install, databaseKey: unlocked.databaseKey, random: random)
        try file.wrap(unlocked, random: random)
        let temporary = keys.keyPath + ".tmp"
        do {
            try DurableFile.prepare(file.encoded(), at: temporary)
            try keys.step(.newKeyPrepared)
            try destroyKeyFile(keys)
            try keys.step(.oldKeyDestroyed)
            guard rename(temporary, keys.keyPath) == 0 else { throw DurableFile.Failure(operation: "rename", errno: errno) }
            try DurableFile.syncFolder(of: keys.keyPath)
        } catch let failure as DurableFile.Failure {
            throw LockError.keyStorageFailed(failure)
        }
        try keys.step(.newKeyInPlace)
        renewLockFiles(keys)
        keepLogInodesWhileClosing()
        closeDatabase()
        try removeOldData(retiringDatabase: true)
        try keys.step(.oldFilesRemoved)
        try finishInstall(file, unlocked, keys)
    }

    /// Links the open database's log and index to their retired names before the close: SQLite
    /// unlinks both when its last connection closes, and the new database's would then get their
    /// inode numbers back. Removed with the retired database once the new one exists.
    func keepLogInodesWhileClosing() {
        for suffix in ["-wal", "-shm"] {
            unlink(retiredDatabasePath + suffix)
            _ = link(databasePath + suffix, retiredDatabasePath + suffix)
        }
    }

    /// New lock files: the old ones' birth times are the old install's. The key file's lock is
    /// made anew (a process waiting on the old one takes the lock again on the new one, see
    /// `KeyVault.exclusively`), and so is the app's instance lock file.
    /// Each new file is made beside the old one and renamed over it, so it can't get the old
    /// inode number back (file systems reuse a freed number at once).
    func renewLockFiles(_ keys: KeyVault) {
        if !Self.replaceWithNewEmptyFile(keys.lockPath) {
            let lockFile = Glibc.open(keys.lockPath, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if lockFile >= 0 { close(lockFile) }
        }
        renewInstanceLockFile()
    }

    /// Puts a new empty file (mode 0600) at `path` by a rename over it; false when it could not.
    static func replaceWithNewEmptyFile(_ path: String) -> Bool {
        let temporary = path + ".new"
        unlink(temporary)
        let fd = Glibc.open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return false }
        close(fd)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Replaces the app's instance lock file beside the database (``instanceLockFileName``), when
    /// there is one, by a new empty file (made beside it, renamed over it): its birth time,
    /// modification time and inode number were the old install's (issue 22). An app that holds
    /// the old file's lock (usually the one the self-destruct was typed in) keeps it on the old,
    /// now unnamed file, so a second app started before it quits is not refused (docs/security.md).
    func renewInstanceLockFile() {
        let folder = (databasePath as NSString).deletingLastPathComponent
        let path = (folder.isEmpty ? "." : folder) + "/" + Self.instanceLockFileName
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        _ = Self.replaceWithNewEmptyFile(path)
    }

    /// Overwrites the key file in place, one write and a sync: random bytes over every slot and
    /// the state byte set to "destroyed" (which no reader accepts as a key file).
    func destroyKeyFile(_ keys: KeyVault) throws {
        let fd = Glibc.open(keys.keyPath, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw DurableFile.Failure(operation: "open threshold.key", errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw DurableFile.Failure(operation: "fstat", errno: errno) }
        var image = KeyFile.magic + [KeyFile.version, 0, KeyVault.destroyedState]
        image += try random.bytes(max(0, Int(info.st_size) - image.count))
        let written = image.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        guard written == image.count else { throw DurableFile.Failure(operation: "overwrite threshold.key", errno: errno) }
        guard fsync(fd) == 0 else { throw DurableFile.Failure(operation: "fsync threshold.key", errno: errno) }
    }
}
