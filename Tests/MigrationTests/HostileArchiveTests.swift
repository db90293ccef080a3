import Foundation
import Secrets
import Storage
import Testing
import TestSupport
import Transport
@testable import Migration

/// Archives made by an attacker (docs/reliability.md "Hostile archives"): each is refused with
/// `archiveCorrupted` (or the right code) and the destination is left exactly as it was.
@Suite struct HostileArchiveTests {
    let root = TemporaryDirectory("migration-hostile")

    func destination() throws -> String {
        let path = root.file("dest")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Exports a source whose database was changed by `tamper` after its migrations ran.
    func tamperedArchive(_ name: String, _ tamper: String) throws -> MigrationLink {
        let folder = TemporaryDirectory("hostile-\(name)")
        let (source, database) = try makeSourceDirectory(in: folder, items: 3)
        try database.withConnection { try $0.executeScript(tamper) }
        let result = try exportArchive(database, from: source, to: root.file(name + ".age"))
        database.close()
        return result.link
    }

    func expectRefused(_ link: MigrationLink, code: String = "archiveCorrupted", mentioning text: String? = nil) throws {
        let path = try destination()
        let before = try snapshotTree(path)
        do {
            _ = try MigrationImporter(dataDirectory: path, migrations: schemaV1)
                .importArchive(from: link, replace: false, destinationHasData: { _ in false })
            Issue.record("the import succeeded")
        } catch {
            #expect(error.code == code, "\(error)")
            if let text { #expect(error.message.contains(text), "\(error.message)") }
        }
        #expect(try snapshotTree(path) == before)
    }

    @Test func anExtraTriggerIsRefused() throws {
        // The attack from the issue: a trigger that silently undoes a later change.
        let link = try tamperedArchive("trigger", """
            CREATE TRIGGER undo AFTER UPDATE ON settings BEGIN DELETE FROM settings WHERE key = new.key; END;
            """)
        try expectRefused(link, mentioning: "trigger \"undo\"")
    }

    @Test func anExtraTableViewOrIndexIsRefused() throws {
        try expectRefused(try tamperedArchive("table", "CREATE TABLE extra (x);"), mentioning: "table \"extra\"")
        try expectRefused(try tamperedArchive("view", "CREATE VIEW v AS SELECT * FROM items;"), mentioning: "view \"v\"")
        try expectRefused(try tamperedArchive("index", "CREATE INDEX items_name ON items(name);"), mentioning: "index")
    }

    @Test func aChangedOrMissingObjectIsRefused() throws {
        try expectRefused(try tamperedArchive("altered", "ALTER TABLE items ADD COLUMN sneaky TEXT;"), mentioning: "changed table")
        try expectRefused(try tamperedArchive("dropped", "DROP TABLE items;"), mentioning: "lacks the table")
    }

    @Test func aForeignSQLiteFileIsArchiveCorrupted() throws {
        // Not made by these migrations: no schema_migrations table, tables of its own.
        try expectRefused(try tamperedArchive("foreign", "DROP TABLE schema_migrations; DROP TABLE items; CREATE TABLE notes (body);"))
        // Made by other migrations under the same version number.
        try expectRefused(try tamperedArchive("other", "UPDATE schema_migrations SET id = 'someone-else';"))
    }

    @Test func tablesSQLiteAddsItselfAreAccepted() throws {
        let link = try tamperedArchive("stat", "ANALYZE;")
        let path = try destination()
        _ = try MigrationImporter(dataDirectory: path, migrations: schemaV1)
            .importArchive(from: link, replace: false, destinationHasData: { _ in false })
        #expect(FileManager.default.fileExists(atPath: path + "/threshold.db"))
    }

    @Test func theSchemaOfAnOlderVersionIsComparedBeforeTheUpgrade() throws {
        let link = try tamperedArchive("old-trigger", "CREATE TRIGGER t AFTER INSERT ON items BEGIN SELECT 1; END;")
        let path = try destination()
        #expect(throws: MigrationError.self) {
            _ = try MigrationImporter(dataDirectory: path, migrations: schemaV2)
                .importArchive(from: link, replace: false, destinationHasData: { _ in false })
        }
    }
}

/// Every integer the tar reader takes from outside: no field traps, overflows or wraps.
@Suite struct TarNumberTests {
    func header(_ edit: (inout [UInt8]) -> Void) throws -> [UInt8] {
        var block = try TarHeader.encode(path: "threshold.db", type: TarHeader.fileType, size: 5, mode: 0o600, modificationTime: 0)
        edit(&block)
        // Recompute the checksum so only the edited field is wrong.
        for i in 148..<156 { block[i] = 0x20 }
        let sum = block.reduce(0) { $0 + Int($1) }
        let digits = Array(String(sum, radix: 8).utf8)
        let field = [UInt8](repeating: UInt8(ascii: "0"), count: 6 - digits.count) + digits + [0, 0x20]
        for (i, b) in field.enumerated() { block[148 + i] = b }
        return block
    }

    func decode(_ block: [UInt8]) -> TarError? {
        do {
            _ = try TarHeader.decode(block)
            return nil
        } catch {
            return error
        }
    }

