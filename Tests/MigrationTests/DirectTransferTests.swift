import Foundation
import Glibc
@testable import Migration
import Secrets
import Storage
import Testing
import TestSupport
import Transport

/// Direct transfers on loopback through the library API (docs/migration.md, "Direct transfer"):
/// the transfer itself, the short code, and the adversarial cases: another certificate, a relay
/// that changes a byte, a swapped link, a stalled peer, a second device, a broken connection.
@Suite(.serialized) struct DirectTransferTests {
    let root = TemporaryDirectory("direct-transfer")

    func destination(_ name: String) throws -> String {
        let path = root.file(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func importer(_ directory: String, deadline: NetworkDeadline? = nil, resumes: Int = 5) -> MigrationImporter {
        var importer = MigrationImporter(dataDirectory: directory, migrations: schemaV1)
        importer.networkDeadline = deadline
        importer.directTransferResumes = resumes
        return importer
    }

    /// The source's database and files, as the destination must end up with them.
    func expected(_ source: String) throws -> ([String], [String: String]) {
        (try dump(source + "/threshold.db", migrations: schemaV1), try contents(source + "/files"))
    }

    /// Each file's SHA-256 under `path` (imported files are 0600 whatever the source's mode).
    func contents(_ path: String) throws -> [String: String] {
        try snapshotTree(path).filter { $0.value.hasPrefix("file") }.mapValues { $0.split(separator: " ").last.map(String.init) ?? "" }
    }

    @Test func aTransferOnLoopbackCarriesEverythingAndBothShowTheSameCode() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 400)
        let (rows, files) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let link = serving.link
        #expect(link.formatted.hasPrefix("threshold:/migrate?v=2&direct=127.0.0.1&port="))
        #expect(try MigrationLink(parsing: link.formatted) == link)
        #expect(!link.formatted.contains(source), "no file path in a direct link")
        let target = try destination("loopback")
        var shown = ""
        let result = try importer(target).importArchive(from: link, replace: false, destinationHasData: { _ in false },
                                                        confirmShortCode: { code in shown = code })
        let served = try #require(serving.wait()).get()
        database.close()
        #expect(shown.count == 7 && shown.contains(" "))
        #expect(serving.shortCodes == [shown])
        #expect(result.direct?.received == served.size)
        #expect(result.direct?.resumes == 0)
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
        #expect(try contents(target + "/files") == files)
        #expect(files.count == 2)
        #expect(!FileManager.default.fileExists(atPath: source + "/.migration-export"))
    }

