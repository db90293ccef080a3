import Foundation
import Testing
import TestSupport

/// The example app in a real terminal (tmux), as a new user, a user whose app was killed, and an
/// existing user after an upgrade go through it.
@Suite(.serialized, .enabled(if: TransitTmux.isAvailable, "tmux is not installed: transit terminal tests skipped"))
struct TransitTmuxTests {
    @Test func theWholeFirstRunThenARelaunchGoesStraightHome() throws {
        let folder = TemporaryDirectory("transit-tmux")
        let session = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(session.waitFor("Use your location?", "Step 1 of 3", "[ Not now ]"), "\(session.screen())")
        try session.keys("Right")
        try session.keys("Enter")
        #expect(session.waitFor("Choose your region", "Step 2 of 3"), "\(session.screen())")
        try session.type("wien")
        #expect(session.waitFor("Vienna", "Wien, Austria"), "\(session.screen())")
        #expect(!session.screen().contains("Zürich"))
        try session.keys("Enter")
        #expect(session.waitFor("Service alerts", "Step 3 of 3"), "\(session.screen())")
        // Location was declined: no "near me" row.
        #expect(!session.screen().contains("Only stops near me"))
        try session.keys("BTab")
        try session.keys("Enter")
        #expect(session.waitFor("Threshold Transit · Vienna", "Location: not shared"), "\(session.screen())")
        try session.keys("q")
        // Quitting leaves the alternate screen: the app's screen is gone.
        #expect(session.waitUntilGone("Threshold Transit · Vienna"), "\(session.screen())")

        let again = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(again.waitFor("Threshold Transit · Vienna", "o run onboarding again"), "\(again.screen())")
        #expect(!again.screen().contains("Step "))
        try again.keys("C-c")
        #expect(again.waitUntilGone("Threshold Transit · Vienna"))
    }

    @Test func killedMidFlowARelaunchResumesOnTheFirstUnfinishedStep() throws {
        let folder = TemporaryDirectory("transit-tmux-kill")
        let session = try TransitTmux.start("--data-dir \(folder.path)", exec: true)
        #expect(session.waitFor("Use your location?"), "\(session.screen())")
        try session.keys("Enter")  // Allow location
        #expect(session.waitFor("Choose your region", "Step 2 of 3"), "\(session.screen())")
        try session.type("os")
        #expect(session.waitFor("Oslo and Viken"))
        let pid = try #require(session.panePID())
        #expect(kill(pid, SIGKILL) == 0)

        let resumed = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(resumed.waitFor("Choose your region", "Step 2 of 3"), "\(resumed.screen())")
        #expect(!resumed.screen().contains("Use your location?"))
        try resumed.type("oslo")
        try resumed.keys("Enter")
        #expect(resumed.waitFor("Service alerts", "Step 3 of 3", "Only stops near me"), "\(resumed.screen())")
        try resumed.keys("BTab")
        try resumed.keys("Enter")
        #expect(resumed.waitFor("Threshold Transit · Oslo and Viken", "Location: allowed"), "\(resumed.screen())")
        try resumed.keys("q")
        #expect(resumed.waitUntilGone("Threshold Transit · Oslo"))

        let home = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(home.waitFor("Threshold Transit · Oslo and Viken"), "\(home.screen())")
        #expect(!home.screen().contains("Step "))
    }

    @Test func aVersionBumpShowsOnlyTheNewStep() throws {
        let folder = TemporaryDirectory("transit-tmux-upgrade")
        let first = try TransitTmux.start("--data-dir \(folder.path) --simulate-release 1")
        #expect(first.waitFor("Use your location?", "Step 1 of 3"), "\(first.screen())")
        try first.keys("n")
        #expect(first.waitFor("Choose your region"))
        try first.type("tampa")
        #expect(first.waitFor("Tampa Bay"))
        try first.keys("Enter")
        #expect(first.waitFor("Service alerts", "Step 3 of 3"))
        try first.keys("c")
        #expect(first.waitFor("Threshold Transit · Tampa Bay"), "\(first.screen())")
        try first.keys("q")
        #expect(first.waitUntilGone("Threshold Transit · Tampa Bay"))

        let upgraded = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(upgraded.waitFor("What changed in Threshold Transit 2", "Step 1 of 1"), "\(upgraded.screen())")
        #expect(!upgraded.screen().contains("Use your location?"))
        try upgraded.keys("Enter")
        #expect(upgraded.waitFor("Threshold Transit · Tampa Bay"), "\(upgraded.screen())")
        try upgraded.keys("q")
        #expect(upgraded.waitUntilGone("Threshold Transit · Tampa Bay"))

        let again = try TransitTmux.start("--data-dir \(folder.path)")
        #expect(again.waitFor("Threshold Transit · Tampa Bay"), "\(again.screen())")
        #expect(!again.screen().contains("What changed"))
    }
}