    @Test func base256InAnEightByteFieldIsMalformedNotATrap() throws {
        // The crash from the issue: 0x80 in the mode field made `prefix(-1)` trap (SIGILL).
        let mode = try header { $0[100] = 0x80; for i in 1..<8 { $0[100 + i] = 0xff } }
        #expect(decode(mode)?.code == "tarMalformedHeader")
        // uid and gid are not read at all: whatever they hold, decoding goes on.
        for offset in [108, 116] {
            let block = try header { $0[offset] = 0x80; for i in 1..<8 { $0[offset + i] = 0xff } }
            #expect(decode(block) == nil, "offset \(offset)")
        }
        // In the checksum field itself: huge values used to trap converting to Int.
        var block = try header { _ in }
        block[148] = 0x80
        for i in 149..<156 { block[i] = 0xff }
        #expect(decode(block) != nil)
        block[148] = 0xff
        #expect(decode(block) != nil)
    }

    @Test func base256OnlyForTheSize() throws {
        let time = try header { $0[136] = 0x80; for i in 137..<148 { $0[i] = 0xff } }
        #expect(decode(time)?.code == "tarMalformedHeader")
        let negative = try header { $0[124] = 0xff; for i in 125..<136 { $0[i] = 0xff } }
        #expect(decode(negative)?.code == "tarMalformedHeader")
        let high = try header { $0[124] = 0x80; $0[125] = 1 }
        #expect(decode(high)?.code == "tarMalformedHeader")
    }

    @Test func aHugeBase256SizeIsTruncatedNotAnOverflow() throws {
        // 2^64 - 1 bytes: skipping the entry and its padding must not overflow.
        let block = try header { $0[124] = 0x80; for i in 125..<128 { $0[i] = 0 }; for i in 128..<136 { $0[i] = 0xff } }
        let entry = try TarHeader.decode(block)
        #expect(entry.size == UInt64.max)
        let reader = TarReader(source: ByteArraySource(block + [UInt8](repeating: 0, count: 1024)))
        _ = try reader.next()
        #expect(throws: TarError.truncated) { _ = try reader.next() }
    }

    @Test func octalFieldsStayInRange() throws {
        let eleven = try header { for i in 124..<135 { $0[i] = UInt8(ascii: "7") }; $0[135] = 0 }
        #expect(try TarHeader.decode(eleven).size == (1 << 33) - 1)
        let twelve = try header { for i in 124..<136 { $0[i] = UInt8(ascii: "7") } }
        #expect(try TarHeader.decode(twelve).size == (1 << 36) - 1)
        let junk = try header { $0[124] = UInt8(ascii: "9") }
        #expect(decode(junk)?.code == "tarMalformedHeader")
        #expect(throws: TarError.self) { _ = try TarHeader.number([0x80]) }
        #expect(try TarHeader.number([]) == 0)
    }
}

/// The archive download's own integer parsing and its deadlines.
@Suite struct HTTPFetcherTests {
    let root = TemporaryDirectory("migration-fetch")

    @Test func contentLengthIsDigitsOnly() {
        #expect(HTTPArchiveFetcher.contentLength("0") == 0)
        #expect(HTTPArchiveFetcher.contentLength("1234") == 1234)
        #expect(HTTPArchiveFetcher.contentLength("9999999999999999999") == 9_999_999_999_999_999_999)
        for bad in ["", "+5", "-5", " 5", "5 ", "0x10", "1,2", "99999999999999999999", "١٢"] {
            #expect(HTTPArchiveFetcher.contentLength(bad) == nil, "\(bad)")
        }
    }

    func download(port: UInt16, size: UInt64) -> MigrationError? {
        let fetcher = HTTPArchiveFetcher(timeoutSeconds: 5,
                                         deadline: NetworkDeadline(total: 4, idle: 0.5, minimumBytesPerSecond: 1000, rateGrace: 1))
        do {
            try fetcher.download("http://127.0.0.1:\(port)/a.age", to: root.file("download-\(port)"), expectedSize: size,
                                 progress: nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func aSilentServerIsANetworkTimeout() throws {
        let server = try LoopbackHTTPServer(.silent)
        defer { server.stop() }
        let error = download(port: server.port, size: 10)
        #expect(error?.code == "networkTimeout", "\(String(describing: error))")
        #expect(error?.message.contains("timed out") == true)
    }

    @Test func aTricklingServerIsANetworkTimeout() throws {
        // A byte every 0.3 s: never silent for the 0.5 s idle limit, far below the minimum rate.
        let server = try LoopbackHTTPServer(.trickle(interval: 0.3, bodyBytes: 10))
        defer { server.stop() }
        let error = download(port: server.port, size: 10)
        #expect(error?.code == "networkTimeout", "\(String(describing: error))")
    }

    @Test func anImportFromAStalledServerSaysItTimedOut() throws {
        let server = try LoopbackHTTPServer(.silent)
        defer { server.stop() }
        let (source, database) = try makeSourceDirectory(in: root, items: 2)
        let result = try exportArchive(database, from: source, to: root.file("x.age"))
        database.close()
        var link = result.link
        link.archive = try MigrationArchiveLocation(parsing: "http://127.0.0.1:\(server.port)/x.age")
        let destination = root.file("dest")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        var importer = MigrationImporter(dataDirectory: destination, migrations: schemaV1)
        importer.networkDeadline = NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 100, rateGrace: 1)
        do {
            _ = try importer.importArchive(from: link, replace: false, destinationHasData: { _ in false })
            Issue.record("the import succeeded")
        } catch {
            #expect(error.code == "networkTimeout", "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).isEmpty)
    }
}
