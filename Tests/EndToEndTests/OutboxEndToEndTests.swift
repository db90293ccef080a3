import Foundation
import Testing
import TestSupport

@Suite struct OutboxEndToEndTests {
    @Test func jobsWaitForTheServerAndAreDeliveredOnceAcrossRestarts() throws {
        let cli = CLI()
        let port = try LoopbackHTTPServer.freePort()
        let server = "http://127.0.0.1:\(port)"
        try cli.run("profiles", "create", "Keep")
        try cli.run("profiles", "create", "Gone")
        for contact in ["Ann", "Bea", "Cy"] {
            try cli.run("dev", "receive", "--profile", "Gone", "--chat", contact, "hi", "--server", server)
        }
        try cli.run("profiles", "activate", "Keep")
        let deleted = try cli.json("profiles", "delete", "Gone", "--server-data", "--yes")
        #expect(deleted.object["outboxJobs"] as? Int == 3)
        // Server down: every job is kept, with the failure recorded.
        let down = try cli.json("outbox", "flush")
        #expect(down.object["delivered"] as? Int == 0 && down.object["remaining"] as? Int == 3)
        #expect(down.status == 1, "a failed delivery is exit 1, with the report printed")
        let downText = try cli.run("outbox", "flush")
        #expect(downText.status == 1 && downText.stderr.contains("could not be delivered"))
        let listed = try cli.json("outbox", "list")
        let jobs = try #require(listed.object["jobs"] as? [[String: Any]])
        #expect(jobs.count == 3 && jobs.allSatisfy { ($0["attempts"] as? Int) == 2 && $0["lastError"] is String })
        let queues = Set(jobs.compactMap { $0["queueId"] as? String })
        // Server back (each command is a new process, so this is also a restart).
        let http = try LoopbackHTTPServer(port: port)
        defer { http.stop() }
        let up = try cli.json("outbox", "flush")
        #expect(up.object["delivered"] as? Int == 3 && up.object["remaining"] as? Int == 0)
        #expect(up.status == 0)
        let again = try cli.json("outbox", "flush")
        #expect(again.object["delivered"] as? Int == 0)
        let requests = http.requests
        #expect(requests.count == 3)
        #expect(Set(requests) == Set(queues.map { "DELETE /queues/\($0) HTTP/1.1" }))
    }

    @Test func localDeletionQueuesNothing() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Keep")
        try cli.run("profiles", "create", "Gone")
        try cli.run("dev", "receive", "--profile", "Gone", "--chat", "Ann", "hi")
        try cli.run("profiles", "activate", "Keep")
        try cli.run("profiles", "delete", "Gone", "--yes")
        #expect(try cli.run("outbox", "list").stdout == "The outbox is empty.\n")
    }
}
