import Brand
@testable import Features
import Foundation
import Migration
import TestSupport
import Testing
import ThresholdCore

/// `migrate finalize --delete-local` stopped at each of its removals, as a kill would stop it, is
/// finished by the next start and by running it again (issue 36: it used to delete the key file
/// first and the archive last, and a rerun failed with `keyUnavailable` and removed nothing).
@Suite struct FinalizeKillTests {
    struct Stop: Error {}

    func open(_ folder: String) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
    }

    /// A source with a profile, an attachment folder and an exported archive in `archives/`.
    func exportedSource(_ folder: TemporaryDirectory) throws -> String {
        let session = try open(folder.path)
        try session.store.createProfile(name: "Migrant", bio: "moving")
        try FileManager.default.createDirectory(atPath: folder.file("files"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.file("files/attachment"), contents: Data("x".utf8))
        return try session.exportArchive().archivePath
    }

    func leftovers(_ folder: TemporaryDirectory, archive: String) -> [String] {
        ["threshold.key", "threshold.db", "files", LocalDataRemoval.markerName].filter {
            FileManager.default.fileExists(atPath: folder.file($0))
        } + (FileManager.default.fileExists(atPath: archive) ? ["archive"] : [])
    }

    @Test func aRemovalStoppedAtAnyStepIsFinishedByRunningItAgain() throws {
        var steps = 0
        for stopAt in 0..<12 {
            let folder = TemporaryDirectory("finalize-kill")
            let archive = try exportedSource(folder)
            let session = try open(folder.path)
            var reached = false
            do {
                _ = try session.deleteLocalData(step: { index in
                    if index == stopAt { reached = true; throw Stop() }
                })
            } catch is Stop {}
            guard reached else { break }
            steps += 1
            #expect(FileManager.default.fileExists(atPath: folder.file(LocalDataRemoval.markerName)), "step \(stopAt)")
            // Running it again (a new process: its open finishes the removal first) ends with nothing.
            let again = try open(folder.path)
            #expect(try again.store.listProfiles().profiles.isEmpty, "step \(stopAt): the old data is not opened")
            try again.deleteLocalData()
            #expect(leftovers(folder, archive: archive).isEmpty, "step \(stopAt)")
            #expect(!FileManager.default.fileExists(atPath: archive), "step \(stopAt): the archive is removed")
        }
        #expect(steps >= 5, "the key file, the database, its log, files/ and the archive")
    }

    @Test func aRemovalStoppedAtAnyStepIsFinishedByTheNextStart() throws {
        for stopAt in [0, 1, 3] {
            let folder = TemporaryDirectory("finalize-kill-start")
            let archive = try exportedSource(folder)
            let session = try open(folder.path)
            do {
                _ = try session.deleteLocalData(step: { index in if index == stopAt { throw Stop() } })
            } catch is Stop {}
            // Any command: the start finishes the removal, then a fresh install opens.
            let next = try open(folder.path)
            #expect(!FileManager.default.fileExists(atPath: archive), "step \(stopAt)")
            #expect(!FileManager.default.fileExists(atPath: folder.file(LocalDataRemoval.markerName)))
            #expect(!FileManager.default.fileExists(atPath: folder.file("files")))
            #expect(try next.store.listProfiles().profiles.isEmpty)
        }
    }
}
