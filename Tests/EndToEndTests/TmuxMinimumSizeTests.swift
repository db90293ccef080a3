import Foundation
import TestSupport
import Testing

/// PRODUCT.md 8 in a real terminal: at the minimum size (40x12) a new user goes through the whole
/// onboarding, and every step shows its primary action without resizing.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxMinimumSizeTests {
    let cli = CLI()
    var app: String { "\(TmuxSession.threshold) --data-dir \(cli.directory.path)" }

    @Test func everyOnboardingScreenAt40x12ShowsItsPrimaryAction() throws {
        let session = try TmuxSession("\(app); sleep 5", width: 40, height: 12)
        // Welcome.
        #expect(session.waitFor("Step 1 of 4"), "\(session.screen())")
        #expect(session.waitFor("[ Create your profile ]"), "\(session.screen())")
        #expect(session.screen().contains("Migrate from another device"))
        // How it works: the sheet keeps its action.
        try session.keys("i")
        #expect(session.waitFor("How it works"), "\(session.screen())")
        #expect(session.waitFor("Create your profile"), "\(session.screen())")
        try session.keys("Escape")
        #expect(session.waitFor("[ Create your profile ]"), "\(session.screen())")
        try session.keys("Enter")
        // Create profile.
        #expect(session.waitFor("Step 2 of 4"), "\(session.screen())")
        #expect(session.waitFor("[ Create ]"), "\(session.screen())")
        try session.type("Ann")
        #expect(session.waitFor("Valid name"), "\(session.screen())")
        try session.keys("Tab")
        try session.type("Hi")
        #expect(session.waitFor("2/160"), "\(session.screen())")
        #expect(session.screen().contains("[ Create ]"))
        try session.keys("Tab", "Enter")
        // Conditions: Accept is on screen below a scrolled body, enabled once the text loaded.
        #expect(session.waitFor("Step 3 of 4"), "\(session.screen())")
        #expect(session.waitFor("[ Accept ]"), "\(session.screen())")
        #expect(session.waitUntilGone("Waiting for the"), "\(session.screen())")
        #expect(session.screen().contains("PgUp/PgDn"), "no scroll indicator:\n\(session.screen())")
        // The pager at this size, then Accept (the last control).
        try session.keys("v")
        #expect(session.waitFor("Esc close"), "\(session.screen())")
        try session.keys("Escape")
        #expect(session.waitUntilGone("Esc close"), "\(session.screen())")
        try session.keys("BTab")
        #expect(session.waitFor("[ Accept ]"), "\(session.screen())")
        try session.keys("Enter")
        // Notifications: the action stays visible while the modes are chosen.
        #expect(session.waitFor("Step 4 of 4"), "\(session.screen())")
        #expect(session.waitFor("[ Enable notifications ]"), "\(session.screen())")
        try session.keys("Down", "Down")
        #expect(session.waitFor("[ Use chat ]"), "\(session.screen())")
        try session.keys("Enter")
        // The chat list.
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        #expect(session.screen().contains("Enter read"))
        try session.keys("q")
        #expect(session.waitForExit())
        #expect(try cli.run("onboarding", "status").stdout.contains("complete"))
    }

    @Test func belowTheMinimumTheMessageFitsAndSaysWhatIsNeeded() throws {
        let session = try TmuxSession("\(app); sleep 5", width: 30, height: 8)
        #expect(session.waitFor("Terminal too small"), "\(session.screen())")
        #expect(session.waitFor("Need 40×12, have 30×8."), "\(session.screen())")
        #expect(session.screen().contains("Ctrl-C to quit."), "\(session.screen())")
        try session.keys("C-c")
        #expect(session.waitForExit())
    }
}
