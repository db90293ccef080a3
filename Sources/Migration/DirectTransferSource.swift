import Foundation
import Glibc
import Secrets
import Synchronization
import Transport

/// The destination side of a direct transfer, as the import pipeline's archive source
/// (docs/migration.md, "Direct transfer"): connects to the link's addresses in turn, accepts only
/// the certificate whose SHA-256 is the link's pin, proves it holds the link, lets the user
/// confirm the short code, then reads the archive from its frames. The digest (``AgeStreamDigest``)
/// and size of every byte received are checked against the source's trailer before the stream ends.
///
/// A connection that breaks or goes silent in the middle is opened again (up to
/// ``resumeAttempts`` times) and the source asked to continue from the byte where it stopped:
/// the pipeline above never notices, the digest and the decryptor keep their state; the progress
/// reports say so (``lastResume``). A stop from another thread (``ServeCancellation``, a face's
/// Stop) ends every wait at once, without a resume, with ``MigrationError/cancelled(_:)``.
///
/// `@unchecked Sendable`: connected on the calling thread, then read by the import's worker
/// thread only (one thread at a time).
final class DirectTransferSource: ByteSource, @unchecked Sendable {
    private let endpoint: DirectTransferEndpoint
    private let key: AgeIdentity
    private let deadline: NetworkDeadline
    private let handshake: NetworkDeadline
    /// How many times a broken connection is opened again.
    let resumeAttempts: Int
    /// How long a broken connection is tried again while nothing listens at the source's address.
    let resumeWindow: Double
    /// Connections opened again that reached the source (or failed once there).
    private var attempts = 0
    private var connection: ByteStreamConnection?
    private var host: String
    private var clock: TransferClock
    private var scratch = [UInt8](repeating: 0, count: DirectTransferProtocol.frameSize)
    private var start = 0
    private var end = 0
    private var frameLeft = 0
    private var finished = false
    private var hash: AgeStreamDigest
    /// This transfer's device nonce (``DirectTransferProtocol/start``): the same in every session,
    /// so the source does not ask its user again for a resume of the transfer they confirmed.
    private let deviceNonce: [UInt8]
    /// Archive bytes received so far.
    private(set) var received: UInt64 = 0
    /// The archive's size as the source expects it (an upper bound), for progress.
    private(set) var expectedSize: UInt64 = 0
    /// The short code of the first session, which the user confirmed.
    private(set) var shortCode = ""
    /// How many times the connection was opened again.
    private(set) var resumes = 0
    /// The verified digest of the whole archive (``AgeStreamDigest``), once the stream ended.
    private(set) var digest: [UInt8]?
    /// A stop from another thread (a face's Stop): every wait ends, and the read throws
    /// ``MigrationError/cancelled(_:)`` instead of resuming.
    private let interrupt: InterruptSignals?
    /// The resumes that reconnected, and the byte the last one continued from: written by the
    /// reading thread, read by the one reporting progress.
    private let resumed = Mutex<(count: Int, offset: UInt64)>((0, 0))

    /// How many times the connection was resumed, and from which byte the last time.
    var lastResume: (count: Int, offset: UInt64) { resumed.withLock { $0 } }
    /// When the connection was lost (``ProcessInfo/systemUptime``), while the reading thread tries
    /// to open it again; nil while connected. Read by the thread reporting progress.
    private let lostAt = Mutex<Double?>(nil)

    /// The whole seconds since the connection was lost, while reconnecting; nil while connected.
    var reconnectingSeconds: Int? {
        lostAt.withLock { $0 }.map { Int(ProcessInfo.processInfo.systemUptime - $0) }
    }

    private init(endpoint: DirectTransferEndpoint, key: AgeIdentity, deadline: NetworkDeadline, handshake: NetworkDeadline,
                 resumeAttempts: Int, resumeWindow: Double, host: String, interrupt: InterruptSignals?,
                 deviceNonce: [UInt8]) throws(MigrationError) {
        self.interrupt = interrupt
        self.deviceNonce = deviceNonce
        self.resumeWindow = resumeWindow
        self.endpoint = endpoint
        self.key = key
        self.deadline = deadline
        self.handshake = handshake
        self.resumeAttempts = resumeAttempts
        self.host = host
        clock = TransferClock(deadline)
        clock.interrupt = interrupt
        do {
            hash = try AgeStreamDigest()
        } catch {
            throw .io("cannot hash the archive (\(error))")
        }
    }

