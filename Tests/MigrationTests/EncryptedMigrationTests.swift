import Foundation
@testable import Migration
import Secrets
import Storage
import Testing
import TestSupport

/// Export and import between encrypted stores (docs/page-encryption.md, "Migration").
@Suite struct EncryptedMigrationTests {
    let root = TemporaryDirectory("migration-encrypted")

    static func key(_ seed: UInt8) throws -> DatabaseKey {
        let bytes = (0..<32).map { UInt8(truncatingIfNeeded: Int($0) &* 13 &+ Int(seed)) }
        return try bytes.withUnsafeBytes { raw throws(DatabaseError) in try DatabaseKey(copying: raw) }
    }

    /// Names of files under `folder` (recursively) that hold `needle`.
    static func filesHolding(_ needle: String, under folder: String) -> [String] {
        let pattern = Data(needle.utf8)
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        for case let name as String in walker {
            if let data = FileManager.default.contents(atPath: folder + "/" + name), data.range(of: pattern) != nil {
                found.append(name)
            }
        }
        return found.sorted()
    }

    func destination(_ name: String) throws -> String {
        let path = root.file(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func importWritesTheDataUnderTheDestinationsKeyAndStagesNoPlaintext() throws {
        let sourceKey = try Self.key(1)
        let (source, database) = try makeSourceDirectory(in: root, key: sourceKey)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        database.close()
        let target = try destination("dest")
        let destinationKey = try Self.key(2)
        var scans = 0
        var plaintextSeen: [String] = []
        let importer = MigrationImporter(dataDirectory: target, migrations: schemaV1, destinationKey: destinationKey)
        _ = try importer.importArchive(from: result.link, replace: false, destinationHasData: { _ in false }) { _ in
            // Between every buffer of the stream and during verification: nothing readable in staging.
            scans += 1
            plaintextSeen += Self.filesHolding("item 1", under: target) + Self.filesHolding("SQLite format 3", under: target)
        }
        #expect(scans > 0)
        #expect(plaintextSeen == [])
        let imported = target + "/threshold.db"
        #expect(try Database.fileKind(at: imported) == .encrypted)
        #expect(try dump(imported, migrations: schemaV1, key: destinationKey)
                == dump(source + "/threshold.db", migrations: schemaV1, key: sourceKey))
        // The source's key does not open the imported data: the pages were sealed anew.
        #expect(throws: DatabaseError.self) { try Database(path: imported, key: sourceKey, migrations: schemaV1) }
        #expect(Self.filesHolding("item 1", under: target) == [])
    }

    @Test func theBackupPathAlsoCarriesDecryptedPagesAndImports() throws {
        let sourceKey = try Self.key(3)
        let (source, database) = try makeSourceDirectory(in: root, items: 80, key: sourceKey)
        // A reader on another connection keeps the log from being truncated: the exporter falls
        // back to an online backup, which is encrypted like the source.
        let reader = try Database(path: source + "/threshold.db", key: sourceKey, migrations: schemaV1)
        try reader.withConnection { c in try c.executeScript("BEGIN; SELECT count(*) FROM items;") }
        try database.write { c in try c.execute("INSERT INTO items (name) VALUES ('late')") }
        let result = try exportArchive(database, from: source, to: root.file("b.age"))
        try reader.withConnection { c in try c.executeScript("COMMIT") }
        reader.close()
        database.close()
        let target = try destination("dest-b")
        let destinationKey = try Self.key(4)
        _ = try MigrationImporter(dataDirectory: target, migrations: schemaV1, destinationKey: destinationKey)
            .importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        #expect(try dump(target + "/threshold.db", migrations: schemaV1, key: destinationKey)
                == dump(source + "/threshold.db", migrations: schemaV1, key: sourceKey))
    }

    @Test(.enabled(if: tool("age") != nil && tool("tar") != nil, "age or tar not installed"))
    func anEncryptedStoresArchiveOpensWithAgeAndTar() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 10, key: try Self.key(5))
        let result = try exportArchive(database, from: source, to: root.file("c.age"))
        database.close()
        #expect(Self.filesHolding("item 1", under: root.path) == [])
        let keyFile = root.file("key.txt")
        try Data((result.link.key.secretKeyString + "\n").utf8).write(to: URL(fileURLWithPath: keyFile))
        let decrypted = try runTool(tool("age") ?? "", ["-d", "-i", keyFile, root.file("c.age")])
        #expect(decrypted.status == 0)
        let listing = try runTool(tool("tar") ?? "", ["-t"], stdin: decrypted.output)
        #expect(String(decoding: listing.output, as: UTF8.self).split(separator: "\n").first == "threshold.db")
    }

    @Test func anUnencryptedStoresArchiveIsImportedEncryptedThroughASpool() throws {
        // An unencrypted store's pages have no room for a nonce and a tag: they are staged as a
        // spool under a key held in memory, then made into the database under the destination's key.
        let (source, database) = try makeSourceDirectory(in: root, items: 40)
        let result = try exportArchive(database, from: source, to: root.file("d.age"))
        database.close()
        let target = try destination("dest-d")
        let destinationKey = try Self.key(6)
        var plaintextSeen: [String] = []
        _ = try MigrationImporter(dataDirectory: target, migrations: schemaV1, destinationKey: destinationKey)
            .importArchive(from: result.link, replace: false, destinationHasData: { _ in false }) { _ in
                plaintextSeen += Self.filesHolding("item 1", under: target) + Self.filesHolding("SQLite format 3", under: target)
            }
        #expect(plaintextSeen == [])
        #expect(try Database.fileKind(at: target + "/threshold.db") == .encrypted)
        #expect(try dump(target + "/threshold.db", migrations: schemaV1, key: destinationKey)
                == dump(source + "/threshold.db", migrations: schemaV1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).sorted() == ["files", "threshold.db"])
    }
}
