import Foundation
import Onboarding
import OnboardingStore
import Testing
import TestSupport

@Suite struct PersistentProgressStoreTests {
    let folder = TemporaryDirectory("onboarding-store")

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func theStoreKeepsTheProgressStoreContract() throws {
        let store = try PersistentProgressStore(directory: folder.path)
        #expect(try store.seenVersions().isEmpty)
        #expect(try !store.isFlowComplete())
        try store.markSeen(stepID: "region", version: 3)
        try store.markSeen(stepID: "region", version: 1)
        try store.markSeen(stepID: "ignored", version: 0)
        #expect(try store.seenVersions() == ["region": 3])
        try store.setFlowComplete(true)
        #expect(try store.isFlowComplete())
        try store.setValue("vienna", forKey: "region")
        try store.setValue("zurich", forKey: "region")
        #expect(try store.value(forKey: "region") == "zurich")
        try store.reset()
        #expect(try store.seenVersions().isEmpty)
        #expect(try !store.isFlowComplete())
        // App values are the app's; resetting progress keeps them.
        #expect(try store.value(forKey: "region") == "zurich")
        try store.setValue(nil, forKey: "region")
        #expect(try store.value(forKey: "region") == nil)
    }

    @Test func foldersAre0700AndFiles0600() throws {
        let directory = folder.file("a/b/c")
        let store = try PersistentProgressStore(directory: directory)
        try store.markSeen(stepID: "x", version: 1)
        for path in [folder.file("a"), folder.file("a/b"), directory] {
            #expect(try mode(path) == 0o700, "\(path)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            #expect(try mode(directory + "/" + name) == 0o600, "\(name)")
        }
        #expect(store.path == directory + "/onboarding.db")
    }

    @Test func progressSurvivesReopening() throws {
        do {
            let store = try PersistentProgressStore(directory: folder.path)
            try store.markSeen(stepID: "location", version: 1)
            try store.setFlowComplete(true)
            store.close()
        }
        let reopened = try PersistentProgressStore(directory: folder.path)
        #expect(try reopened.seenVersions() == ["location": 1])
        #expect(try reopened.isFlowComplete())
    }

    @Test func aClosedStoreFailsWithACode() throws {
        let store = try PersistentProgressStore(directory: folder.path)
        store.close()
        #expect(throws: OnboardingStoreError.self) { try store.seenVersions() }
    }

    @Test func aFolderThatIsAFileIsAClearError() throws {
        let file = folder.file("plain-file")
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        #expect(throws: OnboardingStoreError.directoryUnavailable(path: file, reason: "not a folder")) {
            _ = try PersistentProgressStore(directory: file)
        }
        let nested = file + "/inside"
        do {
            _ = try PersistentProgressStore(directory: nested)
            Issue.record("a folder under a file was accepted")
        } catch {
            #expect(error.code == "progressDirectoryUnavailable")
            #expect(error.description.contains("Not a directory"), "\(error)")
        }
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "sqlite3 is not installed: newer-file test skipped"))
    func aFileFromANewerReleaseIsRefusedAndLeftUntouched() throws {
        let path = folder.file("onboarding.db")
        _ = try SQLiteShell.query(path, "PRAGMA user_version = 9; CREATE TABLE future (x);")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: OnboardingStoreError.newerFormat(path: path)) { _ = try PersistentProgressStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDamagedFileIsReported() throws {
        let path = folder.file("onboarding.db")
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: 4096))
        do {
            _ = try PersistentProgressStore(path: path)
            Issue.record("a damaged file was opened")
        } catch {
            #expect(error == .corrupted(path: path))
        }
    }

    @Test func errorCodesAreStable() {
        let table: [(OnboardingStoreError, String)] = [
            (.directoryUnavailable(path: "p", reason: "r"), "progressDirectoryUnavailable"),
            (.newerFormat(path: "p"), "progressStoreTooNew"),
            (.corrupted(path: "p"), "progressStoreCorrupted"),
            (.busy(path: "p"), "progressStoreBusy"),
            (.failed(path: "p", message: "m"), "progressStoreFailed"),
        ]
        for (error, code) in table { #expect(error.code == code) }
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        #expect(PersistentProgressStore.defaultDirectory(appName: "app", environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/app")
        #expect(PersistentProgressStore.defaultDirectory(appName: "app", environment: ["XDG_DATA_HOME": "", "HOME": "/h"]) == "/h/.local/share/app")
        #expect(PersistentProgressStore.defaultDirectory(appName: "app", environment: [:]) == nil)
    }
}
