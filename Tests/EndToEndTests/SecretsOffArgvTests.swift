import Foundation
import Testing
import TestSupport

/// Issue 12 item 1 (PRODUCT.md 6 and 9): the migration link and a hidden profile's name never have
/// to go on a command line, no password is ever an argument, and no message repeats a link's key.
@Suite struct SecretsOffArgvTests {
    let scratch = TemporaryDirectory("e2e-argv")

    @Test func importReadsTheLinkFromTheFirstLineOfStandardInput() throws {
        let source = CLI(), destination = CLI()
        try source.run("profiles", "create", "Carried")
        let exported = try Migrate.export(source, to: scratch.file("stdin.age"))
        let imported = try destination.json("migrate", "import", stdin: exported.link + "\n")
        #expect(imported.status == 0 && imported.object["ok"] as? Bool == true)
        let listed = try destination.run("profiles", "list")
        #expect(listed.stdout.contains("Carried"))
        #expect(!listed.stderr.contains("AGE-SECRET-KEY") && !listed.stdout.contains("AGE-SECRET-KEY"))
    }

    @Test func withTheLockOnThePasscodeComesFirstThenTheLink() throws {
        let source = CLI(), destination = CLI()
        try source.run("profiles", "create", "Carried")
        let exported = try Migrate.export(source, to: scratch.file("locked.age"))
        try destination.run("profiles", "create", "Old")
        #expect(try destination.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        let imported = try destination.json("migrate", "import", "--replace", "--passcode-stdin",
                                            stdin: "main\n" + exported.link + "\n")
        #expect(imported.status == 0, "\(imported.object)")
    }

    @Test func noLinkAnywhereIsAClearUsageErrorAndAnEmptyLineAnInvalidLink() throws {
        let destination = CLI()
        let none = try destination.run("migrate", "import")
        #expect(none.status == 2)
        #expect(none.stderr.contains("needs the migration link") && none.stderr.contains("first line of standard input"))
        #expect(try destination.errorCode("migrate", "import", stdin: "") == (2, "usage"))
        let empty = try destination.run("migrate", "import", stdin: "\n")
        #expect(empty.status == 1 && empty.stderr.contains("No migration link was given"))
        #expect(try destination.errorCode("migrate", "import", stdin: "  \r\n") == (1, "invalidLink"))
    }

    @Test func anInvalidLinkNeverComesBackWithItsKey() throws {
        let source = CLI(), destination = CLI()
        try source.run("profiles", "create", "Solo")
        let exported = try Migrate.export(source, to: scratch.file("bad.age"))
        let key = exported.key
        #expect(key.hasPrefix("AGE-SECRET-KEY-1"))
        let bad = [exported.replacing("sha256", with: "abc"), exported.replacing("v", with: "9"),
                   exported.replacing("archive", with: "relative.age"), "http" + exported.link.dropFirst(9),
                   exported.link + "&extra=1", exported.replacing("key", with: key + "Q")]
        for link in bad {
            for (arguments, stdin) in [(["migrate", "import"], link + "\n"), (["migrate", "import", link], "")] {
                let result = try destination.run(arguments + ["--json"], stdin: stdin)
                #expect(result.status == 1 && result.stdout.contains(#""code":"invalidLink""#), "\(result.stdout)")
                #expect(!result.stdout.contains(key.dropFirst(16).prefix(20)) && !result.stderr.contains(key.dropFirst(16).prefix(20)),
                        "the key came back: \(result.stderr)")
            }
        }
        // A link pasted where no link belongs: the echo stops before the key.
        for arguments in [[exported.link], ["migrate", "export", exported.link], ["migrate", "import", exported.link, exported.link],
                          ["profiles", "activate", "A", exported.link]] {
            let result = try destination.run(arguments)
            #expect(result.status == 2, "\(arguments.count)")
            #expect(!result.stderr.contains(key.dropFirst(16).prefix(20)) && !result.stderr.contains("AGE-SECRET-KEY-1"),
                    "the key came back: \(result.stderr)")
        }
    }

    @Test func theExportNeverSaysToPasteTheLinkIntoACommand() throws {
        let source = CLI()
        try source.run("profiles", "create", "Solo")
        let result = try source.run("migrate", "export", "--to", scratch.file("human.age"))
        #expect(result.status == 0)
        #expect(result.stdout.contains("threshold:/migrate?v=1&archive="))
        #expect(result.stdout.contains("run threshold migrate import and paste this link when asked"))
        #expect(!result.stdout.contains("migrate import threshold:") && !result.stdout.contains("migrate import '")
                && !result.stdout.contains("migrate import \"threshold"))
    }

    @Test func hiddenProfileNamesComeFromStandardInputBeforeThePassword() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        try cli.run("profiles", "create", "Secret")
        try cli.run("profiles", "activate", "Main")
        #expect(try cli.run("profiles", "hide", "Secret", "--password-stdin", stdin: "open sesame\n").status == 0)
        // activate: the name, then the hidden profile's password (a wrong one finds no such profile).
        let activated = try cli.run("profiles", "activate", "--password-stdin", stdin: "Secret\nopen sesame\n")
        // A hidden profile is active for the command only (issue 31: it claimed to stay active), and a
        // name given on standard input is not printed back (issue 33: "…" stands for it).
        #expect(activated.status == 0 && activated.stdout.hasPrefix("\"…\" is active for this command only"))
        #expect(try cli.errorCode("profiles", "activate", "--password-stdin", stdin: "Secret\nwrong\n") == (1, "unknownProfile"))
        try cli.run("profiles", "activate", "Main")
        // update: the name, the new name (--name-stdin), then the password.
        #expect(try cli.run("profiles", "update", "--name-stdin", "--password-stdin", stdin: "Secret\nVault\nopen sesame\n").status == 0)
        // A hidden profile's bio too (--bio-stdin): the name, the bio, then the password.
        #expect(try cli.run("profiles", "update", "--bio-stdin", "--password-stdin", stdin: "Vault\nhidden bio 7c1\nopen sesame\n").status == 0)
        let opened = try cli.json("profiles", "reveal", "--password-stdin", stdin: "open sesame\n")
        #expect((opened.object["profiles"] as? [[String: Any]] ?? []).contains { $0["bio"] as? String == "hidden bio 7c1" })
        #expect(try cli.errorCode("profiles", "update", "Vault", "--bio", "x", "--bio-stdin", stdin: "y\n") == (2, "usage"))
        // A wrong order is refused, not guessed.
        #expect(try cli.run("profiles", "unhide", "--password-stdin", stdin: "open sesame\nVault\n").status == 1)
        // unhide: the name, then the password; with the lock on the passcode comes first.
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        let unhidden = try cli.run("profiles", "unhide", "--passcode-stdin", "--password-stdin", stdin: "main\nVault\nopen sesame\n")
        #expect(unhidden.status == 0, "\(unhidden.stderr)")
        let visible = try cli.run("profiles", "list", "--passcode-stdin", stdin: "main\n")
        #expect(visible.stdout.contains("Vault") && !visible.stdout.contains("Secret"))
        // No name at all: a clear usage error.
        let missing = try cli.run("profiles", "delete", "--yes", "--passcode-stdin", stdin: "main\n")
        #expect(missing.status == 2 && missing.stderr.contains("Missing the profile's name"))
    }

    @Test func passwordsAreNeverArguments() throws {
        let cli = CLI()
        for arguments in [["profiles", "unhide", "A", "--password=hunter2"], ["profiles", "unhide", "A", "--password", "hunter2"],
                          ["lock", "clear", "--passcode=hunter2"], ["migrate", "import", "--link=hunter2"]] {
            let result = try cli.run(arguments + ["--json"])
            #expect(result.status == 2 && result.stdout.contains(#""code":"usage""#))
            #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
            #expect(result.stderr.contains("-stdin") || result.stderr.contains("paste it when asked"), "\(result.stderr)")
        }
        let help = try cli.run("migrate", "import", "--help")
        #expect(help.stdout.contains("threshold migrate import [LINK] [--archive FILE] [--replace] [--without-lock]") && help.stdout.contains("/proc"))
        #expect(try cli.run("profiles", "unhide", "--help").stdout.contains("before the password"))
    }
}
