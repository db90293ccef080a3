import Foundation
import TestSupport
import Testing

/// "Migrate from another device" on the full screen, in a real terminal (tmux), when the import has
/// a question: where a moved archive is, and the passcode of the locked device it comes from.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxMigrateImportTests {
    let cli = CLI()
    var app: String { "\(TmuxSession.threshold) --data-dir \(cli.directory.path)" }

    /// Opens the import screen of a fresh install and pastes `link`.
    func pasteLink(_ link: String) throws -> TmuxSession {
        let session = try TmuxSession("\(app); sleep 5")
        #expect(session.waitFor("Migrate from another device"))
        try session.keys("m")
        #expect(session.waitFor("Migration link"), "\(session.screen())")
        try session.paste(link)
        try session.keys("Enter")
        return session
    }

    @Test func aMovedArchiveIsAskedForAndImportedFromWhereItIs() throws {
        let source = CLI()
        #expect(try source.run("profiles", "create", "Traveller").status == 0)
        let exported = try Migrate.export(source, to: source.directory.file("first.age"))
        let moved = source.directory.file("usb-stick.age")
        try FileManager.default.moveItem(atPath: exported.archive, toPath: moved)

        let session = try pasteLink(exported.link)
        #expect(session.waitFor("Where is the archive on this device?", timeout: 20), "\(session.screen())")
        try session.type(moved)
        try session.keys("Enter")
        #expect(session.waitFor("Migration complete", timeout: 30), "\(session.screen())")
        try session.keys("Enter")
        #expect(session.waitFor("Threshold · Chats"))
        try session.keys("q")
        #expect(session.waitForExit())
        #expect(try cli.run("profiles", "list").stdout.contains("Traveller"))
    }

    @Test func aLockedDevicesArchiveAsksItsPasscodeAndTheLockTravels() throws {
        let source = CLI()
        #expect(try source.run("profiles", "create", "Ann").status == 0)
        #expect(try source.run("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        let export = try source.run("migrate", "export", "--to", source.directory.file("locked.age"), "--json",
                                    "--passcode-stdin", stdin: "main\n")
        let object = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any]
        let link = try #require(object?["link"] as? String, "\(export.stderr)")

        let session = try pasteLink(link)
        #expect(session.waitFor("Passcode of the other device", timeout: 20), "\(session.screen())")
        // A wrong passcode is said and asked again; the right one imports, masked all along.
        try session.type("nope")
        try session.keys("Enter")
        #expect(session.waitFor("That is not the other device's passcode", timeout: 20), "\(session.screen())")
        try session.type("main")
        #expect(!session.screen().contains("main"))
        try session.keys("Enter")
        #expect(session.waitFor("Migration complete", timeout: 30), "\(session.screen())")
        try session.keys("Enter")
        try session.keys("q")
        #expect(session.waitForExit())
        // The same passcode protects this device now.
        let status = try cli.run("lock", "status", "--json", "--passcode-stdin", stdin: "main\n")
        #expect(status.stdout.contains("\"lock\":true") && status.stdout.contains("\"level\":\"passcode\""), "\(status.stdout)")
        #expect(try cli.run("profiles", "list", "--passcode-stdin", stdin: "nope\n").status != 0)
        #expect(try cli.run("profiles", "list", "--passcode-stdin", stdin: "main\n").stdout.contains("Ann"))
    }
}
