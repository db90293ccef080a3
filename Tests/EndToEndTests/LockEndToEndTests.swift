import Foundation
import Testing
import TestSupport

/// PRODUCT.md 7 from the command line: the lock gate, self-destruct, the attempt limit and SIGKILL
/// during a wipe, driving the built `threshold` binary as a user would.
@Suite struct LockEndToEndTests {
    static let markers = ["Quillon Varga", "bio-marker-7f3a2c", "message-marker-91bd0e", "Zephyrine Hollow",
                          "archive-marker-c0ffee"]
    /// The markers readable before a wipe: the hidden profile's name is sealed (docs/hidden-profiles.md).
    static let plainMarkers = markers.filter { $0 != "Zephyrine Hollow" }
    /// The one in a plain file (`archives/old.age`): the byte scan finds it, proof that it works.
    static let fileMarkers = ["archive-marker-c0ffee"]
    /// The ones in the database: its file's bytes show none (its pages are encrypted), its rows read
    /// with the key hold them.
    static let databaseMarkers = plainMarkers.filter { !fileMarkers.contains($0) }

    /// The markers found in any byte of any file under `folder` (the database's pages are encrypted:
    /// what it holds is checked by ``markersInDatabase(_:passcode:)``).
    static func markersFound(under folder: String) -> [String] {
        var found = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
            for marker in markers where data.range(of: Data(marker.utf8)) != nil { found.insert(marker) }
        }
        return found.sorted()
    }

    /// The files under `cli`'s folder other than a fresh install's: after a wipe nothing old may be
    /// left under another name (an encrypted leftover would hide from the byte scan).
    static func leftovers(_ cli: CLI) throws -> [String] {
        let install: Set<String> = ["threshold.db", "threshold.db-wal", "threshold.db-shm", "threshold.key", "threshold.key.lock"]
        return try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter { !install.contains($0) }.sorted()
    }

    /// The markers in the rows of `cli`'s database, read with its key from a copy of the folder (so
    /// the install keeps its attempt count). `passcode` nil: the lock is off.
    static func markersInDatabase(_ cli: CLI, passcode: String?) throws -> [String] {
        try InstallDatabase.markers(markers, inDatabaseOf: cli.directory.path, passcode: passcode)
    }

    /// Profiles with distinctive names, bios and messages, one hidden, and a file in `archives/`;
    /// then passcode "main" and self-destruct passcode "boom" for "Decoy".
    static func seededLockedInstall(bulkMessages: Int = 0) throws -> CLI {
        let cli = CLI()
        try cli.run("profiles", "create", "Quillon Varga", "--bio", "bio-marker-7f3a2c")
        try cli.run("dev", "receive", "--profile", "Quillon Varga", "--chat", "Contact", "message-marker-91bd0e")
        try cli.run("profiles", "create", "Zephyrine Hollow")
        try cli.run("profiles", "activate", "Quillon Varga")
        try cli.run("profiles", "hide", "Zephyrine Hollow", "--password-stdin", stdin: "hidden pw\n")
        if bulkMessages > 0 {
            try cli.run("dev", "seed", "--profiles", "5", "--chats", "50", "--messages", String(bulkMessages))
        }
        let archives = cli.directory.file("archives")
        try FileManager.default.createDirectory(atPath: archives, withIntermediateDirectories: true)
        try Data("archive-marker-c0ffee".utf8).write(to: URL(fileURLWithPath: archives + "/old.age"))
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(try cli.json("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "main\nboom\n").status == 0)
        #expect(markersFound(under: cli.directory.path) == fileMarkers.sorted())
        #expect(try markersInDatabase(cli, passcode: "main") == databaseMarkers.sorted())
        return cli
    }

    static func names(_ object: [String: Any]) -> [String] {
        (object["profiles"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test func everyCommandNeedsThePasscode() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        try cli.run("profiles", "create", "Bob")
        try cli.run("profiles", "create", "Sam")
        try cli.run("profiles", "activate", "Alice")
        try cli.run("profiles", "hide", "Sam", "--password-stdin", stdin: "pw\n")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)

        let commands: [[String]] = [
            ["profiles", "list"], ["profiles", "create", "Carol"], ["profiles", "delete", "Bob", "--yes"],
            ["profiles", "hide", "Bob", "--password-stdin"], ["profiles", "unhide", "Sam", "--password-stdin"],
            ["profiles", "reveal", "--password-stdin"], ["profiles", "activate", "Alice"], ["chats", "list"],
            ["lock", "clear"], ["lock", "status"], ["lock", "set"], ["dev", "seed"],
        ]
        for command in commands {
            // No passcode at all (standard input is not a terminal): locked.
            let none = try cli.run(command + ["--json"])
            #expect(none.status == 1 && none.stdout.contains("\"code\":\"locked\""), "\(command)")
            // A wrong one first on standard input (then the profile password): wrongPasscode.
            let wrong = try cli.run(command + ["--passcode-stdin", "--json"], stdin: "not it\npw\nnew\n")
            #expect(wrong.status == 1 && wrong.stdout.contains("\"code\":\"wrongPasscode\""), "\(command)")
            #expect(!wrong.stdout.contains("not it") && !wrong.stderr.contains("not it"))
        }
        // Nothing changed.
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "main\n")
        #expect(listed.status == 0)
        #expect(Self.names(listed.object) == ["Alice", "Bob"])
        let revealed = try cli.json("profiles", "reveal", "--passcode-stdin", stdin: "main\npw\n")
        #expect(Self.names(revealed.object) == ["Alice", "Bob", "Sam"])
    }

    @Test func thePasscodeComesBeforeProfilePasswordsAndNewPasscodes() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        try cli.run("profiles", "create", "Bob")
        try cli.run("profiles", "activate", "Alice")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "first\n").status == 0)
        #expect(try cli.json("profiles", "hide", "Bob", "--passcode-stdin", stdin: "first\nbob pw\n").status == 0)
        #expect(Self.names(try cli.json("profiles", "reveal", "--passcode-stdin", stdin: "first\nbob pw\n").object)
                == ["Alice", "Bob"])
        // Change: current passcode, then the new one.
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "first\nsecond\n").status == 0)
        #expect(try cli.errorCode("lock", "status", "--passcode-stdin", stdin: "first\n") == (1, "wrongPasscode"))
        let status = try cli.json("lock", "status", "--passcode-stdin", stdin: "second\n")
        #expect(status.object["lock"] as? Bool == true)
        #expect(status.object["selfDestruct"] as? Bool == false)
        #expect(try cli.json("lock", "clear", "--passcode-stdin", stdin: "second\n").status == 0)
        #expect(try cli.json("lock", "status").object["lock"] as? Bool == false)
    }

    @Test func lockCommandsExplainWhatTheyNeed() throws {
        let cli = CLI()
        #expect(try cli.errorCode("lock", "set") == (2, "usage"))
        #expect(try cli.errorCode("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "boom\n")
                == (1, "lockOff"))
        #expect(try cli.errorCode("lock", "wipe-after", "0") == (2, "usage"))
        #expect(try cli.errorCode("lock", "wipe-after", "3") == (1, "lockOff"))
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(try cli.errorCode("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "main\nmain\n")
                == (1, "samePasscode"))
        #expect(try cli.errorCode("lock", "self-destruct", "set", " Decoy", "--passcode-stdin", stdin: "main\nboom\n")
                == (1, "invalidDisplayName"))
        #expect(try cli.errorCode("lock", "frobnicate", "--passcode-stdin", stdin: "main\n") == (2, "usage"))
    }

    @Test func selfDestructLooksLikeAnOrdinaryUnlockAndLeavesNoTrace() throws {
        let cli = try Self.seededLockedInstall()
        let result = try cli.run("profiles", "list", "--json", "--passcode-stdin", stdin: "boom\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == #"{"profiles":[{"name":"Decoy","bio":"","active":true,"muted":false,"hidden":false,"unread":0,"hasPicture":false}],"totalUnread":0}"# + "\n")
        #expect(Self.markersFound(under: cli.directory.path) == [])
        #expect(try Self.markersInDatabase(cli, passcode: "boom") == [])
        #expect(try Self.leftovers(cli) == [])
        #expect(!FileManager.default.fileExists(atPath: cli.directory.file("archives")))

        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "main\n") == (1, "wrongPasscode"))
        #expect(Self.names(try cli.json("profiles", "reveal", "--passcode-stdin", stdin: "boom\nhidden pw\n").object)
                == ["Decoy"])
        let status = try cli.json("lock", "status", "--passcode-stdin", stdin: "boom\n")
        #expect(status.object["lock"] as? Bool == true)
        #expect(status.object["selfDestruct"] as? Bool == false)
        #expect(Self.markersFound(under: cli.directory.path) == [])
        #expect(try Self.markersInDatabase(cli, passcode: "boom") == [])
        #expect(try Self.leftovers(cli) == [])
    }

    @Test func theAttemptLimitCountsAcrossRestartsAndWipes() throws {
        let cli = try Self.seededLockedInstall()
        #expect(try cli.json("lock", "wipe-after", "3", "--passcode-stdin", stdin: "main\n").status == 0)
        for guess in ["a", "b"] {
            #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: guess + "\n") == (1, "wrongPasscode"))
        }
        // Each run is a new process: the count is in the database.
        let status = try cli.json("lock", "status", "--passcode-stdin", stdin: "main\n")
        #expect(status.object["failedAttempts"] as? Int == 0)
        #expect(status.object["wipeAfter"] as? Int == 3)
        for guess in ["c", "d"] {
            #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: guess + "\n") == (1, "wrongPasscode"))
        }
        #expect(Self.markersFound(under: cli.directory.path) == Self.fileMarkers.sorted())
        #expect(try Self.markersInDatabase(cli, passcode: "main") == Self.databaseMarkers.sorted())
        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "e\n") == (1, "wrongPasscode"))
        #expect(Self.markersFound(under: cli.directory.path) == [])
        #expect(try Self.markersInDatabase(cli, passcode: nil) == [])
        #expect(try Self.leftovers(cli) == [])
        let after = try cli.json("profiles", "list")
        #expect(after.status == 0)
        #expect(Self.names(after.object) == [])
        #expect(try cli.json("lock", "status").object["lock"] as? Bool == false)
    }

    /// Starts `threshold` and kills it with SIGKILL after `delay` seconds (if still running).
    static func runAndKill(_ cli: CLI, _ arguments: [String], stdin: String, after delay: Double) throws {
        let running = try RunningProcess("threshold", ["--data-dir", cli.directory.path] + arguments, stdin: stdin)
        Thread.sleep(forTimeInterval: delay)
        running.kill()
    }

    /// Starts `arguments` (a self-destruct) and sends SIGKILL as soon as the data directory shows
    /// the self-destruct has passed its commit point: the old key file overwritten in place (its
    /// state byte, offset 10, is 0xDD: `KeyVault.destroyedState`) or already replaced by the new
    /// install's (another install id, bytes 16..<32). Both persist once reached, so the poll can't
    /// miss them, and neither appears before the new key file is synced (`threshold.key.tmp`, the
    /// commit point): the kill lands after the wipe started, however loaded the machine. False
    /// when neither showed within the hang guard.
    static func runAndKillPastTheCommitPoint(_ cli: CLI, _ arguments: [String], stdin: String) throws -> Bool {
        let keyPath = cli.directory.file("threshold.key")
        let before = try #require(FileManager.default.contents(atPath: keyPath).map { Array($0) })
        try #require(before.count >= 32)
        let running = try RunningProcess("threshold", ["--data-dir", cli.directory.path] + arguments, stdin: stdin)
        defer { running.kill() }
        let hangGuard = Date().addingTimeInterval(300)
        while Date() < hangGuard {
            if let now = FileManager.default.contents(atPath: keyPath).map({ Array($0) }), now.count >= 32,
               now[10] == 0xDD || now[16..<32] != before[16..<32] {
                return true
            }
            usleep(1_000)
        }
        return false
    }

    @Test func sigkillDuringSelfDestructNeverLeavesHalfOldData() throws {
        let template = try Self.seededLockedInstall(bulkMessages: 150_000)
        let oldNames = Self.names(try template.json("profiles", "list", "--passcode-stdin", stdin: "main\n").object)
        #expect(oldNames.count == 6)
        func copyOfTemplate() throws -> CLI {
            let cli = CLI()
            for name in try FileManager.default.contentsOfDirectory(atPath: template.directory.path) {
                try FileManager.default.copyItem(atPath: template.directory.file(name), toPath: cli.directory.file(name))
            }
            return cli
        }
        // Kills spread over the duration of an uninterrupted run on this (shared, noisy) machine.
        let measured = try copyOfTemplate()
        let started = Date()
        _ = try measured.run("profiles", "list", "--passcode-stdin", stdin: "boom\n")
        let full = Date().timeIntervalSince(started)
        var outcomes: [String] = []
        // Kills after delays spread over a run, then one that waits for the wipe's first step on
        // disk (nil delay), so at least one kill is certain to land after the wipe started.
        for fraction in [0.05, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.2, 2.0, nil] {
            let delay = fraction.map { full * $0 }
            let cli = try copyOfTemplate()
            if let delay {
                try Self.runAndKill(cli, ["profiles", "list", "--passcode-stdin"], stdin: "boom\n", after: delay)
            } else {
                let reached = try Self.runAndKillPastTheCommitPoint(cli, ["profiles", "list", "--passcode-stdin"], stdin: "boom\n")
                try #require(reached, "the self-destruct never reached its commit point")
            }
            let label = delay.map { "delay \($0)" } ?? "killed past the commit point"
            let midWipe = FileManager.default.fileExists(atPath: cli.directory.file("threshold.key.tmp"))

            // The next start either finds the wipe never began (all old data, old passcode opens) or
            // finishes it (old passcode refused, nothing old left): never a mix.
            let old = try cli.run("profiles", "list", "--json", "--passcode-stdin", stdin: "main\n")
            if old.status == 0 {
                #expect(Self.names(try #require(try JSONSerialization.jsonObject(with: Data(old.stdout.utf8)) as? [String: Any]))
                        == oldNames, "\(label)")
                #expect(Self.markersFound(under: cli.directory.path) == Self.fileMarkers.sorted(), "\(label)")
                #expect(try Self.markersInDatabase(cli, passcode: "main") == Self.databaseMarkers.sorted(), "\(label)")
                outcomes.append("untouched")
            } else {
                #expect(old.stdout.contains("\"code\":\"wrongPasscode\""), "\(label)")
                #expect(Self.markersFound(under: cli.directory.path) == [], "\(label)")
                #expect(try Self.markersInDatabase(cli, passcode: "boom") == [], "\(label)")
                let left = try Self.leftovers(cli)
                #expect(left == [], "\(label): \(left)")
                outcomes.append(midWipe ? "killed mid-wipe, finished" : "wiped")
            }
            // Either way the self-destruct passcode now opens a clean install with only "Decoy".
            let fresh = try cli.json("profiles", "list", "--passcode-stdin", stdin: "boom\n")
            #expect(fresh.status == 0, "\(label)")
            #expect(Self.names(fresh.object) == ["Decoy"], "\(label)")
            #expect(Self.markersFound(under: cli.directory.path) == [], "\(label)")
            #expect(try Self.markersInDatabase(cli, passcode: "boom") == [], "\(label)")
            #expect(try Self.leftovers(cli) == [], "\(label)")
            #expect(!FileManager.default.fileExists(atPath: cli.directory.file("threshold.key.tmp")))
        }
        // The kill past the commit point found the wipe begun (finished by the next start), and
        // no kill found it half done.
        #expect(outcomes.last != "untouched")
        print("SIGKILL outcomes by delay: \(outcomes)")
    }
}

