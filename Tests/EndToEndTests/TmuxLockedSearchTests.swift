import Foundation
import TestSupport
import Testing

/// Issue 17's data-loss case in a real terminal: with the lock on and wipe-after-3, a hidden
/// profile's password typed into "Your chat profiles" (then Enter), three times, must reveal it
/// and never count a passcode attempt.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxLockedSearchTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var app: String { "\(TmuxSession.threshold) --data-dir \(dir)" }

    @Test func typingAHiddenPasswordThreeTimesWithTheLockOnKeepsEveryProfile() throws {
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Secret")
        try cli.run("profiles", "activate", "Ann")
        #expect(try cli.run("profiles", "hide", "Secret", "--password-stdin", stdin: "open sesame\n").status == 0)
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "main passcode\n").status == 0)
        #expect(try cli.run("lock", "wipe-after", "3", "--passcode-stdin", stdin: "main passcode\n").status == 0)

        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold is locked"), "\(session.screen())")
        try session.type("main passcode")
        try session.keys("Enter")
        // Profiles made on the command line still review the conditions and notifications once.
        try TmuxOnboarding.acceptConditionsAndChooseOff(session)
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        try session.keys("p")
        #expect(session.waitFor("Your chat profiles"))
        try session.keys("Enter")
        #expect(session.waitFor("Search or enter password"))
        for round in 1...3 {
            try session.keys("C-u")
            try session.type("open sesame")
            try session.keys("Enter")
            #expect(session.waitFor("Secret"), "round \(round): \(session.screen())")
            // Enter right after typing found no row yet (the reveal runs after the pause): it did
            // nothing, and above all opened no passcode sheet.
            #expect(!session.screen().contains("Enter your passcode"), "round \(round): \(session.screen())")
            #expect(session.screen().contains("Your chat profiles"), "round \(round): \(session.screen())")
        }
        try session.keys("C-c")
        #expect(session.waitForExit())
        // Every profile is still there and no attempt was counted.
        let listing = try cli.run("profiles", "list", "--passcode-stdin", "--password-stdin",
                                  stdin: "main passcode\nopen sesame\n")
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("Ann") && listing.stdout.contains("Secret"), "\(listing.stdout)")
        let status = try cli.run("lock", "status", "--json", "--passcode-stdin", stdin: "main passcode\n")
        #expect(status.stdout.contains("\"failedAttempts\":0"), "\(status.stdout)")
    }
}
