import Foundation
@testable import Migration
import Secrets
import Storage
import Testing
import TestSupport

/// The integrity check of the staged database, which runs while the database is sealed into staging
/// (docs/migration.md, "Import pipeline and guarantees"): an archive that is consistent in every other
/// way (link digest, manifest sizes and digests) but whose database is damaged is still refused, and
/// nothing reaches the destination.
@Suite struct StagedIntegrityTests {
    let root = TemporaryDirectory("migration-staged-integrity")

    /// The entries of an exported archive, decrypted with its link's key.
    private func entries(of link: MigrationLink, at path: String) throws -> [(path: String, bytes: [UInt8])] {
        let sealed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let tarBytes = try AgeDecryptor.decrypt(sealed, identities: [link.key])
        let reader = TarReader(source: ByteArraySource(tarBytes))
        var found: [(String, [UInt8])] = []
        while let entry = try reader.next() {
            guard entry.kind == .file else { continue }
            var bytes = [UInt8](repeating: 0, count: Int(entry.size))
            var filled = 0
            while filled < bytes.count {
                let n = try bytes.withUnsafeMutableBytes { try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
                filled += n
            }
            found.append((entry.path, bytes))
        }
        return found
    }

    /// An archive of `database` (page images) with a manifest that matches it and a link that matches
    /// the file: only the database itself can be at fault.
    private func consistentArchive(database: [UInt8], named name: String) throws -> MigrationLink {
        let tar = TarWriter(sink: ByteArraySink())
        try tar.addFile(path: "threshold.db", contents: database, mode: 0o600)
        let manifest = Manifest(schemaVersion: 1, appVersion: "test", createdAt: Date(timeIntervalSince1970: 1_800_000_000),
                                entries: [ManifestEntry(path: "threshold.db", size: UInt64(database.count),
                                                        sha256: Hex.encode(SHA256.hash(database)))])
        try tar.addFile(path: Manifest.fileName, contents: try manifest.encoded(), mode: 0o600)
        let identity = try AgeIdentity.generate()
        let path = root.file(name)
        try Data(try AgeEncryptor.encrypt(try tar.finish().bytes, to: [identity.recipient])).write(to: URL(fileURLWithPath: path))
        return try linkFor(archive: path, key: identity)
    }

    /// The page images of an encrypted store's database, as its export carries them.
    private func exportedDatabase() throws -> [UInt8] {
        let (source, database) = try makeSourceDirectory(in: root, items: 300, key: try EncryptedMigrationTests.key(7))
        let result = try exportArchive(database, from: source, to: root.file("source.age"))
        database.close()
        let database_ = try entries(of: result.link, at: root.file("source.age")).first { $0.path == "threshold.db" }
        return try #require(database_?.bytes)
    }

    private func importSealed(_ link: MigrationLink, into name: String) throws(MigrationError) {
        let destination = root.file(name)
        try? FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        _ = try MigrationImporter(dataDirectory: destination, migrations: schemaV1, destinationKey: try? EncryptedMigrationTests.key(8))
            .importArchive(from: link, replace: false, destinationHasData: { _ in false })
    }

    /// Issue 31: an import showed "Verifying… (0%)" for the whole check of its database. Now the
    /// check's progress moves from 0 to the whole, never back, never past it.
    @Test func verifyingReportsItsProgressUpToTheWhole() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 300, key: try EncryptedMigrationTests.key(7))
        let result = try exportArchive(database, from: source, to: root.file("progress.age"))
        database.close()
        let destination = root.file("dest-progress")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        var verifying: [MigrationProgress] = []
        _ = try MigrationImporter(dataDirectory: destination, migrations: schemaV1, destinationKey: try EncryptedMigrationTests.key(8))
            .importArchive(from: result.link, replace: false, destinationHasData: { _ in false }, progress: { progress in
                if progress.phase == .verifying { verifying.append(progress) }
            })
        let total = try #require(verifying.first?.total)
        #expect(total > 0 && verifying.allSatisfy { $0.total == total && $0.completed <= total })
        #expect(zip(verifying, verifying.dropFirst()).allSatisfy { $0.completed <= $1.completed }, "never back")
        #expect(verifying.last?.completed == total, "ends at the whole")
    }

    @Test func theUndamagedImagesImport() throws {
        let link = try consistentArchive(database: try exportedDatabase(), named: "good.age")
        try importSealed(link, into: "dest-good")
        #expect(try Database.integrityProblems(ofFileAt: root.file("dest-good") + "/threshold.db",
                                               key: try EncryptedMigrationTests.key(8)).isEmpty)
    }

    /// Page 2 (the first table's root) gets an invalid page type; page 5 a cell count far beyond its
    /// room: both are found by the check, whichever page it reaches first.
    @Test(arguments: [(2, 0, UInt8(0x00)), (5, 3, UInt8(0xFF))])
    func aDamagedPageInAConsistentArchiveIsRefused(page: Int, offset: Int, value: UInt8) throws {
        var database = try exportedDatabase()
        let pageSize = Int(database[16]) << 8 | Int(database[17])
        #expect(database.count > pageSize * 6)
        database[(page - 1) * pageSize + offset] = value
        let link = try consistentArchive(database: database, named: "damaged-\(page).age")
        let name = "dest-damaged-\(page)"
        do {
            try importSealed(link, into: name)
            Issue.record("a database with a damaged page was imported")
        } catch {
            #expect(error.code == "archiveCorrupted", "\(error)")
            #expect(error.message.contains("integrity check") || error.message.contains("can't be read"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.file(name)).isEmpty)
    }

    /// A tar header claiming a database far larger than the archive is refused before the staged
    /// file is sized from it (the check would otherwise see that size from the start).
    @Test func anEntryLargerThanTheArchiveIsRefused() throws {
        let database = try exportedDatabase()
        let tar = TarWriter(sink: ByteArraySink())
        try tar.addFile(path: "threshold.db", contents: database, mode: 0o600)
        var bytes = try tar.finish().bytes
        // The size field (12 bytes at 124, octal) of the first header: 8 GiB - 1; then its checksum.
        let size = Array(String(repeating: "7", count: 11).utf8) + [0]
        bytes.replaceSubrange(124..<136, with: size)
        bytes.replaceSubrange(148..<156, with: Array(repeating: UInt8(ascii: " "), count: 8))
        let sum = bytes[0..<512].reduce(0) { $0 + Int($1) }
        bytes.replaceSubrange(148..<156, with: Array(String(format: "%06o", sum).utf8) + [0, UInt8(ascii: " ")])
        let identity = try AgeIdentity.generate()
        let path = root.file("oversized.age")
        try Data(try AgeEncryptor.encrypt(bytes, to: [identity.recipient])).write(to: URL(fileURLWithPath: path))
        let link = try linkFor(archive: path, key: identity)
        do {
            try importSealed(link, into: "dest-oversized")
            Issue.record("an archive whose entry claims more bytes than the archive was imported")
        } catch {
            #expect(error.code == "archiveCorrupted", "\(error)")
            #expect(error.message.contains("larger than the archive"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.file("dest-oversized")).isEmpty)
    }
}
