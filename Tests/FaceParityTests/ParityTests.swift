import CommandLineFace
import Features
import Foundation
import PlainFace
import TerminalFace
import Testing

/// docs/parity.md's table is the faces' own answers (``FaceParity``): each face's test target
/// checks its answers against the face itself (CommandLineParityTests, PlainParityTests,
/// TerminalParityTests).
@Suite struct ParityTests {
    static let faces: [any FaceParity.Type] = [CommandLineParity.self, PlainParity.self, TerminalParity.self]

    /// `THRESHOLD_RECORD_SNAPSHOTS=1` rewrites the table in docs/parity.md.
    @Test func docsTableMatches() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/parity.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let marker = "<!-- table -->\n"
        let parts = text.components(separatedBy: marker)
        try #require(parts.count == 3, "docs/parity.md needs the table between two \(marker) lines")
        if ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" {
            try (parts[0] + marker + FaceParityTable.markdown(Self.faces) + marker + parts[2]).write(toFile: path, atomically: true,
                                                                                               encoding: .utf8)
            return
        }
        #expect(parts[1] == FaceParityTable.markdown(Self.faces))
    }
}
