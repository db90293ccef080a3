import Foundation
@testable import Migration
import Storage
import Testing
import TestSupport

/// Issue 33: the source shows the short code and asks its user before it sends (both devices
/// confirm), so a device that proves the link (a photographed QR code) but whose code the source's
/// user does not confirm gets nothing, and the source listens on for the owner's device.
@Suite(.serialized) struct SourceConfirmationTests {
    let root = TemporaryDirectory("source-confirmation")

    @Test func aDeviceThatProvesTheLinkButIsNotConfirmedOnTheSourceGetsNothing() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 50)
        let answers = Answers([false, true])
        let serving = try ServingSource(dataDirectory: source, database: database, sourceConfirms: { _ in answers.next() })
        let intruder = root.file("intruder")
        try FileManager.default.createDirectory(atPath: intruder, withIntermediateDirectories: true)
        var importer = MigrationImporter(dataDirectory: intruder, migrations: schemaV1)
        importer.directTransferResumes = 0
        let thrown = Self.failure {
            _ = try importer.importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                           confirmShortCode: { _ in })
        }
        guard let thrown, case .transferRefused(let message) = thrown else {
            Issue.record("expected transferRefused, got \(String(describing: thrown))")
            return
        }
        #expect(message == .codeNotConfirmedBySource)
        #expect(!FileManager.default.fileExists(atPath: intruder + "/threshold.db"), "nothing arrived")
        // The source says so once it listens again (the refusal reaches the other device first).
        let listeningAgain = Date().addingTimeInterval(20)
        while !serving.events.contains(where: { if case .declined = $0 { true } else { false } }), Date() < listeningAgain {
            usleep(20_000)
        }
        #expect(serving.events.contains { if case .declined = $0 { true } else { false } })
        #expect(!serving.events.contains { if case .started = $0 { true } else { false } }, "not a byte was sent to it")
        // The owner's device, confirmed on both, gets everything with the same link.
        let owner = root.file("owner")
        try FileManager.default.createDirectory(atPath: owner, withIntermediateDirectories: true)
        let result = try MigrationImporter(dataDirectory: owner, migrations: schemaV1)
            .importArchive(from: serving.link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        let served = try #require(serving.wait()).get()
        database.close()
        #expect(result.direct?.received == served.size)
        #expect(serving.events.filter { if case .confirmCode = $0 { true } else { false } }.count == 2)
    }

    /// The error `body` threw, or nil.
    static func failure(_ body: () throws -> Void) -> MigrationError? {
        do {
            try body()
            return nil
        } catch {
            return (error as? MigrationError) ?? .io("\(error)")
        }
    }

    /// The source user's answers, in order (then yes).
    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var left: [Bool]
        init(_ answers: [Bool]) { left = answers }
        func next() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return left.isEmpty ? true : left.removeFirst()
        }
    }
}
