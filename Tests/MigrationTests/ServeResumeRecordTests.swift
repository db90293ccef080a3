import Foundation
import Glibc
import Testing
@testable import Migration
import Secrets
import TestSupport
import Transport

/// The serving source's resume record (docs/migration.md, "Resume after a restart"): sealed under
/// the install's key, 0600, refused and removed when it is another install's, changed, expired
/// or malformed; and the certificate it keeps comes back with the same pin.
@Suite struct ServeResumeRecordTests {
    let root = TemporaryDirectory("serve-resume")

    func record(expiresIn seconds: Double = 600) throws -> ServeResumeRecord {
        let certificate = try SelfSignedCertificate.generate()
        let exported = try certificate.exported()
        return ServeResumeRecord(expiresAt: Date().timeIntervalSince1970 + seconds, port: 40123, hosts: ["192.168.1.2", "fe80::1%eth0", "127.0.0.1"],
                                 certificate: exported.certificate, privateKey: exported.privateKey,
                                 identity: try AgeIdentity.generate().secretKeyString, random: [[1, 2, 3], [UInt8](repeating: 9, count: 32)],
                                 createdAt: 1_700_000_000.5, estimate: 123_456_789, segments: [[UInt8](repeating: 7, count: 32)])
    }

    func key() throws -> SecureBytes { try SecureBytes.random(32, from: SecureRandom()) }

    @Test func aRecordRoundTripsSealedAndPrivate() throws {
        let folder = root.file("install")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let installKey = try key()
        let store = ServeResumeStore(dataDirectory: folder, installKey: installKey)
        let original = try record()
        try store.save(original, durable: true)
        var info = stat()
        #expect(stat(store.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: store.path))
        #expect(bytes.range(of: Data(original.identity.utf8)) == nil, "the age key is sealed")
        #expect(bytes.range(of: Data(original.privateKey)) == nil, "the certificate's key is sealed")
        #expect(bytes.range(of: Data("fe80::1".utf8)) == nil)
        #expect(store.load() == original)
        // The certificate comes back whole: the same pin, so the same link.
        let restored = try SelfSignedCertificate.restore(certificate: original.certificate, privateKey: original.privateKey)
        #expect(restored.pin == (try SelfSignedCertificate.restore(certificate: original.certificate, privateKey: original.privateKey)).pin)
        #expect(throws: TransportError.self) {
            _ = try SelfSignedCertificate.restore(certificate: original.certificate, privateKey: [UInt8](repeating: 1, count: 32))
        }
    }

    @Test func anotherInstallsKeyAChangedByteOrAnExpiredRecordIsRemoved() throws {
        let folder = root.file("others")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let installKey = try key()
        let store = ServeResumeStore(dataDirectory: folder, installKey: installKey)
        try store.save(try record(), durable: false)
        #expect(ServeResumeStore(dataDirectory: folder, installKey: try key()).load() == nil, "another install's key opens nothing")
        #expect(!FileManager.default.fileExists(atPath: store.path), "and the record is removed")

        try store.save(try record(), durable: false)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.path)))
        bytes[bytes.count / 2] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: store.path))
        #expect(store.load() == nil, "a changed byte")
        #expect(!FileManager.default.fileExists(atPath: store.path))

        try store.save(try record(expiresIn: -1), durable: false)
        #expect(store.load() == nil, "past its time limit")
        #expect(!FileManager.default.fileExists(atPath: store.path))

        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.path))
        #expect(store.load() == nil)
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test func malformedContentsAreRefused() throws {
        let good = try record().encoded()
        #expect(ServeResumeRecord(decoding: good) != nil)
        #expect(ServeResumeRecord(decoding: Array(good.dropLast())) == nil)
        #expect(ServeResumeRecord(decoding: good + [0]) == nil)
        var version = good
        version[0] = 4
        #expect(ServeResumeRecord(decoding: version) == nil, "a later version")
        version[0] = 2
        #expect(ServeResumeRecord(decoding: version) == nil, "version 2 had no confirmation nonce")
        version[0] = 1
        #expect(ServeResumeRecord(decoding: version) == nil, "version 1 kept whole-stream SHA-256 digests")
        #expect(ServeResumeRecord(decoding: []) == nil)
    }

    @Test func aFileExportRemovesAStaleRecord() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        defer { database.close() }
        let store = ServeResumeStore(dataDirectory: source, installKey: try key())
        try store.save(try record(), durable: false)
        _ = try MigrationExporter(dataDirectory: source, appVersion: "9.9.9").export(database: database, to: root.file("a.age"))
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test func thePrefixCheckFindsAChangedSegment() throws {
        let segment = Int(ServeResumeRecord.segmentSize)
        let stream = (0..<(segment * 2 + 100)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hasher = try SegmentHasher()
        _ = try stream.withUnsafeBytes { try hasher.update($0) }
        let digests = hasher.digests
        #expect(digests.count == 2)
        func check(_ bytes: [UInt8], against expected: [[UInt8]]) throws -> PrefixCheck.Outcome? {
            let check = try PrefixCheck(expected: expected)
            do {
                for start in stride(from: 0, to: bytes.count, by: 65536) {
                    try bytes[start..<min(start + 65536, bytes.count)].withUnsafeBytes { try check.write($0) }
                }
            } catch {}
            return check.outcome
        }
        #expect(try check(stream, against: digests) == .same)
        var changed = stream
        changed[segment + 5] ^= 0x80
        #expect(try check(changed, against: digests) == .differs)
        #expect(try check(Array(stream.prefix(segment)), against: digests) == nil, "shorter than what was sent")
    }
}
