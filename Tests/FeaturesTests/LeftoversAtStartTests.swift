import Brand
@testable import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// What a killed export leaves is removed at the next start, not only at the next export
/// (issue 36), and never while a live export holds it.
@Suite struct LeftoversAtStartTests {
    func open(_ folder: String) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
    }

    @Test func aKilledExportsLeftoversGoAtTheNextStart() throws {
        let folder = TemporaryDirectory("leftovers-start")
        _ = try open(folder.path)
        try FileManager.default.createDirectory(atPath: folder.file("archives"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file(".migration-export"), withIntermediateDirectories: true)
        let partial = folder.file("archives/threshold-migration-20260101-000000.age.partial")
        for path in [partial, folder.file(".migration-export/threshold.db"), folder.file(".migration-export-partial.tmp")] {
            FileManager.default.createFile(atPath: path, contents: Data("left".utf8))
        }
        FileManager.default.createFile(atPath: folder.file(".migration-export-partial"), contents: Data((partial + "\n").utf8))
        _ = try open(folder.path)
        for name in [".migration-export", ".migration-export-partial", ".migration-export-partial.tmp",
                     "archives/threshold-migration-20260101-000000.age.partial"] {
            #expect(!FileManager.default.fileExists(atPath: folder.file(name)), "\(name) removed")
        }
    }

    @Test func aLiveExportsFilesStay() throws {
        let folder = TemporaryDirectory("leftovers-live")
        _ = try open(folder.path)
        try FileManager.default.createDirectory(atPath: folder.file("archives"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file(".migration-export"), withIntermediateDirectories: true)
        let partial = folder.file("archives/threshold-migration-20260101-000000.age.partial")
        FileManager.default.createFile(atPath: partial, contents: Data("writing".utf8))
        FileManager.default.createFile(atPath: folder.file(".migration-export-partial"), contents: Data((partial + "\n").utf8))
        // The locks a live export holds (flock is per open file, so these fds stand for another process).
        let partialLock = Glibc.open(partial, O_RDONLY)
        let workspaceLock = Glibc.open(folder.file(".migration-export"), O_RDONLY | O_DIRECTORY)
        defer { close(partialLock); close(workspaceLock) }
        #expect(flock(partialLock, LOCK_EX | LOCK_NB) == 0 && flock(workspaceLock, LOCK_EX | LOCK_NB) == 0)
        _ = try open(folder.path)
        for name in [".migration-export", ".migration-export-partial", "archives/threshold-migration-20260101-000000.age.partial"] {
            #expect(FileManager.default.fileExists(atPath: folder.file(name)), "\(name) kept while in use")
        }
    }
}
