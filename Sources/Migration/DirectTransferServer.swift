import Foundation
import Glibc
import Secrets
import Transport

/// The source side of a direct transfer (docs/migration.md, "Direct transfer"): a fresh
/// self-signed certificate, listening sockets on loopback and the local network's addresses, one
/// port, a fresh archive key, and the version-2 link that carries them all.
///
/// ``MigrationExporter/serve(database:on:now:lock:options:catchSignals:events:progress:)`` streams
/// the archive to the one device that proves it holds the link and whose user confirmed the short
/// code, then stops. While one device is served, every other connection is refused (told inside
/// TLS that this device is busy); ``Event/refused(peer:busy:)`` reports them when that session ends.
///
/// `@unchecked Sendable`: the listener is used by the serving thread, and by the refusing thread
/// only while the serving thread is in a session (never both at once).
public final class DirectTransferServer: @unchecked Sendable {
    /// The limits of a serve.
    public struct Options: Sendable {
        /// Seconds the source listens in all, not counting the time a transfer is under way.
        public var listenSeconds: Double
        /// Seconds a connected device may take to confirm the short code.
        public var confirmSeconds: Double
        /// The limits of one connection's stream (silence, minimum rate).
        public var deadline: NetworkDeadline
        /// The limits of the TLS handshake and the destination's proof.
        public var handshake: NetworkDeadline

        public init(listenSeconds: Double = 600, confirmSeconds: Double = 300, deadline: NetworkDeadline = .directTransfer,
                    handshake: NetworkDeadline = NetworkDeadline(total: 20, idle: 10, minimumBytesPerSecond: 0, rateGrace: 20)) {
            self.listenSeconds = listenSeconds
            self.confirmSeconds = confirmSeconds
            self.deadline = deadline
            self.handshake = handshake
        }
    }

    /// What happens while serving, for the front end to say.
    public enum Event: Sendable, Equatable {
        /// A device that holds the link connected: both screens show `shortCode`.
        case connected(peer: String, shortCode: String)
        /// The device's user confirmed the code there: this device's user must confirm it too
        /// (``DirectTransferConfirmation/answer(_:)``) before anything is sent. Not asked again
        /// for a resume of the transfer the user confirmed.
        case confirmCode(peer: String, shortCode: String)
        /// This device's user said the codes differ (or did not answer in time): nothing was sent
        /// to that device, and this device listens again.
        case declined(peer: String)
        /// The device confirmed the code: the archive is sent from `offset` (more than 0: resumed).
        case started(peer: String, offset: UInt64)
        /// A connection was refused: `busy` while another device is served, else it did not prove
        /// it holds the link (or spoke something else).
        case refused(peer: String, busy: Bool)
        /// The device left before confirming the code (its user saw another code, or cancelled).
        case left(peer: String)
        /// The connection broke after `sent` bytes; the source listens again (for a resume).
        case broken(peer: String, sent: UInt64)
        /// The device received everything but its import failed or was stopped there (a wrong
        /// passcode of this device, a full disk, the user's Stop): the source listens again, so
        /// the same link can be used once more.
        case notImported(peer: String)
    }

    /// The link to give the other device (it holds the archive's key: a secret).
    public let link: MigrationLink
    let identity: AgeIdentity
    private let listener: TransferListener
    private let certificate: SelfSignedCertificate

    /// Where this serve keeps its resume record (nil: it keeps none, and a kill ends the transfer).
    let resumeStore: ServeResumeStore?
    /// The record this serve was opened from: the same certificate, key, port and stream as a
    /// serve that was killed (docs/migration.md, "Resume after a restart").
    let resumed: ServeResumeRecord?
    /// Whether this serve continues one whose process was killed (the same link works).
    public var isResumed: Bool { resumed != nil }
    /// The device nonce of the destination whose code this device's user confirmed
    /// (``DirectTransferProtocol/start``): its later sessions (resumes) are not asked again. Kept
    /// in the resume record. The serving thread only.
    var approvedDevice: [UInt8]?

    private init(link: MigrationLink, identity: AgeIdentity, listener: TransferListener, certificate: SelfSignedCertificate,
                 resumeStore: ServeResumeStore? = nil, resumed: ServeResumeRecord? = nil) {
        self.link = link
        self.identity = identity
        self.listener = listener
        self.certificate = certificate
        self.resumeStore = resumeStore
        self.resumed = resumed
        approvedDevice = resumed.flatMap { $0.approvedDevice.isEmpty ? nil : $0.approvedDevice }
    }

