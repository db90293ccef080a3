import Foundation
import TestSupport
import Testing

/// The recovery key in a real terminal (tmux), as a user drives it (issue 22, item 5): the lock
/// on, a recovery key made in Settings › App lock (shown once, typed back), the app started again,
/// the lock screen's "Forgot passcode? Use the recovery key", a new passcode, home.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxRecoveryTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var app: String { "\(TmuxSession.threshold) --data-dir \(dir)" }

    /// The recovery key's 8 groups as drawn (four to a line), read off the screen.
    static func shownKey(_ screen: String) -> String? {
        let pattern = try? NSRegularExpression(pattern: "(?<![0-9A-Z])[0-9A-HJKMNP-TV-Z]{5}(?![0-9A-Za-z])")
        let range = NSRange(screen.startIndex..., in: screen)
        // The empty field's hint shows the format as "XXXXX-…": not a key.
        let groups = (pattern?.matches(in: screen, range: range).compactMap { Range($0.range, in: screen).map { String(screen[$0]) } } ?? [])
            .filter { $0 != "XXXXX" }
        return groups.count == 8 ? groups.joined(separator: "-") : nil
    }

    @Test func aRecoveryKeyMadeInTheAppOpensTheDataAfterAForgottenPasscode() throws {
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)

        // Settings › App lock › Recovery key: shown once, typed back, stored.
        let first = try TmuxSession("\(app); sleep 5")
        #expect(first.waitFor("Threshold is locked"), "\(first.screen())")
        try first.type("main")
        try first.keys("Enter")
        #expect(try TmuxOnboarding.reachChats(first), "\(first.screen())")
        try first.keys("s")
        #expect(first.waitFor("App lock"))
        try first.keys("Down", "Down", "Enter")
        #expect(first.waitFor("Enter your passcode to change the app lock."), "\(first.screen())")
        try first.type("main")
        try first.keys("Enter")
        #expect(first.waitFor("Re-encrypt all data"), "\(first.screen())")
        try first.keys("Down", "Down", "Down", "Down", "Enter")
        #expect(first.waitFor("I wrote it down"), "\(first.screen())")
        let key = try #require(Self.shownKey(first.screen()), "no key on screen: \(first.screen())")
        try first.keys("Enter")
        #expect(first.waitFor("The key is hidden now."), "\(first.screen())")
        #expect(Self.shownKey(first.screen()) == nil)
        try first.type(key)
        try first.keys("Enter")
        #expect(first.waitFor("Recovery key made."), "\(first.screen())")
        try first.keys("Enter", "C-c")
        #expect(first.waitForExit())
        #expect(try cli.json("lock", "status", "--passcode-stdin", stdin: "main\n").status == 0)

        // Started again, the passcode forgotten: the recovery key and a new passcode open it.
        let second = try TmuxSession("\(app); sleep 5")
        #expect(second.waitFor("Forgot passcode? Use the recovery key"), "\(second.screen())")
        try second.keys("Tab", "Enter")
        #expect(second.waitFor("Protect the data with"), "\(second.screen())")
        try second.type(key.lowercased())
        try second.keys("Enter", "Enter")
        try second.type("fresh-pass")
        try second.keys("Enter")
        try second.type("fresh-pass")
        try second.keys("Enter")
        #expect(second.waitFor("The data is open again"), "\(second.screen())")
        try second.keys("Enter")
        #expect(try TmuxOnboarding.reachChats(second), "\(second.screen())")
        #expect(second.screen().contains("Bob"))
        try second.keys("C-c")
        #expect(second.waitForExit())
        // The new passcode opens the data; the old one does not.
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "fresh-pass\n")
        #expect(listed.status == 0)
        #expect(LockEndToEndTests.names(listed.object).sorted() == ["Ann", "Bob"])
        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "main\n").1 == "wrongPasscode")
    }

    /// Settings › App lock › Re-encrypt all data on the live effect queue (the app holding the data
    /// directory), confirmed, then the recovery-key offer declined.
    @Test func reEncryptingAllDataFromSettingsKeepsEveryProfile() throws {
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        let session = try TmuxSession("\(app); sleep 5")
        #expect(try TmuxOnboarding.reachChats(session), "\(session.screen())")
        try session.keys("s")
        #expect(session.waitFor("App lock"))
        try session.keys("Down", "Down", "Enter")
        #expect(session.waitFor("Re-encrypt all data"), "\(session.screen())")
        try session.keys("Down", "Down", "Down", "Down", "Down", "Enter")
        #expect(session.waitFor("Re-encrypt all data under a new key?"), "\(session.screen())")
        try session.keys("Right", "Enter")
        #expect(session.waitFor("All data is re-encrypted under a new key."), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("No recovery key was made."), "\(session.screen())")
        try session.keys("Enter", "C-c")
        #expect(session.waitForExit())
        let listed = try cli.json("profiles", "list")
        #expect(listed.status == 0)
        #expect(LockEndToEndTests.names(listed.object).sorted() == ["Ann", "Bob"])
    }
}
