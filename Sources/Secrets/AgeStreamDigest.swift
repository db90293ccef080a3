/// A digest that tells one age v1 stream from another for about 1/4000 of a SHA-256 over every
/// byte: SHA-256 over the header (up to and including the 16-byte payload nonce), then over each
/// chunk's 16-byte authentication tag in order, then (``digestOfStream()``) the last chunk's tag
/// when it is a short one, and the stream's length (8 bytes, big-endian).
///
/// Why it identifies the stream: every chunk's tag is a Poly1305 MAC of that chunk under a one-time
/// key drawn from the payload key (itself from the header's file key and the payload nonce) and the
/// chunk's position, so two streams with the same header and the same tags hold the same chunks,
/// unless a forgery bound of about 2^-100 per chunk was beaten. It serves to compare a stream with
/// itself made again (a direct transfer's trailer and its resume segments: docs/migration.md,
/// "The stream digest"), between parties the transfer already authenticated (TLS, pinned). It is
/// not a digest of arbitrary bytes: a change inside a chunk that keeps its tag is not seen here,
/// only by the decryptor, which authenticates every chunk; and whoever holds the stream's key can
/// make chunks with any tags they like.
///
/// Bytes are fed in any pieces (``update(_:)``): the digest depends only on the bytes, not on how
/// they were split. A header that never ends is all hashed, as header.
public struct AgeStreamDigest: ~Copyable {
    private var hash: SHA256
    /// Bytes fed so far.
    public private(set) var byteCount: UInt64 = 0
    /// While reading the header: whether the current line is the MAC line (`---`), and how many
    /// of its first bytes were seen (up to 3).
    private var inHeader = true
    private var lineSeen = 0
    private var macLine = true
    /// The payload nonce's bytes still to come after the header.
    private var nonceLeft = AgeFormat.payloadNonceByteCount
    /// Payload bytes fed so far (after the nonce).
    private var payload: UInt64 = 0
    /// The tag of the chunk being fed.
    private var tag = [UInt8](repeating: 0, count: ChaCha20Poly1305.tagByteCount)
    /// The last bytes of the stream (for a short last chunk's tag), and how many are valid.
    private var tail = [UInt8](repeating: 0, count: ChaCha20Poly1305.tagByteCount)
    private var tailCount = 0

    public init() throws(SecretsError) {
        hash = try SHA256()
    }

    /// Feeds the next bytes of the stream.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        byteCount += UInt64(bytes.count)
        keepTail(bytes)
        var offset = 0
        while offset < bytes.count, inHeader || nonceLeft > 0 {
            if inHeader {
                let from = offset
                while offset < bytes.count, inHeader {
                    let byte = bytes[offset]
                    offset += 1
                    if byte == UInt8(ascii: "\n") {
                        if macLine && lineSeen == 3 { inHeader = false }
                        lineSeen = 0
                        macLine = true
                    } else if lineSeen < 3 {
                        macLine = macLine && byte == UInt8(ascii: "-")
                        lineSeen += 1
                    }
                }
                hash.update(UnsafeRawBufferPointer(rebasing: bytes[from..<offset]))
            } else {
                let n = min(nonceLeft, bytes.count - offset)
                hash.update(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
                nonceLeft -= n
                offset += n
            }
        }
        let sealed = UInt64(AgeFormat.sealedChunkSize)
        let plain = UInt64(AgeFormat.chunkSize)
        while offset < bytes.count {
            let within = payload % sealed
            let left = UInt64(bytes.count - offset)
            let n: UInt64
            if within < plain {
                n = min(plain - within, left)
            } else {
                // The chunk's tag: hashed once the chunk is whole (a short last chunk's is
                // ``digestOfStream()``'s).
                n = min(sealed - within, left)
                let from = Int(within - plain)
                tag.withUnsafeMutableBytes { raw in
                    UnsafeMutableRawBufferPointer(rebasing: raw[from..<(from + Int(n))])
                        .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + Int(n))]))
                }
                if within + n == sealed { hash.update(tag) }
            }
            payload += n
            offset += Int(n)
        }
    }

    /// Feeds the next bytes of the stream.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest of the header and the whole chunks so far (a prefix's: what a resume compares).
    public func digestSoFar() throws(SecretsError) -> [UInt8] { try hash.digestSoFar() }

    /// The digest of the whole stream fed so far, as if it ended here: with a short last chunk's
    /// tag and the length. The hash goes on.
    public func digestOfStream() throws(SecretsError) -> [UInt8] {
        var end = try SHA256(copying: hash)
        let short = Int(payload % UInt64(AgeFormat.sealedChunkSize))
        if !inHeader && nonceLeft == 0 && short > 0 && tailCount == tail.count {
            // A short last chunk: its tag is its last 16 bytes (all of it when shorter).
            end.update(Array(tail[(tail.count - min(short, tail.count))...]))
        }
        var length = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { length[7 - index] = UInt8(truncatingIfNeeded: byteCount >> (8 * UInt64(index))) }
        end.update(length)
        return end.finalize()
    }

    /// Keeps the last ``tail``-many bytes seen.
    private mutating func keepTail(_ bytes: UnsafeRawBufferPointer) {
        let size = tail.count
        if bytes.count >= size {
            tail.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - size)...])) }
            tailCount = size
            return
        }
        let keep = size - bytes.count
        tail.replaceSubrange(0..<keep, with: tail[bytes.count...])
        tail.replaceSubrange(keep..., with: bytes)
        tailCount = min(size, tailCount + bytes.count)
    }
}
