import Foundation
import Testing
import TestSupport
@testable import Transport

@Suite struct SocketConnectorTests {
    let generous = NetworkDeadline(total: 20, idle: 10, minimumBytesPerSecond: 0, rateGrace: 0)

    @Test func anUnknownHostAndARefusedPortAreTypedErrors() throws {
        var clock = TransferClock(generous)
        #expect(throws: TransportError.unknownHost("no-such-host.invalid")) {
            _ = try SocketConnector.connect(host: "no-such-host.invalid", port: 80, within: &clock)
        }
        let port = try LoopbackHTTPServer.freePort()
        #expect(throws: TransportError.connectionRefused(host: "127.0.0.1", port: port)) {
            _ = try SocketConnector.connect(host: "127.0.0.1", port: port, within: &clock)
        }
    }

    @Test func aListenerThatNeverAcceptsTimesOutTheConnect() throws {
        let server = try LoopbackHTTPServer(.neverAccept)
        defer { server.stop() }
        // The deadline's silence limit bounds the connect...
        var clock = TransferClock(NetworkDeadline(total: 20, idle: 0.5, minimumBytesPerSecond: 0, rateGrace: 0))
        let error = #expect(throws: TransportError.self) {
            _ = try SocketConnector.connect(host: "127.0.0.1", port: server.port, within: &clock)
        }
        #expect(error?.code == "networkTimeout")
        #expect(error?.description == "timed out while connecting to 127.0.0.1:\(server.port): no answer for 0.5 s")
        // ...and `timeoutSeconds` caps each address's share of it.
        var capped = TransferClock(generous)
        let cappedError = #expect(throws: TransportError.self) {
            _ = try SocketConnector.connect(host: "127.0.0.1", port: server.port, timeoutSeconds: 1, within: &capped)
        }
        #expect(cappedError?.description == "timed out while connecting to 127.0.0.1:\(server.port): no answer for 1 s")
    }

    @Test func aPlainStreamSendsAndReceives() throws {
        let server = try LoopbackHTTPServer(status: 204)
        defer { server.stop() }
        var clock = TransferClock(generous)
        let connection = try SocketConnector.open(host: "127.0.0.1", port: server.port, secure: false, within: &clock)
        defer { connection.close() }
        try clock.send(Array("DELETE /queues/x HTTP/1.1\r\nHost: h\r\n\r\n".utf8), over: connection)
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = try clock.receive(from: connection, into: &buffer)
            if n == 0 { break }
            answer += buffer[0..<n]
        }
        #expect(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 204"))
        #expect(clock.sent > 0 && clock.received == UInt64(answer.count))
        #expect(server.requests == ["DELETE /queues/x HTTP/1.1"])
    }
}

@Suite(.enabled(if: LoopbackHTTPSServer.isAvailable, "python3 or openssl is not installed"))
struct TLSConnectionTests {
    @Test func verifiesTheCertificateAndTheHostName() throws {
        let server = try LoopbackHTTPSServer(requests: 3)
        try #require(server.port > 0)
        let port = UInt16(server.port)
        let deadline = NetworkDeadline(total: 20, idle: 10, minimumBytesPerSecond: 0, rateGrace: 0)
        // Trusted and the right name: the request goes through.
        var clock = TransferClock(deadline)
        let trusted = try SocketConnector.open(host: "localhost", port: port, secure: true,
                                               trustedCertificates: server.certificatePath, within: &clock)
        try clock.send(Array("DELETE /queues/tls HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8), over: trusted)
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = try clock.receive(from: trusted, into: &buffer)
        #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self).contains(" 204 "))
        // The handshake's bytes count on the wire: more than the request and the answer.
        #expect(clock.received > UInt64(n) && clock.sent > 60)
        trusted.close()
        // Not in the trust store: refused.
        #expect(throws: TransportError.self) {
            var clock = TransferClock(deadline)
            _ = try SocketConnector.open(host: "localhost", port: port, secure: true, within: &clock)
        }
        // Trusted certificate but another name (the certificate is for localhost only): refused.
        #expect(throws: TransportError.self) {
            var clock = TransferClock(deadline)
            _ = try SocketConnector.open(host: "127.0.0.1", port: port, secure: true,
                                         trustedCertificates: server.certificatePath, within: &clock)
        }
        #expect(server.stop().contains("/queues/tls"))
    }
}
