import Foundation
import Testing
import TestSupport

@Suite struct ProfilesCommandTests {
    @Test func createListAndTheJSONShape() throws {
        let cli = CLI()
        #expect(try cli.run("profiles", "create", "Alice", "--bio", "Hi there").status == 0)
        try cli.run("profiles", "create", "Bob")
        let result = try cli.run("profiles", "list", "--json")
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"profiles":[{"name":"Alice","bio":"Hi there","active":false,"muted":false,"hidden":false,"unread":0,"hasPicture":false},\
            {"name":"Bob","bio":"","active":true,"muted":false,"hidden":false,"unread":0,"hasPicture":false}],"totalUnread":0}

            """)
        let human = try cli.run("profiles", "list")
        #expect(human.stdout == "  Alice\n* Bob\nTotal unread: 0\n")
    }

    @Test func everyErrorCodeWithItsExitCode() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        #expect(try cli.errorCode("profiles", "create", "@bob") == (1, "invalidDisplayName"))
        #expect(try cli.errorCode("profiles", "create", "Main") == (1, "duplicateName"))
        #expect(try cli.errorCode("profiles", "create", "Bio", "--bio", String(repeating: "b", count: 161)) == (1, "bioTooLong"))
        #expect(try cli.errorCode("profiles", "activate", "Nobody") == (1, "unknownProfile"))
        #expect(try cli.errorCode("profiles", "hide", "Main", "--password-stdin", stdin: "pw\n") == (1, "cantHideLastVisibleProfile"))
        try cli.run("profiles", "create", "Second")
        #expect(try cli.errorCode("profiles", "delete", "Second", "--yes") == (1, "cantDeleteActiveProfile"))
        #expect(try cli.errorCode("profiles", "hide", "Main", "--password-stdin", stdin: "\n") == (1, "emptyPassword"))
        #expect(try cli.errorCode("profiles", "hide", "Main", "--password-stdin", stdin: " pw\n") == (1, "invalidPassword"))
        #expect(try cli.errorCode("profiles", "unhide", "Main", "--password-stdin", stdin: "pw\n") == (1, "notHidden"))
        #expect(try cli.run("profiles", "hide", "Main", "--password-stdin", stdin: "pw\n").status == 0)
        #expect(try cli.errorCode("profiles", "hide", "Main", "--password-stdin", stdin: "pw\n") == (1, "alreadyHidden"))
        #expect(try cli.errorCode("profiles", "mute", "Main", "--password-stdin", stdin: "pw\n") == (1, "hiddenProfileAlwaysMuted"))
        #expect(try cli.errorCode("profiles", "unmute", "Main", "--password-stdin", stdin: "pw\n") == (1, "hiddenProfileAlwaysMuted"))
        #expect(try cli.errorCode("profiles", "frobnicate") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "list", "--bogus") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "create") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "create", "A", "--yes") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "delete", "Main") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "reveal") == (2, "usage"))
        #expect(try cli.errorCode("chats", "read", "Nobody") == (1, "unknownChat"))
        #expect(try cli.errorCode("dev", "seed", "--profiles", "zero") == (2, "usage"))
    }

    @Test func theActiveProfileIsNeverHiddenAndNothingChanges() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        #expect(try cli.errorCode("profiles", "hide", "Bob", "--password-stdin", stdin: "pw\n") == (1, "cantHideActiveProfile"))
        #expect(try cli.run("profiles", "list").stdout == "  Ann\n* Bob\nTotal unread: 0\n")
        #expect(try cli.run("profiles", "hide", "Ann", "--password-stdin", stdin: "pw\n").status == 0)
    }

    @Test func readingAChatShowsItsMessagesThenMarksThemRead() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann")
        try cli.run("dev", "receive", "--profile", "Ann", "--chat", "Carol", "Hello Ann")
        try cli.run("dev", "receive", "--profile", "Ann", "--chat", "Carol", "Are you there?")
        let human = try cli.run("chats", "read", "Carol")
        #expect(human.status == 0)
        #expect(human.stdout == "Chat with Carol\n  Carol: Hello Ann\n  Carol: Are you there?\nMarked 2 messages as read.\n",
                "\(human.stdout)")
        let (status, object) = try cli.json("chats", "read", "Carol")
        #expect(status == 0)
        #expect(object["contact"] as? String == "Carol")
        #expect(object["read"] as? Int == 0)
        let messages = try #require(object["messages"] as? [[String: Any]])
        #expect(messages.map { $0["text"] as? String } == ["Hello Ann", "Are you there?"])
        #expect(messages.allSatisfy { $0["incoming"] as? Bool == true })
    }

    @Test func invalidDisplayNameCarriesTheValidName() throws {
        let cli = CLI()
        let (status, object) = try cli.json("profiles", "create", "  Ann  Lee")
        #expect(status == 1)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == "invalidDisplayName")
        #expect(error["validName"] as? String == "Ann Lee")
        #expect((error["message"] as? String)?.contains("Correct name to \"Ann Lee\"?") == true)
    }

    @Test func errorsGoToStderrAndResultsToStdout() throws {
        let cli = CLI()
        let result = try cli.run("profiles", "activate", "Nobody")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threshold: No profile named \"Nobody\".\n")
    }

    @Test func hideRevealUnhideAndDelete() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        try cli.run("profiles", "create", "Secret", "--bio", "private")
        try cli.run("dev", "receive", "--profile", "Secret", "--chat", "Zed", "psst")
        try cli.run("profiles", "activate", "Main")
        #expect(try cli.run("profiles", "hide", "Secret", "--password-stdin", stdin: "open sesame\n").status == 0)
        #expect(try cli.run("profiles", "list", "--json").stdout.contains("Secret") == false)
        let revealed = try cli.run("profiles", "reveal", "--password-stdin", "--json", stdin: "open sesame\n")
        #expect(revealed.stdout.contains(#"{"name":"Secret","bio":"private","active":false,"muted":true,"hidden":true,"unread":1,"hasPicture":false}"#))
        #expect(revealed.stdout.hasSuffix(#""totalUnread":0}"# + "\n"))
        #expect(try cli.run("profiles", "list", "--password-stdin", "--json", stdin: "open sesame\n").stdout == revealed.stdout)
        #expect(try cli.run("profiles", "unhide", "Secret", "--password-stdin", stdin: "open sesame\n").status == 0)
        #expect(try cli.run("profiles", "unmute", "Secret").status == 0)
        let listed = try cli.run("profiles", "list", "--json").stdout
        #expect(listed.contains(#"{"name":"Secret","bio":"private","active":false,"muted":false,"hidden":false,"unread":1,"hasPicture":false}"#))
        let deleted = try cli.json("profiles", "delete", "Secret", "--yes")
        #expect(deleted.object["outboxJobs"] as? Int == 0)
        #expect(deleted.object["onboarding"] as? Bool == false)
        let last = try cli.json("profiles", "delete", "Main", "--yes")
        #expect(last.object["onboarding"] as? Bool == true)
    }

    @Test func aNewerDatabaseIsRefusedUntouched() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        let db = cli.directory.file("threshold.db"), key = cli.directory.file("threshold.key")
        // Written through the keyed connection (the file is encrypted), as a newer release would.
        _ = try InstallDatabase.query(cli.directory.path, "PRAGMA user_version = 99")
        let before = try Data(contentsOf: URL(fileURLWithPath: db)), keyBefore = try Data(contentsOf: URL(fileURLWithPath: key))
        #expect(try cli.errorCode("profiles", "list") == (1, "incompatibleVersion"))
        #expect(try cli.errorCode("profiles", "create", "Other") == (1, "incompatibleVersion"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: key)) == keyBefore)
    }

    @Test func dataDirectoryComesFromTheEnvironmentWithMode0700() throws {
        let home = TemporaryDirectory("e2e-home")
        let result = try BinaryRunner.run("threshold", ["profiles", "create", "Env"],
                                          environment: ["THRESHOLD_HOME": home.file("data")])
        #expect(result.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: home.file("data"))
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let db = try FileManager.default.attributesOfItem(atPath: home.file("data/threshold.db"))
        #expect((db[.posixPermissions] as? Int) == 0o600)
        let xdg = try BinaryRunner.run("threshold", ["profiles", "list"],
                                       environment: ["XDG_DATA_HOME": home.file("xdg")])
        #expect(xdg.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.file("xdg/threshold/threshold.db")))
    }

    /// Issue 31's rule for a bio, on the command line too: the other faces' fields keep no ESC or
    /// BEL, and `--bio` and `--bio-stdin` kept them (an outside review found the faces disagreeing).
    @Test func aBioGivenOnTheCommandLineKeepsNoControlCharacters() throws {
        let cli = CLI()
        #expect(try cli.run("profiles", "create", "Bob", "--bio", "\u{1B}[31mred\u{07}").status == 0)
        #expect(try cli.run(["profiles", "update", "Bob", "--bio-stdin"], stdin: "\u{1B}]0;blue\u{07}\n").status == 0)
        let json = try cli.run("--json", "profiles", "list")
        #expect(json.stdout.contains("\"bio\":\"]0;blue\""), "\(json.stdout)")
        #expect(!json.stdout.contains("\\u001b") && !json.stdout.contains("\\u0007"), "\(json.stdout)")
        try cli.run("profiles", "create", "Cy", "--bio", "\u{1B}[31mred\u{07}")
        #expect(try cli.run("--json", "profiles", "list").stdout.contains("\"bio\":\"[31mred\""))
    }

    @Test func controlCharactersFromDataNeverReachTheTerminalRaw() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann")
        let hostile = "Eve\u{1B}]0;owned\u{07}\u{1B}[2J"
        #expect(try cli.run("dev", "receive", "--profile", "Ann", "--chat", hostile, "hi").status == 0)
        let listed = try cli.run("chats", "list")
        #expect(!listed.stdout.contains("\u{1B}") && listed.stdout.contains("Eve\\u{1B}]0;owned\\u{7}"), "\(listed.stdout)")
        let json = try cli.run("chats", "list", "--json")
        #expect(!json.stdout.contains("\u{1B}") && json.stdout.contains("\\u001b"))
        let plain = try cli.run(["--plain"], stdin: "0\n")
        #expect(!plain.stdout.contains("\u{1B}"), "plain mode too")
        let echoed = try cli.run(["profiles", String(repeating: "\u{1B}x", count: 50_000)])
        #expect(!echoed.stderr.contains("\u{1B}") && echoed.stderr.count < 1_000, "\(echoed.stderr.count) bytes")
    }

    @Test func anUnusableDataDirectoryIsAClearError() throws {
        let blocked = TemporaryDirectory("e2e-blocked")
        let file = blocked.file("a-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let inside = try BinaryRunner.run("threshold", ["--data-dir", file + "/data", "profiles", "list", "--json"])
        #expect(inside.status == 1)
        #expect(inside.stdout.contains(#""code":"dataDirectoryUnavailable""#))
        #expect(inside.stderr.contains("can't be created"))
        let isFile = try BinaryRunner.run("threshold", ["--data-dir", file, "profiles", "list", "--json"])
        #expect(isFile.status == 1 && isFile.stdout.contains("is a file, not a folder"))
        let empty = try BinaryRunner.run("threshold", ["--data-dir", "", "profiles", "list", "--json"])
        #expect(empty.status == 2 && empty.stdout.contains(#""code":"usage""#))
    }

    @Test func noSubcommandWithoutATerminalRunsPlainMode() throws {
        let result = try CLI().run([], stdin: "0\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Create your profile"))
    }

    @Test func helpPrintsUsage() throws {
        let result = try CLI().run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("threshold profiles list"))
    }
}

/// `threshold check` (issue 31: the full page check existed in the store, but no face offered it).
@Suite struct CheckCommandTests {
    @Test func aSoundInstallPassesAndADamagedPageIsNamedWithExitOne() throws {
        let cli = CLI()
        // Enough pages that a late one is not read by opening the data.
        try cli.run("dev", "seed", "--profiles", "2", "--chats", "4", "--messages", "3000")
        let sound = try cli.json("check")
        #expect(sound.status == 0)
        #expect(sound.object["sound"] as? Bool == true)
        #expect((sound.object["pages"] as? Int ?? 0) > 1)
        #expect(try cli.run("check").stdout.contains("no damage found"))
        // One flipped byte inside the second-last page of the database file.
        let path = cli.directory.path + "/threshold.db"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pages = bytes.count / 4096
        #expect(pages > 20)
        bytes[(pages - 2) * 4096 + 300] ^= 0x5a
        try bytes.write(to: URL(fileURLWithPath: path))
        let damaged = try cli.json("check")
        #expect(damaged.status == 1)
        #expect(damaged.object["sound"] as? Bool == false)
        #expect(damaged.object["damagedPages"] as? [Int] == [pages - 1])
        let human = try cli.run("check")
        #expect(human.status == 1 && human.stdout.contains("(page \(pages - 1))"), "\(human.stdout)")
    }
}
