import Brand
@testable import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// The app session: the one way every front end opens the data.
@Suite struct SessionTests {
    let home = TemporaryDirectory("features-session")
    var brand: Brand { get throws { try Brand.builtIn() } }

    func open(_ folder: String, interactive: Bool = false, passLock: (LockDoor) throws -> Void = { _ in }) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try brand, deviceToken: FixedDeviceToken(nil),
                            interactive: interactive, kdfParameters: .testing, passLock: passLock)
    }

    func mode(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
    }

    @Test func resolvesTheFolderFromTheFlagThenTheEnvironment() throws {
        #expect(try DataDirectory.resolve(flag: "/a", environment: ["THRESHOLD_HOME": "/b"]).path == "/a")
        #expect(try DataDirectory.resolve(flag: nil, environment: ["THRESHOLD_HOME": "/b", "XDG_DATA_HOME": "/c"]).path == "/b")
        #expect(try DataDirectory.resolve(flag: nil, environment: ["XDG_DATA_HOME": "/c", "HOME": "/h"]).path == "/c/threshold")
        #expect(try DataDirectory.resolve(flag: nil, environment: ["HOME": "/h"]).path == "/h/.local/share/threshold")
        #expect(throws: UsageError.self) { try DataDirectory.resolve(flag: "", environment: [:]) }
        #expect(throws: UsageError.self) { try DataDirectory.resolve(flag: nil, environment: [:]) }
        let relative = try DataDirectory.resolve(flag: "rel/data", environment: [:])
        #expect(relative.path == FileManager.default.currentDirectoryPath + "/rel/data")
        #expect(relative.databasePath == relative.path + "/threshold.db")
        #expect(relative.lockFilePath == relative.path + "/threshold.lock")
    }

    @Test func createsThePrivateFolderAndTightensALooseOne() throws {
        let fresh = home.file("a/b/data")
        let session = try open(fresh)
        #expect(try mode(fresh) == 0o700)
        #expect(try mode(fresh + "/threshold.db") == 0o600)
        #expect(session.dataDirectory.path == fresh)
        let loose = home.file("loose")
        try FileManager.default.createDirectory(atPath: loose, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        _ = try open(loose)
        #expect(try mode(loose) == 0o700)
    }

    @Test func aFileInsteadOfAFolderIsRefused() throws {
        let file = home.file("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: DataDirectoryError.self) { try open(file) }
        #expect(ErrorReport(DataDirectoryError(path: file, problem: .isFile)).code == .dataDirectoryUnavailable)
    }

    @Test func passesTheLockOnceOnTheOpenedStore() throws {
        var calls = 0
        let session = try open(home.file("lock")) { door in
            calls += 1
            let isOn = try door.isLockOn()
            #expect(!isOn)
        }
        #expect(calls == 1)
        try session.store.createProfile(name: "Ann")
        struct Refused: Error {}
        #expect(throws: Refused.self) { try open(home.file("lock")) { _ in throw Refused() } }
    }

    @Test func anInteractiveSessionHoldsTheFolderAgainstASecondApp() throws {
        let folder = home.file("held")
        let app = try open(folder, interactive: true)
        #expect(app.holdsDataDirectory)
        #expect(throws: SessionError.dataInUse(directory: folder)) { try open(folder, interactive: true) }
        // A one-shot command still opens (it reads and writes through SQLite's own locking).
        let command = try open(folder)
        #expect(!command.holdsDataDirectory)
        #expect(ErrorReport(SessionError.dataInUse(directory: folder)).code == .dataInUse)
        withExtendedLifetime(app) {}
    }

    /// Issue 31: a self-destruct typed in the running app renews every file, the lock file too;
    /// the app kept its lock on the old, unnamed file, so a second app (or an import) opened under it.
    @Test func aSelfDestructInTheRunningAppKeepsTheFolderHeld() throws {
        let folder = home.file("held-through-self-destruct")
        let app = try open(folder, interactive: true)
        _ = try app.createProfile(name: "Ann", bio: "")
        try app.setPasscode("right passcode")
        try app.setSelfDestruct(passcode: "decoy passcode", displayName: "Decoy")
        #expect(try app.unlock(passcode: "decoy passcode") == .dataReplaced)
        #expect(throws: SessionError.dataInUse(directory: folder)) { try open(folder, interactive: true) }
        #expect(throws: SessionError.dataInUse(directory: folder)) { try InstanceLock(DataDirectory(path: folder)) }
        withExtendedLifetime(app) {}
    }

    /// The same after the wipe-after limit: the wrong passcode that reaches it empties the data.
    @Test func aWipeInTheRunningAppKeepsTheFolderHeld() throws {
        let folder = home.file("held-through-wipe")
        let app = try open(folder, interactive: true)
        try app.setPasscode("right passcode")
        try app.setWipeAfter(1)
        #expect(throws: LockError.wrongPasscode) { try app.unlock(passcode: "wrong") }
        #expect(try !app.isLockOn())
        #expect(throws: SessionError.dataInUse(directory: folder)) { try InstanceLock(DataDirectory(path: folder)) }
        withExtendedLifetime(app) {}
    }

    @Test func anInteractiveLaunchRecoversAnInterruptedImport() throws {
        let folder = home.file("recover")
        _ = try open(folder)
        // A killed import before its commit point leaves its workspace: start-up rolls it back.
        try FileManager.default.createDirectory(atPath: folder + "/.migration-import/staging", withIntermediateDirectories: true)
        let app = try open(folder, interactive: true)
        #expect(app.recovery == .rolledBack)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.migration-import"))
    }

    @Test func aCommandDoesNotRollBackAnImportAnotherProcessIsRunning() throws {
        let folder = home.file("busy")
        let app = try open(folder, interactive: true)
        try FileManager.default.createDirectory(atPath: folder + "/.migration-import/staging", withIntermediateDirectories: true)
        let command = try open(folder)
        #expect(command.recovery == .nothing)
        #expect(FileManager.default.fileExists(atPath: folder + "/.migration-import/staging"))
        withExtendedLifetime(app) {}
    }
}
