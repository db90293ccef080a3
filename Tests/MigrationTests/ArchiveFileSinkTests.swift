import Foundation
import Glibc
@testable import Migration
import Secrets
import Testing
import TestSupport

/// The export's archive writer: whole blocks with O_DIRECT where the file system takes it, the
/// partial last block through the page cache, ordinary writes where O_DIRECT is refused; the file
/// and its digest are the bytes written, whatever the path.
@Suite struct ArchiveFileSinkTests {
    let root = TemporaryDirectory()

    /// Writes `bytes` in uneven pieces through a sink on a new file in `folder`; returns the sink's
    /// digest, the file's bytes and whether the sink still wrote directly at the end.
    private func write(_ bytes: [UInt8], in folder: String, name: String) throws -> ([UInt8], [UInt8], Bool) {
        let path = folder + "/" + name
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer { close(fd); unlink(path) }
        let sink = try ArchiveFileSink(fileDescriptor: fd, direct: true)
        var offset = 0
        var piece = 1
        while offset < bytes.count {
            let n = min(piece, bytes.count - offset)
            try bytes.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + n)])) }
            offset += n
            piece = piece * 3 + 7
        }
        let digest = try sink.finish()
        #expect(fsync(fd) == 0)
        #expect(sink.byteCount == UInt64(bytes.count))
        return (digest, try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), sink.writesDirectly)
    }

    @Test func wholeBlocksAndATailLandAsWritten() throws {
        let bytes = try SecureRandom().bytes(3 * 1_048_576 + 1_234)
        let (digest, stored, _) = try write(bytes, in: root.path, name: "tail")
        #expect(stored == bytes)
        #expect(digest == SHA256.hash(bytes))
    }

    @Test func anExactNumberOfBlocksLandsAsWritten() throws {
        // No partial block: on a file system that takes O_DIRECT (ext4, here) every write is direct.
        let bytes = try SecureRandom().bytes(2 * 1_048_576)
        let (digest, stored, _) = try write(bytes, in: root.path, name: "exact")
        #expect(stored == bytes)
        #expect(digest == SHA256.hash(bytes))
    }

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm"), "no /dev/shm"))
    func aFileSystemWithoutDirectWritesGetsOrdinaryOnes() throws {
        // tmpfs refuses O_DIRECT: the sink writes through the page cache instead.
        let bytes = try SecureRandom().bytes(1_048_576 + 99)
        let folder = "/dev/shm/threshold-sink-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (digest, stored, direct) = try write(bytes, in: folder, name: "plain")
        #expect(stored == bytes)
        #expect(digest == SHA256.hash(bytes))
        #expect(!direct)
    }
}
