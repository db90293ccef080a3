import Foundation
import TestSupport
import Testing

/// The running app and other processes on the same data: changes show without a keypress, and
/// nothing replaces the data under it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxLiveTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var app: String { "\(TmuxSession.threshold) --data-dir \(dir)" }

    /// A CLI-made install whose onboarding the CLI completed (profile, conditions, notifications).
    func install(_ names: String...) throws {
        for name in names { try cli.run("profiles", "create", name) }
        try cli.run("operators", "accept", "lumen")
        try cli.run("notifications", "mode", "off")
    }

    @Test func aMessageReceivedByAnotherProcessAppearsWithoutAKeypress() throws {
        try install("Ann")
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        #expect(try cli.run("dev", "receive", "--profile", "Ann", "--chat", "Zed", "hello there").status == 0)
        // The app checks the data a few times a second: the chat shows with no key sent.
        #expect(session.waitFor("Zed", timeout: 5), "\(session.screen())")
        try cli.run("profiles", "create", "Bo")
        #expect(session.waitFor("Bo", timeout: 5), "a profile made on the command line shows too: \(session.screen())")
        try session.keys("C-c")
    }

    @Test func anImportFromAnotherProcessIsRefusedAndTheAppsWritesStay() throws {
        let source = CLI()
        try source.run("profiles", "create", "Migrant")
        let exported = try source.json("migrate", "export")
        let link = try #require(exported.object["link"] as? String)
        try install("Ann")
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        #expect(try cli.errorCode("migrate", "import", link, "--replace") == (1, "dataInUse"))
        #expect(try cli.errorCode("migrate", "finalize", "--delete-local", "--yes") == (1, "dataInUse"))
        // A write in the app after the refusal lands in the live file.
        try session.keys("s")
        #expect(session.waitFor("Create profile"))
        try session.keys("Down")
        try session.keys("Enter")
        #expect(session.waitFor("Display name"))
        try session.type("Kept")
        #expect(session.waitFor("Valid name"))
        try session.keys("Enter")
        try session.keys("Enter")
        // The form closes back to Settings, which counts the new profile.
        #expect(session.waitFor("2 visible", timeout: 5), "\(session.screen())")
        try session.keys("C-c")
        let names = try cli.run("profiles", "list").stdout
        #expect(names.contains("Ann") && names.contains("Kept") && !names.contains("Migrant"), "\(names)")
    }

    @Test func editAProfileRenamesItAndSetsItsBio() throws {
        try install("Ann", "Bob")
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Threshold · Chats"), "\(session.screen())")
        try session.keys("s")
        #expect(session.waitFor("Your chat profiles"))
        try session.keys("Enter")
        #expect(session.waitFor("Add profile"))
        try session.keys("Enter")                      // Ann's actions
        #expect(session.waitFor("Edit profile"))
        for _ in 0..<4 { try session.keys("Down") }    // Switch, Mute, Hide, Delete, Edit
        try session.keys("Enter")
        #expect(session.waitFor("Edit profile"))
        #expect(session.waitFor("Save"))
        for _ in 0..<3 { try session.keys("BSpace") }
        try session.type("Anna")
        try session.keys("Tab")
        try session.type("Back soon")
        try session.keys("Enter")
        // Saved: the form closes back to the list, which shows the new name.
        #expect(session.waitUntilGone("Save"), "\(session.screen())")
        #expect(session.waitFor("Anna"), "\(session.screen())")
        try session.keys("C-c")
        let listed = try cli.run("profiles", "list", "--json").stdout
        #expect(listed.contains(#""name":"Anna","bio":"Back soon""#), "\(listed)")
    }
}