    /// Starts listening with `resumeStore` keeping a resume record: when it holds a valid one
    /// (this install's, within its time limit), the killed serve's certificate, archive key,
    /// addresses and port are used again, so its link still works; otherwise a fresh serve, as
    /// ``open(addresses:port:)``, that keeps a record once it sends.
    public static func open(addresses: [String]? = nil, port: UInt16 = 0,
                            resumeStore: ServeResumeStore?) throws(MigrationError) -> DirectTransferServer {
        guard let resumeStore, let record = resumeStore.load() else {
            return try fresh(addresses: addresses, port: port, resumeStore: resumeStore)
        }
        let certificate: SelfSignedCertificate
        let identity: AgeIdentity
        do {
            certificate = try SelfSignedCertificate.restore(certificate: record.certificate, privateKey: record.privateKey)
            identity = try AgeIdentity(parsing: record.identity)
        } catch {
            resumeStore.remove()
            throw .io("cannot read the interrupted transfer's record again; export again (a new link)")
        }
        // Loopback first, so that the port is bound where it surely can be; the link keeps its order.
        let loopback = record.hosts.filter { $0 == "127.0.0.1" || $0 == "::1" }
        let listener: TransferListener
        do {
            listener = try TransferListener(addresses: loopback + record.hosts.filter { !loopback.contains($0) }, port: record.port)
        } catch {
            resumeStore.remove()
            throw .io("cannot listen again on port \(record.port) to resume the interrupted transfer (\(error.description)); export again (a new link)")
        }
        let endpoint: DirectTransferEndpoint
        do {
            endpoint = try DirectTransferEndpoint(hosts: record.hosts, port: record.port, pin: certificate.pin)
        } catch {
            resumeStore.remove()
            throw .io("cannot make the link (\(error.description))")
        }
        return DirectTransferServer(link: MigrationLink(direct: endpoint, key: identity), identity: identity, listener: listener,
                                    certificate: certificate, resumeStore: resumeStore, resumed: record)
    }

    /// The certificate's DER and private key, for the resume record.
    func exportedCertificate() throws(MigrationError) -> (certificate: [UInt8], privateKey: [UInt8]) {
        do {
            return try certificate.exported()
        } catch {
            throw .io("cannot keep the transfer's certificate for a resume (\(error.description))")
        }
    }

    deinit { listener.close() }

    /// Starts listening on `addresses` (default: loopback and every local network address) at
    /// `port` (0: any free one) with a fresh certificate and archive key.
    public static func open(addresses: [String]? = nil, port: UInt16 = 0) throws(MigrationError) -> DirectTransferServer {
        try fresh(addresses: addresses, port: port, resumeStore: nil)
    }

    /// The certificate's subject: 16 random hex digits, no name, so whoever connects without the
    /// link (the certificate is shown before any proof) can't read that this is Threshold's
    /// transfer from it (issue 33). The link pins the key, never the name.
    static func anonymousCommonName() -> String {
        String(UInt64.random(in: 0...UInt64.max) | (1 << 63), radix: 16)
    }

    private static func fresh(addresses: [String]?, port: UInt16,
                              resumeStore: ServeResumeStore?) throws(MigrationError) -> DirectTransferServer {
        let certificate: SelfSignedCertificate
        do {
            certificate = try SelfSignedCertificate.generate(commonName: Self.anonymousCommonName())
        } catch {
            throw .io("cannot make the transfer's certificate (\(error.description))")
        }
        let identity: AgeIdentity
        do {
            identity = try AgeIdentity.generate()
        } catch {
            throw .io("cannot create a key: \(error.description)")
        }
        let listener: TransferListener
        do {
            listener = try TransferListener(addresses: addresses ?? TransferListener.localAddresses(), port: port)
        } catch {
            throw .io("cannot listen for the other device (\(error.description))")
        }
        let hosts = Self.linkOrder(listener.addresses)
        let endpoint: DirectTransferEndpoint
        do {
            endpoint = try DirectTransferEndpoint(hosts: hosts, port: listener.port, pin: certificate.pin)
        } catch {
            throw .io("cannot make the link (\(error.description))")
        }
        return DirectTransferServer(link: MigrationLink(direct: endpoint, key: identity), identity: identity,
                                    listener: listener, certificate: certificate, resumeStore: resumeStore)
    }

