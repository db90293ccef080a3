@testable import Migration
import Secrets
import Testing
import TestSupport

@Suite struct BackgroundSHA256Tests {
    /// Hands `bytes` over in `size`-byte chunks, each waited for, and returns the digest.
    private func digest(_ bytes: [UInt8], chunks size: Int, with hasher: BackgroundSHA256) throws -> [UInt8] {
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + size)
            bytes.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
            hasher.waitForChunk()
            offset = end
        }
        return try hasher.finalize()
    }

    @Test func chunksHashedOnTheThreadGiveTheStreamsDigestAndTheNextStreamStartsFresh() throws {
        let hasher = try BackgroundSHA256()
        let small = testBytes(count: 200_003, seed: 1)
        let large = testBytes(count: 3_000_001, seed: 2)
        #expect(try digest(small, chunks: 997, with: hasher) == SHA256.hash(small))
        #expect(try digest(large, chunks: 1 << 20, with: hasher) == SHA256.hash(large))
        #expect(try digest(small, chunks: 65536, with: hasher) == SHA256.hash(small))
        #expect(try hasher.finalize() == SHA256.hash([]))
    }

    @Test func aHasherDroppedWithAChunkPendingEndsItsThread() throws {
        let bytes = testBytes(count: 1 << 20, seed: 3)
        for _ in 0..<20 {
            let hasher = try BackgroundSHA256()
            bytes.withUnsafeBytes { hasher.update($0) }
            hasher.waitForChunk()
        }
    }
}