    deinit { connection?.close() }

    /// Connects, shows the short code to `confirm` (which throws to stop: nothing was received
    /// yet), then asks for the archive from its start.
    static func connect(_ endpoint: DirectTransferEndpoint, key: AgeIdentity, deadline: NetworkDeadline,
                        resumeAttempts: Int = 5, resumeWindow: Double = 180, cancellation: ServeCancellation? = nil,
                        confirm: (String) throws(MigrationError) -> Void) throws(MigrationError) -> DirectTransferSource {
        // The TLS handshake and the proof: 20 s in all, 10 s of silence (less when the stream's limits are tighter).
        let handshake = NetworkDeadline(total: min(20, deadline.total), idle: min(10, deadline.idle), minimumBytesPerSecond: 0,
                                        rateGrace: min(20, deadline.total))
        var failures: [MigrationError] = []
        // A link-local address is tried on each of this device's interfaces (its zone names the
        // source's interface, whose name here may differ: LinkLocal.candidates).
        let interfaces = LinkLocal.interfaces()
        let nonce: [UInt8]
        do {
            nonce = try SecureRandom().bytes(DirectTransferProtocol.nonceSize)
        } catch {
            throw .io("cannot make the transfer's device nonce (\(error))")
        }
        for host in endpoint.hosts.flatMap({ LinkLocal.candidates(for: $0, interfaces: interfaces) }) {
            let source = try DirectTransferSource(endpoint: endpoint, key: key, deadline: deadline, handshake: handshake,
                                                  resumeAttempts: resumeAttempts, resumeWindow: resumeWindow, host: host,
                                                  interrupt: cancellation?.signals, deviceNonce: nonce)
            do {
                try source.open(from: 0) { code throws(MigrationError) in
                    source.shortCode = code
                    try confirm(code)
                }
                return source
            } catch .connectionRefused, .networkTimeout, .peerNotTrusted {
                // (A link-local address on an interface that does not lead to the source fails
                // here too, as unreachable or silent; its pin is never met on another link.)
                // Another address of the source may answer (this one may be another machine's).
                failures.append(source.lastFailure ?? .connectionBroken(.connectionBroke(received: nil)))
            }
        }
        // A certificate other than the pin's is the one that matters; then a silence; then a refusal.
        if let untrusted = failures.first(where: { if case .peerNotTrusted = $0 { true } else { false } }) { throw untrusted }
        if let silent = failures.first(where: { if case .networkTimeout = $0 { true } else { false } }) { throw silent }
        throw .connectionRefused(.unreachable(hosts: endpoint.hosts, port: endpoint.port))
    }

    private var lastFailure: MigrationError?

