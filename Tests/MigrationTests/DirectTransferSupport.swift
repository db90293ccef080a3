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

    /// `sourceConfirms`: the source user's answer to each code question (issue 33: both devices
    /// confirm the code); by default the same code.
    init(dataDirectory: String, database: Database, options: DirectTransferServer.Options = .init(listenSeconds: 60),
         sourceConfirms: @escaping @Sendable (String) -> Bool = { _ in true }) throws {
        let server = try DirectTransferServer.open(addresses: ["127.0.0.1"])
        link = server.link
        let confirmation = DirectTransferConfirmation()
        Thread.detachNewThread { [self] in
            let exporter = MigrationExporter(dataDirectory: dataDirectory, appVersion: "9.9.9")
            let result: Result<DirectServeResult, MigrationError>
            do {
                result = .success(try exporter.serve(database: database, on: server, options: options, confirmation: confirmation) { event in
                    if case .confirmCode(_, let code) = event { confirmation.answer(sourceConfirms(code)) }
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

/// A link to the same source through another port (a relay's or an impostor's), with another pin when given.
func redirected(_ link: MigrationLink, port: UInt16, pin: [UInt8]? = nil) throws -> MigrationLink {
    let endpoint = try #require(link.directEndpoint)
    return MigrationLink(direct: try DirectTransferEndpoint(hosts: ["127.0.0.1"], port: port, pin: pin ?? endpoint.pin), key: link.key)
}
