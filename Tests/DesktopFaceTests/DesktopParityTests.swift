import Features
import Foundation
import Testing
@testable import DesktopFace

/// The desktop's answers to the parity switch: each names a real place (the row menu's actions,
/// Settings' sections), and docs/parity.md's desktop table is them.
@Suite struct DesktopParityTests {
    @Test func rowMenuPathsNameTheProfileActionsOfFeatures() {
        let titles = Set(ProfileAction.allCases.map { action in Texts.with(.english) { action.title } })
        for action in [UserAction.editProfile, .muteProfile, .unmuteProfile, .hideProfile, .unhideProfile, .deleteProfile] {
            let path = DesktopParity.path(action)
            #expect(path.count == 3 && titles.contains(path[2]), "\(action): \(path)")
        }
    }

    /// `THRESHOLD_RECORD_SNAPSHOTS=1` rewrites the desktop table in docs/parity.md.
    @Test func docsDesktopTableMatches() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/parity.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let marker = "<!-- desktop table -->\n"
        let parts = text.components(separatedBy: marker)
        try #require(parts.count == 3, "docs/parity.md needs the desktop table between two \(marker) lines")
        let table = FaceParityTable.markdown([DesktopParity.self])
        if ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" {
            try (parts[0] + marker + table + marker + parts[2]).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(parts[1] == table)
    }
}
