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
        (["profiles", "create", "Hidden", "--json"], nil),
        (["profiles", "list", "--json"], nil),
        (["profiles", "list"], nil),
    ]

    func runScript(withHiddenProfile: Bool) throws -> [RunResult] {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        try cli.run("dev", "receive", "--profile", "Main", "--chat", "Ann", "hello")
        if withHiddenProfile {
            try cli.run("profiles", "create", "Hidden")
            try cli.run("dev", "receive", "--profile", "Hidden", "--chat", "Bea", "secret")
            try cli.run("profiles", "create", "Ghost")
            try cli.run("profiles", "hide", "Ghost", "--password-stdin", stdin: "right\n")
            try cli.run("profiles", "hide", "Hidden", "--password-stdin", stdin: "right\n")
            try cli.run("profiles", "activate", "Main")
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
        #expect(with[19].status == 0)
    }
}