    /// Stops listening (idempotent).
    public func close() { listener.close() }

    /// The addresses in the link's order, at most ``DirectTransferEndpoint/maximumHosts``: the local
    /// network's routable ones first, then the IPv6 link-local ones (they work only on the same
    /// link, but there they may be the only ones: two laptops on one cable), then loopback (on the
    /// other device, its own loopback is not this one).
    static func linkOrder(_ addresses: [String]) -> [String] {
        let loopback: Set<String> = ["127.0.0.1", "::1"]
        let linkLocal = addresses.filter { LinkLocal.split($0).zone != nil }
        let routable = addresses.filter { !loopback.contains($0) && LinkLocal.split($0).zone == nil }
        let local = addresses.filter { loopback.contains($0) }
        // Loopback always fits (it is what a test on one machine uses).
        let others = Array((routable + linkLocal).prefix(DirectTransferEndpoint.maximumHosts - local.count))
        return others + local
    }

    /// How one session ended.
    enum SessionEnd {
        /// The destination received the whole archive and said so, and whether it said its import
        /// is in place.
        case finished(UInt64, confirmed: Bool)
        /// It did not start, or broke: listen again.
        case again
    }

    /// Serves until one transfer finished (returns the archive's size), the listening time ran
    /// out (``MigrationError/networkTimeout(_:)``) or a signal came (``MigrationError/cancelled(_:)``).
    /// `generate` writes the whole archive stream into the sink it is given, identical each time.
    func run(estimatedSize: UInt64, options: Options, interrupt: InterruptSignals?,
             confirmation: DirectTransferConfirmation,
             events: (Event) -> Void, progress: ((MigrationProgress) -> Void)?,
             checkpoint: @escaping ([[UInt8]]) throws -> Void = { _ in },
             generate: (NetworkArchiveSink) throws(MigrationError) -> Void) throws(MigrationError) -> DirectServeResult {
        // Every connection's handshake and proof run beside the others (``DirectTransferAdmission``).
        let admission = DirectTransferAdmission(certificate: certificate, identity: identity, handshake: options.handshake)
        defer {
            admission.close()
            listener.close()
        }
        var listenLeft = options.listenSeconds
        while true {
            let waiting = TransferClock(NetworkDeadline(total: .infinity, idle: .infinity, minimumBytesPerSecond: 0, rateGrace: .infinity))
            var reported = Set<String>()
            let admitted = try admit(admission, listenLeft: listenLeft, options: options, interrupt: interrupt,
                                     reported: &reported, events: events)
            listenLeft -= waiting.elapsed
            switch try session(admitted.connection, peer: admitted.peer, estimatedSize: estimatedSize, options: options,
                               interrupt: interrupt, confirmation: confirmation, events: events, progress: progress, checkpoint: checkpoint,
                               generate: generate) {
            case .finished(let size, let confirmed): return DirectServeResult(size: size, importConfirmed: confirmed)
            case .again: admission.reopen()
            }
        }
    }

    /// Accepts connections until one proved the link, within `listenLeft` seconds, reporting those
    /// refused meanwhile once per address and kind (a flood of connections was 10,000 lines in 15 s).
    private func admit(_ admission: DirectTransferAdmission, listenLeft: Double, options: Options, interrupt: InterruptSignals?,
                       reported: inout Set<String>,
                       events: (Event) -> Void) throws(MigrationError) -> (connection: ByteStreamConnection, peer: String) {
        let waiting = TransferClock(NetworkDeadline(total: .infinity, idle: .infinity, minimumBytesPerSecond: 0, rateGrace: .infinity))
        while true {
            for refusal in admission.takeRefusals()
            where reported.insert(DirectTransferAdmission.host(of: refusal.peer) + (refusal.busy ? " busy" : "")).inserted {
                events(.refused(peer: refusal.peer, busy: refusal.busy))
            }
            if let admitted = admission.takeAdmitted() { return admitted }
            let left = listenLeft - waiting.elapsed
            guard left > 0 else {
                throw .networkTimeout(.nobodyCame(seconds: Int(options.listenSeconds)))
            }
            // A short wait, so a connection proved on its own thread is taken at once.
            let wait = min(0.05, left)
            var clock = TransferClock(NetworkDeadline(total: wait, idle: wait, minimumBytesPerSecond: 0, rateGrace: .infinity))
            clock.interrupt = interrupt
            do {
                let accepted = try listener.accept(within: &clock)
                admission.check(accepted.socket, peer: accepted.peer)
            } catch .interrupted(let signal) {
                throw .cancelled(.stoppedListening(signal: signal, begun: false))
            } catch .timedOut {
                continue
            } catch {
                throw .io("cannot accept the other device's connection (\(error.description))")
            }
        }
    }

