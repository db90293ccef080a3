import Foundation
import Testing
import TestSupport
@testable import Transport

/// Deadlines against misbehaving loopback servers. Limits are short and injected; the tests only
/// check that each exchange ended with the timeout error of the right step (no timing assertions;
/// the servers hold every connection until stopped, so a missing limit would hang, not pass).
@Suite struct TransferClockTests {
    let quick = NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 1000, rateGrace: 1)
    /// No rate limit to speak of: only the overall deadline can end a trickle.
    let overallOnly = NetworkDeadline(total: 1.5, idle: 1, minimumBytesPerSecond: 0, rateGrace: 0)

    func exchange(port: UInt16, deadline: NetworkDeadline) -> TransportError? {
        var clock = TransferClock(deadline)
        do {
            let connection = try SocketConnector.open(host: "127.0.0.1", port: port, secure: false, within: &clock)
            defer { connection.close() }
            try clock.send(Array("GET /x HTTP/1.1\r\nHost: h\r\n\r\n".utf8), over: connection)
            var buffer = [UInt8](repeating: 0, count: 256)
            while try clock.receive(from: connection, into: &buffer) > 0 {}
            return nil
        } catch {
            return error
        }
    }

    @Test func aSilentServerTimesOut() throws {
        let server = try LoopbackHTTPServer(.silent)
        defer { server.stop() }
        let error = exchange(port: server.port, deadline: quick)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description == "timed out while receiving from 127.0.0.1:\(server.port): the server sent nothing for 0.5 s")
    }

    @Test func aTricklingServerTimesOutOnTheMinimumRate() throws {
        let server = try LoopbackHTTPServer(.trickle(interval: 0.2, bodyBytes: 1000))
        defer { server.stop() }
        let error = exchange(port: server.port, deadline: quick)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("while receiving from") == true)
        #expect(error?.description.contains("below the minimum rate of 1000 bytes/s") == true)
    }

    @Test func aTricklingServerTimesOutOnTheOverallDeadline() throws {
        let server = try LoopbackHTTPServer(.trickle(interval: 0.1, bodyBytes: 1000))
        defer { server.stop() }
        let error = exchange(port: server.port, deadline: overallOnly)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("the exchange passed its overall limit of 1.5 s") == true)
    }

    @Test func aPeerThatTakesNothingTimesOutTheSend() throws {
        let server = try LoopbackHTTPServer(.mute)
        defer { server.stop() }
        var clock = TransferClock(quick)
        let connection = try SocketConnector.open(host: "127.0.0.1", port: server.port, secure: false, within: &clock)
        defer { connection.close() }
        // Far more than the loopback socket buffers hold: the send must wait for the peer.
        let error = #expect(throws: TransportError.self) {
            try clock.send([UInt8](repeating: 0x41, count: 64 << 20), over: connection)
        }
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("while sending to 127.0.0.1:\(server.port)") == true)
    }

    @Test func aPromptServerIsNotCutShort() throws {
        let server = try LoopbackHTTPServer(status: 204)
        defer { server.stop() }
        #expect(exchange(port: server.port, deadline: quick) == nil)
    }

    @Test func theDefaultsScaleWithTheDownload() {
        let small = NetworkDeadline.download(bytes: 0)
        let large = NetworkDeadline.download(bytes: 1 << 30)
        #expect(large.total > small.total && small.total >= 60)
        #expect(small.idle <= small.total && NetworkDeadline.request.total <= 60)
    }
}

/// The TLS handshake under the same clock: a server that accepts TCP and then never answers the
/// ClientHello, and one that trickles what looks like the start of a handshake record.
@Suite(.enabled(if: (try? TLSLibrary.load().get()) != nil, "libssl.so.3 is not installed"))
struct TLSHandshakeDeadlineTests {
    /// A TLS handshake record header announcing 16 KiB, then zeros: libssl waits for the whole record.
    static let handshakeStart: [UInt8] = [0x16, 0x03, 0x03, 0x40, 0x00] + [UInt8](repeating: 0, count: 400)

    func handshake(port: UInt16, deadline: NetworkDeadline) -> TransportError? {
        var clock = TransferClock(deadline)
        do {
            let connection = try SocketConnector.open(host: "localhost", port: port, secure: true, within: &clock)
            connection.close()
            return nil
        } catch {
            return error
        }
    }

    @Test func aServerThatNeverAnswersTheClientHelloTimesOut() throws {
        let server = try LoopbackHTTPServer(.mute)
        defer { server.stop() }
        let error = handshake(port: server.port, deadline: NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 0, rateGrace: 0))
        #expect(error?.code == "networkTimeout")
        #expect(error?.description == "timed out during the TLS handshake with localhost:\(server.port): the server sent nothing for 0.5 s")
    }

    @Test func aTricklingHandshakeTimesOutOnTheMinimumRate() throws {
        let server = try LoopbackHTTPServer(.drip(bytes: Self.handshakeStart, interval: 0.1))
        defer { server.stop() }
        let error = handshake(port: server.port, deadline: NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 1000, rateGrace: 1))
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("during the TLS handshake with localhost:\(server.port)") == true)
        #expect(error?.description.contains("below the minimum rate of 1000 bytes/s") == true)
    }

    @Test func aTricklingHandshakeTimesOutOnTheOverallDeadline() throws {
        let server = try LoopbackHTTPServer(.drip(bytes: Self.handshakeStart, interval: 0.1))
        defer { server.stop() }
        let error = handshake(port: server.port, deadline: NetworkDeadline(total: 1.5, idle: 1, minimumBytesPerSecond: 0, rateGrace: 0))
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("during the TLS handshake") == true)
        #expect(error?.description.contains("the exchange passed its overall limit of 1.5 s") == true)
    }

    /// A peer that closes the connection in the middle of the handshake (reads the ClientHello,
    /// then hangs up) broke it: `connectionBroken`, not `tlsHandshakeFailed`, which faces read as a
    /// refusal of trust (an impostor) where a network or a busy listener cut the connection.
    @Test func aPeerThatHangsUpMidHandshakeBrokeTheConnection() throws {
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        defer { listener.close() }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var clock = TransferClock(NetworkDeadline(total: 10, idle: 10, minimumBytesPerSecond: 0, rateGrace: 10))
            if let (fd, _) = try? listener.accept(within: &clock) {
                var buffer = [UInt8](repeating: 0, count: 512)
                var polled = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&polled, 1, 5000)
                _ = recv(fd, &buffer, buffer.count, 0)
                close(fd)
            }
            done.signal()
        }
        var clock = TransferClock(NetworkDeadline(total: 10, idle: 5, minimumBytesPerSecond: 0, rateGrace: 10))
        let error = #expect(throws: TransportError.self) {
            _ = try SocketConnector.open(host: "127.0.0.1", port: listener.port, secure: true, within: &clock)
        }
        done.wait()
        #expect(error?.code == "connectionBroken", "\(String(describing: error))")
    }

    @Test func garbageInsteadOfAHandshakeFailsAtOnceWithoutWaiting() throws {
        let server = try LoopbackHTTPServer(.drip(bytes: Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8), interval: 0))
        defer { server.stop() }
        // Generous limits: the error must be the handshake's own, not a timeout.
        let error = handshake(port: server.port, deadline: NetworkDeadline(total: 60, idle: 30, minimumBytesPerSecond: 0, rateGrace: 0))
        #expect(error?.code == "tlsHandshakeFailed")
    }
}
