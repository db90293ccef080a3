import Foundation
import Migration
import Secrets
import Storage
import Testing
import TestSupport

/// What the import checks of the manifest (docs/migration.md, "What is verified"): its listing,
/// sizes and SHA-256 digests against what was staged, even when the link's digest of the whole
/// file matches (an exporter whose manifest disagrees with its own contents is refused).
@Suite struct ManifestCheckTests {
    let root = TemporaryDirectory("migration-manifest-check")

    /// An archive made here (tar + age, to a fresh identity) holding the source's database and a
    /// manifest built from `entry`, and a link whose digest matches the archive file.
    private func archive(named name: String, entry: (UInt64, String) -> ManifestEntry) throws -> MigrationLink {
        let (source, database) = try makeSourceDirectory(in: root, items: 20)
        try database.checkpointAndTruncateLog()
        database.close()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: source + "/threshold.db")))
        let tar = TarWriter(sink: ByteArraySink())
        try tar.addFile(path: "threshold.db", contents: bytes, mode: 0o600)
        let manifest = Manifest(schemaVersion: 1, appVersion: "test", createdAt: Date(timeIntervalSince1970: 1_800_000_000),
                                entries: [entry(UInt64(bytes.count), Hex.encode(SHA256.hash(bytes)))])
        try tar.addFile(path: Manifest.fileName, contents: try manifest.encoded(), mode: 0o600)
        let identity = try AgeIdentity.generate()
        let sealed = try AgeEncryptor.encrypt(try tar.finish().bytes, to: [identity.recipient])
        let path = root.file(name)
        try Data(sealed).write(to: URL(fileURLWithPath: path))
        try FileManager.default.removeItem(atPath: source)
        return try linkFor(archive: path, key: identity)
    }

    private func importInto(_ name: String, _ link: MigrationLink) throws(MigrationError) -> MigrationImportResult {
        let destination = root.file(name)
        try? FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        return try MigrationImporter(dataDirectory: destination, migrations: schemaV1)
            .importArchive(from: link, replace: false, destinationHasData: { _ in false })
    }

    @Test func aManifestSizeThatDiffersFromTheEntryIsRefused() throws {
        let link = try archive(named: "wrong-size.age") { size, digest in
            ManifestEntry(path: "threshold.db", size: size + 1, sha256: digest)
        }
        let destination = root.file("dest-size")
        do {
            _ = try importInto("dest-size", link)
            Issue.record("an archive whose manifest gives the wrong size was imported")
        } catch {
            #expect(error.code == "archiveCorrupted")
            #expect(error.message.contains("size"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).isEmpty)
    }

    @Test func anEntryMissingFromTheManifestIsRefused() throws {
        let link = try archive(named: "unlisted.age") { size, digest in
            ManifestEntry(path: "files/other.bin", size: size, sha256: digest)
        }
        #expect(throws: MigrationError.self) { _ = try importInto("dest-unlisted", link) }
    }

    @Test func aManifestDigestTheBytesDoNotHaveIsRefusedThoughTheLinkMatches() throws {
        let link = try archive(named: "digest.age") { size, _ in
            ManifestEntry(path: "threshold.db", size: size, sha256: String(repeating: "0", count: 64))
        }
        let destination = root.file("dest-digest")
        do {
            _ = try importInto("dest-digest", link)
            Issue.record("an archive whose manifest digest is wrong was imported")
        } catch {
            #expect(error.code == "archiveCorrupted")
            #expect(error.message.contains("SHA-256"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).isEmpty)
    }

    @Test func theRightDigestsImport() throws {
        let link = try archive(named: "right.age") { size, digest in
            ManifestEntry(path: "threshold.db", size: size, sha256: digest)
        }
        let result = try importInto("dest-right", link)
        #expect(result.manifest.entries.map(\.path) == ["threshold.db"])
    }
}
