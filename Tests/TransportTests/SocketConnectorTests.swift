import Foundation
import Testing
import TestSupport
@testable import Transport

@Suite struct SocketConnectorTests {
    @Test func anUnknownHostAndARefusedPortAreTypedErrors() throws {
        #expect(throws: TransportError.unknownHost("no-such-host.invalid")) {
            _ = try SocketConnector.connect(host: "no-such-host.invalid", port: 80, timeoutSeconds: 2)
        }
        let port = try LoopbackHTTPServer.freePort()
        #expect(throws: TransportError.connectionRefused(host: "127.0.0.1", port: port)) {
            _ = try SocketConnector.connect(host: "127.0.0.1", port: port, timeoutSeconds: 2)
        }
    }

    @Test func aPlainStreamSendsAndReceives() throws {
        let server = try LoopbackHTTPServer(status: 204)
        defer { server.stop() }
        let connection = try SocketConnector.open(host: "127.0.0.1", port: server.port, secure: false, timeoutSeconds: 5)
        defer { connection.close() }
        #expect(connection.send(Array("DELETE /queues/x HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = connection.receive(&buffer)
        #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self).hasPrefix("HTTP/1.1 204"))
    }
}

@Suite(.enabled(if: LoopbackHTTPSServer.isAvailable, "python3 or openssl is not installed"))
struct TLSConnectionTests {
    @Test func verifiesTheCertificateAndTheHostName() throws {
        let server = try LoopbackHTTPSServer(requests: 3)
        try #require(server.port > 0)
        let port = UInt16(server.port)
        // Trusted and the right name: the request goes through.
        let trusted = try SocketConnector.open(host: "localhost", port: port, secure: true, timeoutSeconds: 5,
                                               trustedCertificates: server.certificatePath)
        #expect(trusted.send(Array("DELETE /queues/tls HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8)))
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = trusted.receive(&buffer)
        #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self).contains(" 204 "))
        trusted.close()
        // Not in the trust store: refused.
        #expect(throws: TransportError.self) {
            _ = try SocketConnector.open(host: "localhost", port: port, secure: true, timeoutSeconds: 5)
        }
        // Trusted certificate but another name (the certificate is for localhost only): refused.
        #expect(throws: TransportError.self) {
            _ = try SocketConnector.open(host: "127.0.0.1", port: port, secure: true, timeoutSeconds: 5,
                                         trustedCertificates: server.certificatePath)
        }
        #expect(server.stop().contains("/queues/tls"))
    }
}
