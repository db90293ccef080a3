import Foundation
import TestSupport
import Testing

/// The app lock and migrating to another device in a real terminal (tmux), as a user drives them.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxLockTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var app: String { "\(TmuxSession.threshold) --data-dir \(dir)" }

    /// Two profiles, passcode "main" set with the command line.
    func lockedInstall(selfDestruct: Bool = false) throws {
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        if selfDestruct {
            #expect(try cli.run("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "main\nboom\n").status == 0)
        }
    }

    @Test func opensOnTheLockScreenRefusesAWrongPasscodeAndOpensWithTheRightOne() throws {
        try lockedInstall()
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold is locked"), "\(session.screen())")
        #expect(!session.screen().contains("Bob"))
        try session.type("nope")
        #expect(session.waitFor("••••"))
        #expect(!session.screen().contains("nope"))
        try session.keys("Enter")
        #expect(session.waitFor("Wrong passcode"), "\(session.screen())")
        #expect(!session.screen().contains("Threshold · Chats"))
        try session.type("main")
        try session.keys("Enter")
        #expect(try TmuxOnboarding.reachChats(session), "\(session.screen())")
        #expect(session.screen().contains("Bob"))
        try session.keys("C-c")
    }

    @Test func theSelfDestructPasscodeOpensAFreshLookingInstall() throws {
        try lockedInstall(selfDestruct: true)
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold is locked"))
        try session.type("boom")
        try session.keys("Enter")
        #expect(try TmuxOnboarding.reachChats(session), "\(session.screen())")
        let screen = session.screen()
        #expect(screen.contains("Decoy"))
        #expect(!screen.contains("Ann") && !screen.contains("Bob"))
        try session.keys("p")
        #expect(session.waitFor("Your chat profiles"))
        #expect(!session.screen().contains("Switch to"))
        try session.keys("C-c")
        #expect(session.waitForExit())
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "boom\n")
        #expect(listed.status == 0)
        #expect(LockEndToEndTests.names(listed.object) == ["Decoy"])
        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "main\n").1 == "wrongPasscode")
    }

    @Test func creatingAProfileAsksThePasscodeAgain() throws {
        try lockedInstall()
        // A lock delay of 0: every sensitive action asks (the default grant would skip it here).
        let session = try TmuxSession("THRESHOLD_LOCK_DELAY=0 \(app); sleep 5")
        #expect(session.waitFor("Threshold is locked"))
        try session.type("main")
        try session.keys("Enter")
        #expect(try TmuxOnboarding.reachChats(session))
        try session.keys("s")
        #expect(session.waitFor("App lock"))
        try session.keys("Down", "Enter")
        #expect(session.waitFor("Display name"))
        try session.type("Carol")
        try session.keys("Enter", "Enter")
        #expect(session.waitFor("Enter your passcode to create a profile."), "\(session.screen())")
        try session.type("wrong")
        try session.keys("Enter")
        #expect(session.waitFor("Wrong passcode"), "\(session.screen())")
        try session.type("main")
        try session.keys("Enter")
        #expect(session.waitFor("Settings"))
        #expect(session.waitUntilGone("Enter your passcode"), "the sheet closes: \(session.screen())")
        try session.keys("Escape")
        #expect(try TmuxOnboarding.reachChats(session))
        #expect(session.waitFor("Carol"), "\(session.screen())")
        try session.keys("C-c")
        #expect(session.waitForExit())
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "main\n")
        #expect(LockEndToEndTests.names(listed.object).sorted() == ["Ann", "Bob", "Carol"])
    }

    @Test func anExportFromSettingsShowsALinkThatImportsElsewhere() throws {
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        try cli.run("dev", "receive", "--profile", "Ann", "--chat", "Carol", "hello from the old device")
        let session = try TmuxSession("\(app); sleep 5")
        #expect(try TmuxOnboarding.reachChats(session))
        try session.keys("s")
        #expect(session.waitFor("Migrate to another device"))
        try session.keys("Down", "Down", "Down", "Enter")
        #expect(session.waitFor("Enter export"), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Migration link", timeout: 30), "\(session.screen())")
        // The 100x30 pane is too small for the QR code.
        // The hint names the whole terminal size that shows it.
        #expect(session.screen().contains("Enlarge the window to at least"))
        try session.keys("l")
        #expect(session.waitFor("Select the link to copy it"))
        let lines = session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let link = lines.prefix { !$0.hasPrefix("Select the link") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(link.hasPrefix("threshold:/migrate?v=1&archive="), "\(link)")
        try session.keys("C-c")
        #expect(session.waitForExit())

        let other = CLI()
        let imported = try other.run("migrate", "import", link)
        #expect(imported.status == 0, "\(imported.stderr)")
        let before = try cli.run("profiles", "list", "--json").stdout
        let after = try other.run("profiles", "list", "--json").stdout
        #expect(!before.isEmpty && before == after)
        try cli.run("profiles", "activate", "Ann")
        try other.run("profiles", "activate", "Ann")
        let chats = try other.run("chats", "list", "--json").stdout
        let original = try cli.run("chats", "list", "--json").stdout
        #expect(chats.contains("Carol") && chats == original)
    }
}
