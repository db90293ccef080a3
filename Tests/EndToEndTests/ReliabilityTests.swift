import Foundation
import Testing
import TestSupport

/// PRODUCT.md 11: SIGKILL at any point leaves a sound database with all of an operation or none;
/// two processes on one data directory never corrupt it; parsers survive random input.
/// The database is read from outside the binary with its key (``InstallDatabase``): the file is
/// page-encrypted, so the `sqlite3` shell can't.
@Suite struct ReliabilityTests {
    func integrity(_ cli: CLI) throws -> String {
        try InstallDatabase.query(cli.directory.path, "PRAGMA integrity_check")
    }

    @Test func killedWhileSeedingLeavesAllOrNothing() throws {
        for delay in [5, 40, 120, 300] {
            let cli = CLI()
            try cli.run("profiles", "create", "Main")
            let running = try RunningProcess("threshold", ["--data-dir", cli.directory.path, "dev", "seed",
                                                          "--profiles", "5", "--chats", "50", "--messages", "300000"])
            usleep(useconds_t(delay * 1000))
            running.kill()
            #expect(try integrity(cli) == "ok")
            let counts = try InstallDatabase.query(cli.directory.path,
                                                   "SELECT count(*) FROM profiles; SELECT count(*) FROM messages;")
            #expect(counts == "1\n0" || counts == "6\n300000", "after \(delay) ms: \(counts)")
            #expect(try cli.run("profiles", "list").status == 0)
        }
    }

    @Test func killedWhileHidingOrDeletingLeavesAllOrNothing() throws {
        for delay in [1, 20, 60, 150] {
            let cli = CLI()
            try cli.run("profiles", "create", "Main")
            try cli.run("dev", "seed", "--profiles", "1", "--chats", "20", "--messages", "100000")
            try cli.run("profiles", "activate", "Main")
            let hide = try RunningProcess("threshold", ["--data-dir", cli.directory.path, "profiles", "hide",
                                                       "Profile 1", "--password-stdin"], stdin: "pw\n")
            usleep(useconds_t(delay * 1000))
            hide.kill()
            #expect(try integrity(cli) == "ok")
            // Hidden means sealed: no row and no message left readable (docs/hidden-profiles.md).
            let hidden = try InstallDatabase.query(cli.directory.path,
                                                   "SELECT count(*) FROM profiles WHERE name = 'Profile 1'; SELECT count(*) FROM messages;")
            #expect(hidden == "1\n100000" || hidden == "0\n0")
            let stdin = hidden == "0\n0" ? "pw\n" : "unused\n"
            let delete = try RunningProcess("threshold", ["--data-dir", cli.directory.path, "profiles", "delete",
                                                         "Profile 1", "--yes", "--password-stdin"], stdin: stdin)
            usleep(useconds_t(delay * 1000))
            delete.kill()
            #expect(try integrity(cli) == "ok")
            let left = try InstallDatabase.query(cli.directory.path,
                                                 "SELECT count(*) FROM profiles; SELECT count(*) FROM messages;")
            #expect(left == "2\n100000" || left == "1\n0", "after \(delay) ms: \(left)")
        }
    }

    @Test func twoProcessesOnOneDataDirectoryDoNotCorruptIt() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Main")
        let writers = try (0..<2).map { index in
            try RunningProcess("threshold", ["--data-dir", cli.directory.path, "dev", "seed",
                                             "--profiles", "20", "--chats", "200", "--messages", "20000"])
        }
        let readers = try (0..<4).map { _ in try RunningProcess("threshold", ["--data-dir", cli.directory.path, "profiles", "list", "--json"]) }
        #expect(writers.map { $0.wait() } == [0, 0])
        #expect(readers.map { $0.wait() } == [0, 0, 0, 0])
        #expect(try integrity(cli) == "ok")
        let counts = try InstallDatabase.query(cli.directory.path,
                                               "SELECT count(*) FROM profiles; SELECT count(*) FROM messages; SELECT count(DISTINCT name) FROM profiles;")
        #expect(counts == "41\n40000\n41")
    }

    @Test func randomCommandLinesNeverCrash() throws {
        var generator = SystemRandomNumberGenerator()
        let words = ["profiles", "list", "create", "hide", "delete", "--json", "--bio", "--name", "--yes", "--", "-x",
                     "--data-dir", "chats", "read", "dev", "seed", "--profiles", "-1", "99999999999999999999", "",
                     "--password-stdin", "\u{0}", "é", "--bio=", "=", "--json=1", "outbox", "flush", "whats-new",
                     "operators", "accept", "notifications", "mode", "onboarding", "status", "--theme"]
        let cli = CLI()
        for _ in 0..<40 {
            let count = Int.random(in: 0...5, using: &generator)
            let argv = (0..<count).map { _ in words.randomElement(using: &generator) ?? "" }
                .filter { !$0.contains("\u{0}") && $0 != "--data-dir" }
            let result = try cli.run(argv, stdin: "x\n")
            #expect([0, 1, 2].contains(result.status), "\(argv) exited \(result.status): \(result.stderr)")
        }
    }
}
