import Testing
@testable import Secrets

@Suite("The age stream digest: header and chunk tags")
struct AgeStreamDigestTests {
    let identity: AgeIdentity
    init() throws { identity = try AgeIdentity.generate() }

    func encrypt(_ data: [UInt8]) throws -> [UInt8] {
        let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: ByteArraySink())
        try encryptor.write(data)
        return try encryptor.finish().bytes
    }

    /// The digest as the format says it, from a parse of the whole file: SHA-256 of the header and
    /// nonce, each chunk's last 16 bytes, and the length.
    func reference(_ file: [UInt8]) -> [UInt8] {
        let marker = Array("\n--- ".utf8)
        var index = 0
        while !file[index...].starts(with: marker) { index += 1 }
        let headerEnd = (file[(index + 1)...].firstIndex(of: 0x0a) ?? 0) + 1 + 16
        var input = Array(file[..<headerEnd])
        var chunk = headerEnd
        while chunk < file.count {
            let end = min(file.count, chunk + 65552)
            input += file[max(chunk, end - 16)..<end]
            chunk = end
        }
        for index in (0..<8).reversed() { input.append(UInt8(truncatingIfNeeded: UInt64(file.count) >> (8 * UInt64(index)))) }
        return SHA256.hash(input)
    }

    func digest(_ file: [UInt8], pieces: [Int]) throws -> [UInt8] {
        var digest = try AgeStreamDigest()
        var offset = 0
        var piece = 0
        while offset < file.count {
            let n = min(pieces[piece % pieces.count], file.count - offset)
            file.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + n)])) }
            offset += n
            piece += 1
        }
        #expect(digest.byteCount == UInt64(file.count))
        return try digest.digestOfStream()
    }

    @Test(arguments: [0, 1, 15, 16, 65519, 65520, 65530, 65535, 65536, 65537, 131_072, 200_000])
    func isTheHeaderAndTheTagsWhateverThePieces(size: Int) throws {
        let file = try encrypt(testData(count: size, seed: UInt64(size) + 3))
        let expected = reference(file)
        #expect(try digest(file, pieces: [file.count]) == expected)
        #expect(try digest(file, pieces: [1]) == expected)
        #expect(try digest(file, pieces: [7, 1000, 65552, 3, 16, 65536]) == expected)
    }

    @Test func aPrefixDigestCoversTheWholeChunksOnly() throws {
        let file = try encrypt(testData(count: 300_000, seed: 9))
        let headerEnd = file.count - 300_000 - 5 * 16
        var whole = try AgeStreamDigest()
        file.withUnsafeBytes { whole.update(UnsafeRawBufferPointer(rebasing: $0[..<(headerEnd + 2 * 65552)])) }
        var partial = try AgeStreamDigest()
        file.withUnsafeBytes { partial.update(UnsafeRawBufferPointer(rebasing: $0[..<(headerEnd + 2 * 65552 + 40000)])) }
        #expect(try whole.digestSoFar() == partial.digestSoFar())
        var first = try AgeStreamDigest()
        file.withUnsafeBytes { first.update(UnsafeRawBufferPointer(rebasing: $0[..<(headerEnd + 65552)])) }
        #expect(try first.digestSoFar() != whole.digestSoFar())
    }

    @Test func anotherStreamOfTheSameDataAChangedTagOrAShorterStreamDiffer() throws {
        let data = testData(count: 150_000, seed: 4)
        let file = try encrypt(data)
        let original = try digest(file, pieces: [4096])
        #expect(try digest(try encrypt(data), pieces: [4096]) != original)
        var changed = file
        changed[file.count - 1] ^= 1
        #expect(try digest(changed, pieces: [4096]) != original)
        var changedTag = file
        changedTag[file.count - 150_000 - 3 * 16 + 65540] ^= 0x80
        #expect(try digest(changedTag, pieces: [4096]) != original)
        #expect(try digest(Array(file.dropLast(65552 - 16)), pieces: [4096]) != original)
    }

    @Test func aHeaderThatNeverEndsIsAllHashed() throws {
        let bytes = Array("age-encryption.org/v1\n-> X25519 abc\n".utf8) + testData(count: 5000, seed: 2).map { $0 | 0x40 }
        var digest = try AgeStreamDigest()
        digest.update(bytes)
        var input = bytes
        for index in (0..<8).reversed() { input.append(UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (8 * UInt64(index)))) }
        #expect(try digest.digestOfStream() == SHA256.hash(input))
    }
}