    /// One session: TLS with the pin, the proof, the status, `confirm` for the first one, then
    /// `start` from `offset`.
    private func open(from offset: UInt64, confirm: (String) throws(MigrationError) -> Void) throws(MigrationError) {
        connection?.close()
        connection = nil
        var setup = TransferClock(handshake)
        setup.interrupt = interrupt
        let peer = host.contains(":") ? "[\(host)]:\(endpoint.port)" : "\(host):\(endpoint.port)"
        func fail(_ error: MigrationError) -> MigrationError {
            lastFailure = error
            return error
        }
        let opened: ByteStreamConnection
        do {
            opened = try PinnedTLS.connect(host: host, port: endpoint.port, pin: endpoint.pin,
                                           timeoutSeconds: Int(max(1, handshake.idle.rounded(.up))), within: &setup)
        } catch .tlsHandshakeFailed(let why) {
            throw fail(.peerNotTrusted("\(peer): \(why)"))
        } catch .timedOut {
            throw fail(.networkTimeout(.otherDeviceSilent))
        } catch .interrupted {
            throw Self.stopped
        } catch {
            throw fail(.connectionRefused(.unreachable(hosts: [host], port: endpoint.port)))
        }
        connection = opened
        do {
            guard let proof = DirectTransferProtocol.proof(for: opened, key: key) else {
                throw fail(.io("cannot prove this device holds the link"))
            }
            try setup.send(DirectTransferProtocol.magic + proof, over: opened)
            guard let status = try DirectTransferProtocol.read(1, from: opened, within: &setup) else {
                throw fail(.connectionBroken(.closedBeforeStart))
            }
            switch status[0] {
            case DirectTransferProtocol.ready:
                break
            case DirectTransferProtocol.busy:
                throw fail(.transferRefused(.busy))
            case DirectTransferProtocol.otherVersion:
                throw fail(.transferRefused(.otherVersion))
            default:
                // A source from before THRX2 answers a THRX2 hello this way too.
                throw fail(.transferRefused(.notThatLink))
            }
            guard let size = try DirectTransferProtocol.read(8, from: opened, within: &setup) else {
                throw fail(.connectionBroken(.closedBeforeStart))
            }
            expectedSize = DirectTransferProtocol.uint64(size[...])
            try confirm(PinnedTLS.shortCode(of: opened) ?? "")
            // The rate is measured from here: the user's time to compare the codes does not count.
            clock = TransferClock(deadline)
            clock.interrupt = interrupt
            try clock.send([DirectTransferProtocol.start] + DirectTransferProtocol.bigEndian(offset) + deviceNonce, over: opened)
            // Step 3a: the source's user confirms the code too (not asked again for a resume).
            var confirming = TransferClock(NetworkDeadline(total: Self.sourceConfirmSeconds, idle: Self.sourceConfirmSeconds,
                                                           minimumBytesPerSecond: 0, rateGrace: .infinity))
            confirming.interrupt = interrupt
            guard let answer = try DirectTransferProtocol.read(1, from: opened, within: &confirming) else {
                throw fail(.connectionBroken("The other device closed the connection before the transfer began."))
            }
            guard answer[0] == DirectTransferProtocol.go else {
                throw fail(.transferRefused(.codeNotConfirmedBySource))
            }
            clock = TransferClock(deadline)
            clock.interrupt = interrupt
        } catch let error as MigrationError {
            throw error
        } catch let error as TransportError {
            if case .interrupted = error { throw Self.stopped }
            if case .timedOut = error {
                throw fail(.networkTimeout(.otherDeviceSilent))
            }
            throw fail(.connectionBroken(.connectionBroke(received: nil)))
        } catch {
            throw fail(.connectionBroken(.connectionBroke(received: nil)))
        }
        start = 0
        end = 0
        frameLeft = 0
    }

