import Foundation
import Migration
import Storage
import Testing
import TestSupport

/// `Database.withFileSnapshot`: the export's fast path reads the live database's own file while a read
/// transaction keeps it a consistent snapshot (docs/migration.md, "Export pipeline").
@Suite struct FileSnapshotTests {
    let root = TemporaryDirectory("migration-file-snapshot")

    /// Reads the whole snapshot into a new file at `path`.
    func copy(_ file: DatabaseFileSnapshot, to path: String) throws {
        var bytes = [UInt8](repeating: 0, count: Int(file.byteCount))
        var offset = 0
        while offset < bytes.count {
            let n = min(5000, bytes.count - offset)  // odd-sized pieces on purpose
            try bytes.withUnsafeMutableBytes { try file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[offset..<(offset + n)]), at: UInt64(offset)) }
            offset += n
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func theFileIsTheDatabaseAndStaysFrozenWhileAnotherConnectionWrites() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 200)
        defer { database.close() }
        let before = try dump(source + "/threshold.db", migrations: schemaV1)
        let other = try Database(path: source + "/threshold.db", migrations: schemaV1)
        defer { other.close() }
        let copied = root.file("copy.db")
        let used = try database.withFileSnapshot { file -> Bool in
            #expect(file.userVersion == 1)
            #expect(file.byteCount % 4096 == 0 && file.byteCount > 0)
            // Writes and checkpoints from another connection while the snapshot is held must not
            // reach the database file.
            try other.write { db in
                for index in 0..<300 {
                    try db.execute("INSERT INTO items (name, data) VALUES (?, ?)", [.text("late \(index)"), .blob(testBytes(count: 3000, seed: 9))])
                }
                try db.execute("DELETE FROM settings")
            }
            _ = try other.withConnection { db in try db.int("PRAGMA wal_checkpoint(PASSIVE)") }
            try copy(file, to: copied)
            #expect(throws: DatabaseError.self) {
                var scratch = [UInt8](repeating: 0, count: 10)
                try scratch.withUnsafeMutableBytes { try file.read(into: $0, at: file.byteCount - 5) }
            }
            return true
        }
        #expect(used == true)
        #expect(try Database.integrityProblems(ofFileAt: copied) == [])
        #expect(try dump(copied, migrations: schemaV1) == before)
        // Once the snapshot ends, the writes are there as usual.
        #expect(try dump(source + "/threshold.db", migrations: schemaV1) != before)
    }

    @Test func exportFromTheLiveFileRoundTrips() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 100)
        let before = try dump(source + "/threshold.db", migrations: schemaV1)
        let result = try MigrationExporter(dataDirectory: source, appVersion: "test")
            .export(database: database, to: root.file("a.age"))
        database.close()
        #expect(!FileManager.default.fileExists(atPath: source + "/.migration-export"))
        let destination = root.file("dest")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        _ = try MigrationImporter(dataDirectory: destination, migrations: schemaV1)
            .importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        #expect(try dump(destination + "/threshold.db", migrations: schemaV1) == before)
    }
}
