@testable import Features
import Foundation
import Testing
import TestSupport

/// One desktop instance per data folder (issue 32): the id a launch computes names the folder
/// however it is written and whether or not the folder exists yet. A first window makes a fresh
/// folder only after its first frame, and a second launch right after it, written `one/./data`,
/// got an id of its own and a second window (seen under load in SingleInstanceTests).
@Suite struct ApplicationIDTests {
    func id(_ flag: String) -> String {
        DataDirectory.applicationID(base: "org.example.App", flag: flag, environment: ["HOME": "/nonexistent-home"])
    }

    @Test func aFolderWrittenTwoWaysIsOneInstanceBeforeAndAfterItExists() throws {
        let parent = TemporaryDirectory("application-id")
        let missingBefore = [id(parent.path + "/data"), id(parent.path + "/./data"), id(parent.path + "/x/../data")]
        #expect(Set(missingBefore).count == 1, "\(missingBefore)")
        try FileManager.default.createDirectory(atPath: parent.path + "/data", withIntermediateDirectories: false)
        let existingAfter = [id(parent.path + "/data"), id(parent.path + "/./data"), id(parent.path + "/x/../data")]
        #expect(Set(existingAfter).count == 1)
        #expect(existingAfter[0] == missingBefore[0], "the id must not change when the folder is made")
        #expect(id(parent.path + "/other") != existingAfter[0])
    }

    @Test func aSymbolicLinkToTheFolderIsTheSameInstance() throws {
        let parent = TemporaryDirectory("application-id-link")
        try FileManager.default.createDirectory(atPath: parent.path + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: parent.path + "/link", withDestinationPath: parent.path + "/real")
        #expect(id(parent.path + "/link/data") == id(parent.path + "/real/data"))
    }
}
