import Features
import Brand
import Foundation
import TestSupport
import Testing
@testable import ThresholdApp
import ThresholdCore

/// Every action in every front end: each answer of `FrontEndParity` is checked against the real
/// command line, plain-mode menus and full-screen titles, and docs/parity.md against the table.
@Suite struct ParityTests {
    let directory = TemporaryDirectory("parity")

    @Test func everyCommandExists() {
        for action in UserAction.allCases {
            let words = FrontEndParity.commandLine(action).split(separator: " ").map(String.init)
            let console = CapturingConsole()
            _ = ThresholdCommandLine.run(["--data-dir", directory.path] + words + ["--json"], environment: [:],
                                         console: console, secrets: { _ in ScriptedSecretInput([]) })
            #expect(!console.stderr.contains("Unknown"), "\(action): \(console.stderr)")
        }
    }

    /// Plain mode, walked as a person would: every action's entry is printed somewhere.
    @Test func everyPlainEntryIsShown() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Cy")
        try store.createProfile(name: "Secret")
        try store.createProfile(name: "Ann")
        try store.setMuted(ProfileRef("Cy"), true)
        try store.hideProfile("Secret", password: "hunter22")
        try store.receiveMessage(profile: ProfileRef("Ann"), contact: "Dee", text: "hi")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        // Main menu: 1 Read a chat, 2 Your chat profiles, 3 Create profile, 4-5 Switch, 6 Settings.
        let io = ScriptedPlainIO([
            "2", "", "1", "0", "", "2", "0",              // profiles: all; Bob's, then Cy's actions
            "hunter22", "1", "0", "", "0",                // reveal Secret; its actions; back
            "6", "3", "0",                                // settings: operators
            "4", "1", "1234", "0",                        // app lock: set a passcode, see the rest, back
            "5", "1", "1234", "0",                        // migrate: export (passcode), finalize menu, back
            "0", "0",
        ])
        PlainApp(store: store, brand: brand, io: io).run()
        for action in UserAction.allCases where action != .runOnboarding && action != .importArchive {
            #expect(io.output.contains(FrontEndParity.plain(action)), "\(action): \(FrontEndParity.plain(action))")
        }
        // Welcome offers the first two.
        let fresh = ScriptedPlainIO(["0"])
        PlainApp(store: try ThresholdStore(path: directory.file("fresh.db"), kdfParameters: .testing), brand: brand, io: fresh).run()
        #expect(fresh.output.contains(FrontEndParity.plain(.runOnboarding)))
        #expect(fresh.output.contains(FrontEndParity.plain(.importArchive)))
    }

    @Test func everyFullScreenPathNamesRealEntries() {
        let settings = Set(SettingsEntry.allCases.map(\.title))
        for action in UserAction.allCases {
            let path = FrontEndParity.fullScreen(action)
            if path.first == "Settings" { #expect(settings.contains(path[1]), "\(action)") }
        }
        let rows = Set(ProfileAction.allCases.map(\.title))
        for action in [UserAction.activateProfile, .editProfile, .muteProfile, .unmuteProfile, .hideProfile,
                       .unhideProfile, .deleteProfile] {
            #expect(rows.contains(FrontEndParity.fullScreen(action)[1]))
        }
    }

    /// `THRESHOLD_RECORD_SNAPSHOTS=1` rewrites the table in docs/parity.md.
    @Test func docsTableMatches() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/parity.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let marker = "<!-- table -->\n"
        let parts = text.components(separatedBy: marker)
        try #require(parts.count == 3, "docs/parity.md needs the table between two \(marker) lines")
        if ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" {
            try (parts[0] + marker + FrontEndParity.markdownTable + marker + parts[2]).write(toFile: path, atomically: true,
                                                                                               encoding: .utf8)
            return
        }
        #expect(parts[1] == FrontEndParity.markdownTable)
    }
}
