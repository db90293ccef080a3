import Foundation
import Glibc
import TestSupport
import Testing

/// The full screen's import of a direct transfer, in a real terminal (tmux), from a
/// `threshold migrate export --serve` subprocess on loopback: the code question shows the code the
/// source printed, Yes imports, No changes nothing (docs/migration.md, "Direct transfer").
/// The code question is compared with `Snapshots/tmux-direct-code-question.WxH.txt`, digits and the
/// link field masked (they change every run); `THRESHOLD_RECORD_SNAPSHOTS=1` re-records them.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxDirectTransferTests {
    let cli = CLI()
    var app: String { "\(TmuxSession.threshold) --data-dir \(cli.directory.path)" }

    /// The source's data directory (it must outlive the serve).
    let sourceCLI = CLI()

    /// A source with one profile, serving.
    func serving() throws -> DirectTransferEndToEndTests.Serving {
        #expect(try sourceCLI.run("profiles", "create", "Traveller").status == 0)
        return try DirectTransferEndToEndTests.serve(sourceCLI.directory.path)
    }

    /// Opens the import screen of a fresh install at `width` x `height`, pastes `link` and imports.
    func importing(_ link: String, width: Int, height: Int) throws -> TmuxSession {
        let session = try TmuxSession("\(app); sleep 5", width: width, height: height)
        #expect(session.waitFor("Migrate from another device"), "\(session.screen())")
        try session.keys("m")
        #expect(session.waitFor("Migration link"), "\(session.screen())")
        try session.paste(link)
        try session.keys("Enter")
        return session
    }

    /// The screen with what varies each run masked: every digit, and the link field's row.
    static func masked(_ screen: String) -> String {
        var lines = screen.components(separatedBy: "\n")
        if let label = lines.firstIndex(where: { $0.contains("Migration link") }), label + 1 < lines.count {
            lines[label + 1] = "<link field>"
        }
        return lines.map { line in
            String(line.map { $0.isASCII && $0.isNumber ? "#" : $0 }).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Compares (or records) the masked code question at `size`.
    func assertSnapshot(_ screen: String, _ size: String) throws {
        let file = Self.snapshots.appendingPathComponent("tmux-direct-code-question.\(size).txt")
        let shown = Self.masked(screen)
        if ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" {
            try shown.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try #require(try? String(contentsOf: file, encoding: .utf8),
                                    "no snapshot \(file.lastPathComponent): record with THRESHOLD_RECORD_SNAPSHOTS=1")
        #expect(shown == recorded, "the code question at \(size) changed:\n\(shown)")
    }

    @Test func theCodeQuestionShowsTheSourcesCodeAndYesImports() throws {
        let source = try serving()
        let session = try importing(source.link, width: 100, height: 30)
        #expect(session.waitFor("Same code on both devices?", timeout: 30), "\(session.screen())")
        let code = try #require(source.nextShortCode(), "the source printed no code")
        #expect(session.screen().contains(code), "\(session.screen())")
        try assertSnapshot(session.screen(), "100x30")
        try session.keys("y")
        #expect(session.waitFor("Migration complete", timeout: 60), "\(session.screen())")
        let served = source.finish()
        #expect(served.status == 0 && served.object["ok"] as? Bool == true, "\(source.stderr.all)")
        try session.keys("Enter")
        #expect(session.waitFor("Threshold · Chats"))
        try session.keys("q")
        #expect(session.waitForExit())
        #expect(try cli.run("profiles", "list").stdout.contains("Traveller"))
    }

    @Test func noAtTheCodeQuestionChangesNothingOnTheSmallestTerminal() throws {
        let source = try serving()
        let session = try importing(source.link, width: 40, height: 12)
        #expect(session.waitFor("Same code on both devices?", timeout: 30), "\(session.screen())")
        let code = try #require(source.nextShortCode(), "the source printed no code")
        #expect(session.screen().contains(code), "\(session.screen())")
        try assertSnapshot(session.screen(), "40x12")
        try session.keys("n")
        #expect(session.waitFor("Import failed", timeout: 30), "\(session.screen())")
        // The source saw the device leave and still listens; stopped, it says so.
        #expect(source.stderr.until("before confirming") != nil, "\(source.stderr.all)")
        kill(source.child.pid, SIGTERM)
        #expect(source.finish().status != 0)
        try session.keys("Escape")
        try session.keys("Escape")
        try session.keys("C-c")
        _ = session.waitForExit()
        let profiles = try cli.run("profiles", "list", "--json")
        #expect(!profiles.stdout.contains("Traveller"), "\(profiles.stdout)")
    }

    @Test func escDuringTheReceiveStopsTheImportWithNothingChanged() throws {
        try DirectTransferEndToEndTests.seedLarge(sourceCLI, mebibytes: 6)
        let source = try DirectTransferEndToEndTests.serve(sourceCLI.directory.path)
        let port = try #require(source.link.components(separatedBy: "&port=").last?.prefix { $0.isNumber }).flatMap { UInt16($0) }
        // Slow: the transfer takes about 20 s, so the stop comes in the middle of it.
        let relay = TCPRelay(to: try #require(port), bytesPerSecond: 320 << 10)
        let session = try importing(relay.redirect(source.link), width: 80, height: 24)
        #expect(session.waitFor("Same code on both devices?", timeout: 30), "\(session.screen())")
        _ = source.nextShortCode()
        try session.keys("y")
        // Receiving: the progress line (bytes, rate, ETA), and the key to stop.
        #expect(session.waitFor("Decrypting", timeout: 30), "\(session.screen())")
        #expect(session.screen().contains("Esc stop"), "\(session.screen())")
        try session.keys("Escape")
        #expect(session.waitFor("Stop the import? Nothing on this device changes."), "\(session.screen())")
        try session.keys("y")
        #expect(session.waitFor("Import stopped. Nothing on this device changed.", timeout: 30), "\(session.screen())")
        #expect(relay.bytesFromSource < 6 << 20, "stopped mid-transfer")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/.migration-import"), "no workspace left")
        // The source saw the connection break and listens on; stopped, it says so.
        #expect(source.stderr.until("Still listening") != nil, "\(source.stderr.all)")
        kill(source.child.pid, SIGTERM)
        #expect(source.finish().status != 0)
        try session.keys("Escape")
        try session.keys("C-c")
        _ = session.waitForExit()
        let profiles = try cli.run("profiles", "list", "--json")
        #expect(!profiles.stdout.contains("Traveller") && !profiles.stdout.contains("\"name\""), "\(profiles.stdout)")
    }
}