    @Test func aManInTheMiddleWithAnotherCertificateIsRefused() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let serving = try ServingSource(dataDirectory: source, database: database, options: .init(listenSeconds: 8))
        // The impostor listens with a certificate of its own and answers the link's pin with it.
        let impostor = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        Thread.detachNewThread {
            var clock = TransferClock(NetworkDeadline(total: 10, idle: 10, minimumBytesPerSecond: 0, rateGrace: 10))
            guard let (fd, peer) = try? listener.accept(within: &clock) else { return }
            _ = try? PinnedTLS.accept(fd, peer: peer, certificate: impostor, within: &clock)
        }
        let target = try destination("mitm")
        let before = try snapshotTree(target)
        var asked = false
        #expect {
            try importer(target).importArchive(from: try redirected(serving.link, port: listener.port), replace: false,
                                               destinationHasData: { _ in false }, confirmShortCode: { _ in asked = true })
        } throws: { error in
            guard case MigrationError.peerNotTrusted(let message) = error else { return false }
            return (error as? MigrationError)?.code == "tlsHandshakeFailed" && message.description.contains("certificate other than the one in the link")
        }
        #expect(!asked, "refused before any code is shown")
        #expect(try snapshotTree(target) == before)
        _ = serving.wait(15)
        database.close()
    }

    @Test func aRelayThatChangesOneByteIsRefusedAndNothingChanges() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 300)
        let serving = try ServingSource(dataDirectory: source, database: database, options: .init(listenSeconds: 20))
        let port = try #require(serving.link.directEndpoint?.port)
        // Past the handshake, inside the archive's frames, on every connection (so resuming can't help).
        let relay = TCPRelay(to: port, flipAt: 60_000)
        let target = try destination("flip")
        let before = try snapshotTree(target)
        #expect {
            try importer(target, resumes: 2).importArchive(from: try redirected(serving.link, port: relay.port), replace: false,
                                                           destinationHasData: { _ in false }, confirmShortCode: { _ in })
        } throws: { error in
            guard let error = error as? MigrationError else { return false }
            return ["connectionBroken", "networkTimeout", "transferRefused"].contains(error.code)
        }
        #expect(try snapshotTree(target) == before)
        #expect(relay.connections >= 2, "the import tried to resume")
        // The source was not finished by it: a clean import still works (once the source noticed
        // that the last resumed session is gone, which it says to others as busy until then).
        let clean = try destination("after-flip")
        var imported = false
        for _ in 0..<40 where !imported {
            do {
                _ = try importer(clean).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                                      confirmShortCode: { _ in })
                imported = true
            } catch {
                #expect(error.code == "transferRefused")
                usleep(250_000)
            }
        }
        #expect(imported)
        #expect(try #require(serving.wait()).get().size > 0)
        database.close()
    }

    @Test func aSwappedLinkGivesADifferentShortCode() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let serving = try ServingSource(dataDirectory: source, database: database, options: .init(listenSeconds: 8))
        let real = serving.link
        let realEndpoint = try #require(real.directEndpoint)
        // The attacker has seen the real link, and gives the victim one to its own listener (its own
        // certificate, the real key), relaying to the real source with a proof of its own.
        let attackerCertificate = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        let relayed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { relayed.signal() }
            var clock = TransferClock(NetworkDeadline(total: 15, idle: 15, minimumBytesPerSecond: 0, rateGrace: 15))
            guard let (fd, peer) = try? listener.accept(within: &clock),
                  let victim = try? PinnedTLS.accept(fd, peer: peer, certificate: attackerCertificate, within: &clock),
                  (try? DirectTransferProtocol.read(DirectTransferProtocol.helloSize, from: victim, within: &clock)) != nil,
                  let upstream = try? PinnedTLS.connect(host: "127.0.0.1", port: realEndpoint.port, pin: realEndpoint.pin, within: &clock),
                  let proof = DirectTransferProtocol.proof(for: upstream, key: real.key),
                  (try? clock.send(DirectTransferProtocol.magic + proof, over: upstream)) != nil,
                  let status = try? DirectTransferProtocol.read(9, from: upstream, within: &clock)
            else { return }
            try? clock.send(status, over: victim)
            // Wait for the victim's answer (it hangs up on a wrong code).
            _ = try? DirectTransferProtocol.read(9, from: victim, within: &clock)
            victim.close()
            upstream.close()
        }
        let swapped = MigrationLink(direct: try DirectTransferEndpoint(hosts: ["127.0.0.1"], port: listener.port,
                                                                       pin: attackerCertificate.pin), key: real.key)
        let target = try destination("swapped")
        let before = try snapshotTree(target)
        var destinationCode = ""
        #expect(throws: MigrationError.shortCodeMismatch) {
            try importer(target).importArchive(from: swapped, replace: false, destinationHasData: { _ in false },
                                               confirmShortCode: { (code: String) throws(MigrationError) in
                destinationCode = code
                // The user compares with what the real source shows.
                for _ in 0..<50 where serving.shortCodes.isEmpty { usleep(100_000) }
                guard serving.shortCodes.last == code else { throw .shortCodeMismatch }
            })
        }
        relayed.wait()
        #expect(!destinationCode.isEmpty)
        #expect(serving.shortCodes.count == 1 && serving.shortCodes[0] != destinationCode)
        #expect(try snapshotTree(target) == before)
        _ = serving.wait(15)
        database.close()
    }

    /// Issue 33: another version's hello proves nothing, so it is told what any unproven peer is
    /// told (denied), not which version runs here.
    @Test func aDestinationOfTheFirstVersionIsDeniedLikeAnyUnprovenPeerAndTheSourceListensOn() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let (rows, _) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let endpoint = try #require(serving.link.directEndpoint)
        var clock = TransferClock(NetworkDeadline(total: 10, idle: 10, minimumBytesPerSecond: 0, rateGrace: 10))
        let old = try PinnedTLS.connect(host: "127.0.0.1", port: endpoint.port, pin: endpoint.pin, within: &clock)
        let proof = try #require(DirectTransferProtocol.proof(for: old, key: serving.link.key))
        try clock.send(Array("THRX1".utf8) + proof, over: old)
        let status = try DirectTransferProtocol.read(1, from: old, within: &clock)
        old.close()
        #expect(status == [DirectTransferProtocol.denied])
        // This version's destination is served after it.
        let target = try destination("after-old")
        _ = try importer(target).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                               confirmShortCode: { _ in })
        #expect(try #require(serving.wait()).get().size > 0)
        #expect(serving.events.contains { if case .refused(_, busy: false) = $0 { true } else { false } })
        database.close()
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
    }

    @Test(arguments: [(DirectTransferProtocol.otherVersion, "runs another version of Threshold"),
                      (DirectTransferProtocol.denied, "or that device runs an older version of Threshold")])
    func aSourceOfAnotherVersionIsNamedInTheRefusal(status: UInt8, says: String) throws {
        let certificate = try SelfSignedCertificate.generate()
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        Thread.detachNewThread {
            var clock = TransferClock(NetworkDeadline(total: 10, idle: 10, minimumBytesPerSecond: 0, rateGrace: 10))
            guard let (fd, peer) = try? listener.accept(within: &clock),
                  let connection = try? PinnedTLS.accept(fd, peer: peer, certificate: certificate, within: &clock) else { return }
            _ = try? DirectTransferProtocol.read(DirectTransferProtocol.helloSize, from: connection, within: &clock)
            try? clock.send([status], over: connection)
            connection.close()
        }
        let link = MigrationLink(direct: try DirectTransferEndpoint(hosts: ["127.0.0.1"], port: listener.port, pin: certificate.pin),
                                 key: try AgeIdentity.generate())
        let target = try destination("other-version")
        let before = try snapshotTree(target)
        #expect {
            try importer(target).importArchive(from: link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        } throws: { error in
            guard case MigrationError.transferRefused(let message) = error else { return false }
            return message.description.contains(says) && message.description.contains("same version")
        }
        #expect(try snapshotTree(target) == before)
    }

    @Test func aStalledPeerHitsTheDeadline() throws {
        // Accepts the connection and says nothing, ever.
        let listener = try TransferListener(addresses: ["127.0.0.1"])
        let held = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var clock = TransferClock(NetworkDeadline(total: 10, idle: 10, minimumBytesPerSecond: 0, rateGrace: 10))
            let accepted = try? listener.accept(within: &clock)
            held.wait()
            if let accepted { close(accepted.socket) }
        }
        let link = MigrationLink(direct: try DirectTransferEndpoint(hosts: ["127.0.0.1"], port: listener.port,
                                                                    pin: [UInt8](repeating: 1, count: 32)), key: try AgeIdentity.generate())
        let target = try destination("stalled")
        let before = try snapshotTree(target)
        #expect {
            try importer(target, deadline: NetworkDeadline(total: 3, idle: 1, minimumBytesPerSecond: 0, rateGrace: 3))
                .importArchive(from: link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        } throws: { error in
            (error as? MigrationError)?.code == "networkTimeout"
        }
        held.signal()
        #expect(try snapshotTree(target) == before)
    }

    /// Connections that never speak (idle TCP, the way anyone on the network can open them) don't
    /// keep the device that holds the link out: each is checked beside the others. Before, the
    /// source took them one at a time under a 10 s silence limit, so the real device's handshake,
    /// with its own 4 s limit here, got no answer (found by an outside review).
    @Test func idleConnectionsDoNotKeepTheDeviceOut() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let (rows, _) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let port = try #require(serving.link.directEndpoint?.port)
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<6 {
            let fd = loopbackConnection(to: port)
            #expect(fd >= 0)
            idle.append(fd)
        }
        let target = try destination("after-idle")
        let started = Date()
        _ = try importer(target, deadline: NetworkDeadline(total: 120, idle: 4, minimumBytesPerSecond: 0, rateGrace: 120))
            .importArchive(from: serving.link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(try #require(serving.wait()).get().size > 0)
        database.close()
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
    }

    /// An import that fails after the whole stream arrived (here the check before the commit
    /// point throws, as a wrong passcode of a locked source does) tells the source, which listens
    /// on: the same link then works. Before, the source said "Sent" and stopped at the receipt, and
    /// a new export was needed (found by an outside review).
    @Test func anImportThatFailsAfterTheStreamLeavesTheSourceListening() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let (rows, _) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let target = try destination("second-try")
        #expect(throws: MigrationError.self) {
            _ = try importer(target).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                                   beforeCommit: { _ throws(MigrationError) in throw .wrongArchivePasscode },
                                                   confirmShortCode: { _ in })
        }
        #expect(!FileManager.default.fileExists(atPath: target + "/threshold.db"))
        // Told, still serving: the same link imports now.
        for _ in 0..<100 where !serving.events.contains(.notImported(peer: serving.events.compactMap {
            if case .connected(let peer, _) = $0 { peer } else { nil } }.first ?? "")) {
            usleep(20_000)
        }
        #expect(serving.events.contains { if case .notImported = $0 { true } else { false } })
        #expect(serving.wait(0.1) == nil, "the source listens on")
        _ = try importer(target).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                               confirmShortCode: { _ in })
        #expect(try #require(serving.wait()).get().size > 0)
        database.close()
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
        #expect(serving.shortCodes.count == 2)
    }

    /// A flood of connections from another address (thousands a second, each left idle) ends
    /// only its own checks: the device's handshake is not cut short, and the source reports the
    /// flood's refusals once per address, not once per connection.
    @Test func aFloodFromAnotherAddressDoesNotCutTheDeviceOut() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let port = try #require(serving.link.directEndpoint?.port)
        let stop = ManagedFlag()
        let flooding = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var open: [Int32] = []
            let end = Date().addingTimeInterval(30)
            while !stop.isSet, Date() < end {
                let fd = loopbackConnection(to: port, from: "127.0.0.2")
                if fd >= 0 { open.append(fd) }
                if open.count > 64 { close(open.removeFirst()) }
            }
            open.forEach { close($0) }
            flooding.signal()
        }
        defer {
            stop.set()
            flooding.wait()
        }
        usleep(300_000)
        let target = try destination("through-a-flood")
        _ = try importer(target, deadline: NetworkDeadline(total: 120, idle: 4, minimumBytesPerSecond: 0, rateGrace: 120))
            .importArchive(from: serving.link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        #expect(try #require(serving.wait()).get().size > 0)
        database.close()
        let refusedFromTheFlood = serving.events.filter { if case .refused(let peer, _) = $0 { peer.hasPrefix("127.0.0.2:") } else { false } }
        #expect(refusedFromTheFlood.count <= 2, "\(refusedFromTheFlood.count) refusals reported")
    }

    /// A destination that received everything and then closed without saying how its import
    /// ended (killed, or stopped by a signal at its passcode question): the serve ends, but says
    /// it can't tell whether the data is there (`importConfirmed` false), rather than "Sent".
    @Test func aDestinationThatClosesWithoutAnOutcomeLeavesTheImportUnconfirmed() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let endpoint = try #require(serving.link.directEndpoint)
        do {
            let receiving = try DirectTransferSource.connect(endpoint, key: serving.link.key, deadline: .directTransfer,
                                                             confirm: { _ in })
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while try buffer.withUnsafeMutableBytes({ try receiving.read(into: $0) }) > 0 {}
            // Dropped here without reportOutcome: its connection just closes.
        }
        let served = try #require(serving.wait()).get()
        database.close()
        #expect(served.size > 0)
        #expect(!served.importConfirmed)
    }

    @Test func aSecondDeviceIsRefusedWhileOneIsServed() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let (rows, _) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let first = try destination("first")
        let second = try destination("second")
        var secondError: MigrationError?
        _ = try importer(first).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                              confirmShortCode: { _ in
            // While the first device compares codes, one without the link learns nothing of it
            // (told what a wrong proof is told), and a second one with the link is refused as busy.
            do {
                let stranger = try MigrationLink(direct: #require(serving.link.directEndpoint), key: AgeIdentity.generate())
                _ = try importer(try destination("stranger")).importArchive(from: stranger, replace: false,
                                                                           destinationHasData: { _ in false }, confirmShortCode: { _ in })
                Issue.record("a device without the link was let in")
            } catch let error as MigrationError {
                if case .transferRefused(let message) = error {
                    #expect(message.description.contains("the link is not the one it shows"), "\(message)")
                } else {
                    Issue.record("expected transferRefused, got \(error)")
                }
            } catch {
                Issue.record("\(error)")
            }
            do {
                _ = try importer(second).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                                       confirmShortCode: { _ in })
            } catch let error as MigrationError {
                secondError = error
            } catch {}
        })
        guard case .transferRefused(let message)? = secondError else {
            Issue.record("expected transferRefused, got \(String(describing: secondError))")
            return
        }
        #expect(message.description.contains("already sending"))
        #expect(try #require(serving.wait()).get().size > 0)
        #expect(serving.events.contains { if case .refused(_, busy: true) = $0 { true } else { false } }, "the source says so")
        database.close()
        #expect(try dump(first + "/threshold.db", migrations: schemaV1) == rows)
        #expect(!FileManager.default.fileExists(atPath: second + "/threshold.db"))
        #expect(!FileManager.default.fileExists(atPath: second + "/.migration-import"))
    }

    @Test func aBrokenConnectionResumesWhereItStopped() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 600)
        let (rows, files) = try expected(source)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let port = try #require(serving.link.directEndpoint?.port)
        let relay = TCPRelay(to: port, cutFirstAfter: 200_000)
        let target = try destination("resumed")
        var codes = 0
        var reports: [MigrationProgress] = []
        let result = try importer(target).importArchive(from: try redirected(serving.link, port: relay.port), replace: false,
                                                        destinationHasData: { _ in false }, confirmShortCode: { _ in codes += 1 },
                                                        progress: { reports.append($0) })
        let served = try #require(serving.wait()).get()
        database.close()
        #expect(codes == 1, "the code is confirmed once; the pin proves the same device afterwards")
        let asked = serving.events.filter { if case .confirmCode = $0 { true } else { false } }
        #expect(asked.count == 1, "the source is asked once too: the resume carries the confirmed device's nonce")
        // The progress says so: the receive's reports after the resume carry it, with its offset.
        let resumed = reports.filter { $0.phase == .unpacking && $0.resumes == 1 }
        #expect(!resumed.isEmpty, "\(reports)")
        #expect(resumed.allSatisfy { $0.resumedAt > 100_000 && $0.resumedAt <= 200_000 && $0.completed >= $0.resumedAt })
        #expect(reports.allSatisfy { $0.resumes <= 1 })
        #expect(result.direct?.resumes == 1)
        #expect(result.direct?.received == served.size)
        #expect(relay.connections == 2)
        let started = serving.events.compactMap { if case .started(_, let offset) = $0 { offset } else { nil } }
        #expect(started.count == 2 && started[0] == 0 && started[1] > 100_000, "the second session starts where the first stopped")
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
        #expect(try contents(target + "/files") == files)
    }

    @Test func aStopDuringTheReceiveEndsItWithNothingChangedAndTheSourceListensOn() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 600)
        let serving = try ServingSource(dataDirectory: source, database: database)
        let port = try #require(serving.link.directEndpoint?.port)
        // Slow enough that the stop comes in the middle of the stream.
        let relay = TCPRelay(to: port, bytesPerSecond: 64 << 10)
        let target = try destination("stopped")
        let before = try snapshotTree(target)
        var stopping = importer(target)
        let cancellation = ServeCancellation()
        stopping.cancellation = cancellation
        Thread.detachNewThread {
            while relay.bytesFromSource < 60_000 { usleep(2_000) }
            cancellation.cancel()
        }
        #expect {
            try stopping.importArchive(from: try redirected(serving.link, port: relay.port), replace: false,
                                       destinationHasData: { _ in false }, confirmShortCode: { _ in })
        } throws: { error in
            guard case MigrationError.cancelled(let message) = error else { return false }
            return message.description.contains("stopped")
        }
        #expect(relay.connections == 1, "a stop is not a broken connection: no resume")
        #expect(try snapshotTree(target) == before, "nothing changed, no workspace left")
        // The source saw the connection break and listens on: a clean import of the same link works.
        let broke = Date()
        while !serving.events.contains(where: { if case .broken = $0 { true } else { false } }), Date().timeIntervalSince(broke) < 20 {
            usleep(10_000)
        }
        let (rows, files) = try expected(source)
        _ = try importer(target).importArchive(from: serving.link, replace: false, destinationHasData: { _ in false },
                                               confirmShortCode: { _ in })
        _ = try #require(serving.wait()).get()
        database.close()
        #expect(try dump(target + "/threshold.db", migrations: schemaV1) == rows)
        #expect(try contents(target + "/files") == files)
    }

    /// A source that goes away mid-stream (its process killed) and never comes back: the
    /// destination waits for it while nothing listens, within its window, then gives up with
    /// nothing changed.
    @Test func aSourceThatNeverComesBackEndsTheImportAfterTheWindow() throws {
        let (source, database) = try makeSourceDirectory(in: root, items: 600)
        let serving = try ServingSource(dataDirectory: source, database: database, options: .init(listenSeconds: 3))
        let port = try #require(serving.link.directEndpoint?.port)
        let relay = TCPRelay(to: port, cutFirstAfter: 200_000, vanishAfterCut: true)
        let target = try destination("never-back")
        var importer = importer(target)
        importer.directTransferResumeWindow = 3
        let link = try redirected(serving.link, port: relay.port)
        let error = #expect(throws: MigrationError.self) {
            _ = try importer.importArchive(from: link, replace: false, destinationHasData: { _ in false }, confirmShortCode: { _ in })
        }
        #expect(error?.code == "connectionRefused", "\(String(describing: error))")
        #expect(relay.connections == 1, "nothing listened again")
        #expect(!FileManager.default.fileExists(atPath: target + "/.migration-import"))
        #expect(!FileManager.default.fileExists(atPath: target + "/threshold.db"))
        _ = serving.wait()
        database.close()
    }

    @Test func theSourceStopsAtItsTimeLimitAndSaysSo() throws {
        let (source, database) = try makeSourceDirectory(in: root)
        let serving = try ServingSource(dataDirectory: source, database: database, options: .init(listenSeconds: 1))
        let outcome = try #require(serving.wait(20))
        database.close()
        guard case .failure(.networkTimeout(let message)) = outcome else {
            Issue.record("expected networkTimeout, got \(outcome)")
            return
        }
        #expect(message.description.contains("stopped listening"))
        // Nothing listens any more.
        var clock = TransferClock(NetworkDeadline(total: 2, idle: 2, minimumBytesPerSecond: 0, rateGrace: 2))
        #expect(throws: (any Error).self) {
            try SocketConnector.connect(host: "127.0.0.1", port: try #require(serving.link.directEndpoint?.port), within: &clock)
        }
    }

    @Test(arguments: [
        "threshold:/migrate?v=2&direct=127.0.0.1&port=0&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=70000&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=08&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=example.com&port=8&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=fe80::1%eth0&port=8&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1,,::1&port=8&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1,127.0.0.1&port=8&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=8&pin=abcd&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=8&pin=\(String(repeating: "zz", count: 32))&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=8&key=K",
        "threshold:/migrate?v=2&direct=127.0.0.1&port=8&pin=\(String(repeating: "ab", count: 32))&key=K&sha256=00",
        "threshold:/migrate?v=2&direct=\(Array(repeating: "10.0.0.", count: 17).enumerated().map { "\($1)\($0)" }.joined(separator: ","))&port=8&pin=\(String(repeating: "ab", count: 32))&key=K",
        "threshold:/migrate?v=1&direct=127.0.0.1&archive=/x&key=K&sha256=\(String(repeating: "ab", count: 32))&size=1",
    ])
    func hostileDirectLinksAreInvalidLinks(text: String) throws {
        let key = try AgeIdentity.generate().secretKeyString
        let link = text.replacingOccurrences(of: "key=K", with: "key=" + key)
        #expect(throws: MigrationLinkError.self) { try MigrationLink(parsing: link) }
        do {
            _ = try MigrationLink(parsing: link)
        } catch {
            #expect(!error.description.contains(key), "no message repeats the key")
            #expect(MigrationError(error).code == "invalidLink")
        }
    }

    @Test func aDirectLinkRoundTripsWithIPv6AndSeveralAddresses() throws {
        let endpoint = try DirectTransferEndpoint(hosts: ["192.168.1.20", "2001:db8::5", "127.0.0.1"], port: 40123,
                                                  pin: [UInt8](repeating: 0xAB, count: 32))
        let link = MigrationLink(direct: endpoint, key: try AgeIdentity.generate())
        let parsed = try MigrationLink(parsing: "  " + link.formatted + "\n")
        #expect(parsed == link)
        #expect(parsed.directEndpoint?.hosts == ["192.168.1.20", "2001:db8::5", "127.0.0.1"])
        #expect(!link.description.contains("AGE-SECRET-KEY"))
        #expect(link.description.contains("key=<redacted>"))
    }

    /// Hostile zones: each is `linkInvalidZone` (or `linkInvalidHost` for a hostile address), and
    /// no message repeats the zone or the key.
    @Test(arguments: [
        ("fe80::1", "a link-local address without its zone"),
        ("fe80::1%25", "an empty zone"),
        ("fe80::1%25eth0%25x", "two zones"),
        ("fe80::1%25abcdefghijklmnop", "16 characters"),
        ("fe80::1%25eth%200", "a space"),
        ("fe80::1%25eth%2F0", "a slash"),
        ("fe80::1%25..%2F..%2Fetc", "a path"),
        ("fe80::1%25eth0%0A", "a newline"),
        ("fe80::1%25%E2%80%AEeth0", "a bidi override"),
        ("fe80::1%25AGE-SECRET-KEY-1QQQQQQQQ", "a key-like zone"),
        ("10.0.0.1%25eth0", "a zone on IPv4"),
        ("2001:db8::1%25eth0", "a zone on a routable IPv6 address"),
        ("fd00::1%25eth0", "a zone on a unique local address"),
        ("::1%25lo", "a zone on loopback"),
    ])
    func hostileZonesAreRefused(host: String, why: String) throws {
        let key = try AgeIdentity.generate().secretKeyString
        let link = "threshold:/migrate?v=2&direct=\(host)&port=8&pin=\(String(repeating: "ab", count: 32))&key=\(key)"
        do {
            _ = try MigrationLink(parsing: link)
            Issue.record("\(why) was accepted")
        } catch {
            #expect(error.code == "linkInvalidZone", "\(why): \(error.code)")
            #expect(!error.description.contains(key), "no message repeats the key")
            #expect(!error.description.contains("AGE-SECRET"), "no message repeats the zone")
            #expect(!error.description.contains("etc") && !error.description.contains("\u{202E}"), "no message repeats the zone")
            #expect(MigrationError(error).code == "invalidLink")
        }
    }

    @Test func linkLocalAddressesRoundTripWithTheirZone() throws {
        let hosts = ["192.168.1.20", "fe80::1%eth0", "fe80::abcd:1%wlp2s0.5", "fe80::2%7", "127.0.0.1"]
        let endpoint = try DirectTransferEndpoint(hosts: hosts, port: 40123, pin: [UInt8](repeating: 0xAB, count: 32))
        let link = MigrationLink(direct: endpoint, key: try AgeIdentity.generate())
        // RFC 6874 style: the zone's '%' is written %25 inside the percent-encoded list.
        #expect(link.formatted.contains("direct=192.168.1.20%2Cfe80::1%25eth0%2Cfe80::abcd:1%25wlp2s0.5%2Cfe80::2%257%2C127.0.0.1&"))
        let parsed = try MigrationLink(parsing: link.formatted)
        #expect(parsed == link)
        #expect(parsed.directEndpoint?.hosts == hosts)
        // The same address on two interfaces is two addresses; the same on one, a duplicate.
        #expect(throws: MigrationLinkError.invalidHost("an address is listed twice")) {
            try DirectTransferEndpoint(hosts: ["fe80::1%eth0", "fe80::1%eth0"], port: 1, pin: [UInt8](repeating: 1, count: 32))
        }
        _ = try DirectTransferEndpoint(hosts: ["fe80::1%eth0", "fe80::1%eth1"], port: 1, pin: [UInt8](repeating: 1, count: 32))
    }

    /// Issue 33: the certificate, shown to anyone who connects before any proof, names nothing.
    @Test func theCertificateCarriesNoName() throws {
        let server = try DirectTransferServer.open(addresses: ["127.0.0.1"])
        defer { server.close() }
        let der = try server.exportedCertificate().certificate
        for name in ["threshold", "Threshold", "transfer"] {
            #expect(!der.indices.dropLast(name.utf8.count).contains { Array(der[$0..<($0 + name.utf8.count)]) == Array(name.utf8) }, "\(name)")
        }
        #expect(DirectTransferServer.anonymousCommonName() != DirectTransferServer.anonymousCommonName())
    }

    @Test func theLinkListsRoutableThenLinkLocalThenLoopback() {
        let order = DirectTransferServer.linkOrder(["127.0.0.1", "fe80::1%eth0", "192.168.1.2", "2001:db8::1", "fe80::2%wlan0"])
        #expect(order == ["192.168.1.2", "2001:db8::1", "fe80::1%eth0", "fe80::2%wlan0", "127.0.0.1"])
        let many = DirectTransferServer.linkOrder(["127.0.0.1"] + (1...20).map { "fe80::\($0)%eth0" })
        #expect(many.count == DirectTransferEndpoint.maximumHosts)
        #expect(many.last == "127.0.0.1", "loopback always fits")
    }
}

/// A TCP connection to 127.0.0.1:`port` that never speaks, from `source` (another loopback
/// address: another peer to the listener) when given; its socket, or -1.
func loopbackConnection(to port: UInt16, from source: String? = nil) -> Int32 {
    func address(_ host: String, _ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host)
        return address
    }
    func call(_ address: sockaddr_in, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        withUnsafePointer(to: address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return -1 }
    if let source, call(address(source, 0), { bind(fd, $0, $1) }) != 0 { close(fd); return -1 }
    guard call(address("127.0.0.1", port), { connect(fd, $0, $1) }) == 0 else { close(fd); return -1 }
    return fd
}

/// A flag one thread sets and another reads.
final class ManagedFlag: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
