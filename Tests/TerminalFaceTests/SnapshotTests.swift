import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// Every screen, light and dark, at 80x24 and 60x20, compared with text files in `Snapshots/`.
/// `THRESHOLD_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` re-records them.
@Suite struct SnapshotTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 60, height: 20)]

    static var cases: [String] {
        ScreenCatalog.all(sizes[0]).map(\.0)
    }

    @Test(arguments: cases)
    func screen(_ name: String) throws {
        for size in Self.sizes {
            for dark in [false, true] {
                guard let state = ScreenCatalog.all(size).first(where: { $0.0 == name })?.1 else {
                    Issue.record("no screen \(name)")
                    return
                }
                let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: dark))
                try Snapshot.assert(buffer, named: "\(name).\(dark ? "dark" : "light").\(size)")
            }
        }
    }

    @Test func tooSmallTerminal() throws {
        let state = ScreenCatalog.home(TerminalSize(width: 30, height: 8))
        let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
        #expect(buffer.trimmedLines.contains { $0.contains("Terminal too small") })
        try Snapshot.assert(buffer, named: "too-small.dark.30x8")
    }

    @Test func resizeRelayoutsTheScreen() throws {
        let h = try AppHarness(size: TerminalSize(width: 80, height: 24)) { store in
            try store.createProfile(name: "Alice")
        }
        #expect(h.lines[0].count > 60)
        h.backend.resize(to: TerminalSize(width: 50, height: 14))
        try h.settle()
        #expect(h.state.size == TerminalSize(width: 50, height: 14))
        #expect(h.lines.count == 14)
        #expect(h.lines[13].contains("↑↓ choose"))
        h.backend.resize(to: TerminalSize(width: 20, height: 5))
        try h.settle()
        #expect(h.text.contains("Terminal too small"))
    }
}

/// Text snapshots on disk.
enum Snapshot {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" }

    /// Compares the buffer's text (trailing spaces trimmed) with `name.txt`; records it when asked
    /// to or when the file is missing (which fails the test, so a missing file is noticed).
    static func assert(_ buffer: Buffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = buffer.trimmedLines.joined(separator: "\n") + "\n"
        let url = directory.appendingPathComponent(name + ".txt")
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if isRecording || existing == nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !isRecording {
                Issue.record("Recorded missing snapshot \(name); run again.", sourceLocation: sourceLocation)
            }
            return
        }
        #expect(existing == text, "Snapshot \(name) differs:\n\(text)", sourceLocation: sourceLocation)
    }
}

/// The migration link's QR code on a terminal big enough for it.
@Suite struct MigrationQRSnapshotTests {
    @Test func qrCodeShowsWhenTheTerminalIsLargeEnough() throws {
        let size = TerminalSize(width: 100, height: 50)
        var screen = MigrationExportState()
        screen.phase = .exported(ScreenCatalog.exported)
        let state = ScreenCatalog.onSettings(size, [.migrationExport(screen)])
        for dark in [false, true] {
            let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: dark))
            #expect(!buffer.trimmedLines.joined().contains(MigrationExportScreen.enlarge))
            #expect(buffer.trimmedLines.contains { $0.contains("█") })
            try Snapshot.assert(buffer, named: "migration-export-exported-qr.\(dark ? "dark" : "light").\(size)")
        }
        let small = AppView.render(ScreenCatalog.onSettings(TerminalSize(width: 80, height: 24), [.migrationExport(screen)]),
                                   chrome: Fixtures.chrome(dark: true))
        #expect(small.trimmedLines.joined(separator: " ").contains("Enlarge the window to see the QR code."))
    }
}
