import JourneySupport
import Features
import Foundation
import Testing
import TestSupport
import ThresholdCore

/// Every journey of ``Journeys`` through every terminal face and the model: the same steps, the
/// same texts seen, the same data after (issue 31, "one journey suite, run against every face").
/// The desktop runs the same list in `scripts/desktop-tests` (DesktopJourneyTests).
@Suite struct JourneySuiteTests {
    static let faces: [any JourneyFace.Type] = [ModelFace.self, PlainJourneyFace.self, FullScreenJourneyFace.self,
                                                 CommandLineJourneyFace.self]

    static var cases: [JourneyCase] {
        faces.flatMap { face in Journeys.all.filter { face.cannotDo($0) == nil }.map { JourneyCase(journey: $0, face: face) } }
    }

    @Test(arguments: cases)
    func journey(_ item: JourneyCase) throws {
        // The language as this task's: a journey that chooses one in Settings must not change the
        // language of the tests running beside it.
        try Texts.with(Texts.current) { try JourneyRunner.run(item.journey, through: item.face) }
    }
}

/// One journey through one face (a test argument, named for the test output).
struct JourneyCase: Sendable, CustomTestStringConvertible {
    let journey: Journey
    let face: any JourneyFace.Type
    var testDescription: String { "\(face.name): \(journey.name)" }
}

/// docs/parity.md's journey table is ``Journeys/all`` and what each face answers: run, or why not
/// (`THRESHOLD_RECORD_SNAPSHOTS=1` rewrites it).
@Suite struct JourneyTableTests {
    static func markdown() -> String {
        let faces = JourneySuiteTests.faces
        var lines = ["| Journey | " + faces.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }.joined(separator: " | ") + " | Desktop |",
                     "|---|" + String(repeating: "---|", count: faces.count + 1)]
        for journey in Journeys.all {
            let cells = faces.map { $0.cannotDo(journey) ?? "runs" }
            lines.append("| \(journey.name) | " + cells.joined(separator: " | ") + " | " + (DesktopJourneys.cannotDo(journey) ?? "runs") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func docsTableMatches() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/parity.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let marker = "<!-- journeys -->\n"
        let parts = text.components(separatedBy: marker)
        try #require(parts.count == 3, "docs/parity.md needs the journey table between two \(marker) lines")
        if ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" {
            try (parts[0] + marker + Self.markdown() + marker + parts[2]).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(parts[1] == Self.markdown())
    }
}
