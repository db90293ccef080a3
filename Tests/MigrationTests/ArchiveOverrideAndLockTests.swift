import Foundation
import Migration
import Secrets
import Storage
import Testing
import TestSupport

/// Issue 21 in the library: an archive read from another path than the link's, the manifest's
/// lock record, and the hook before the commit point.
@Suite struct ArchiveOverrideAndLockTests {
    let root = TemporaryDirectory("migration-override")

    func destination(_ name: String) throws -> String {
        let path = root.file(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let lock = ManifestLock(log2N: 10, r: 8, p: 1, salt: Array(repeating: 1, count: 16), wipeAfter: 5,
                                   selfDestruct: Array(repeating: 2, count: 40), sealed: Array(repeating: 3, count: 60))

    @Test func aMovedArchiveImportsFromTheGivenPathAndAChangedCopyIsRefused() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        database.close()
        let moved = root.file("moved.age")
        try FileManager.default.moveItem(atPath: root.file("a.age"), toPath: moved)
        let importer = MigrationImporter(dataDirectory: try destination("d1"), migrations: schemaV1)
        #expect(throws: MigrationError.self) { try importer.importArchive(from: result.link, replace: false, destinationHasData: { _ in false }) }
        let changed = root.file("changed.age")
        try FileManager.default.copyItem(atPath: moved, toPath: changed)
        try mutate(changed) { $0[$0.count / 3] ^= 0x40 }
        let refused = try #require(throws: MigrationError.self) {
            try importer.importArchive(from: result.link, replace: false, archivePath: changed, destinationHasData: { _ in false })
        }
        #expect(refused.code == "archiveCorrupted" || refused.code == "invalidLink")
        #expect(try FileManager.default.contentsOfDirectory(atPath: importer.dataDirectory).isEmpty)
        let imported = try importer.importArchive(from: result.link, replace: false, archivePath: moved, destinationHasData: { _ in false })
        #expect(imported.manifest == result.manifest)
        #expect(FileManager.default.fileExists(atPath: moved), "a moved archive is the user's: never deleted")
    }

    @Test func theLockRecordTravelsInTheManifestAndTheHookCanStopTheImport() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let result = try MigrationExporter(dataDirectory: source, appVersion: "1.0")
            .export(database: database, to: root.file("l.age"), lock: Self.lock)
        database.close()
        #expect(result.manifest.lock == Self.lock)
        let first = MigrationImporter(dataDirectory: try destination("d2"), migrations: schemaV1)
        #expect(throws: MigrationError.cancelled("Stopped.")) {
            try first.importArchive(from: result.link, replace: false, destinationHasData: { _ in false },
                                    beforeCommit: { (_: Manifest) throws(MigrationError) in throw .cancelled("Stopped.") })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.dataDirectory).isEmpty, "nothing changed")
        var seen: ManifestLock?
        let imported = try first.importArchive(from: result.link, replace: false, destinationHasData: { _ in false },
                                               beforeCommit: { (manifest: Manifest) throws(MigrationError) in seen = manifest.lock })
        #expect(seen == Self.lock && imported.manifest.lock == Self.lock)
    }

    @Test func aLockRecordIsDecodedStrictly() throws {
        let base = Manifest(schemaVersion: 1, appVersion: "1", createdAt: Date(timeIntervalSince1970: 0), entries: [], lock: Self.lock)
        let text = String(decoding: try base.encoded(), as: UTF8.self)
        #expect(try Manifest.decode(Array(text.utf8)).lock == Self.lock)
        #expect(text.contains("\"salt\" : \"01010101"))
        func refused(_ edited: String) -> ManifestError? {
            do {
                _ = try Manifest.decode(Array(edited.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(refused(text.replacingOccurrences(of: "\"wipeAfter\" : 5", with: "\"wipeAfter\" : 5, \"extra\" : 1")) == .unknownField("extra"))
        #expect(refused(text.replacingOccurrences(of: "\"salt\" : \"0101", with: "\"salt\" : \"zz01")) == .malformed(field: "lock.salt"))
        #expect(refused(text.replacingOccurrences(of: "\"log2N\" : 10", with: "\"log2N\" : 99")) == .malformed(field: "lock.log2N"))
        // Without a lock the field is absent, as in archives of earlier versions.
        let open = Manifest(schemaVersion: 1, appVersion: "1", createdAt: Date(timeIntervalSince1970: 0), entries: [])
        #expect(!String(decoding: try open.encoded(), as: UTF8.self).contains("lock"))
    }
}
