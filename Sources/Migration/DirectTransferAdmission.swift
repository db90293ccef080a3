import Foundation
import Glibc
import Secrets
import Transport

/// Finds, among the connections a serving source accepts, the device that holds the link: each
/// connection's TLS handshake and proof (``DirectTransferProtocol/proof(for:key:)``) run on a
/// thread of its own, so connections that stall before their proof (idle TCP, a handshake left
/// half done) hold up no one. Before, the source took them one at a time under the handshake's
/// 10-20 s limits, and two idle connections, reopened as they closed, kept the real device out
/// until its own handshake timed out (found by an outside review).
///
/// At most ``limit`` connections are checked at once; a new one beyond that ends the oldest check
/// of the address that has the most (its socket is shut down, so its thread fails at once): a
/// flood from one address (thousands of connections a second) only ends its own checks, and
/// can't cut the real device's handshake short (a second review found that evicting the oldest
/// of all let a flood of 60 idle connections beat a device 15 ms away, every time). The first
/// connection to prove the link is admitted;
/// one that proves it while another is admitted (or served) is told ``DirectTransferProtocol/busy``.
///
/// `@unchecked Sendable`: every mutable field is only touched under `lock`; a connection handed
/// from a checking thread to the serving one is used by one thread at a time.
final class DirectTransferAdmission: @unchecked Sendable {
    /// How many connections are checked at once.
    static let limit = 32

    private let certificate: SelfSignedCertificate
    private let identity: AgeIdentity
    private let handshake: NetworkDeadline
    private let lock = NSLock()
    /// The connections being checked, oldest first: an id and a duplicate of the socket, which
    /// this table alone closes (the checking thread closes its own descriptor; a number reused by a
    /// later connection can't be shut down by mistake).
    private var checking: [(id: UInt64, handle: Int32, host: String)] = []
    private var nextID: UInt64 = 0
    private var admitted: (connection: ByteStreamConnection, peer: String)?
    /// Whether a connection that proves the link is admitted (false while one is, or is served).
    private var admitting = true
    /// Refused peers not yet reported, with whether they were refused as busy.
    private var refusals: [(peer: String, busy: Bool)] = []

    init(certificate: SelfSignedCertificate, identity: AgeIdentity, handshake: NetworkDeadline) {
        self.certificate = certificate
        self.identity = identity
        self.handshake = handshake
    }

    /// Checks the accepted socket `fd` on a thread of its own.
    func check(_ fd: Int32, peer: String) {
        let handle = dup(fd)
        lock.lock()
        let host = Self.host(of: peer)
        if checking.count >= Self.limit {
            // The address with the most checks under way gives up its oldest (this one's counted).
            var counts: [String: Int] = [host: 1]
            for entry in checking { counts[entry.host, default: 0] += 1 }
            let busiest = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key == host) }?.key ?? host
            if let index = checking.firstIndex(where: { $0.host == busiest }) {
                let oldest = checking.remove(at: index)
                shutdown(oldest.handle, Int32(SHUT_RDWR))
                Glibc.close(oldest.handle)
            } else {
                // Only the new connection is from the busiest address: it is not checked.
                lock.unlock()
                if handle >= 0 { Glibc.close(handle) }
                Glibc.close(fd)
                return
            }
        }
        nextID += 1
        let id = nextID
        if handle >= 0 { checking.append((id, handle, host)) }
        lock.unlock()
        Thread.detachNewThread { [self] in
            let verdict = prove(fd, peer: peer)
            lock.lock()
            if let index = checking.firstIndex(where: { $0.id == id }) {
                Glibc.close(checking[index].handle)
                checking.remove(at: index)
            }
            switch verdict {
            case .proved(let connection) where admitting && admitted == nil:
                admitted = (connection, peer)
                admitting = false
                lock.unlock()
            case .proved(let connection):
                refusals.append((peer, true))
                lock.unlock()
                var clock = TransferClock(handshake)
                try? clock.send([DirectTransferProtocol.busy], over: connection)
                connection.close()
            case .refused:
                refusals.append((peer, false))
                lock.unlock()
            }
        }
    }

    /// The admitted connection, if one proved the link; from then on others are told busy until
    /// ``reopen()``.
    func takeAdmitted() -> (connection: ByteStreamConnection, peer: String)? {
        lock.lock()
        defer { lock.unlock() }
        let taken = admitted
        admitted = nil
        return taken
    }

    /// The session with the admitted device ended without a transfer: the next device that proves
    /// the link is admitted.
    func reopen() {
        lock.lock()
        admitting = true
        lock.unlock()
    }

    /// The peers refused since the last call, and whether each was refused as busy.
    func takeRefusals() -> [(peer: String, busy: Bool)] {
        lock.lock()
        defer { lock.unlock() }
        let taken = refusals
        refusals = []
        return taken
    }

    /// Stops the checks under way (their sockets shut down) and closes an admitted connection
    /// nobody took.
    func close() {
        lock.lock()
        for entry in checking {
            shutdown(entry.handle, Int32(SHUT_RDWR))
            Glibc.close(entry.handle)
        }
        checking = []
        let left = admitted
        admitted = nil
        admitting = false
        lock.unlock()
        left?.connection.close()
    }

    /// The address of `peer` (`1.2.3.4:5678`, `[fe80::1%eth0]:5678`) without its port.
    static func host(of peer: String) -> String {
        guard let colon = peer.lastIndex(of: ":") else { return peer }
        return String(peer[..<colon])
    }

    private enum Verdict {
        case proved(ByteStreamConnection)
        case refused
    }

    /// The handshake and the proof: anything that does not prove the link, another version's
    /// hello included, is told ``DirectTransferProtocol/denied`` (issue 33: an unproven peer is not
    /// told which version runs here; the destination's message for a refusal names an older
    /// version as one cause).
    private func prove(_ fd: Int32, peer: String) -> Verdict {
        var clock = TransferClock(handshake)
        guard let connection = try? PinnedTLS.accept(fd, peer: peer, certificate: certificate, within: &clock) else {
            return .refused
        }
        guard let hello = try? DirectTransferProtocol.read(DirectTransferProtocol.helloSize, from: connection, within: &clock) else {
            connection.close()
            return .refused
        }
        guard DirectTransferProtocol.proves(hello, on: connection, key: identity) else {
            try? clock.send([DirectTransferProtocol.denied], over: connection)
            connection.close()
            return .refused
        }
        return .proved(connection)
    }
}
