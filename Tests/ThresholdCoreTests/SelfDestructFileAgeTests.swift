import Foundation
import Testing
@testable import ThresholdCore

/// After a self-destruct no file in the data directory is older than the new install: the app's
/// `threshold.lock` is replaced too (issue 22), whatever step a kill interrupted.
@Suite struct SelfDestructFileAgeTests {
    /// (inode, ctime in ns) of every file in the folder, by name.
    static func files(_ folder: String) -> [String: (inode: UInt64, changed: Int)] {
        var out: [String: (UInt64, Int)] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { continue }
            out[name] = (UInt64(info.st_ino), info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec)
        }
        return out
    }

    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    static func prepare() throws -> (LockFixture, [String: (inode: UInt64, changed: Int)]) {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        // The lock file an app holds while it runs, made with the old install.
        let lock = f.directory.file(ThresholdStore.instanceLockFileName)
        #expect(FileManager.default.createFile(atPath: lock, contents: nil, attributes: [.posixPermissions: 0o600]))
        let before = files(f.directory.path)
        // Coarse file-system clocks: let time move on before the self-destruct.
        usleep(20_000)
        return (f, before)
    }

    /// Every file changed at or after `start`, and the app's lock file is a new file: made while
    /// the old one still had its name, it can't have the old one's inode number. (Other files may
    /// get numbers the old install's files freed: file systems hand them out again.)
    static func expectAllNew(_ f: LockFixture, before: [String: (inode: UInt64, changed: Int)], since start: Int) {
        let after = files(f.directory.path)
        let lock = ThresholdStore.instanceLockFileName
        #expect(after[lock] != nil, "the lock file is still there, new")
        #expect(after[lock]?.inode != before[lock]?.inode, "the lock file is a new file")
        for (name, file) in after {
            #expect(file.changed >= start, "\(name) is older than the new install")
        }
    }

    @Test func noFileIsOlderThanTheNewInstall() throws {
        let (f, before) = try Self.prepare()
        let start = Self.now() - 5_000_000
        #expect(try f.store.unlock(passcode: "boom") == .dataReplaced)
        Self.expectAllNew(f, before: before, since: start)
    }

    @Test(arguments: [KeyStep.newKeyPrepared, .oldKeyDestroyed, .newKeyInPlace])
    func killedBeforeTheLockFileWasReplacedTheNextStartReplacesIt(step: KeyStep) throws {
        let (f, before) = try Self.prepare()
        let start = Self.now() - 5_000_000
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.unlock(passcode: "boom") }
        f.store.closeDatabase()
        let restarted = try f.reopen()
        #expect(try restarted.unlock(passcode: "boom") == .unlocked)
        Self.expectAllNew(f, before: before, since: start)
    }
}
