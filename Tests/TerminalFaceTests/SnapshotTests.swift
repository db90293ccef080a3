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
        // The hint row at the new width: whole hints (HintBar drops "↑↓ choose" first), none cut.
        #expect(h.lines[13].contains("Enter read") && h.lines[13].contains("q quit") && !h.lines[13].contains("…"))
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

    /// Compares the buffer's text (trailing spaces trimmed) with `name.txt`, and its styles with
    /// `name.style.txt` (so light and dark, a selection or a danger colour are pinned too); records
    /// them when asked to or when a file is missing (which fails the test, so it is noticed).
    static func assert(_ buffer: Buffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try compare(buffer.trimmedLines.joined(separator: "\n") + "\n", file: name + ".txt", sourceLocation: sourceLocation)
        try compare(styleMap(buffer), file: name + ".style.txt", sourceLocation: sourceLocation)
    }

    /// The buffer's styles: a legend (a letter per style, in order of first use) and, per row,
    /// runs of letters with their lengths, e.g. `3: A2 B10 A68`.
    static func styleMap(_ buffer: Buffer) -> String {
        var letters: [Style: Character] = [:]
        var legend: [String] = []
        let names = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var rows: [String] = []
        for y in 0..<buffer.height {
            var runs: [(Character, Int)] = []
            for x in 0..<buffer.width {
                let style = buffer[x, y].style
                let letter: Character
                if let known = letters[style] {
                    letter = known
                } else {
                    letter = letters.count < names.count ? names[letters.count] : "?"
                    letters[style] = letter
                    legend.append("\(letter) fg \(style.foreground) bg \(style.background) attributes \(style.attributes.rawValue)")
                }
                if let last = runs.last, last.0 == letter { runs[runs.count - 1].1 += 1 } else { runs.append((letter, 1)) }
            }
            rows.append("\(y): " + runs.map { "\($0.0)\($0.1)" }.joined(separator: " "))
        }
        return (legend + rows).joined(separator: "\n") + "\n"
    }

    private static func compare(_ text: String, file: String, sourceLocation: SourceLocation) throws {
        let name = file
        let url = directory.appendingPathComponent(file)
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
            #expect(!buffer.trimmedLines.joined().contains("Enlarge the window"))
            #expect(buffer.trimmedLines.contains { $0.contains("█") })
            try Snapshot.assert(buffer, named: "migration-export-exported-qr.\(dark ? "dark" : "light").\(size)")
        }
        let small = AppView.render(ScreenCatalog.onSettings(TerminalSize(width: 80, height: 24), [.migrationExport(screen)]),
                                   chrome: Fixtures.chrome(dark: true))
        #expect(small.trimmedLines.joined(separator: " ").contains("Enlarge the window to at least"))
    }
}
