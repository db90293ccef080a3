import Foundation
import Glibc
@testable import Migration
import Secrets
import Testing
import TestSupport

/// The import's archive digest on its own thread: a whole file, and a file shorter than announced.
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

    @Test func aFileShorterThanAnnouncedIsAnError() throws {
        let bytes = try randomBytes(10_000)
        let path = root.file("short")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let hasher = try FileHasher(fileDescriptor: try descriptor(path), size: 10_001)
        #expect(throws: MigrationError.self) { try hasher.digest() }
    }
}
