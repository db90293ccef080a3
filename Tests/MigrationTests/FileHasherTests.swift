import Foundation
import Glibc
@testable import Migration
import Secrets
import Testing
import TestSupport

/// The archive digest's own thread: a whole file, a file followed while it is written, a file
/// shorter than announced, and a cancelled hash (the thread always ends).
@Suite struct FileHasherTests {
    let root = TemporaryDirectory()

    private func randomBytes(_ count: Int) throws -> [UInt8] {
        try SecureRandom().bytes(count)
    }

    private func descriptor(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        return fd
    }

    @Test func aWholeFileHashesLikeSHA256() throws {
        // More than one read buffer (1 MiB) and not a multiple of it.
        let bytes = try randomBytes(2 * 1_048_576 + 12_345)
        let path = root.file("whole")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let hasher = try FileHasher(fileDescriptor: try descriptor(path), size: UInt64(bytes.count))
        let (digest, count) = try hasher.digest()
        #expect(digest == SHA256.hash(bytes))
        #expect(count == UInt64(bytes.count))
    }

    @Test func aFileFollowedWhileItIsWrittenHashesLikeSHA256() throws {
        let bytes = try randomBytes(3 * 1_048_576 + 7)
        let path = root.file("growing")
        let writer = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        try #require(writer >= 0)
        defer { close(writer) }
        let hasher = try FileHasher(fileDescriptor: try descriptor(path))
        var written = 0
        while written < bytes.count {
            let n = min(300_001, bytes.count - written)
            let done = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + written, n) }
            try #require(done == n)
            written += n
            hasher.advance(to: UInt64(written))
        }
        hasher.end(at: UInt64(written))
        let (digest, count) = try hasher.digest()
        #expect(digest == SHA256.hash(bytes))
        #expect(count == UInt64(bytes.count))
    }

    @Test func aFileShorterThanAnnouncedIsAnError() throws {
        let bytes = try randomBytes(10_000)
        let path = root.file("short")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let hasher = try FileHasher(fileDescriptor: try descriptor(path), size: 10_001)
        #expect(throws: MigrationError.self) { try hasher.digest() }
    }

    @Test func aCancelledHashEndsItsThread() throws {
        let path = root.file("never-written")
        let writer = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        try #require(writer >= 0)
        defer { close(writer) }
        // Nothing is ever published: without the cancel the thread would wait forever.
        let hasher = try FileHasher(fileDescriptor: try descriptor(path))
        hasher.cancel()
        #expect(throws: MigrationError.self) { try hasher.digest() }
    }
}
