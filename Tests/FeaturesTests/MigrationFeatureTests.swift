import Brand
@testable import Features
import Foundation
import Migration
import TestSupport
import Testing
import ThresholdCore

/// Export, import and finalize through the session, on real data directories and archives.
@Suite struct MigrationFeatureTests {
    let source = TemporaryDirectory("features-migrate-source")
    let destination = TemporaryDirectory("features-migrate-destination")

    func open(_ folder: String, interactive: Bool = false) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: interactive, kdfParameters: .testing) { _ in }
    }

    func exported() throws -> MigrationExportResult {
        let session = try open(source.path)
        try session.store.createProfile(name: "Migrant", bio: "moving")
        try session.store.receiveMessage(profile: ProfileRef("Migrant"), contact: "Ann", text: "hi")
        var seen: [TransferProgress] = []
        let result = try session.exportArchive { seen.append($0) }
        #expect(result.archivePath.hasPrefix(source.path + "/archives/"))
        #expect(seen.contains { $0.label == "Encrypting" && $0.countsBytes })
        #expect(seen.last.map { $0.total > 0 && $0.completed == $0.total } == true)
        return result
    }

    @Test func importSwapsTheStoreAndCompletesOnboarding() throws {
        let result = try exported()
        let session = try open(destination.path)
        var seen: [TransferProgress] = []
        let imported = try session.importArchive(link: "  " + result.link.formatted + "\n", replace: false) { seen.append($0) }
        #expect(!imported.result.replacedExistingData)
        #expect(imported.lock == .none && imported.level == .keyfile)
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Migrant"])
        #expect(try MessengerFlow.needsOnboarding(brand: session.brand, store: session.store) == false)
        #expect(try session.store.whatsNewSeenVersion() != nil)
        #expect(seen.contains { $0.label == "Decrypting" })
        #expect(try HomeSnapshot.read(from: session.store).chats.map(\.contact) == ["Ann"])
    }

    @Test func aDestinationWithProfilesNeedsReplaceAndLosesNothingWithout() throws {
        let result = try exported()
        let session = try open(destination.path)
        try session.store.createProfile(name: "Local")
        #expect(throws: MigrationError.destinationNotEmpty) {
            try session.importArchive(link: result.link.formatted, replace: false)
        }
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Local"])
        try session.importArchive(link: result.link.formatted, replace: true)
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Migrant"])
    }

    @Test func aBadLinkIsInvalidLinkAndTheStoreStaysUsable() throws {
        let session = try open(destination.path)
        #expect(ErrorReport(try #require(throws: MigrationError.self) {
            try session.importArchive(link: "not a link", replace: false)
        }).code == .invalidLink)
        try session.store.createProfile(name: "Still here")
    }

    @Test func importAndDeleteAreRefusedWhileAnAppRunsOnTheFolder() throws {
        let result = try exported()
        let app = try open(destination.path, interactive: true)
        try app.store.createProfile(name: "Typed in the app")
        let command = try open(destination.path)
        #expect(throws: SessionError.dataInUse(directory: destination.path)) {
            try command.importArchive(link: result.link.formatted, replace: true)
        }
        #expect(throws: SessionError.dataInUse(directory: destination.path)) { try command.deleteLocalData() }
        // The app's store was never swapped under it: its next write lands in the live file.
        try app.store.createProfile(name: "After")
        #expect(try command.store.listProfiles().profiles.map(\.name) == ["Typed in the app", "After"])
        // The app itself may import (it holds the folder).
        try app.importArchive(link: result.link.formatted, replace: true)
        #expect(try app.store.listProfiles().profiles.map(\.name) == ["Migrant"])
    }

    @Test func finalizeKeepsOrDeletesTheLocalData() throws {
        let result = try exported()
        let session = try open(source.path)
        try session.keepUsingThisDevice()
        #expect(try session.store.setting(MigrationExport.finalizedKey) != nil)
        let removed = try session.deleteLocalData()
        #expect(removed >= 2)
        #expect(!FileManager.default.fileExists(atPath: source.file("threshold.db")))
        #expect(!FileManager.default.fileExists(atPath: result.archivePath))
    }

    @Test func anArchiveMovedElsewhereImportsFromItsNewPathAndAChangedOneIsRefused() throws {
        let result = try exported()
        let moved = destination.file("stick/archive.age")
        try FileManager.default.createDirectory(atPath: destination.file("stick"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: result.archivePath, toPath: moved)
        let session = try open(destination.path)
        // At the link's path there is nothing now: the error says to give the path.
        let missing = try #require(throws: MigrationError.self) { try session.importArchive(link: result.link.formatted, replace: false) }
        #expect(missing.code == "archiveNotFound" && missing.message.contains("--archive FILE"))
        // A changed copy (one byte) is refused against the link's digest; nothing changes.
        let changed = destination.file("stick/changed.age")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: moved))
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: changed))
        #expect(ErrorReport(try #require(throws: MigrationError.self) {
            try session.importArchive(link: result.link.formatted, replace: false, archivePath: changed)
        }).code == .archiveCorrupted)
        #expect(try session.store.listProfiles().profiles.isEmpty)
        // The moved archive itself imports.
        try session.importArchive(link: result.link.formatted, replace: false, archivePath: moved)
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Migrant"])
        #expect(FileManager.default.fileExists(atPath: moved))
    }

    @Test func exportRefusesAnExistingTarget() throws {
        let session = try open(source.path)
        let taken = source.file("taken.age")
        try Data().write(to: URL(fileURLWithPath: taken))
        #expect(ErrorReport(try #require(throws: UsageError.self) { try session.exportArchive(to: taken) }).code == .usage)
        #expect(throws: UsageError.self) { try session.exportArchive(to: "") }
    }
}
