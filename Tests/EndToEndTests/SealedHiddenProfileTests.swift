import Foundation
import Testing
import TestSupport

/// PRODUCT.md 3.3 "sealed", through the binary: the passcode holder's view (`dev dump`, an exported
/// archive after `age -d`) holds nothing of a hidden profile; receiving while hidden; migration.
@Suite struct SealedHiddenProfileTests {
    let scratch = TemporaryDirectory("e2e-sealed")

    static let hiddenMarkers = ["Halcyon Quade", "hidden-bio-3c1e", "Hidden Contact Vane", "hidden-text-8d2f", "hidden-inbox-51a7"]
    static let visibleMarkers = ["Vesper Lumen", "visible-bio-7b0a", "Visible Contact Rook", "visible-text-e94c"]

    /// The first queue id of `contact`'s chat, read from `dev dump --json` while it is visible (as the
    /// messaging layer knows its queues).
    static func queue(of contact: String, _ cli: CLI) throws -> String {
        let dump = try cli.json("dev", "dump").object
        let tables = dump["tables"] as? [[String: Any]] ?? []
        func rows(_ name: String) -> [[Any]] { tables.first { $0["name"] as? String == name }?["rows"] as? [[Any]] ?? [] }
        let chat = rows("chats").first { $0[2] as? String == contact }?[0] as? Int
        return rows("chat_queues").first { $0[1] as? Int == chat }?[3] as? String ?? ""
    }

    /// A data directory with a visible and a hidden profile (password "hidden pw"), each with a
    /// chat and a message; three more messages arrived while hidden. Returns the hidden queue id.
    @discardableResult
    static func seed(_ cli: CLI) throws -> String {
        try cli.run("profiles", "create", "Vesper Lumen", "--bio", "visible-bio-7b0a")
        try cli.run("dev", "receive", "--profile", "Vesper Lumen", "--chat", "Visible Contact Rook", "visible-text-e94c")
        try cli.run("profiles", "create", "Halcyon Quade", "--bio", "hidden-bio-3c1e")
        try cli.run("dev", "receive", "--profile", "Halcyon Quade", "--chat", "Hidden Contact Vane", "hidden-text-8d2f")
        try cli.run("chats", "read", "Hidden Contact Vane")
        let queue = try queue(of: "Hidden Contact Vane", cli)
        try cli.run("profiles", "activate", "Vesper Lumen")
        #expect(try cli.run("profiles", "hide", "Halcyon Quade", "--password-stdin", stdin: "hidden pw\n").status == 0)
        for index in 1...3 {
            let received = try cli.json("dev", "receive", "--queue", queue, "hidden-inbox-51a7 \(index)")
            #expect(received.status == 0 && received.object["notified"] as? Bool == false)
        }
        return queue
    }

    static func found(_ markers: [String], in data: Data) -> [String] {
        markers.filter { data.range(of: Data($0.utf8)) != nil }
    }

    @Test func devDumpShowsNothingOfAHiddenProfileAndTheScanFindsAVisibleOne() throws {
        let cli = CLI()
        let queue = try Self.seed(cli)
        for arguments in [["dev", "dump"], ["dev", "dump", "--json"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0)
            let output = Data(result.stdout.utf8)
            #expect(Self.found(Self.hiddenMarkers + [queue], in: output) == [], "\(arguments)")
            #expect(Self.found(Self.visibleMarkers, in: output) == Self.visibleMarkers, "\(arguments)")
        }
        // Revealed by its password, with the three messages that arrived while hidden.
        let revealed = try cli.json("profiles", "list", "--password-stdin", stdin: "hidden pw\n").object
        let profiles = revealed["profiles"] as? [[String: Any]] ?? []
        #expect(profiles.map { $0["name"] as? String } == ["Vesper Lumen", "Halcyon Quade"])
        #expect(profiles.last?["unread"] as? Int == 3)
        #expect(try cli.errorCode("dev", "receive", "--queue", "no-such-queue", "x") == (1, "unknownQueue"))
        #expect(try cli.errorCode("dev", "receive", "--queue", queue, "--profile", "P", "x") == (2, "usage"))
    }

    @Test(.enabled(if: Migrate.tool("age") != nil, "age is not installed (.ci/run installs it)"))
    func anExportedArchiveHoldsNoByteOfAHiddenProfile() throws {
        let cli = CLI()
        let queue = try Self.seed(cli)
        let exported = try Migrate.export(cli, to: scratch.file("sealed.age"))
        try Data((exported.key + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("key")))
        let plain = try Migrate.run(Migrate.tool("age") ?? "", ["-d", "-i", scratch.file("key"), exported.archive])
        #expect(plain.status == 0 && plain.output.count > 0)
        #expect(Self.found(Self.hiddenMarkers + [queue], in: plain.output) == [])
        #expect(Self.found(Self.visibleMarkers, in: plain.output) == Self.visibleMarkers, "the scan works")
    }

