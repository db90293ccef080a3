import Foundation
import Glibc
import Testing
@testable import Transport

/// Pinned TLS between two devices (issue 21): a fresh self-signed certificate trusted by its pin,
/// the short code from the session's exporter, and what a device in between gets.
@Suite struct PinnedTLSTests {
    static let deadline = NetworkDeadline(total: 20, idle: 5, minimumBytesPerSecond: 0, rateGrace: 0)
    static var available: Bool { if case .success = PinnedTLSLibrary.load() { true } else { false } }

    /// Runs `body` on its own thread; `join` waits for its result.
    final class Worker<T: Sendable>: @unchecked Sendable {
        private var result: Result<T, any Error>?
        private let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping @Sendable () throws -> T) {
            Thread.detachNewThread { [self] in
                result = Result { try body() }
                done.signal()
            }
        }
        func join() throws -> T {
            done.wait()
            return try (result ?? .failure(TransportError.connectionBroken)).get()
        }
    }

    /// A TLS server on loopback: accepts one connection with `certificate`, reads a line, answers
    /// "pong", returns its short code.
    static func server(_ certificate: SelfSignedCertificate, listener: TransferListener) -> Worker<String> {
        Worker {
            var clock = TransferClock(Self.deadline)
            let (fd, peer) = try listener.accept(within: &clock)
            let connection = try PinnedTLS.accept(fd, peer: peer, certificate: certificate, within: &clock)
            defer { connection.close() }
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = try clock.receive(from: connection, into: &buffer)
            try clock.send(Array("pong".utf8), over: connection)
            return PinnedTLS.shortCode(of: connection) ?? ""
        }
    }

    /// Connects pinned to `pin`, sends "ping", returns the answer and the short code.
    static func client(port: UInt16, pin: [UInt8]) throws -> (String, String) {
        var clock = TransferClock(deadline)
        let connection = try PinnedTLS.connect(host: "127.0.0.1", port: port, pin: pin, within: &clock)
        defer { connection.close() }
        try clock.send(Array("ping\n".utf8), over: connection)
        var buffer = [UInt8](repeating: 0, count: 64)
        var answer = [UInt8]()
        while true {
            let n = try clock.receive(from: connection, into: &buffer)
            if n == 0 { break }
            answer += buffer[0..<n]
        }
        return (String(decoding: answer, as: UTF8.self), PinnedTLS.shortCode(of: connection) ?? "")
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func thePinnedCertificateIsAcceptedAndBothSidesShowTheSameCode() throws {
        let certificate = try SelfSignedCertificate.generate()
        #expect(certificate.pin.count == 32)
        #expect(try SelfSignedCertificate.generate().pin != certificate.pin, "a fresh certificate each time")
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        let server = Self.server(certificate, listener: listener)
        let (answer, code) = try Self.client(port: listener.port, pin: certificate.pin)
        let serverCode = try server.join()
        #expect(answer == "pong")
        #expect(code.count == 7 && code.dropFirst(3).first == " ")
        #expect(code == serverCode)
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func aServerWithAnotherCertificateIsRefusedBeforeAnyData() throws {
        let real = try SelfSignedCertificate.generate()
        let impostor = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        let server = Self.server(impostor, listener: listener)
        let error = #expect(throws: TransportError.self) { _ = try Self.client(port: listener.port, pin: real.pin) }
        #expect(error?.code == "tlsHandshakeFailed")
        #expect(error?.description.contains("other than the one in the link") == true)
        // The impostor never got the request.
        #expect(throws: (any Error).self) { _ = try server.join() }
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func aSwappedLinkThroughARelayGivesEachSideADifferentCode() throws {
        // The relay holds its own certificate (its pin in the swapped link) and opens a session of
        // its own to the real device: two sessions, two codes.
        let real = try SelfSignedCertificate.generate()
        let relayCertificate = try SelfSignedCertificate.generate()
        let realListener = try TransferListener(addresses: ["127.0.0.1"])
        let relayListener = try TransferListener(addresses: ["127.0.0.1"])
        let server = Self.server(real, listener: realListener)
        let pin = real.pin, realPort = realListener.port
        let relay = Worker { () -> (String, String) in
            var clock = TransferClock(Self.deadline)
            let (fd, peer) = try relayListener.accept(within: &clock)
            let inbound = try PinnedTLS.accept(fd, peer: peer, certificate: relayCertificate, within: &clock)
            defer { inbound.close() }
            let outbound = try PinnedTLS.connect(host: "127.0.0.1", port: realPort, pin: pin, within: &clock)
            defer { outbound.close() }
            var buffer = [UInt8](repeating: 0, count: 64)
            let n = try clock.receive(from: inbound, into: &buffer)
            try clock.send(Array(buffer[0..<n]), over: outbound)
            let m = try clock.receive(from: outbound, into: &buffer)
            try clock.send(Array(buffer[0..<m]), over: inbound)
            return (PinnedTLS.shortCode(of: inbound) ?? "", PinnedTLS.shortCode(of: outbound) ?? "")
        }
        let (answer, clientCode) = try Self.client(port: relayListener.port, pin: relayCertificate.pin)
        let (relayInbound, relayOutbound) = try relay.join()
        let serverCode = try server.join()
        #expect(answer == "pong")
        #expect(clientCode == relayInbound && serverCode == relayOutbound)
        #expect(clientCode != serverCode, "the user comparing codes catches the swapped link")
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func aRelayThatChangesOneByteBreaksTheSession() throws {
        let certificate = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        let relayListener = try TransferListener(addresses: ["127.0.0.1"])
        let serverPort = listener.port
        // The server sends 64 KiB; the TCP relay flips one byte far past the handshake.
        let server = Worker { () -> Bool in
            var clock = TransferClock(Self.deadline)
            let (fd, peer) = try listener.accept(within: &clock)
            let connection = try PinnedTLS.accept(fd, peer: peer, certificate: certificate, within: &clock)
            defer { connection.close() }
            try? clock.send([UInt8](repeating: 0x5a, count: 65536), over: connection)
            return true
        }
        let relay = Worker { () -> Bool in
            var clock = TransferClock(Self.deadline)
            let (inbound, _) = try relayListener.accept(within: &clock)
            let outbound = try SocketConnector.connect(host: "127.0.0.1", port: serverPort, within: &clock)
            defer {
                Glibc.close(inbound)
                Glibc.close(outbound)
            }
            var forwarded = 0
            var flipped = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            var polls = [pollfd(fd: inbound, events: Int16(POLLIN), revents: 0), pollfd(fd: outbound, events: Int16(POLLIN), revents: 0)]
            while poll(&polls, 2, 5000) > 0 {
                for index in 0..<2 where polls[index].revents != 0 {
                    let n = recv(polls[index].fd, &buffer, buffer.count, 0)
                    if n <= 0 { return flipped }
                    if index == 1 {
                        if !flipped && forwarded + n > 20000 {
                            buffer[min(n - 1, max(0, 20000 - forwarded))] ^= 0x01
                            flipped = true
                        }
                        forwarded += n
                    }
                    var sent = 0
                    while sent < n {
                        let m = buffer.withUnsafeBytes { send(polls[1 - index].fd, $0.baseAddress! + sent, n - sent, Int32(MSG_NOSIGNAL)) }
                        if m <= 0 { return flipped }
                        sent += m
                    }
                }
            }
            return flipped
        }
        var clock = TransferClock(Self.deadline)
        let connection = try PinnedTLS.connect(host: "127.0.0.1", port: relayListener.port, pin: certificate.pin, within: &clock)
        defer { connection.close() }
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        let error = #expect(throws: TransportError.self) {
            while true {
                let n = try clock.receive(from: connection, into: &buffer)
                if n == 0 { break }
                received += n
            }
        }
        #expect(error == .connectionBroken)
        #expect(received < 65536)
        #expect(try relay.join())
        _ = try? server.join()
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func aPeerThatStallsTheHandshakeHitsTheDeadline() throws {
        let certificate = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        // Accepts the TCP connection and says nothing.
        let silent = Worker { () -> Int32 in
            var clock = TransferClock(Self.deadline)
            return try listener.accept(within: &clock).socket
        }
        var clock = TransferClock(NetworkDeadline(total: 20, idle: 0.5, minimumBytesPerSecond: 0, rateGrace: 0))
        let error = #expect(throws: TransportError.self) {
            _ = try PinnedTLS.connect(host: "127.0.0.1", port: listener.port, pin: certificate.pin, within: &clock)
        }
        #expect(error?.code == "networkTimeout")
        Glibc.close(try silent.join())
        // And a listener nobody connects to stops waiting at its own deadline.
        var short = TransferClock(NetworkDeadline(total: 20, idle: 0.3, minimumBytesPerSecond: 0, rateGrace: 0))
        #expect(throws: TransportError.self) { _ = try listener.accept(within: &short) }
    }

    @Test func localAddressesStartWithLoopbackAndEndWithLinkLocal() {
        let addresses = TransferListener.localAddresses()
        #expect(addresses.first == "127.0.0.1")
        // Every link-local address has its zone, and they come after every other address.
        let linkLocal = addresses.filter { LinkLocal.isLinkLocal(LinkLocal.split($0).address) }
        #expect(linkLocal.allSatisfy { LinkLocal.split($0).zone.map(LinkLocal.isValidZone) == true })
        #expect(Array(addresses.suffix(linkLocal.count)) == linkLocal)
        #expect(addresses.filter { $0.contains("%") } == linkLocal, "no other address has a zone")
        let interfaces = LinkLocal.interfaces()
        #expect(linkLocal.count == interfaces.reduce(0) { $0 + $1.addresses.count })
    }

    @Test func aLinkLocalAddressIsTriedOnEveryInterfaceTheSameNameFirst() {
        let interfaces = [LinkLocal.Interface(name: "eth0", index: 2, addresses: ["fe80::a"]),
                          LinkLocal.Interface(name: "wlan0", index: 3, addresses: ["fe80::b"]),
                          LinkLocal.Interface(name: "odd@name", index: 9, addresses: ["fe80::c"])]
        #expect(LinkLocal.candidates(for: "fe80::1%wlan0", interfaces: interfaces) == ["fe80::1%wlan0", "fe80::1%eth0", "fe80::1%9"])
        // Another name there, or the source's index: every interface here, in order.
        #expect(LinkLocal.candidates(for: "fe80::1%enp3s0", interfaces: interfaces) == ["fe80::1%eth0", "fe80::1%wlan0", "fe80::1%9"])
        #expect(LinkLocal.candidates(for: "fe80::1%3", interfaces: interfaces) == ["fe80::1%eth0", "fe80::1%wlan0", "fe80::1%9"])
        #expect(LinkLocal.candidates(for: "fe80::1%eth0", interfaces: []) == [], "no interface: nowhere to try it")
        #expect(LinkLocal.candidates(for: "192.168.1.2", interfaces: interfaces) == ["192.168.1.2"])
        #expect(LinkLocal.candidates(for: "2001:db8::1", interfaces: interfaces) == ["2001:db8::1"])
        let many = (1...20).map { LinkLocal.Interface(name: "if\($0)", index: UInt32($0), addresses: ["fe80::\($0)"]) }
        #expect(LinkLocal.candidates(for: "fe80::1%if20", interfaces: many).count == LinkLocal.maximumInterfaces)
        #expect(LinkLocal.candidates(for: "fe80::1%if20", interfaces: many).first == "fe80::1%if20")
    }

    @Test func aZoneThatNamesNoInterfaceHereIsAnUnknownHost() {
        var clock = TransferClock(NetworkDeadline(total: 2, idle: 2, minimumBytesPerSecond: 0, rateGrace: 2))
        #expect(throws: TransportError.unknownHost("fe80::1%nosuchif0")) {
            _ = try SocketConnector.connect(host: "fe80::1%nosuchif0", port: 9, within: &clock)
        }
    }

    @Test(.enabled(if: available, "libssl.so.3 is not installed"))
    func aTLSSessionOverThisMachinesOwnLinkLocalAddress() throws {
        guard let interface = LinkLocal.interfaces().first, let address = interface.addresses.first else {
            print("SKIPPED aTLSSessionOverThisMachinesOwnLinkLocalAddress: no up interface with an IPv6 link-local address here")
            return
        }
        let host = "\(address)%\(interface.zone)"
        let listener: TransferListener
        do {
            listener = try TransferListener(addresses: [host])
        } catch {
            print("SKIPPED aTLSSessionOverThisMachinesOwnLinkLocalAddress: cannot listen on \(host) (\(error))")
            return
        }
        #expect(listener.addresses == [host])
        let certificate = try SelfSignedCertificate.generate()
        let server = Self.server(certificate, listener: listener)
        var clock = TransferClock(Self.deadline)
        // The interface's index works as the zone too.
        let connection = try PinnedTLS.connect(host: "\(address)%\(interface.index)", port: listener.port, pin: certificate.pin,
                                               within: &clock)
        try clock.send(Array("ping\n".utf8), over: connection)
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = try clock.receive(from: connection, into: &buffer)
        #expect(String(decoding: buffer[..<n], as: UTF8.self) == "pong")
        #expect(try server.join() == PinnedTLS.shortCode(of: connection))
        connection.close()
    }
}