    // MARK: - Reading

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, buffer.count > 0 else { return 0 }
        while true {
            do {
                return try readFrames(into: buffer)
            } catch TransportError.interrupted {
                throw Self.stopped
            } catch let error as TransportError {
                try resume(after: error)
            } catch is Cut {
                try resume(after: .connectionBroken)
            }
        }
    }

    /// How long the source's user may take to confirm the code once this device's user did.
    static let sourceConfirmSeconds: Double = 300

    /// The source closed the connection before the end of the stream.
    private struct Cut: Error {}

    /// The error of a stop (``interrupt``): nothing was imported.
    static var stopped: MigrationError { .cancelled(.importStopped) }

    /// Waits `seconds` before a resume, or less when stopped (then throws).
    private func pause(_ seconds: Int) throws(MigrationError) {
        guard let interrupt else {
            sleep(UInt32(seconds))
            return
        }
        var poller = pollfd(fd: interrupt.fileDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, Int32(seconds * 1000)) > 0 || interrupt.caught != nil { throw Self.stopped }
    }

    private func readFrames(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while frameLeft == 0 {
            let header = try take(4)
            let length = Int(DirectTransferProtocol.uint64(header[...]))
            guard length <= DirectTransferProtocol.maximumFrame else {
                throw MigrationError.archiveCorrupted("the other device sent a malformed stream.")
            }
            if length == 0 {
                try finishStream()
                return 0
            }
            frameLeft = length
        }
        if start == end { try fill() }
        let n = min(buffer.count, frameLeft, end - start)
        let from = start
        scratch.withUnsafeBytes { raw in
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<n]).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[from..<(from + n)]))
        }
        hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
        start += n
        frameLeft -= n
        received += UInt64(n)
        return n
    }

    /// The trailer: the whole archive's size and digest must be what was received; then the word
    /// that it was.
    private func finishStream() throws {
        let trailer = try take(DirectTransferProtocol.trailerSize)
        let size = DirectTransferProtocol.uint64(trailer[0..<8])
        let computed = try hash.digestOfStream()
        guard size == received, ConstantTime.equals(computed, Array(trailer[8...])) else {
            throw MigrationError.archiveCorrupted(.transferIncomplete)
        }
        digest = computed
        finished = true
        if let connection {
            try? clock.send([DirectTransferProtocol.received], over: connection)
        }
    }

    /// Tells the source how the import ended, once the whole stream was received (step 6 of the
    /// protocol), and closes the connection: `imported` once the data is in place; otherwise the
    /// source listens on, so the same link can be used again.
    func reportOutcome(imported: Bool) {
        guard finished, let connection else { return }
        var clock = TransferClock(NetworkDeadline(total: 5, idle: 5, minimumBytesPerSecond: 0, rateGrace: 5))
        try? clock.send([imported ? DirectTransferProtocol.imported : DirectTransferProtocol.notImported], over: connection)
        connection.close()
        self.connection = nil
    }

    /// Exactly `count` bytes of the stream (small: a frame header or the trailer).
    private func take(_ count: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        while out.count < count {
            if start == end { try fill() }
            let n = min(count - out.count, end - start)
            out += scratch[start..<(start + n)]
            start += n
        }
        return out
    }

    /// Receives more bytes into the empty scratch buffer.
    private func fill() throws {
        guard let connection else { throw Cut() }
        start = 0
        end = 0
        let n = try clock.receive(from: connection, into: &scratch)
        // The source closing the stream before the end frame is a cut connection.
        guard n > 0 else { throw Cut() }
        end = n
    }

    /// Opens the connection again and asks for the archive from the byte received last, after a
    /// pause (1 s, 2 s, ... 5 s); throws once ``resumeAttempts`` connections that reached the
    /// source broke again, or once nothing has listened for ``resumeWindow`` seconds (a source
    /// whose process was killed and is started again within that time serves the same link:
    /// docs/migration.md, "Resume after a restart").
    private func resume(after error: TransportError) throws {
        let why: MigrationError = if case .timedOut = error {
            .networkTimeout(.otherDeviceSilent)
        } else {
            .connectionBroken(.connectionBroke(received: received))
        }
        connection?.close()
        connection = nil
        var last = why
        var pauses = 0
        let brokeAt = Date()
        lostAt.withLock { $0 = ProcessInfo.processInfo.systemUptime }
        defer { lostAt.withLock { $0 = nil } }
        while attempts < resumeAttempts {
            pauses += 1
            try pause(min(pauses, 5))
            do {
                // The pin already proved it is the device whose code the user confirmed.
                try open(from: received) { _ throws(MigrationError) in }
                attempts += 1
                resumes += 1
                let offset = received
                resumed.withLock { $0 = ($0.count + 1, offset) }
                return
            } catch .peerNotTrusted(let message) {
                throw MigrationError.peerNotTrusted(message)
            } catch .cancelled(let message) {
                throw MigrationError.cancelled(message)
            } catch .connectionRefused(let message) {
                // Nothing listens: the source may be starting again. Wait, within the window.
                last = .connectionRefused(message)
                if Date().timeIntervalSince(brokeAt) >= resumeWindow { break }
            } catch {
                attempts += 1
                last = error
            }
        }
        throw last
    }
}