    @Test func aMigrationCarriesTheHiddenProfileSealedAndItRevealsAtTheDestination() throws {
        let source = CLI(), destination = CLI()
        let queue = try Self.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("move.age"))
        #expect(try destination.json("migrate", "import", exported.link).status == 0)
        // The destination shows only the visible profile, and its dump nothing hidden ...
        let listed = try destination.json("profiles", "list").object["profiles"] as? [[String: Any]] ?? []
        #expect(listed.map { $0["name"] as? String } == ["Vesper Lumen"])
        let dump = Data(try destination.run("dev", "dump").stdout.utf8)
        #expect(Self.found(Self.hiddenMarkers + [queue], in: dump) == [])
        #expect(Self.found(Self.visibleMarkers, in: dump) == Self.visibleMarkers)
        // ... until the password reveals it there, with what arrived while hidden.
        let revealed = try destination.json("profiles", "list", "--password-stdin", stdin: "hidden pw\n").object
        let hidden = (revealed["profiles"] as? [[String: Any]] ?? []).last
        #expect(hidden?["name"] as? String == "Halcyon Quade" && hidden?["bio"] as? String == "hidden-bio-3c1e")
        #expect(hidden?["unread"] as? Int == 3)
        // It keeps receiving at the destination and unhides there.
        #expect(try destination.run("dev", "receive", "--queue", queue, "after the move").status == 0)
        #expect(try destination.run("profiles", "unhide", "Halcyon Quade", "--password-stdin", stdin: "hidden pw\n").status == 0)
        try destination.run("profiles", "activate", "Halcyon Quade")
        let chats = try destination.json("chats", "list").object["chats"] as? [[String: Any]] ?? []
        #expect(chats.map { $0["contact"] as? String } == ["Hidden Contact Vane"])
        #expect(chats.first?["unread"] as? Int == 4)
    }

    @Test func devDumpEscapesControlCharactersFromData() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        try cli.run("dev", "receive", "--profile", "Main", "--chat", "Evil\u{1B}[31m\u{9B}2J\u{7F}", "x")
        let text = try cli.run("dev", "dump").stdout
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || (0x7F..<0xA0).contains($0.value) })
        #expect(text.contains(#""Evil\u001b[31m\u009b2J\u007f""#))
    }
}

/// Issue 31: an active hidden profile's chats list and open, on the command line too (its name and
/// password on standard input, never in argv), and activating one says it lasts for the command.
@Suite struct HiddenProfileChatsTests {
    @Test func aHiddenProfilesChatsListAndOpenWithItsPasswordOnStandardInput() throws {
        let cli = CLI()
        try SealedHiddenProfileTests.seed(cli)
        let listed = try cli.json("chats", "list", "--password-stdin", stdin: "Halcyon Quade\nhidden pw\n")
        #expect(listed.status == 0)
        let chats = listed.object["chats"] as? [[String: Any]] ?? []
        #expect(chats.map { $0["contact"] as? String } == ["Hidden Contact Vane"])
        #expect(chats.first?["unread"] as? Int == 3)
        let read = try cli.json("chats", "read", "Hidden Contact Vane", "--password-stdin", stdin: "Halcyon Quade\nhidden pw\n")
        #expect(read.status == 0, "\(read.object)")
        let texts = (read.object["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts == ["hidden-text-8d2f", "hidden-inbox-51a7 1", "hidden-inbox-51a7 2", "hidden-inbox-51a7 3"])
        #expect(read.object["read"] as? Int == 3)
        let again = try cli.json("chats", "list", "--password-stdin", stdin: "Halcyon Quade\nhidden pw\n")
        #expect((again.object["chats"] as? [[String: Any]])?.first?["unread"] as? Int == 0)
        // A wrong password and an unknown name are the same refusal, byte for byte.
        let wrong = try cli.run("chats", "list", "--password-stdin", "--json", stdin: "Halcyon Quade\nnot it\n")
        let nobody = try cli.run("chats", "list", "--password-stdin", "--json", stdin: "Nobody\nhidden pw\n")
        #expect(wrong.status == 1 && wrong.stdout.contains("unknownProfile"))
        #expect(nobody.status == 1 && nobody.stdout.contains("unknownProfile"))
        #expect(wrong.stdout.replacingOccurrences(of: "Halcyon Quade", with: "Nobody") == nobody.stdout)
        // Without the option the visible active profile's chats are listed, as before.
        let visible = try cli.json("chats", "list")
        #expect((visible.object["chats"] as? [[String: Any]])?.map { $0["contact"] as? String } == ["Visible Contact Rook"])
    }

    @Test func activatingAHiddenProfileSaysItLastsForTheCommandOnly() throws {
        let cli = CLI()
        try SealedHiddenProfileTests.seed(cli)
        let activated = try cli.json("profiles", "activate", "Halcyon Quade", "--password-stdin", stdin: "hidden pw\n")
        #expect(activated.status == 0)
        #expect(activated.object["storedAsActive"] as? Bool == false)
        let visible = try cli.json("profiles", "activate", "Vesper Lumen")
        #expect(visible.object["storedAsActive"] as? Bool == true)
    }
}
