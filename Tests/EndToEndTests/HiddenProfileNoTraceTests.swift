import Foundation
import Testing
import TestSupport

/// PRODUCT.md 3.3: nothing observable depends on whether a hidden profile exists.
@Suite struct HiddenProfileNoTraceTests {
    /// One step of the script: arguments and standard input.
    typealias Step = (arguments: [String], stdin: String?)

    static let script: [Step] = [
        (["profiles", "list", "--json"], nil),
        (["profiles", "list"], nil),
        (["chats", "list", "--json"], nil),
        (["profiles", "create", "Ghost", "--json"], nil),
        (["profiles", "list", "--json"], nil),
        (["profiles", "update", "Ghost", "--name", "Spare", "--json"], nil),
        (["profiles", "create", "Other", "--json"], nil),
        (["profiles", "update", "Other", "--name", "Ghost", "--json"], nil),
        (["profiles", "activate", "Main", "--json"], nil),
        (["profiles", "list", "--json"], nil),
        // An unknown name, and a wrong password for the hidden profile's name.
        (["profiles", "activate", "Nobody", "--password-stdin", "--json"], "wrong\n"),
        (["profiles", "activate", "Hidden", "--password-stdin", "--json"], "wrong\n"),
        (["profiles", "activate", "Hidden", "--json"], nil),
        (["profiles", "delete", "Hidden", "--yes", "--json"], nil),
        (["profiles", "mute", "Hidden"], nil),
        (["profiles", "unhide", "Hidden", "--password-stdin", "--json"], "wrong\n"),
        (["profiles", "hide", "Hidden", "--password-stdin", "--json"], "wrong\n"),
        (["profiles", "reveal", "--password-stdin", "--json"], "wrong\n"),
        (["dev", "receive", "--profile", "Hidden", "--chat", "x", "hi", "--json"], nil),
        (["dev", "receive", "--queue", "0123456789abcdef01234567", "hi", "--json"], nil),
        (["profiles", "create", "Hidden", "--json"], nil),
        (["profiles", "list", "--json"], nil),
        (["profiles", "list"], nil),
    ]

    func runScript(withHiddenProfile: Bool) throws -> [RunResult] {
        let cli = CLI(chaffSeed: 22)
        try cli.run("profiles", "create", "Main")
        try cli.run("dev", "receive", "--profile", "Main", "--chat", "Ann", "hello")
        if withHiddenProfile {
            try cli.run("profiles", "create", "Hidden")
            try cli.run("dev", "receive", "--profile", "Hidden", "--chat", "Bea", "secret")
            try cli.run("profiles", "create", "Ghost")
            try cli.run("profiles", "activate", "Main")
            try cli.run("profiles", "hide", "Ghost", "--password-stdin", stdin: "right\n")
            try cli.run("profiles", "hide", "Hidden", "--password-stdin", stdin: "right\n")
        }
        return try Self.script.map { try cli.run($0.arguments, stdin: $0.stdin) }
    }

    @Test func everyOutputAndExitCodeIsTheSameWithAndWithoutAHiddenProfile() throws {
        let with = try runScript(withHiddenProfile: true)
        let without = try runScript(withHiddenProfile: false)
        for (index, step) in Self.script.enumerated() {
            #expect(with[index] == without[index], "step \(index): \(step.arguments.joined(separator: " "))")
        }
        // The script did exercise the interesting paths.
        #expect(with[11].status == 1 && with[11].stdout.contains("unknownProfile"))
        #expect(with[19].status == 1 && with[19].stdout.contains("unknownQueue"))
        #expect(with[20].status == 0)
    }

    /// The passcode holder's view of the whole database without the random bytes: every table, its
    /// rows, and each value (a blob by its size only, since salts, keys and chaff are random; times
    /// and random queue ids by their kind; the mailbox cursor, which starts at a random cell, too).
    static func dumpShape(_ cli: CLI) throws -> [String] {
        let result = try cli.json("dev", "dump")
        #expect(result.status == 0)
        let tables = result.object["tables"] as? [[String: Any]] ?? []
        return tables.map { table in
            let rows = (table["rows"] as? [[Any]] ?? []).map { row in
                row.enumerated().map { column, value -> String in
                    if table["name"] as? String == "sealed_install" && column == 2 { return "cursor" }
                    if let blob = value as? [String: Any], let hex = blob["hex"] as? String { return "blob\(hex.count / 2)" }
                    // Times and random queue ids differ between any two runs; their kind is kept.
                    if let number = value as? Int, number > 1_000_000_000 { return "time" }
                    if let text = value as? String, text.count == 24, text.allSatisfy(\.isHexDigit) { return "queue" }
                    return "\(value)"
                }.joined(separator: ",")
            }
            return "\(table["name"] ?? ""): \(rows.joined(separator: "; "))"
        } + ["pages \(result.object["pageCount"] ?? "")", "free \(result.object["freelistCount"] ?? "")"]
    }

    /// A profile with a chat, hidden and later deleted, against the same profile deleted without ever
    /// being hidden: every output, exit code and the whole database (but its random bytes) are alike.
    func runHistory(hiddenBeforeDeleting: Bool) throws -> (script: [RunResult], dump: [String]) {
        // The same chaff for both histories (the dumps are compared row for row).
        let cli = CLI(chaffSeed: 22)
        try cli.run("profiles", "create", "Main")
        try cli.run("dev", "receive", "--profile", "Main", "--chat", "Ann", "hello")
        try cli.run("profiles", "create", "Hidden")
        try cli.run("dev", "receive", "--profile", "Hidden", "--chat", "Bea", "secret")
        try cli.run("profiles", "activate", "Main")
        if hiddenBeforeDeleting {
            #expect(try cli.run("profiles", "hide", "Hidden", "--password-stdin", stdin: "right\n").status == 0)
            #expect(try cli.run("profiles", "delete", "Hidden", "--yes", "--password-stdin", stdin: "right\n").status == 0)
        } else {
            #expect(try cli.run("profiles", "delete", "Hidden", "--yes").status == 0)
        }
        let dump = try Self.dumpShape(cli)
        return (try Self.script.map { try cli.run($0.arguments, stdin: $0.stdin) }, dump)
    }

    @Test func aProfileHiddenAndLaterDeletedLeavesNoTrace() throws {
        let hidden = try runHistory(hiddenBeforeDeleting: true)
        let never = try runHistory(hiddenBeforeDeleting: false)
        #expect(hidden.dump == never.dump)
        #expect(hidden.dump.contains { $0.hasPrefix("sealed_slots: ") && $0.contains("blob4096") }, "the dump was read")
        for (index, step) in Self.script.enumerated() {
            #expect(hidden.script[index] == never.script[index], "step \(index): \(step.arguments.joined(separator: " "))")
        }
    }
}
