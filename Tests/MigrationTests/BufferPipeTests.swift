import Foundation
@testable import Migration
import Secrets
import Storage
import Synchronization
import Testing
import TestSupport

/// The two-thread pipeline: data in order, bounded memory, and failures on either side ending both
/// sides with the first error, the worker thread always joined.
@Suite struct BufferPipeTests {
    struct Planted: Error, Equatable { var side: String }

    /// Counts worker threads still running (set when a producer starts, cleared when it returns).
    final class Running: Sendable {
        let count = Mutex(0)
    }

    @Test func bytesArriveInOrderThroughFewBuffers() {
        let total = 10 * 1000 + 7
        let outcome = BufferPipe.run(buffers: 2, bufferSize: 1000, producer: { pipe in
            let writer = PipeWriter(pipe: pipe)
            for i in 0..<total { try writer.write([UInt8(truncatingIfNeeded: i)]) }
            try writer.flush()
            return total
        }, consumer: { pipe in
            let reader = PipeReader(pipe: pipe)
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 333)
            while true {
                let n = try chunk.withUnsafeMutableBytes { try reader.read(into: $0) }
                if n == 0 { break }
                received += chunk[..<n]
            }
            return received
        })
        #expect(outcome.error == nil)
        #expect(outcome.produced == total)
        #expect(outcome.consumed == (0..<total).map { UInt8(truncatingIfNeeded: $0) })
    }

    @Test func aConsumerWaitingForDataIsToldEachIdleSecondOnItsOwnThread() {
        // The producer stops for 2.5 s (a direct transfer reconnecting): the consumer's onIdle
        // runs on the consumer's thread about twice, and the data still arrives whole.
        let consumerThread = pthread_self()
        let outcome = BufferPipe.run(buffers: 2, bufferSize: 100, producer: { pipe in
            let writer = PipeWriter(pipe: pipe)
            try writer.write([UInt8](repeating: 1, count: 100))
            try writer.flush()
            usleep(2_500_000)
            try writer.write([UInt8](repeating: 2, count: 100))
            try writer.flush()
            return 200
        }, consumer: { pipe in
            var idle = 0, sameThread = true
            let reader = PipeReader(pipe: pipe, onIdle: {
                idle += 1
                sameThread = sameThread && pthread_equal(pthread_self(), consumerThread) != 0
            })
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 64)
            while true {
                let n = try chunk.withUnsafeMutableBytes { try reader.read(into: $0) }
                if n == 0 { break }
                received += chunk[..<n]
            }
            return (received.count, idle, sameThread)
        })
        #expect(outcome.error == nil)
        #expect(outcome.consumed?.0 == 200)
        #expect((1...3).contains(outcome.consumed?.1 ?? 0), "\(outcome.consumed?.1 ?? 0) idle calls")
        #expect(outcome.consumed?.2 == true)
    }

    @Test(arguments: [0, 1, 5])
    func producerFailureStopsTheConsumer(afterBuffers: Int) {
        let running = Running()
        let outcome = BufferPipe.run(buffers: 2, bufferSize: 16, producer: { pipe in
            running.count.withLock { $0 += 1 }
            defer { running.count.withLock { $0 -= 1 } }
            let writer = PipeWriter(pipe: pipe)
            for _ in 0..<afterBuffers { try writer.write([UInt8](repeating: 1, count: 16)) }
            throw Planted(side: "producer")
        }, consumer: { pipe in
            // Would wait forever for the end if the failure did not reach it.
            try PipeReader(pipe: pipe).drain()
            return true
        })
        #expect(outcome.error as? Planted == Planted(side: "producer"))
        #expect(outcome.consumed == nil)
        #expect(running.count.withLock { $0 } == 0)
    }

    @Test(arguments: [0, 1, 5])
    func consumerFailureStopsTheProducer(afterBuffers: Int) {
        let running = Running()
        let outcome = BufferPipe.run(buffers: 2, bufferSize: 16, producer: { pipe in
            running.count.withLock { $0 += 1 }
            defer { running.count.withLock { $0 -= 1 } }
            // Endless: only the consumer's failure can stop it.
            let writer = PipeWriter(pipe: pipe)
            while true { try writer.write([UInt8](repeating: 2, count: 16)) }
        }, consumer: { pipe -> Bool in
            let reader = PipeReader(pipe: pipe)
            for _ in 0..<afterBuffers { _ = try reader.borrow(maximum: 16) }
            throw Planted(side: "consumer")
        })
        #expect(outcome.error as? Planted == Planted(side: "consumer"))
        #expect(outcome.produced == nil)
        #expect(running.count.withLock { $0 } == 0)
    }

    @Test func consumerStoppingEarlyDoesNotHangTheProducer() {
        let outcome = BufferPipe.run(buffers: 1, bufferSize: 8, producer: { pipe in
            let writer = PipeWriter(pipe: pipe)
            while true { try writer.write([UInt8](repeating: 3, count: 8)) }
        }, consumer: { _ in 42 })
        #expect(outcome.error is PipelineCancelled)
    }
}