    /// One session with a device that proved it holds the link.
    private func session(_ connection: ByteStreamConnection, peer: String, estimatedSize: UInt64, options: Options,
                         interrupt: InterruptSignals?, confirmation: DirectTransferConfirmation, events: (Event) -> Void, progress: ((MigrationProgress) -> Void)?,
                         checkpoint: @escaping ([[UInt8]]) throws -> Void,
                         generate: (NetworkArchiveSink) throws(MigrationError) -> Void) throws(MigrationError) -> SessionEnd {
        defer { connection.close() }
        func stopped(_ signal: String) -> MigrationError {
            .cancelled(.stoppedListening(signal: signal, begun: true))
        }
        var clock = TransferClock(options.handshake)
        clock.interrupt = interrupt
        do {
            try clock.send([DirectTransferProtocol.ready] + DirectTransferProtocol.bigEndian(estimatedSize), over: connection)
        } catch .interrupted(let signal) {
            throw stopped(signal)
        } catch {
            events(.left(peer: peer))
            return .again
        }
        let shortCode = PinnedTLS.shortCode(of: connection) ?? ""
        events(.connected(peer: peer, shortCode: shortCode))
        // From here on this device is taken: others are told so until the session ends.
        // The same limits as the admission's (issue 33: a silent connection was dropped after 5 s
        // here and 10 s there, which told anyone without the link that a transfer was under way).
        let refuser = BusyRefuser(listener: listener, certificate: certificate, identity: identity,
                                   deadline: options.handshake)
        refuser.start()
        // Stops refusing and tells the devices it refused meanwhile (events belong to this thread).
        func stopRefusing() {
            for refused in refuser.stop() { events(.refused(peer: refused.peer, busy: refused.busy)) }
        }
        defer { stopRefusing() }
        var waiting = TransferClock(NetworkDeadline(total: options.confirmSeconds, idle: options.confirmSeconds,
                                                    minimumBytesPerSecond: 0, rateGrace: .infinity))
        waiting.interrupt = interrupt
        let offset: UInt64
        let device: [UInt8]
        do {
            guard let command = try DirectTransferProtocol.read(DirectTransferProtocol.startSize, from: connection, within: &waiting),
                  command[0] == DirectTransferProtocol.start else {
                // Told once this device takes connections again.
                stopRefusing()
                events(.left(peer: peer))
                return .again
            }
            offset = DirectTransferProtocol.uint64(command[1..<9])
            device = Array(command[9...])
        } catch .interrupted(let signal) {
            throw stopped(signal)
        } catch {
            stopRefusing()
            events(.left(peer: peer))
            return .again
        }
        // Step 3a: this device's user confirms the code too, unless this is a resume of the
        // transfer they confirmed (the same device nonce, which only that device sent, inside TLS).
        if !(approvedDevice.map { ConstantTime.equals($0, device) } ?? false) {
            confirmation.reset()
            events(.confirmCode(peer: peer, shortCode: shortCode))
            let approved: Bool
            do {
                approved = try confirmation.wait(seconds: options.confirmSeconds, interrupt: interrupt)
            } catch {
                throw stopped(interrupt?.caught.map(InterruptSignals.name) ?? "stop")
            }
            guard approved else {
                var reply = TransferClock(options.handshake)
                try? reply.send([DirectTransferProtocol.declined], over: connection)
                stopRefusing()
                events(.declined(peer: peer))
                return .again
            }
            approvedDevice = device
        }
        do {
            // A clock of its own: the two users' time to compare the codes does not count.
            var reply = TransferClock(options.handshake)
            reply.interrupt = interrupt
            try reply.send([DirectTransferProtocol.go], over: connection)
        } catch .interrupted(let signal) {
            throw stopped(signal)
        } catch {
            stopRefusing()
            events(.left(peer: peer))
            return .again
        }
        events(.started(peer: peer, offset: offset))
        var streaming = TransferClock(options.deadline)
        streaming.interrupt = interrupt
        let sink: NetworkArchiveSink
        do {
            sink = try NetworkArchiveSink(connection: connection, clock: streaming, skip: offset, checkpoint: checkpoint) { sent in
                progress?(MigrationProgress(phase: .packing, completed: sent, total: max(estimatedSize, sent)))
            }
        } catch {
            throw .io("cannot start the transfer (\(error))")
        }
        do {
            try generate(sink)
            guard offset <= sink.byteCount, try sink.awaitReceipt() else {
                stopRefusing()
                events(.broken(peer: peer, sent: sink.sent))
                return .again
            }
            // Step 6: the destination may still fail (or ask its user first): only an import in
            // place ends the serve.
            switch try sink.awaitOutcome() {
            case false?:
                stopRefusing()
                events(.notImported(peer: peer))
                return .again
            case true?:
                break
            case nil:
                return .finished(sink.byteCount, confirmed: false)
            }
        } catch {
            switch sink.transportFailure {
            case .interrupted(let signal)?: throw stopped(signal)
            case .some:
                stopRefusing()
                events(.broken(peer: peer, sent: sink.sent))
                return .again
            case nil:
                if let error = error as? MigrationError { throw error }
                throw .io("the transfer failed (\(error))")
            }
        }
        return .finished(sink.byteCount, confirmed: true)
    }
}

