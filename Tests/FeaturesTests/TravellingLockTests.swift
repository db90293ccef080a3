import Brand
@testable import Features
import Foundation
import Migration
import TestSupport
import Testing
import ThresholdCore

/// The lock travels (issue 21): an archive of a locked install says so, and the import protects the
/// new install with the same passcode, self-destruct passcode and attempt limit, or says plainly
/// that the device is now unlocked.
@Suite struct TravellingLockTests {
    let source = TemporaryDirectory("travelling-lock-source")
    let destination = TemporaryDirectory("travelling-lock-destination")
    static let passcode = "source passcode 1"
    static let panic = "panic passcode 2"

    func open(_ folder: String, passcode: String? = nil) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { door in
            if let passcode { try door.store.unlock(passcode: passcode) }
        }
    }

    func store(_ folder: TemporaryDirectory) throws -> ThresholdStore {
        try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
    }

    /// A locked source (self-destruct passcode, wipe after 3) exported.
    func lockedExport(selfDestruct: Bool = true) throws -> MigrationExportResult {
        let session = try open(source.path)
        try session.store.createProfile(name: "Migrant", bio: "moving")
        // Through the session, as a face does: turning the lock on confirms its new passcode, so
        // the lock's settings and the export right after it are not asked again (AuthorizationGate).
        try session.setPasscode(Self.passcode)
        if selfDestruct { try session.setSelfDestruct(passcode: Self.panic, displayName: "Decoy") }
        try session.setWipeAfter(3)
        return try session.exportArchive()
    }

    @Test func theManifestSaysTheInstallWasLockedAndHoldsNoKey() throws {
        let result = try lockedExport()
        let lock = try #require(result.manifest.lock)
        #expect(lock.wipeAfter == 3)
        #expect(lock.salt.count == 16)
        // An unlocked install's archive has no lock at all.
        let plain = TemporaryDirectory("travelling-lock-plain")
        let session = try open(plain.path)
        try session.store.createProfile(name: "Open")
        #expect(try session.exportArchive().manifest.lock == nil)
    }

    @Test func aMigratedLockOpensWithTheSamePasscodeAndKeepsSelfDestruct() throws {
        let result = try lockedExport()
        let session = try open(destination.path)
        var asked: [Bool] = []
        let summary = try session.importArchive(link: result.link.formatted, replace: false, lockAnswer: {
            asked.append($0)
            return .passcode(Self.passcode)
        })
        #expect(asked == [false])
        #expect(summary.level == .passcode)
        #expect(summary.lock == .carried(selfDestruct: true, wipeAfter: 3))
        #expect(summary.protectionText.contains("passcode"))
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Migrant"])

        // A new process: locked; the source's passcode opens it.
        let reopened = try store(destination)
        #expect(try reopened.isLockOn())
        #expect(throws: LockError.locked) { try reopened.listProfiles() }
        #expect(try reopened.unlock(passcode: Self.passcode) == .unlocked)
        #expect(try reopened.listProfiles().profiles.map(\.name) == ["Migrant"])
        let status = try reopened.lockStatus()
        #expect(status.selfDestructOn && status.selfDestructName == "Decoy" && status.wipeAfter == 3)

        // The self-destruct passcode still works: the data is replaced by the decoy profile.
        let panicked = try store(destination)
        #expect(try panicked.unlock(passcode: Self.panic) == .dataReplaced)
        #expect(try panicked.listProfiles().profiles.map(\.name) == ["Decoy"])
    }

    @Test func theAttemptLimitHoldsAfterMigration() throws {
        let result = try lockedExport(selfDestruct: false)
        let session = try open(destination.path)
        let summary = try session.importArchive(link: result.link.formatted, replace: false, lockAnswer: { _ in .passcode(Self.passcode) })
        #expect(summary.lock == .carried(selfDestruct: false, wipeAfter: 3))
        let reopened = try store(destination)
        for _ in 0..<3 {
            #expect(throws: LockError.wrongPasscode) { try reopened.unlock(passcode: "wrong guess") }
        }
        // Wiped: an empty install with the lock off; the migrated data is gone.
        let after = try store(destination)
        #expect(try after.isLockOn() == false)
        #expect(try after.listProfiles().profiles.isEmpty)
    }

    @Test func declinedTheSummarySaysTheDeviceIsUnlocked() throws {
        let result = try lockedExport()
        let session = try open(destination.path)
        let summary = try session.importArchive(link: result.link.formatted, replace: false, lockAnswer: { _ in .decline })
        #expect(summary.lock == .declined)
        #expect(summary.level == .keyfile)
        #expect(summary.protectionText.contains("this device is now unlocked"))
        #expect(summary.protectionText.contains("threshold lock set"))
        #expect(try store(destination).isLockOn() == false)
        #expect(try store(destination).listProfiles().profiles.map(\.name) == ["Migrant"])
    }

    @Test func wrongPasscodesOrACancelChangeNothing() throws {
        let result = try lockedExport()
        let session = try open(destination.path)
        var asked: [Bool] = []
        #expect(throws: MigrationError.wrongArchivePasscode) {
            try session.importArchive(link: result.link.formatted, replace: false, lockAnswer: { retry in
                asked.append(retry)
                return .passcode("not it")
            })
        }
        #expect(asked == [false, true, true])
        #expect(ErrorReport(MigrationError.wrongArchivePasscode).code == .wrongPasscode)
        // No answer provider (a front end that can't ask): stopped, never dropped silently.
        let stopped = ErrorReport(try #require(throws: MigrationError.self) {
            try session.importArchive(link: result.link.formatted, replace: false)
        })
        #expect(stopped.code == .cancelled && stopped.message.contains("threshold --plain"))
        #expect(stopped.message.hasSuffix("Nothing was changed."))
        #expect(try session.store.listProfiles().profiles.isEmpty)
        #expect(try store(destination).isLockOn() == false)
        #expect(!FileManager.default.fileExists(atPath: destination.file(".migration-import")))
    }
}
