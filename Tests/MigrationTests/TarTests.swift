import TestSupport
import Foundation
import Testing
import Secrets
@testable import Migration

@Suite("ustar writer and reader")
struct TarTests {
    func readAll(_ archive: [UInt8], piece: Int = 777) throws -> [(TarEntry, [UInt8])] {
        let reader = TarReader(source: ByteArraySource(archive, maximumReadSize: piece))
        var out: [(TarEntry, [UInt8])] = []
        while let entry = try reader.next() {
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 1000)
            while true {
                let n = try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }
                if n == 0 { break }
                data += buffer[..<n]
            }
            out.append((entry, data))
        }
        return out
    }

    func sampleArchive() throws -> [UInt8] {
        let writer = TarWriter(sink: ByteArraySink())
        try writer.addDirectory(path: "files")
        try writer.addFile(path: "manifest.json", contents: Array("{}".utf8))
        let big = testBytes(count: 100_000)
        try writer.beginFile(path: "files/threshold.db", size: UInt64(big.count), modificationTime: 1_700_000_000)
        var offset = 0
        for piece in [1, 511, 512, 513, 4096, 65536] where offset < big.count {
            let end = min(big.count, offset + piece)
            try writer.write(Array(big[offset..<end]))
            offset = end
        }
        try writer.write(Array(big[offset...]))
        try writer.endFile()
        try writer.addFile(path: "empty", contents: [])
        return try writer.finish().bytes
    }

    @Test func roundTripStreams() throws {
        let archive = try sampleArchive()
        #expect(archive.count % 512 == 0)
        let entries = try readAll(archive)
        #expect(entries.map(\.0.path) == ["files", "manifest.json", "files/threshold.db", "empty"])
        #expect(entries.map(\.0.kind) == [.directory, .file, .file, .file])
        #expect(entries[1].1 == Array("{}".utf8))
        #expect(entries[2].1 == testBytes(count: 100_000))
        #expect(entries[2].0.modificationTime == 1_700_000_000)
        #expect(entries[2].0.mode == 0o644)
        #expect(entries[3].1.isEmpty)
    }

    @Test func unreadBytesAreSkipped() throws {
        let reader = TarReader(source: ByteArraySource(try sampleArchive()))
        var paths: [String] = []
        while let entry = try reader.next() { paths.append(entry.path) }
        #expect(paths == ["files", "manifest.json", "files/threshold.db", "empty"])
        #expect(try reader.next() == nil)
    }

    @Test func longPathsUseThePrefixField() throws {
        let path = String(repeating: "d", count: 120) + "/" + String(repeating: "f", count: 90)
        let writer = TarWriter(sink: ByteArraySink())
        try writer.addFile(path: path, contents: [1])
        let entries = try readAll(try writer.finish().bytes)
        #expect(entries.first?.0.path == path)
        #expect(throws: TarError.pathTooLong(String(repeating: "x", count: 101))) {
            try TarWriter(sink: ByteArraySink()).addFile(path: String(repeating: "x", count: 101), contents: [])
        }
    }

    @Test func hugeSizesUseBase256() throws {
        let size: UInt64 = 10 << 30
        let header = try TarHeader.encode(path: "big", type: TarHeader.fileType, size: size, mode: 0o600, modificationTime: 0)
        #expect(header[124] == 0x80)
        #expect(try TarHeader.decode(header).size == size)
    }

    @Test(arguments: ["/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a/.", "", "a\\b", "a\u{0}b"])
    func unsafePathsAreRefusedWhenWriting(path: String) {
        #expect(throws: TarError.unsafePath(path)) { try TarWriter(sink: ByteArraySink()).addFile(path: path, contents: []) }
    }

    /// Forges a header with an arbitrary name and type, with a valid checksum.
    func forged(name: String, type: UInt8 = UInt8(ascii: "0"), size: UInt64 = 0) throws -> [UInt8] {
        var header = try TarHeader.encode(path: "placeholder", type: type, size: size, mode: 0o644, modificationTime: 0)
        for i in 0..<100 { header[i] = 0 }
        for (i, b) in name.utf8.enumerated() { header[i] = b }
        for i in 148..<156 { header[i] = 0x20 }
        let sum = header.reduce(0) { $0 + Int($1) }
        let digits = Array(String(sum, radix: 8).utf8)
        let field = [UInt8](repeating: UInt8(ascii: "0"), count: 6 - digits.count) + digits + [0, 0x20]
        for (i, b) in field.enumerated() { header[148 + i] = b }
        return header + [UInt8](repeating: 0, count: 1024)
    }

    @Test(arguments: ["/etc/passwd", "../evil", "a/../../evil", "./x", "a//b"])
    func unsafePathsAreRefusedWhenReading(name: String) throws {
        #expect(throws: TarError.unsafePath(name)) { try readAll(try forged(name: name)) }
    }

    @Test(arguments: [("2", 0x32), ("1", 0x31), ("x", 0x78), ("L", 0x4c), ("3", 0x33)] as [(String, UInt8)])
    func onlyFilesAndDirectories(label: String, type: UInt8) throws {
        #expect(throws: TarError.unsupportedEntryType(type)) { try readAll(try forged(name: "link", type: type)) }
    }

    @Test func corruptionIsDetected() throws {
        var archive = try sampleArchive()
        archive[5] ^= 1
        #expect(throws: TarError.checksumMismatch) { try readAll(archive) }
    }

    @Test func truncationIsDetected() throws {
        let archive = try sampleArchive()
        for cut in [100, 512 + 200, 3 * 512 + 50_000, archive.count - 1024] {
            #expect(throws: TarError.truncated) { try readAll(Array(archive.prefix(cut))) }
        }
    }

    @Test func writerMisuseIsRefused() throws {
        let writer = TarWriter(sink: ByteArraySink())
        #expect(throws: TarError.misuse("bytes written with no file open")) { try writer.write([1]) }
        try writer.beginFile(path: "a", size: 2)
        #expect(throws: TarError.sizeMismatch(declared: 2, written: 3)) { try writer.write([1, 2, 3]) }
        try writer.write([1])
        #expect(throws: TarError.sizeMismatch(declared: 2, written: 1)) { try writer.endFile() }
        #expect(throws: TarError.misuse("a new entry while a file is open")) { try writer.addDirectory(path: "d") }
        try writer.write([2])
        try writer.endFile()
        #expect(throws: TarError.misuse("duplicate path \"a\"")) { try writer.addFile(path: "a", contents: []) }
        try writer.finish()
        #expect(throws: TarError.misuse("entry added after finish")) { try writer.addDirectory(path: "d") }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tar") || FileManager.default.isExecutableFile(atPath: "/bin/tar"), "tar not installed"))
    func systemTarReadsOurArchives() throws {
        let tar = FileManager.default.isExecutableFile(atPath: "/usr/bin/tar") ? "/usr/bin/tar" : "/bin/tar"
        let result = try runTool(tar, ["-tvf", "-"], stdin: try sampleArchive())
        #expect(result.status == 0)
        let listing = String(decoding: result.output, as: UTF8.self)
        #expect(listing.contains("files/threshold.db"))
        #expect(listing.contains("100000"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/age"), "age not installed"))
    func encryptedArchiveWorksWithAgeAndTar() throws {
        let identity = try AgeIdentity.generate()
        let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: ByteArraySink())
        let writer = TarWriter(sink: encryptor)
        try writer.addFile(path: "manifest.json", contents: Array("{}".utf8))
        try writer.addFile(path: "threshold.db", contents: testBytes(count: 70_000))
        let encrypted = try writer.finish().finish().bytes
        // Read back through our decryptor and reader, streaming end to end.
        let reader = TarReader(source: try AgeDecryptor(source: ByteArraySource(encrypted), identities: [identity]))
        var paths: [String] = []
        while let entry = try reader.next() { paths.append(entry.path) }
        #expect(paths == ["manifest.json", "threshold.db"])
        // And with the real tools: age -d -i key archive | tar -t
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = directory.appendingPathComponent("key")
        let archive = directory.appendingPathComponent("archive.age")
        try (identity.secretKeyString + "\n").write(to: key, atomically: true, encoding: .utf8)
        try Data(encrypted).write(to: archive)
        let decrypted = try runTool("/usr/bin/age", ["-d", "-i", key.path, archive.path])
        #expect(decrypted.status == 0)
        let tar = FileManager.default.isExecutableFile(atPath: "/usr/bin/tar") ? "/usr/bin/tar" : "/bin/tar"
        let listing = try runTool(tar, ["-tf", "-"], stdin: decrypted.output)
        #expect(String(decoding: listing.output, as: UTF8.self) == "manifest.json\nthreshold.db\n")
    }
}
