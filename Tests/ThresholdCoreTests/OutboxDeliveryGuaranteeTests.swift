import Foundation
import Testing
import TestSupport
import Transport
@testable import ThresholdCore

/// Stands for a SIGKILL at the instant between a server's 2xx and the commit that removes the job.
struct KilledAfterConfirmation: Error {}

/// The outbox's delivery guarantee (docs/reliability.md "The outbox is at least once"), over real
/// HTTP to a loopback server that counts the successes it gave for each queue.
@Suite struct OutboxDeliveryGuaranteeTests {
    func successes(_ server: LoopbackHTTPServer) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in server.requests where line.hasPrefix("DELETE ") { counts[line, default: 0] += 1 }
        return counts
    }

    @Test func aKillRightAfterTheServersSuccessResendsAndNeverLosesTheJob() throws {
        let server = try LoopbackHTTPServer(status: 204)
        defer { server.stop() }
        let address = "http://127.0.0.1:\(server.port)"
        let f = try StoreFixture()
        try f.store.createProfile(name: "Keep")
        try f.store.createProfile(name: "Gone")
        for contact in ["a", "b", "c"] {
            try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: contact, text: "x", server: address)
        }
        try f.store.activateProfile(ProfileRef("Keep"))
        try f.store.deleteProfile(ProfileRef("Gone"), serverData: true)
        #expect(try f.store.outboxJobs().count == 3)

        // First run: the server confirms the first job, then the process "dies" before the commit.
        var dying = OutboxDeliverer(store: f.store, client: HTTPServerClient(timeoutSeconds: 5), clock: f.clock)
        dying.afterConfirmation = { _ in throw KilledAfterConfirmation() }
        #expect(throws: KilledAfterConfirmation.self) { _ = try dying.deliver(force: true) }
        #expect(try f.store.outboxJobs().count == 3, "the confirmed job is still there")
        #expect(successes(server).values.reduce(0, +) == 1)

        // Next run, after a restart: everything is sent; the interrupted job a second time.
        let restarted = try f.reopen()
        let report = try OutboxDeliverer(store: restarted, client: HTTPServerClient(timeoutSeconds: 5), clock: f.clock)
            .deliver(force: true)
        #expect(report == OutboxReport(delivered: 3, failed: 0, remaining: 0))
        let counts = successes(server)
        #expect(counts.count == 3, "every queue was deleted")
        #expect(counts.values.sorted() == [1, 1, 2], "exactly one duplicate success: at least once, not exactly once")
    }

    @Test func aRepeatedDeleteOfAGoneQueueStillCountsAsDone() throws {
        // Idempotence: the duplicate of a delete finds the queue gone; 404 completes the job too.
        let server = try LoopbackHTTPServer(status: 404)
        defer { server.stop() }
        try HTTPServerClient(timeoutSeconds: 5).deleteQueue(server: "http://127.0.0.1:\(server.port)", queueID: "gone")
        #expect(server.requests == ["DELETE /queues/gone HTTP/1.1"])
    }

    @Test func aStalledServerFailsTheAttemptWithATimeoutAndKeepsTheJob() throws {
        let quick = NetworkDeadline(total: 3, idle: 0.5, minimumBytesPerSecond: 100, rateGrace: 1)
        for behavior in [LoopbackHTTPServer.Behavior.silent, .trickle(interval: 0.3, bodyBytes: 100)] {
            let server = try LoopbackHTTPServer(behavior)
            defer { server.stop() }
            let client = HTTPServerClient(timeoutSeconds: 5, deadline: quick)
            #expect {
                try client.deleteQueue(server: "http://127.0.0.1:\(server.port)", queueID: "q")
            } throws: { error in
                guard case .timedOut = error as? DeliveryError else { return false }
                return (error as? DeliveryError)?.code == "networkTimeout"
            }
        }
    }
}
