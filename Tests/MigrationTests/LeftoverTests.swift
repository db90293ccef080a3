import Foundation
import Storage
import Testing
import TestSupport
@testable import Migration

/// What killed or refused migrations leave behind (docs/reliability.md "Leftovers").
@Suite struct LeftoverTests {
    let root = TemporaryDirectory("migration-leftovers")

    @Test func aKilledExportsPartialDoesNotOutliveTheNextExport() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 2)
        defer { database.close() }
        let archives = root.file("archives")
        let elsewhere = root.file("elsewhere")
        for folder in [archives, elsewhere] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // Left by killed exports: one with a default name beside the next archive, one written with
        // --to to another folder (named in the data directory's record), one live (locked).
        let besides = archives + "/threshold-migration-20260101-000000.age.partial"
        let recorded = elsewhere + "/mine.age.partial"
        let live = archives + "/threshold-migration-20260101-000001.age.partial"
        let unrelated = archives + "/notes.txt.partial"
        for path in [besides, recorded, live, unrelated] { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        try Data((recorded + "\n").utf8).write(to: URL(fileURLWithPath: source + "/" + ExportLeftovers.recordName))
        let liveFD = open(live, O_RDONLY)
        #expect(flock(liveFD, LOCK_EX) == 0)
        defer { close(liveFD) }

        let result = try exportArchive(database, from: source, to: archives + "/threshold-migration-20260102-000000.age")
        #expect(FileManager.default.fileExists(atPath: result.archivePath))
        #expect(!FileManager.default.fileExists(atPath: besides))
        #expect(!FileManager.default.fileExists(atPath: recorded))
        #expect(FileManager.default.fileExists(atPath: live), "another export still writes it")
        #expect(FileManager.default.fileExists(atPath: unrelated), "not an archive name")
        #expect(!FileManager.default.fileExists(atPath: source + "/" + ExportLeftovers.recordName))
    }

    @Test func aDestinationWithAnyRowNeedsReplaceWhateverTheAppSays() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 2)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        database.close()
        // One row in any table counts (think: only a hidden profile), even when the app's own test
        // (e.g. "any visible profile?") says no; a fresh install (bookkeeping rows only) does not.
        let fresh = root.file("fresh")
        try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: true)
        try Database(path: fresh + "/threshold.db", migrations: schemaV1).close()
        _ = try MigrationImporter(dataDirectory: fresh, migrations: schemaV1)
            .importArchive(from: result.link, replace: false, destinationHasData: { _ in false })

        let hidden = root.file("hidden-only")
        try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
        let existing = try Database(path: hidden + "/threshold.db", migrations: schemaV1)
        try existing.write { try $0.execute("INSERT INTO items (name) VALUES ('a hidden one')") }
        existing.close()
        let before = try snapshotTree(hidden)
        do {
            _ = try MigrationImporter(dataDirectory: hidden, migrations: schemaV1)
                .importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
            Issue.record("the import replaced data without --replace")
        } catch {
            #expect(error == .destinationNotEmpty)
            // The same words whatever the data is: nothing about profiles, visible or hidden.
            #expect(!error.message.lowercased().contains("profile") && !error.message.lowercased().contains("hidden"))
        }
        #expect(try snapshotTree(hidden) == before)
        let replaced = try MigrationImporter(dataDirectory: hidden, migrations: schemaV1)
            .importArchive(from: result.link, replace: true, destinationHasData: { _ in false })
        #expect(replaced.replacedExistingData)
    }
}
