import Foundation
import Testing
@testable import ThresholdCore

/// A server client that fails while `down` and records each delivered queue.
final class FakeServer: ServerClient, @unchecked Sendable {
    // @unchecked Sendable: state is only touched under `lock`.
    private let lock = NSLock()
    private var _down = true
    private var _delivered: [String] = []
    var down: Bool {
        get { lock.withLock { _down } }
        set { lock.withLock { _down = newValue } }
    }
    var delivered: [String] { lock.withLock { _delivered } }

    func deleteQueue(server: String, queueID: String) throws(DeliveryError) {
        lock.lock()
        defer { lock.unlock() }
        if _down { throw .unreachable("down") }
        _delivered.append(queueID)
    }
}

@Suite struct OutboxTests {
    @Test func backoffDoublesUpToTheCap() {
        let backoff = Backoff(base: 5, maximum: 60)
        #expect((1...6).map { backoff.delay(afterAttempts: $0) } == [5, 10, 20, 40, 60, 60])
        #expect(backoff.delay(afterAttempts: 500) == 60)
    }

    @Test func jobsSurviveOutagesAndRestartsAndAreDeliveredOnce() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Keep")
        try f.store.createProfile(name: "Gone")
        for contact in ["a", "b", "c"] {
            try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: contact, text: "x", server: "http://s")
        }
        try f.store.activateProfile(ProfileRef("Keep"))
        try f.store.deleteProfile(ProfileRef("Gone"), serverData: true)
        let server = FakeServer()
        let deliverer = OutboxDeliverer(store: f.store, client: server, clock: f.clock, backoff: Backoff(base: 10, maximum: 100))
        #expect(try deliverer.deliver() == OutboxReport(delivered: 0, failed: 3, remaining: 3))
        // Not due yet: nothing is attempted.
        #expect(try deliverer.deliver() == OutboxReport(delivered: 0, failed: 0, remaining: 3))
        f.clock.advance(by: 10)
        #expect(try deliverer.deliver() == OutboxReport(delivered: 0, failed: 3, remaining: 3))
        let jobs = try f.store.outboxJobs()
        #expect(jobs.allSatisfy { $0.attempts == 2 && $0.nextAttemptAt == f.clock.now() + 20 && $0.lastError != nil })
        // The process restarts: a new store on the same file still has every job.
        let restarted = try f.reopen()
        server.down = false
        f.clock.advance(by: 20)
        let again = OutboxDeliverer(store: restarted, client: server, clock: f.clock)
        #expect(try again.deliver() == OutboxReport(delivered: 3, failed: 0, remaining: 0))
        #expect(Set(server.delivered).count == 3 && server.delivered.count == 3)
        #expect(try again.deliver(force: true) == OutboxReport(delivered: 0, failed: 0, remaining: 0))
    }

    @Test func httpServerAddressesAreParsed() throws {
        let t = try HTTPServerClient.parse(server: "http://127.0.0.1:8080/base/")
        #expect(t == HTTPServerClient.Target(secure: false, host: "127.0.0.1", port: 8080, basePath: "/base", hostHeader: "127.0.0.1:8080"))
        let s = try HTTPServerClient.parse(server: "https://relay.example")
        #expect(s.secure && s.port == 443)
        let d = try HTTPServerClient.parse(server: "http://relay.example")
        #expect(d.port == 80 && d.basePath == "" && d.hostHeader == "relay.example")
        for bad in ["", "relay", "ftp://x", "http://", "http://x:0", "http://x/?q=1"] {
            #expect(throws: DeliveryError.self) { _ = try HTTPServerClient.parse(server: bad) }
        }
        #expect(HTTPServerClient.percentEncode("a b/c") == "a%20b%2Fc")
    }
}