/// While one device is being served, accepts every other connection on the same listener, tells
/// one that proves the link ``DirectTransferProtocol/busy`` inside TLS (so its user reads a clear
/// message) and any other ``DirectTransferProtocol/denied``, and closes it, on a thread of its own.
///
/// `@unchecked Sendable`: `stopping` is only touched under `lock`.
private final class BusyRefuser: @unchecked Sendable {
    private let listener: TransferListener
    private let certificate: SelfSignedCertificate
    private let deadline: NetworkDeadline
    private let lock = NSLock()
    private var stopping = false
    private var refused: [(peer: String, busy: Bool)] = []
    private let done = DispatchSemaphore(value: 0)
    private var started = false

    private let identity: AgeIdentity

    init(listener: TransferListener, certificate: SelfSignedCertificate, identity: AgeIdentity, deadline: NetworkDeadline) {
        self.listener = listener
        self.certificate = certificate
        self.identity = identity
        self.deadline = deadline
    }

    private var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    func start() {
        started = true
        Thread.detachNewThread { [self] in
            while !shouldStop {
                var clock = TransferClock(NetworkDeadline(total: 1e9, idle: 0.2, minimumBytesPerSecond: 0, rateGrace: .infinity))
                guard let (fd, peer) = try? listener.accept(within: &clock) else { continue }
                var handshake = TransferClock(deadline)
                // Only a device that proves the link learns that another one is being served;
                // anyone else is told what a wrong proof is told.
                var proved = false
                if let connection = try? PinnedTLS.accept(fd, peer: peer, certificate: certificate, within: &handshake) {
                    let hello = try? DirectTransferProtocol.read(DirectTransferProtocol.helloSize, from: connection, within: &handshake)
                    if let hello { proved = DirectTransferProtocol.proves(hello, on: connection, key: identity) }
                    try? handshake.send([proved ? DirectTransferProtocol.busy : DirectTransferProtocol.denied], over: connection)
                    connection.close()
                }
                lock.lock()
                refused.append((peer, proved))
                lock.unlock()
            }
            done.signal()
        }
    }

    /// Stops the thread (idempotent); returns the peers refused since the last call, and whether
    /// each proved the link (told busy) or not (told denied).
    func stop() -> [(peer: String, busy: Bool)] {
        if started {
            lock.lock()
            stopping = true
            lock.unlock()
            done.wait()
            started = false
        }
        lock.lock()
        defer { lock.unlock() }
        let peers = refused
        refused = []
        return peers
    }
}