/// Failures planted in each stage of the real export and import: the right error, no archive or
/// workspace left behind, the destination unchanged.
@Suite struct PipelineFaultTests {
    let root = TemporaryDirectory("migration-faults")

    func leftovers(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".migration") || $0.hasSuffix(".partial") }
    }

    @Test(arguments: [InjectedFault.Stage.producer, .consumer], [UInt64(0), 20_000])
    func exportFailureInEitherStage(stage: InjectedFault.Stage, after: UInt64) throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 200)
        defer { database.close() }
        let archive = root.file("fault-\(stage)-\(after).age")
        var exporter = MigrationExporter(dataDirectory: source, appVersion: "9.9.9")
        exporter.fault = InjectedFault(stage: stage, afterBytes: after, error: .io("planted \(stage)"))
        #expect(throws: MigrationError.io("planted \(stage)")) {
            try exporter.export(database: database, to: archive)
        }
        #expect(!FileManager.default.fileExists(atPath: archive))
        #expect(try leftovers(source).isEmpty)
        #expect(try leftovers(root.path).isEmpty)
        // The same exporter without the fault still works: nothing was left half done.
        exporter.fault = nil
        _ = try exporter.export(database: database, to: archive)
    }

    /// A failure planted in `stage` after `after` bytes of an import: the error is the planted one,
    /// the destination stays empty, and the same import without the fault then succeeds. With
    /// `keys` (source, destination), between encrypted stores: the staged database is then sealed
    /// page by page and checked while written (a thread of its own), which the failure must end too.
    private func importFailure(stage: InjectedFault.Stage, after: UInt64, keys: (DatabaseKey, DatabaseKey)?,
                               name: String) throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 200, key: keys?.0)
        let result = try exportArchive(database, from: source, to: root.file("\(name)-\(stage)-\(after).age"))
        database.close()
        let destination = root.file("\(name)-dest-\(stage)-\(after)")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        var importer = MigrationImporter(dataDirectory: destination, migrations: schemaV1, destinationKey: keys?.1)
        importer.fault = InjectedFault(stage: stage, afterBytes: after, error: .io("planted \(stage)"))
        #expect(throws: MigrationError.io("planted \(stage)")) {
            try importer.importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).isEmpty)
        importer.fault = nil
        _ = try importer.importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination).sorted() == ["files", "threshold.db"])
    }

    @Test(arguments: [InjectedFault.Stage.producer, .consumer], [UInt64(0), 20_000])
    func importFailureInEitherStage(stage: InjectedFault.Stage, after: UInt64) throws {
        try importFailure(stage: stage, after: after, keys: nil, name: "good")
    }

    @Test(arguments: [InjectedFault.Stage.producer, .consumer], [UInt64(0), 20_000, 60_000])
    func encryptedImportFailureInEitherStage(stage: InjectedFault.Stage, after: UInt64) throws {
        try importFailure(stage: stage, after: after, keys: (try EncryptedMigrationTests.key(5), try EncryptedMigrationTests.key(6)),
                          name: "sealed")
    }
}
