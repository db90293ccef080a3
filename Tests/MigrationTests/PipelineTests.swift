import Foundation
import Migration
import Secrets
import Storage
import Testing
import TestSupport

/// Export and import through the library API: round trip, upgrades, refusals, and recovery.
@Suite struct PipelineTests {
    let root = TemporaryDirectory("migration-pipeline")
    let kept = Kept()

    func importer(_ directory: String, _ migrations: [Migration] = schemaV1) -> MigrationImporter {
        MigrationImporter(dataDirectory: directory, migrations: migrations)
    }

    /// Keeps a temporary folder alive until the suite ends.
    func keep(_ directory: TemporaryDirectory) -> TemporaryDirectory {
        kept.folders.append(directory)
        return directory
    }

    func emptyDestination(_ name: String = "dest") throws -> String {
        let path = root.file(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func roundTripCarriesEveryRowAndFile() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        database.close()
        #expect(result.manifest.schemaVersion == 1)
        #expect(result.manifest.entries.map(\.path) == ["threshold.db", "files/avatar.png", "files/nested/voice.ogg"])
        #expect(result.size == UInt64(FileOps.size(root.file("a.age"))))
        #expect(FileOps.mode(root.file("a.age")) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: source + "/.migration-export"))

        let destination = try emptyDestination()
        let imported = try importer(destination).importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        #expect(!imported.upgraded && !imported.replacedExistingData)
        #expect(try dump(destination + "/threshold.db", migrations: schemaV1) == dump(source + "/threshold.db", migrations: schemaV1))
        for name in ["files/avatar.png", "files/nested/voice.ogg"] {
            #expect(FileManager.default.contentsEqual(atPath: source + "/" + name, andPath: destination + "/" + name))
            #expect(FileOps.mode(destination + "/" + name) == 0o600)
        }
        #expect(FileOps.mode(destination + "/files") == 0o700)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: destination).sorted()
        #expect(leftovers == ["files", "threshold.db"])
    }

    @Test func linkTextRoundTrips() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 3)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        let parsed = try MigrationLink(parsing: result.link.formatted)
        #expect(parsed == result.link)
        #expect(!String(describing: result.link).contains("AGE-SECRET-KEY"))
        #expect(Hex.encode(parsed.sha256) == result.sha256)
    }

    @Test func olderSchemaIsUpgraded() throws {
        let (source, database) = try makeSourceDirectory(in: root, migrations: schemaV1)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        let destination = try emptyDestination()
        let imported = try importer(destination, schemaV2).importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        #expect(imported.upgraded && imported.schemaVersion == 2)
        let upgraded = try Database(path: destination + "/threshold.db", migrations: schemaV2)
        #expect(try upgraded.read { try $0.int("SELECT min(flag) FROM items") } == 7)
        #expect(try upgraded.read { try $0.int("PRAGMA user_version") } == 2)
    }

    @Test func newerSchemaIsRefusedAndNothingChanges() throws {
        let (source, database) = try makeSourceDirectory(in: root, migrations: schemaV2)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        let (destination, existing) = try makeSourceDirectory(in: keep(TemporaryDirectory("dest-v1")), migrations: schemaV1)
        existing.close()
        let before = try snapshotTree(destination)
        #expect(throws: MigrationError.incompatibleVersion(archiveSchema: 2, supportedSchema: 1)) {
            try importer(destination).importArchive(from: result.link, replace: true, destinationHasData: { _ in true })
        }
        #expect(try snapshotTree(destination) == before)
    }

    @Test func destinationWithDataNeedsReplace() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 5)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        let other = TemporaryDirectory("dest-full")
        let (destination, existing) = try makeSourceDirectory(in: other, items: 1)
        try existing.write { try $0.execute("INSERT INTO settings (key, value) VALUES ('only.here', 'x')") }
        existing.close()
        try Data("old".utf8).write(to: URL(fileURLWithPath: destination + "/files/old-only.txt"))
        let before = try snapshotTree(destination)
        #expect(throws: MigrationError.destinationNotEmpty) {
            try importer(destination).importArchive(from: result.link, replace: false, destinationHasData: { _ in true })
        }
        #expect(try snapshotTree(destination) == before)

        let imported = try importer(destination).importArchive(from: result.link, replace: true, destinationHasData: { _ in true })
        #expect(imported.replacedExistingData)
        #expect(try dump(destination + "/threshold.db", migrations: schemaV1) == dump(source + "/threshold.db", migrations: schemaV1))
        #expect(!FileManager.default.fileExists(atPath: destination + "/files/old-only.txt"))
    }

    @Test func refusalsNameTheProblemAndChangeNothing() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 120)
        let result = try exportArchive(database, from: source, to: root.file("good.age"))
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root.file("good.age"))))
        let (destination, existing) = try makeSourceDirectory(in: keep(TemporaryDirectory("dest-refusals")), items: 2)
        existing.close()
        let before = try snapshotTree(destination)

        func attempt(_ label: String, _ link: MigrationLink, expect code: String) {
            do {
                _ = try importer(destination).importArchive(from: link, replace: true, destinationHasData: { _ in true })
                Issue.record("\(label): import succeeded")
            } catch {
                #expect(error.code == code, "\(label): \(error)")
                #expect(!error.message.contains("AGE-SECRET-KEY"), "\(label)")
            }
            #expect((try? snapshotTree(destination)) == before, "\(label): destination changed")
        }
        /// A damaged copy of the archive. `relink` makes a link that matches the damaged file (as if
        /// the damage happened before export), so only decryption or the manifest can catch it;
        /// otherwise the original link is kept with the damaged file (damage in transit).
        func variant(_ name: String, relink: Bool = true, _ change: (inout [UInt8]) -> Void) throws -> MigrationLink {
            var bytes = good
            change(&bytes)
            try Data(bytes).write(to: URL(fileURLWithPath: root.file(name)))
            guard relink else {
                var link = result.link
                link.archive = .file(path: root.file(name))
                return link
            }
            return try linkFor(archive: root.file(name), key: result.link.key)
        }
        let macLine = (0..<(good.count - 4)).first { Array(good[$0..<($0 + 4)]) == Array("\n---".utf8) } ?? 0
        var link = result.link
        link.archive = .file(path: root.file("missing.age"))
        attempt("missing file", link, expect: "archiveNotFound")
        link = result.link
        link.size += 1
        attempt("wrong size", link, expect: "archiveCorrupted")
        link = result.link
        link.sha256[0] ^= 1
        attempt("wrong digest", link, expect: "archiveCorrupted")
        // The link matches the damaged file, so only decryption or the manifest can catch these.
        attempt("flipped header byte in transit", try variant("header-t.age", relink: false) { $0[40] ^= 0x01 }, expect: "archiveCorrupted")
        attempt("flipped payload byte in transit", try variant("payload-t.age", relink: false) { $0[$0.count / 3] ^= 0x01 }, expect: "archiveCorrupted")
        attempt("flipped header MAC byte", try variant("header.age") { $0[macLine + 10] ^= 0x01 }, expect: "archiveCorrupted")
        attempt("flipped payload byte", try variant("payload.age") { $0[$0.count / 2] ^= 0x20 }, expect: "archiveCorrupted")
        attempt("flipped last byte", try variant("last.age") { $0[$0.count - 1] ^= 0x80 }, expect: "archiveCorrupted")
        attempt("truncated", try variant("cut.age") { $0.removeLast(70_000) }, expect: "archiveCorrupted")
        attempt("cut at a chunk boundary", try variant("cut64.age") { bytes in
            // Keep the header, the nonce and exactly one sealed 64 KiB chunk.
            let dashes = Array("\n---".utf8)
            let at = (0..<(bytes.count - dashes.count)).first { Array(bytes[$0..<($0 + dashes.count)]) == dashes } ?? 0
            let headerEnd = (bytes[(at + 1)...].firstIndex(of: 0x0a) ?? 0) + 1
            bytes.removeLast(bytes.count - (headerEnd + 16 + 65_536 + 16))
        }, expect: "archiveCorrupted")
        attempt("empty file", try variant("empty.age") { $0.removeAll() }, expect: "archiveCorrupted")
        attempt("not age", try variant("plain.age") { $0 = Array("hello, not an archive".utf8) }, expect: "archiveCorrupted")
        link = result.link
        link.key = try AgeIdentity.generate()
        attempt("wrong key", link, expect: "invalidLink")
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).sorted() == ["files", "threshold.db"])
    }

    @Test func interruptedImportBeforeCommitIsRolledBack() throws {
        let (destination, existing) = try makeSourceDirectory(in: root, items: 4)
        existing.close()
        let before = try snapshotTree(destination)
        let staging = destination + "/.migration-import/staging"
        try FileManager.default.createDirectory(atPath: staging + "/files", withIntermediateDirectories: true)
        try Data("half".utf8).write(to: URL(fileURLWithPath: staging + "/threshold.db"))
        #expect(try MigrationImporter.recover(dataDirectory: destination) == .rolledBack)
        #expect(try snapshotTree(destination) == before)
        #expect(try MigrationImporter.recover(dataDirectory: destination) == .nothing)
    }

    @Test(arguments: [0, 1, 2, 3])
    func interruptedImportAfterCommitIsRolledForward(step: Int) throws {
        // Build the state an import reaches at its commit point, then replay the swap's first
        // `step` renames by hand (as if killed there) and let recovery finish.
        let (source, database) = try makeSourceDirectory(in: root, items: 6)
        database.close()
        let (destination, existing) = try makeSourceDirectory(in: keep(TemporaryDirectory("dest-forward")), items: 1)
        existing.close()
        let workspace = destination + "/.migration-import"
        let staging = workspace + "/staging"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source + "/threshold.db", toPath: staging + "/threshold.db")
        try FileManager.default.copyItem(atPath: source + "/files", toPath: staging + "/files")
        try Data("threshold-migration-commit 1\n".utf8).write(to: URL(fileURLWithPath: workspace + "/commit"))
        if step >= 1 { try FileManager.default.removeItem(atPath: destination + "/threshold.db") }
        if step >= 2 { try FileManager.default.moveItem(atPath: staging + "/threshold.db", toPath: destination + "/threshold.db") }
        if step >= 3 { try FileManager.default.moveItem(atPath: destination + "/files", toPath: workspace + "/old-files") }
        #expect(try MigrationImporter.recover(dataDirectory: destination) == .rolledForward)
        #expect(try dump(destination + "/threshold.db", migrations: schemaV1) == dump(source + "/threshold.db", migrations: schemaV1))
        #expect(try snapshotTree(destination + "/files") == snapshotTree(source + "/files"))
        #expect(!FileManager.default.fileExists(atPath: workspace))
    }

    @Test(.enabled(if: tool("age") != nil && tool("age-keygen") != nil && tool("tar") != nil, "age, age-keygen or tar not installed"))
    func archiveMadeWithAgeAndTarIsImported() throws {
        // Our manifest format, packed by GNU tar (manifest first) and encrypted by the real age.
        let (source, database) = try makeSourceDirectory(in: root, items: 10)
        try database.withConnection { try $0.executeScript("PRAGMA wal_checkpoint(TRUNCATE)") }
        database.close()
        let work = root.file("handmade")
        try FileManager.default.createDirectory(atPath: work + "/files", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source + "/threshold.db", toPath: work + "/threshold.db")
        try FileManager.default.copyItem(atPath: source + "/files/avatar.png", toPath: work + "/files/avatar.png")
        var entries: [ManifestEntry] = []
        for name in ["threshold.db", "files/avatar.png"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: work + "/" + name)))
            entries.append(ManifestEntry(path: name, size: UInt64(bytes.count), sha256: Hex.encode(SHA256.hash(bytes))))
        }
        let manifest = Manifest(schemaVersion: 1, appVersion: "handmade", createdAt: Date(timeIntervalSince1970: 1_800_000_000), entries: entries)
        try Data(try manifest.encoded()).write(to: URL(fileURLWithPath: work + "/manifest.json"))
        let keyFile = root.file("key.txt")
        #expect(try runTool(tool("age-keygen") ?? "", ["-o", keyFile]).status == 0)
        let keyText = try String(contentsOfFile: keyFile, encoding: .utf8)
        let secret = keyText.split(separator: "\n").first { $0.hasPrefix("AGE-SECRET-KEY-1") }.map(String.init) ?? ""
        let identity = try AgeIdentity(parsing: secret)
        let tarred = try runTool(tool("tar") ?? "", ["-cf", "-", "-C", work, "manifest.json", "threshold.db", "files"])
        #expect(tarred.status == 0)
        let archive = root.file("handmade.age")
        let encrypted = try runTool(tool("age") ?? "", ["-r", identity.recipient.description, "-o", archive], stdin: tarred.output)
        #expect(encrypted.status == 0)
        let destination = try emptyDestination()
        _ = try importer(destination).importArchive(from: linkFor(archive: archive, key: identity), replace: false,
                                                   destinationHasData: { _ in false })
        #expect(try dump(destination + "/threshold.db", migrations: schemaV1) == dump(source + "/threshold.db", migrations: schemaV1))
        #expect(FileManager.default.contentsEqual(atPath: destination + "/files/avatar.png", andPath: source + "/files/avatar.png"))
    }

    @Test(.enabled(if: tool("age") != nil && tool("tar") != nil, "age or tar not installed"))
    func ourArchiveOpensWithAgeAndTar() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 10)
        let result = try exportArchive(database, from: source, to: root.file("a.age"))
        let keyFile = root.file("key.txt")
        try Data((result.link.key.secretKeyString + "\n").utf8).write(to: URL(fileURLWithPath: keyFile))
        let decrypted = try runTool(tool("age") ?? "", ["-d", "-i", keyFile, root.file("a.age")])
        #expect(decrypted.status == 0)
        let listing = try runTool(tool("tar") ?? "", ["-t"], stdin: decrypted.output)
        #expect(listing.status == 0)
        let names = String(decoding: listing.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(names == ["threshold.db", "files/", "files/avatar.png", "files/nested/", "files/nested/voice.ogg", "manifest.json"])
    }
}

/// Small file facts for assertions.
enum FileOps {
    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
    }

    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }
}

/// Folders a test keeps alive until it ends.
final class Kept {
    var folders: [TemporaryDirectory] = []
}
