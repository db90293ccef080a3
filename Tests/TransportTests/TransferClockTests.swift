import Foundation
import Testing
import TestSupport
@testable import Transport

/// Deadlines against misbehaving loopback servers. Limits are short and injected; the tests only
/// check that each exchange ended with the timeout error (no timing assertions).
@Suite struct TransferClockTests {
    let quick = NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 1000, rateGrace: 1)

    func exchange(port: UInt16, deadline: NetworkDeadline) throws -> TransportError? {
        let connection = try SocketConnector.open(host: "127.0.0.1", port: port, secure: false, timeoutSeconds: 5)
        defer { connection.close() }
        #expect(connection.send(Array("GET /x HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        var clock = TransferClock(deadline)
        var buffer = [UInt8](repeating: 0, count: 256)
        do {
            while try clock.receive(from: connection, into: &buffer) > 0 {}
            return nil
        } catch {
            return error
        }
    }

    @Test func aSilentServerTimesOut() throws {
        let server = try StallingHTTPServer(.silent)
        defer { server.stop() }
        let error = try exchange(port: server.port, deadline: quick)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("sent nothing") == true)
    }

    @Test func aTricklingServerTimesOutOnTheMinimumRate() throws {
        let server = try StallingHTTPServer(.trickle(interval: 0.2, bodyBytes: 1000))
        defer { server.stop() }
        let error = try exchange(port: server.port, deadline: quick)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("minimum rate") == true)
    }

    @Test func aTricklingServerTimesOutOnTheOverallDeadline() throws {
        let server = try StallingHTTPServer(.trickle(interval: 0.1, bodyBytes: 1000))
        defer { server.stop() }
        // No rate limit to speak of: only the overall deadline can end it.
        let deadline = NetworkDeadline(total: 1.5, idle: 1, minimumBytesPerSecond: 0, rateGrace: 0)
        let error = try exchange(port: server.port, deadline: deadline)
        #expect(error?.code == "networkTimeout")
        #expect(error?.description.contains("no complete answer") == true)
    }

    @Test func aPromptServerIsNotCutShort() throws {
        let server = try LoopbackHTTPServer(status: 204)
        defer { server.stop() }
        #expect(try exchange(port: server.port, deadline: quick) == nil)
    }

    @Test func theDefaultsScaleWithTheDownload() {
        let small = NetworkDeadline.download(bytes: 0)
        let large = NetworkDeadline.download(bytes: 1 << 30)
        #expect(large.total > small.total && small.total >= 60)
        #expect(small.idle <= small.total && NetworkDeadline.request.total <= 60)
    }
}
