import Foundation
import Secrets
import Storage
import Testing
import TestSupport
@testable import ThresholdCore

/// A full disk is named by its cause in every path of the store, never `databaseCorrupted`, and
/// no message claims that nothing changed when a wipe went ahead (issue 22).
@Suite(.serialized) struct StoreDiskFullTests {
    enum Outcome: Equatable, CustomStringConvertible {
        case done
        case failed(code: String, message: String)
        var description: String {
            switch self {
            case .done: "done"
            case .failed(let code, _): code
            }
        }
    }

    static func attempt(_ body: () throws -> Void) -> Outcome {
        do {
            try body()
            return .done
        } catch let error as DatabaseError {
            return .failed(code: error.code, message: error.userMessage)
        } catch let error as LockError {
            return .failed(code: error.code, message: error.message)
        } catch {
            return .failed(code: "\(type(of: error))", message: "\(error)")
        }
    }

    @Test(arguments: [0, 4, 16, 64])
    func theWrongAttemptAtTheLimitOnAFullDiskIsNamedTruthfully(freeKiB: Int) throws {
        guard let disk = SmallDisk.mount(kibibytes: 2048) else {
            print("skipped: \(SmallDisk.skipReason)")
            return
        }
        let path = disk.file("threshold.db")
        let clock = ManualClock(1_700_000_000)
        let keyring = MemoryKeyring()
        let store = try LockFixture.open(path, clock, keyring, CrashPlan())
        try store.createProfile(name: "Alice")
        try store.setPasscode("main")
        try store.setWipeAfter(1)
        store.closeDatabase()
        disk.fill(leaving: freeKiB)

        var outcomes: [Outcome] = []
        var restarted: ThresholdStore?
        outcomes.append(Self.attempt { restarted = try LockFixture.open(path, clock, keyring, CrashPlan()) })
        if let restarted {
            outcomes.append(Self.attempt { try restarted.unlock(passcode: "wrong") })
            restarted.closeDatabase()
        }
        print("a full disk with \(freeKiB) KiB free, the last wrong passcode: \(outcomes)")
        for case .failed(let code, let message) in outcomes {
            #expect(["diskFull", "attemptNotRecorded", "wrongPasscode"].contains(code), "\(code): \(message)")
            #expect(!message.contains("damaged"), "\(message)")
            #expect(!message.lowercased().contains("nothing was changed") && !message.contains("not changed"), "\(message)")
        }

        // Room again: either the attempt was never recorded (the data opens with the passcode) or
        // the wipe went ahead (an empty install); never a damaged or half-made one.
        disk.empty()
        let after = try LockFixture.open(path, clock, keyring, CrashPlan())
        if try after.isLockOn() {
            #expect(try after.unlock(passcode: "main") == .unlocked)
            #expect(try after.listProfiles().profiles.map(\.name) == ["Alice"])
        } else {
            #expect(try after.listProfiles().profiles.isEmpty)
        }
        #expect(try after.integrityProblems().isEmpty)
        after.closeDatabase()
    }

    @Test(arguments: [0, 4, 16, 64])
    func everydayCommandsOnAFullDiskAreDiskFullOrDone(freeKiB: Int) throws {
        guard let disk = SmallDisk.mount(kibibytes: 2048) else {
            print("skipped: \(SmallDisk.skipReason)")
            return
        }
        let path = disk.file("threshold.db")
        let clock = ManualClock(1_700_000_000)
        let keyring = MemoryKeyring()
        let store = try LockFixture.open(path, clock, keyring, CrashPlan())
        try store.createProfile(name: "Alice")
        store.closeDatabase()
        disk.fill(leaving: freeKiB)
        var outcomes: [String: Outcome] = [:]
        outcomes["list"] = Self.attempt {
            let session = try LockFixture.open(path, clock, keyring, CrashPlan())
            defer { session.closeDatabase() }
            #expect(try session.listProfiles().profiles.map(\.name) == ["Alice"])
        }
        outcomes["create"] = Self.attempt {
            let session = try LockFixture.open(path, clock, keyring, CrashPlan())
            defer { session.closeDatabase() }
            for n in 0..<30 { try session.createProfile(name: "Bob \(n) " + String(repeating: "b", count: 40)) }
        }
        print("a full disk with \(freeKiB) KiB free: \(outcomes)")
        for (name, outcome) in outcomes {
            if case .failed(let code, let message) = outcome {
                #expect(code == "diskFull", "\(name): \(code) \(message)")
            }
        }
        disk.empty()
        let after = try LockFixture.open(path, clock, keyring, CrashPlan())
        #expect(try after.listProfiles().profiles.map(\.name).first == "Alice")
        #expect(try after.integrityProblems().isEmpty)
        after.closeDatabase()
    }
}

/// A wipe that passed its commit point but could not remove the old files says so truthfully
/// (never "the previous settings are still in force") and the next start finishes it.
@Suite(.serialized) struct UnfinishedInstallTests {
    @Test func aWipeThatCannotRemoveTheOldFilesIsNamedAndFinishedLater() throws {
        guard geteuid() == 0 else {
            print("skipped: mounting a tmpfs (a folder that can't be removed) needs root")
            return
        }
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(1)
        // A mount point can't be removed (EBUSY): `archives/` stands for any old file that can't be.
        let archives = f.directory.file("archives")
        try FileManager.default.createDirectory(atPath: archives, withIntermediateDirectories: true)
        guard mount("tmpfs", archives, "tmpfs", 0, "size=64k") == 0 else {
            print("skipped: can't mount a tmpfs here")
            return
        }
        var mounted = true
        defer { if mounted { umount2(archives, Int32(MNT_DETACH)) } }
        let error = lockError { try f.store.unlock(passcode: "wrong") }
        guard case .installUnfinished(let why)? = error else {
            Issue.record("expected installUnfinished, got \(String(describing: error))")
            return
        }
        #expect(why.operation.hasPrefix("remove the old data"))
        #expect(error?.message.contains("still in force") == false)
        umount2(archives, Int32(MNT_DETACH))
        mounted = false
        let restarted = try f.reopen()
        #expect(try restarted.isLockOn() == false)
        #expect(try restarted.listProfiles().profiles.isEmpty)
    }
}
