import Foundation
import Testing
import TestSupport

/// PRODUCT.md 3.3, the passcode holder's view through the binary: `dev dump` and the database of an
/// exported archive after the real `age -d` have the same shape (tables, row counts, value sizes,
/// pages) whether 0, 1 or 3 hidden profiles exist and whether or not messages arrived for them.
@Suite struct SealedMailboxEndToEndTests {
    let scratch = TemporaryDirectory("e2e-mailbox")

    /// The first queue id of `profile`'s first chat, from `dev dump --json` while it is visible.
    static func firstQueue(of profile: String, _ cli: CLI) throws -> String {
        let tables = try cli.json("dev", "dump").object["tables"] as? [[String: Any]] ?? []
        func rows(_ name: String) -> [[Any]] { tables.first { $0["name"] as? String == name }?["rows"] as? [[Any]] ?? [] }
        let id = rows("profiles").first { $0[1] as? String == profile }?[0] as? Int
        let chat = rows("chats").first { $0[1] as? Int == id }?[0] as? Int
        return rows("chat_queues").first { $0[1] as? Int == chat }?[3] as? String ?? ""
    }

    /// Main (Ann's chat read) and three seeded profiles, `hidden` of them hidden, the rest deleted;
    /// then three messages for Profile 1 while hidden (`arrived`) or three reads of Ann's chat.
    static func install(hidden: Int, arrived: Bool) throws -> CLI {
        // One chaff seed for every install compared.
        let cli = CLI(chaffSeed: 22)
        try cli.run("profiles", "create", "Main")
        try cli.run("dev", "receive", "--profile", "Main", "--chat", "Ann", "hello")
        try cli.run("chats", "read", "Ann")
        try cli.run("dev", "seed", "--profiles", "3", "--chats", "3", "--messages", "90")
        let queue = try firstQueue(of: "Profile 1", cli)
        try cli.run("profiles", "activate", "Main")
        for index in 1...3 {
            if index <= hidden {
                #expect(try cli.run("profiles", "hide", "Profile \(index)", "--password-stdin", stdin: "pw \(index)\n").status == 0)
            } else {
                #expect(try cli.run("profiles", "delete", "Profile \(index)", "--yes").status == 0)
            }
        }
        for index in 1...3 {
            let result = arrived ? try cli.run("dev", "receive", "--queue", queue, "hidden arrival \(index)")
                                 : try cli.run("chats", "read", "Ann")
            #expect(result.status == 0)
        }
        if hidden > 0 {
            let revealed = try cli.json("profiles", "list", "--password-stdin", stdin: "pw 1\n").object["profiles"] as? [[String: Any]]
            #expect(revealed?.last?["name"] as? String == "Profile 1")
        }
        return cli
    }

    /// The database of an exported archive, decrypted with the real `age` and unpacked with `tar`,
    /// as the `sqlite3` shell prints it with `.dump` (blobs by length, times, queue ids and the
    /// mailbox cursor by kind), then its page and free-page counts.
    func archiveShape(_ cli: CLI, _ name: String) throws -> [String] {
        let exported = try Migrate.export(cli, to: scratch.file("\(name).age"))
        try Data((exported.key + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("\(name).key")))
        let tarPath = scratch.file("\(name).tar"), folder = scratch.file(name)
        let plain = try Migrate.run(Migrate.tool("age") ?? "", ["-d", "-i", scratch.file("\(name).key"), "-o", tarPath, exported.archive])
        #expect(plain.status == 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try Migrate.run(Migrate.tool("tar") ?? "", ["-xf", tarPath, "-C", folder]).status == 0)
        let dump = try Migrate.run(Migrate.tool("sqlite3") ?? "", [folder + "/threshold.db", ".dump"])
        #expect(dump.status == 0)
        let pages = try Migrate.run(Migrate.tool("sqlite3") ?? "", [folder + "/threshold.db", "PRAGMA page_count;", "PRAGMA freelist_count;"])
        let text = String(decoding: dump.output + pages.output, as: UTF8.self)
        let masks: [(String, String)] = [
            (#"X'([0-9a-fA-F]*)'"#, "blob"), (#"\b1[0-9]{9}\b"#, "time"), (#"'[0-9a-f]{24}'"#, "queue"),
        ]
        return text.split(separator: "\n").map { line in
            var masked = String(line)
            for (pattern, kind) in masks {
                masked = masked.replacingOccurrences(of: pattern, with: kind, options: .regularExpression)
            }
            // Blobs by length: the hex of each, halved.
            var sizes: [Int] = []
            if let regex = try? NSRegularExpression(pattern: #"X'([0-9a-fA-F]*)'"#) {
                let range = NSRange(line.startIndex..., in: line)
                sizes = regex.matches(in: String(line), range: range).map { $0.range(at: 1).length / 2 }
            }
            if masked.hasPrefix("INSERT INTO sealed_install ") {
                // Its columns: id, route key, the cursor (mailbox_next), chaff.
                masked = masked.replacingOccurrences(of: #"^(INSERT INTO sealed_install VALUES\(1,blob,)[0-9]+"#, with: "$1cursor",
                                                     options: .regularExpression)
            }
            return masked + (sizes.isEmpty ? "" : " \(sizes)")
        }
    }

    @Test(.enabled(if: Migrate.tool("age") != nil && Migrate.tool("sqlite3") != nil && Migrate.tool("tar") != nil,
                   "age, sqlite3 or tar is not installed (.ci/run installs them)"))
    func devDumpAndTheArchiveLookAlikeWhateverIsHiddenAndWhateverArrived() throws {
        var dumps: [String: [String]] = [:]
        var archives: [String: [String]] = [:]
        for (hidden, arrived) in [(0, false), (1, false), (1, true), (3, false), (3, true)] {
            let name = "\(hidden)-hidden-\(arrived ? "arrived" : "quiet")"
            let cli = try Self.install(hidden: hidden, arrived: arrived)
            dumps[name] = try HiddenProfileNoTraceTests.dumpShape(cli)
            archives[name] = try archiveShape(cli, name)
        }
        let reference = "0-hidden-quiet"
        #expect(dumps[reference]?.contains { $0.hasPrefix("sealed_mailbox: ") } == true, "the dump was read")
        #expect(archives[reference]?.contains { $0.hasPrefix("INSERT INTO sealed_mailbox ") } == true, "the archive was read")
        for name in dumps.keys.sorted() where name != reference {
            #expect(dumps[name] == dumps[reference], "dev dump: \(name)")
            #expect(archives[name] == archives[reference], "archive: \(name)")
        }
    }
}