/// `--passcode-stdin` on an install without a lock is a usage error: no line is read, nothing
/// changes (issue 22: the passcode line was taken as a hidden profile's password).
@Suite struct PasscodeStdinWithoutALockTests {
    @Test func aScriptForALockedInstallStopsOnOneWithoutALock() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann")
        try cli.run("profiles", "create", "Bob")
        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "main\n") == (2, "usage"))
        #expect(try cli.errorCode("profiles", "hide", "Bob", "--passcode-stdin", stdin: "main\nbob pw\n") == (2, "usage"))
        let listed = try cli.json("profiles", "list")
        let names = (listed.object["profiles"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.sorted() == ["Ann", "Bob"], "Bob is not hidden")
        let text = try cli.run("profiles", "list", "--passcode-stdin", stdin: "main\n")
        #expect(text.stderr.contains("no passcode"))
        // `lock set` still takes its new passcode that way, and then the flag is what it is for.
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(try cli.json("profiles", "list", "--passcode-stdin", stdin: "main\n").status == 0)
    }
}

/// The self-destruct's decoy name can stay off argv (issue 22): read after the passcode.
@Suite struct SelfDestructNameFromStandardInputTests {
    @Test func theDecoyNameComesFromStandardInputWhenNotGiven() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Quillon")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        let set = try cli.run("lock", "self-destruct", "set", "--passcode-stdin", stdin: "main\nDecoy Name\nboom\n")
        #expect(set.status == 0, "\(set.stderr)")
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "boom\n")
        let names = (listed.object["profiles"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["Decoy Name"])
        #expect(try cli.errorCode("lock", "self-destruct", "set", "--passcode-stdin", stdin: "boom\n") == (2, "usage"))
    }
}
