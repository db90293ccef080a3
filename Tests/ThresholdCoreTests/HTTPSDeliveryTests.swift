import Foundation
import Testing
import TestSupport
@testable import ThresholdCore

@Suite(.enabled(if: LoopbackHTTPSServer.isAvailable, "python3 or openssl is not installed"))
struct HTTPSDeliveryTests {
    @Test func deliversOverTLSToATrustedServerAndRefusesAnUntrustedOne() throws {
        let server = try LoopbackHTTPSServer(requests: 2)
        try #require(server.port > 0)
        let trusting = HTTPServerClient(timeoutSeconds: 5, trustedCertificates: server.certificatePath)
        try trusting.deleteQueue(server: "https://localhost:\(server.port)", queueID: "queue 1")
        // The system's trust store does not know the throwaway certificate: the job would be kept.
        #expect(throws: DeliveryError.self) {
            try HTTPServerClient(timeoutSeconds: 5).deleteQueue(server: "https://localhost:\(server.port)", queueID: "q2")
        }
        let log = server.stop()
        #expect(log.contains("/queues/queue%201"))
    }
}
