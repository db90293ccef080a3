import Brand
@testable import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// Finalize's rules (``MigrationFinalize``), which every face obeys through the session: it needs
/// a finished export, and deleting without a terminal needs `--yes`.
@Suite struct MigrationFinalizeTests {
    let folder = TemporaryDirectory("features-finalize")

    func open() throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder.path, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
    }

    @Test func deletingAsksOnATerminalAndNeedsYesWithoutOne() throws {
        #expect(try MigrationFinalize.deletion(yes: true, canAsk: false) == .confirmed)
        #expect(try MigrationFinalize.deletion(yes: true, canAsk: true) == .confirmed)
        #expect(try MigrationFinalize.deletion(yes: false, canAsk: true) == .ask)
        #expect(throws: UsageError.self) { try MigrationFinalize.deletion(yes: false, canAsk: false) }
        #expect(ErrorReport(UsageError(MigrationFinalize.deletionNeedsYes)).exitCode == 2)
    }

    @Test func aDeviceThatNeverExportedIsNeitherKeptNorDeleted() throws {
        let session = try open()
        try session.store.createProfile(name: "Ana")
        #expect(try !session.hasFinishedExport())
        #expect(throws: FinalizeError.nothingExported) { try session.keepUsingThisDevice() }
        #expect(throws: FinalizeError.nothingExported) { try session.deleteLocalData() }
        #expect(try session.store.setting(MigrationExport.finalizedKey) == nil)
        #expect(try session.store.listProfiles().profiles.map(\.name) == ["Ana"])
        let report = ErrorReport(FinalizeError.nothingExported)
        #expect(report.code == .nothingExported && report.exitCode == 1)
    }

    /// The rule the command line asks before it opens the folder (a second `--delete-local`).
    @Test func aFolderWithoutDataIsNotOpened() throws {
        let missing = folder.file("missing")
        #expect(try MigrationFinalize.withoutData(at: missing, deleteLocal: true) == .nothingToDelete)
        #expect(throws: FinalizeError.nothingExported) { try MigrationFinalize.withoutData(at: missing, deleteLocal: false) }
        try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
        #expect(try MigrationFinalize.withoutData(at: missing, deleteLocal: true) == .nothingToDelete)
        _ = try open()
        #expect(try MigrationFinalize.withoutData(at: folder.path, deleteLocal: true) == nil, "data: open it and finalize")
        #expect(try MigrationFinalize.withoutData(at: folder.path, deleteLocal: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: missing + "/threshold.db"))
    }

    @Test func afterAnExportBothAreAllowedEvenOnceTheArchiveIsDeleted() throws {
        let session = try open()
        try session.store.createProfile(name: "Ana")
        _ = try session.exportArchive()
        #expect(try session.hasFinishedExport())
        try session.keepUsingThisDevice()
        #expect(try session.deleteExportedArchive())
        #expect(try session.hasFinishedExport(), "the export happened; its file is gone")
        #expect(try session.deleteLocalData() >= 2)
    }
}
