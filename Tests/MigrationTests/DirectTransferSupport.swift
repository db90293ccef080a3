import Testing
import Foundation
import Glibc
@testable import Migration
import Secrets
import Storage
import Transport

/// Runs a direct transfer's source on a thread of its own and records what it says.
final class ServingSource: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [DirectTransferServer.Event] = []
    private var outcome: Result<DirectServeResult, MigrationError>?
    private let done = DispatchSemaphore(value: 0)
    let link: MigrationLink

    init(dataDirectory: String, database: Database, options: DirectTransferServer.Options = .init(listenSeconds: 60)) throws {
        let server = try DirectTransferServer.open(addresses: ["127.0.0.1"])
        link = server.link
        Thread.detachNewThread { [self] in
            let exporter = MigrationExporter(dataDirectory: dataDirectory, appVersion: "9.9.9")
            let result: Result<DirectServeResult, MigrationError>
            do {
                result = .success(try exporter.serve(database: database, on: server, options: options) { event in
                    self.lock.lock()
                    self.recorded.append(event)
                    self.lock.unlock()
                })
            } catch {
                result = .failure((error as? MigrationError) ?? .io("\(error)"))
            }
            lock.lock()
            outcome = result
            lock.unlock()
            done.signal()
        }
    }

    var events: [DirectTransferServer.Event] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The short codes the source showed, in order.
    var shortCodes: [String] {
        events.compactMap { if case .connected(_, let code) = $0 { code } else { nil } }
    }

    /// Waits for the serve to end (at most `seconds`).
    func wait(_ seconds: Double = 60) -> Result<DirectServeResult, MigrationError>? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return outcome
    }
}

/// A TCP relay on loopback between a destination and a source, for the adversarial tests: it
/// passes bytes both ways, and can flip one byte of what the source sends, or cut the first
/// connection after some bytes.
final class TCPRelay: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    /// Flip the byte at this offset of what the source sends, on every connection.
    let flipAt: Int?
    /// Cut the first connection once this many bytes went from the source.
    let cutFirstAfter: Int?
    private let lock = NSLock()
    private var stopped = false
    private(set) var connections = 0

    /// Stop listening once the first connection is cut (the source's process is gone).
    let vanishAfterCut: Bool

    init(to targetPort: UInt16, flipAt: Int? = nil, cutFirstAfter: Int? = nil, vanishAfterCut: Bool = false) {
        self.flipAt = flipAt
        self.cutFirstAfter = cutFirstAfter
        self.vanishAfterCut = vanishAfterCut
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        Glibc.listen(listener, 8)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { return }
                lock.lock()
                connections += 1
                let number = connections
                lock.unlock()
                let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var target = sockaddr_in()
                target.sin_family = sa_family_t(AF_INET)
                target.sin_addr.s_addr = inet_addr("127.0.0.1")
                target.sin_port = targetPort.bigEndian
                let connected = withUnsafePointer(to: &target) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                guard connected == 0 else {
                    close(client)
                    close(upstream)
                    continue
                }
                Thread.detachNewThread { self.pump(client: client, upstream: upstream, number: number) }
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func pump(client: Int32, upstream: Int32, number: Int) {
        defer {
            close(client)
            close(upstream)
        }
        var fromSource = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var polls = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: upstream, events: Int16(POLLIN), revents: 0)]
            guard poll(&polls, 2, 30_000) > 0 else { return }
            if polls[0].revents != 0 {
                let n = recv(client, &buffer, buffer.count, 0)
                if n <= 0 { return }
                guard send(upstream, buffer, n, Int32(MSG_NOSIGNAL)) == n else { return }
            }
            if polls[1].revents != 0 {
                var n = recv(upstream, &buffer, buffer.count, 0)
                if n <= 0 { return }
                if let cut = cutFirstAfter, number == 1, fromSource + n >= cut {
                    n = max(0, cut - fromSource)
                    _ = send(client, buffer, n, Int32(MSG_NOSIGNAL))
                    if vanishAfterCut { shutdown(listener, Int32(SHUT_RDWR)) }
                    return
                }
                if let flip = flipAt, flip >= fromSource, flip < fromSource + n { buffer[flip - fromSource] ^= 0x01 }
                fromSource += n
                guard send(client, buffer, n, Int32(MSG_NOSIGNAL)) == n else { return }
            }
        }
    }
}

/// A link to the same source through another port (a relay's or an impostor's), with another pin when given.
func redirected(_ link: MigrationLink, port: UInt16, pin: [UInt8]? = nil) throws -> MigrationLink {
    let endpoint = try #require(link.directEndpoint)
    return MigrationLink(direct: try DirectTransferEndpoint(hosts: ["127.0.0.1"], port: port, pin: pin ?? endpoint.pin), key: link.key)
}
