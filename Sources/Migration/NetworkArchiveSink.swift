import Secrets
import Transport

/// The export's archive output for a direct transfer: every byte is counted and goes into the
/// stream digest (``AgeStreamDigest``: the trailer's size and digest cover the whole stream), the first `skip` bytes (what the
/// destination already has, after a broken connection) are dropped, and the rest is sent over the
/// pinned TLS connection in frames of 256 KiB (``DirectTransferProtocol``). Memory: one frame.
///
/// A failure of the connection is kept in ``transportFailure`` (the export pipeline reports every
/// error its own way), so the server can tell a broken connection, after which it listens again,
/// from a failure of the export itself.
final class NetworkArchiveSink: ArchiveOutput {
    private let connection: ByteStreamConnection
    private var clock: TransferClock
    private let skip: UInt64
    private var frame: [UInt8]
    private var framed = 0
    private(set) var byteCount: UInt64 = 0
    /// Bytes sent on the connection (frame payloads only).
    private(set) var sent: UInt64 = 0
    private let progress: (UInt64) -> Void
    /// The connection's error, when it broke.
    private(set) var transportFailure: TransportError?
    /// The whole stream's digest (the trailer's) and its digest at each segment's end
    /// (``SegmentHasher``); the record's writer is called before the first frame is sent and after
    /// each whole segment, so a killed process's record covers what it sent.
    private var segments: SegmentHasher
    private let checkpoint: ([[UInt8]]) throws -> Void
    private var checkpointed = false

    init(connection: ByteStreamConnection, clock: TransferClock, skip: UInt64,
         checkpoint: @escaping ([[UInt8]]) throws -> Void = { _ in }, progress: @escaping (UInt64) -> Void) throws {
        self.connection = connection
        self.clock = clock
        self.skip = skip
        self.progress = progress
        self.checkpoint = checkpoint
        frame = [UInt8](repeating: 0, count: 4 + DirectTransferProtocol.frameSize)
        segments = try SegmentHasher()
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if try segments.update(bytes) { try checkpoint(segments.digests) }
        let before = byteCount
        byteCount += UInt64(bytes.count)
        guard byteCount > skip else { return }
        var offset = before >= skip ? 0 : Int(skip - before)
        while offset < bytes.count {
            let n = min(DirectTransferProtocol.frameSize - framed, bytes.count - offset)
            frame.withUnsafeMutableBytes { raw in
                UnsafeMutableRawBufferPointer(rebasing: raw[(4 + framed)..<(4 + framed + n)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
            }
            framed += n
            offset += n
            if framed == DirectTransferProtocol.frameSize { try sendFrame() }
        }
    }

    /// Sends the frame being filled (if any).
    private func sendFrame() throws {
        guard framed > 0 else { return }
        let length = DirectTransferProtocol.bigEndian(UInt64(framed)).suffix(4)
        frame.replaceSubrange(0..<4, with: length)
        let payload = framed == DirectTransferProtocol.frameSize ? frame : Array(frame[0..<(4 + framed)])
        if !checkpointed {
            // The record (the random bytes of the age header among it) is on disk before a byte leaves.
            checkpointed = true
            try checkpoint(segments.digests)
        }
        try transport { (clock: inout TransferClock) throws(TransportError) in
            try clock.checkInterrupt()
            try clock.send(payload, over: connection)
        }
        sent += UInt64(framed)
        framed = 0
        progress(skip + sent)
    }

    /// Sends the last frame, the end frame and the trailer (the whole stream's size and digest),
    /// returns that digest.
    func finish() throws -> [UInt8] {
        try sendFrame()
        let digest = try segments.digestSoFar()
        let trailer = [0, 0, 0, 0] + DirectTransferProtocol.bigEndian(byteCount) + digest
        try transport { (clock: inout TransferClock) throws(TransportError) in try clock.send(trailer, over: connection) }
        return digest
    }

    /// Waits for the destination's word that the trailer matched: true when it came.
    func awaitReceipt() throws -> Bool {
        try transport { (clock: inout TransferClock) throws(TransportError) -> Bool in
            try DirectTransferProtocol.read(1, from: connection, within: &clock).map { $0 == [DirectTransferProtocol.received] } ?? false
        }
    }

    /// After the receipt: whether the destination imported the data (true), or its import failed
    /// after the stream (false); nil when it closed without saying (an older destination, or one
    /// that was killed: the data arrived intact). Waits up to an hour (the other device may be
    /// asking its user for the passcode); a signal ends the wait (``TransportError/interrupted(_:)``).
    func awaitOutcome() throws(TransportError) -> Bool? {
        var waiting = TransferClock(NetworkDeadline(total: 3600, idle: 3600, minimumBytesPerSecond: 0, rateGrace: .infinity))
        waiting.interrupt = clock.interrupt
        do {
            guard let answer = try DirectTransferProtocol.read(1, from: connection, within: &waiting) else { return nil }
            switch answer[0] {
            case DirectTransferProtocol.imported: return true
            case DirectTransferProtocol.notImported: return false
            default: return nil
            }
        } catch .interrupted(let signal) {
            // Kept like any failure of the connection, so the serve says it was stopped.
            transportFailure = .interrupted(signal)
            throw .interrupted(signal)
        } catch {
            return nil
        }
    }

    private func transport<T>(_ body: (inout TransferClock) throws(TransportError) -> T) throws -> T {
        do {
            return try body(&clock)
        } catch {
            transportFailure = error
            throw error
        }
    }
}

/// An archive stream's digest (``AgeStreamDigest``), and its digest at the end of each whole
/// ``ServeResumeRecord/segmentSize`` segment (of the prefix up to there: one pass serves the
/// trailer and the record).
struct SegmentHasher: ~Copyable {
    private var hash: AgeStreamDigest
    private var filled: UInt64 = 0
    private(set) var digests: [[UInt8]] = []

    init() throws {
        hash = try AgeStreamDigest()
    }

    /// Hashes `bytes`; true when a segment was completed.
    mutating func update(_ bytes: UnsafeRawBufferPointer) throws -> Bool {
        var offset = 0
        var completed = false
        while offset < bytes.count {
            let n = Int(min(UInt64(bytes.count - offset), ServeResumeRecord.segmentSize - filled))
            hash.update(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
            filled += UInt64(n)
            offset += n
            if filled == ServeResumeRecord.segmentSize {
                digests.append(try hash.digestSoFar())
                filled = 0
                completed = true
            }
        }
        return completed
    }

    /// The digest of the whole stream so far (the trailer's).
    func digestSoFar() throws -> [UInt8] { try hash.digestOfStream() }
}
