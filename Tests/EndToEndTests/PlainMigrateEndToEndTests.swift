import Foundation
import Testing
import TestSupport

/// `threshold --plain` importing from welcome, driven by stdin lines as a script would.
@Suite struct PlainMigrateEndToEndTests {
    let scratch = TemporaryDirectory("e2e-plain-migrate")

    /// What the command line shows of the profiles (hidden one by password) and the active chats.
    func observe(_ cli: CLI) throws -> [String] {
        [try cli.run("profiles", "list", "--json").stdout,
         try cli.run(["profiles", "list", "--json", "--password-stdin"], stdin: "ghostpass\n").stdout,
         try cli.run("chats", "list", "--json").stdout]
    }

    @Test func plainModeImportsFromWelcomeThenShowsTheChatList() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("plain.age"))

        // Welcome -> Migrate (2) -> the link -> chat list -> quit.
        let result = try destination.run(["--plain"], stdin: "2\n\(exported.link)\n0\n")
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("Migrate from another device"))
        #expect(out.contains("Importing the archive…\nMigration complete\n"), "\(out)")
        // Output is not a terminal: no progress lines.
        #expect(!out.contains("Decrypting") && !out.contains("ETA"))
        #expect(out.contains("Chats of Profile 1"))
        #expect(!out.contains("AGE-SECRET-KEY"), "the link (with its key) is never echoed")
        #expect(try observe(destination) == observe(source))

        // Relaunch: straight to the chat list.
        let again = try destination.run(["--plain"], stdin: "0\n")
        #expect(again.stdout.contains("Chats of Profile 1"))
        #expect(!again.stdout.contains("Migrate from another device"))
    }

    @Test func plainModeReportsABadLinkAndGoesBack() throws {
        let destination = CLI()
        // Migrate -> a bad link -> Back -> Quit at welcome.
        let result = try destination.run(["--plain"], stdin: "2\nthreshold:/migrate?v=1\n0\n0\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Import failed: "), "\(result.stdout)")
        #expect(result.stdout.contains("Bye."))
        #expect(try destination.run("profiles", "list", "--json").stdout.contains("[]"))
    }
}
