import Terminal
import TestSupport
import Testing
@testable import ThresholdApp
import ThresholdCore

/// Plain mode driven by scripted lines.
final class ScriptedPlainIO: PlainIO {
    var lines: [String]
    var output = ""
    let isInteractive: Bool

    init(_ lines: [String], interactive: Bool = false) {
        self.lines = lines
        self.isInteractive = interactive
    }

    func write(_ text: String) { output += text }
    func readLine(prompt: String) -> String? {
        output += prompt
        return lines.isEmpty ? nil : lines.removeFirst()
    }
    func readSecret(prompt: String) -> String? {
        output += prompt + "\n"
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

@Suite struct PlainAppTests {
    let directory = TemporaryDirectory("plain-tests")

    func store() throws -> ThresholdStore {
        try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
    }

    func run(_ lines: [String], on store: ThresholdStore, interactive: Bool = false) throws -> String {
        let io = ScriptedPlainIO(lines, interactive: interactive)
        PlainApp(store: store, brand: Fixtures.chrome(dark: true).brand, io: io).run()
        return io.output
    }

    @Test func welcomeThenCreateWithCorrection() throws {
        let s = try store()
        let out = try run(["1", "  Ann", "y", "Hello", "0"], on: s)
        #expect(out.contains("The future of messaging"))
        #expect(out.contains("Correct name to \"Ann\"?"))
        #expect(out.contains("Profile \"Ann\" created and active."))
        #expect(out.contains("Chats of Ann"))
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
    }

    @Test func hideThenRevealByPasswordAndWrongPasswordShowsNothing() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Secret")
        try s.activateProfile(ProfileRef("Ann"))
        // Your chat profiles -> all -> Secret (2) -> Hide profile (3: Switch, Mute, Hide) -> password.
        var out = try run(["2", "", "2", "3", "pw", "0", "0"], on: s)
        #expect(out.contains("Enter password above to show!"))
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
        out = try run(["2", "wrong", "0", "0"], on: s)
        #expect(!out.contains("Secret"))
        #expect(out.contains("No matching profiles."))
        out = try run(["2", "pw", "0", "0"], on: s)
        #expect(out.contains("1) Secret (muted, hidden)"))
    }

    @Test func deleteIsTwoStages() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Bob")
        try s.activateProfile(ProfileRef("Ann"))
        // Bob -> Delete (4: Switch, Mute, Hide, Delete) -> local only -> "no" keeps it.
        _ = try run(["2", "", "2", "4", "1", "no", "0", "0"], on: s)
        #expect(try s.listProfiles().profiles.count == 2)
        _ = try run(["2", "", "2", "4", "1", "yes", "0", "0"], on: s)
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
    }

    @Test func switchAndMuteFromTheMenus() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Bob")
        let out = try run(["4", "2", "", "1", "1", "0", "0"], on: s)
        #expect(out.contains("Switch to Ann"))
        #expect(try s.activeProfile()?.name == "Ann")
        #expect(out.contains("Done."))
        #expect(try s.listProfiles().profiles.first?.muted == true)
    }
}
