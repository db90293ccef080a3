import Onboarding
import Terminal
import Testing
@testable import TransitExample

/// The full-screen front end in memory: every page drawn, every key of the first run.
@Suite struct TransitTerminalUITests {
    @Test func theWholeFirstRunEndsOnTheHomeScreen() throws {
        let fixture = try TransitFixture()
        let ui = try fixture.ui()
        #expect(ui.text.contains("Use your location?"))
        #expect(ui.text.contains("Step 1 of 3"))
        #expect(ui.text.contains("[ Allow location ]"))
        #expect(ui.text.contains("[ Not now ]"))
        // Esc on the first page says so and stays.
        try ui.press(.escape)
        #expect(ui.text.contains("This is the first page."))
        try ui.press(.right, .enter)  // Not now
        #expect(ui.text.contains("Choose your region"))
        #expect(ui.text.contains("Step 2 of 3"))
        // Back works before the commit point, and the answer is asked again.
        try ui.press(.escape)
        #expect(ui.text.contains("Use your location?"))
        try ui.press(.enter)  // Allow
        try ui.type("zür")
        #expect(ui.text.contains("Zürich"))
        #expect(!ui.text.contains("Vienna"))
        try ui.type("x")
        #expect(ui.text.contains("No region matches \"zürx\"."))
        try ui.press(.enter)
        #expect(ui.text.contains("Choose your region"))
        try ui.press(.backspace)
        try ui.press(.enter)
        #expect(ui.text.contains("Service alerts"))
        #expect(ui.text.contains("Step 3 of 3"))
        // Location allowed: the "near me" row is offered.
        #expect(ui.text.contains("Only stops near me"))
        try ui.press(.escape)
        #expect(ui.text.contains("Your region is saved"))
        try ui.press(.down, .down, .character(" "))  // Elevator outages on
        try ui.press(.down, .down, .enter)           // Continue
        #expect(ui.text.contains("Threshold Transit · Zürich"), "\(ui.text)")
        #expect(ui.text.contains("Location: allowed"))
        #expect(ui.text.contains("Service alerts: Delays and cancellations, Detours and moved stops, Elevator\n  outages"))
        #expect(try ui.press(.character("q")))

        // A relaunch goes straight to the root screen.
        let again = try fixture.ui()
        guard case .home = again.app.mode else { Issue.record("onboarding shown again"); return }
        #expect(again.text.contains("Threshold Transit · Zürich"))
    }

    @Test func listKeysPickAnotherRegion() throws {
        let ui = try TransitFixture().ui()
        try ui.press(.character("n"))
        try ui.type("united states")
        try ui.press(.down, .enter)
        try ui.press(.character("c"))
        #expect(ui.text.contains("Threshold Transit · Greater Boston"), "\(ui.text)")
    }

    @Test func anUpgradeShowsOnlyTheWhatChangedPage() throws {
        let fixture = try TransitFixture()
        let first = try fixture.ui(release: .first)
        try first.press(.character("n"))
        try first.type("vienna")
        try first.press(.enter, .character("c"))
        #expect(first.text.contains("Threshold Transit · Vienna"))

        let upgraded = try fixture.ui(release: .second)
        #expect(upgraded.text.contains("What changed in Threshold Transit 2"), "\(upgraded.text)")
        #expect(upgraded.text.contains("Step 1 of 1"))
        try upgraded.press(.enter)
        #expect(upgraded.text.contains("Threshold Transit · Vienna"))
        // New users of release 2 never see it.
        let fresh = try TransitFixture().ui(release: .second)
        try fresh.press(.character("n"))
        try fresh.type("oslo")
        try fresh.press(.enter, .character("c"))
        #expect(fresh.text.contains("Threshold Transit · Oslo and Viken"))
    }

    @Test func theHomeScreenCanRunOnboardingAgain() throws {
        let fixture = try TransitFixture()
        let ui = try fixture.ui()
        try ui.press(.character("a"))
        try ui.type("dublin")
        try ui.press(.enter, .character("c"))
        try ui.press(.character("o"))
        #expect(ui.text.contains("Use your location?"))
        #expect(ui.text.contains("Step 1 of 3"))
    }

    @Test func aTinyTerminalSaysSo() throws {
        let ui = try TransitFixture().ui()
        let lines = ui.render(size: TerminalSize(width: 30, height: 8)).trimmedLines.joined(separator: "\n")
        #expect(lines.contains("Terminal too small"))
        let minimum = ui.render(size: TransitTerminalUI.minimumSize).trimmedLines.joined(separator: "\n")
        #expect(minimum.contains("Allow location"), "\(minimum)")
    }

    @Test func ctrlCQuitsFromAnyPage() throws {
        let ui = try TransitFixture().ui()
        #expect(try ui.handle(.key(.control("c"))))
    }

    @Test func theCommandLineIsChecked() throws {
        #expect(try TransitLauncher.parse(["--data-dir", "/tmp/x", "--plain"]) ==
                TransitLauncher.Options(dataDirectory: "/tmp/x", plain: true))
        #expect(try TransitLauncher.parse(["--simulate-release", "1"]).release == .first)
        #expect(throws: TransitLauncher.UsageError(message: "--data-dir needs a value.")) {
            try TransitLauncher.parse(["--data-dir", "--plain"])
        }
        #expect(throws: TransitLauncher.UsageError(message: "--data-dir needs a value.")) {
            try TransitLauncher.parse(["--data-dir", ""])
        }
        #expect(throws: TransitLauncher.UsageError(message: "--simulate-release takes 1 or 2.")) {
            try TransitLauncher.parse(["--simulate-release", "7"])
        }
        #expect(throws: TransitLauncher.UsageError(message: "Unknown option --x?.")) {
            try TransitLauncher.parse(["--x\u{1B}"])
        }
    }
}
