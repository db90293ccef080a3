import Foundation
import TestSupport
import Testing

/// Key sequences shared by the terminal tests.
enum TmuxOnboarding {
    /// On the conditions step: accept (the last control) with every operator; on the notifications
    /// step: choose Off ("Use chat").
    static func acceptConditionsAndChooseOff(_ session: TmuxSession) throws {
        #expect(session.waitFor("Conditions loaded"), "\(session.screen())")
        try session.keys("BTab")
        try session.keys("Enter")
        #expect(session.waitFor("Push notifications"), "\(session.screen())")
        try session.keys("Down")
        try session.keys("Down")
        #expect(session.waitFor("Use chat"))
        try session.keys("Enter")
    }

    /// Waits for the chat list; profiles made on the command line first pass the conditions and
    /// notification steps, as a user of such an install does on the first launch of the app.
    static func reachChats(_ session: TmuxSession) throws -> Bool {
        if session.waitFor("Threshold · Chats", timeout: 3) { return true }
        if session.screen().contains("Conditions of use") {
            try acceptConditionsAndChooseOff(session)
        }
        return session.waitFor("Threshold · Chats")
    }
}

/// Onboarding in a real terminal (tmux), as a new user goes through it, and the import from the
/// welcome screen.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxOnboardingTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var app: String { "\(TmuxSession.threshold) --data-dir \(dir)" }

    @Test func aNewUserGoesFromWelcomeToTheChatListAndARelaunchSkipsOnboarding() throws {
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Migrate from another device"))
        #expect(session.screen().contains("Step 1 of 4"))
        #expect(session.screen().contains("The future of messaging"))
        try session.keys("Enter")
        #expect(session.waitFor("Step 2 of 4"))
        try session.type("  Zoë")
        #expect(session.waitFor("Will be saved as: Zoë"))
        try session.keys("Tab")
        try session.type("Hello")
        #expect(session.waitFor("5/160"))
        try session.keys("Enter")
        #expect(session.waitFor("Correct name to \"Zoë\"?"), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Valid name"))
        try session.keys("Tab", "Tab", "Enter")
        #expect(session.waitFor("Step 3 of 4"), "\(session.screen())")
        // The conditions pager, then accept.
        try session.keys("v")
        #expect(session.waitFor("What operators can see"))
        try session.keys("Escape")
        try session.keys("BTab", "Enter")
        #expect(session.waitFor("Step 4 of 4"), "\(session.screen())")
        try session.keys("Down")
        #expect(session.waitFor("(•) Periodic"))
        try session.keys("Enter")
        #expect(session.waitFor("No device token!"), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        #expect(session.screen().contains("Zoë"))
        try session.keys("q")
        #expect(session.waitForExit())
        let status = try cli.run("onboarding", "status")
        #expect(status.stdout.contains("complete"), "\(status.stdout)")
        #expect(try cli.run("notifications", "mode").stdout.contains("periodic"))

        let again = try TmuxSession("\(app); sleep 5")
        #expect(again.waitFor("Threshold · Chats"))
        #expect(!again.screen().contains("Step 1 of 4"))
        #expect(!again.screen().contains("What's new"))
        try again.keys("C-c")
    }

    @Test func importFromWelcomeWithALinkFromTheCommandLine() throws {
        let source = CLI()
        #expect(try source.run("profiles", "create", "Migrant").status == 0)
        let archive = source.directory.file("moving.age")
        let exported = try Migrate.export(source, to: archive)

        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Migrate from another device"))
        try session.keys("m")
        #expect(session.waitFor("Migration link"), "\(session.screen())")
        // A bracketed paste, as a terminal delivers a pasted link.
        try session.paste(exported.link)
        // The field scrolls to the caret: its end shows.
        #expect(session.waitFor("size=\(exported.size)"), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Migration complete", timeout: 20), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Threshold · Chats"))
        #expect(session.screen().contains("Migrant"))
        try session.keys("q")
        #expect(session.waitForExit())
        #expect(try cli.run("profiles", "list").stdout.contains("Migrant"))

        let again = try TmuxSession("\(app); sleep 5")
        #expect(again.waitFor("Threshold · Chats"))
        try again.keys("C-c")
    }

    @Test func aBadLinkFailsWithTheMessageAndBackReturnsToWelcome() throws {
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Migrate from another device"))
        try session.keys("Tab", "Enter")
        #expect(session.waitFor("Migration link"))
        try session.type("threshold:/migrate?v=1")
        try session.keys("Enter")
        #expect(session.waitFor("Import failed"), "\(session.screen())")
        #expect(session.screen().contains("Retry"))
        try session.keys("Escape")
        #expect(session.waitFor("Step 1 of 4"))
        try session.keys("C-c")
    }
}
