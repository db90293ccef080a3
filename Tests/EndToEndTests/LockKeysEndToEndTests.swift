import Foundation
import Testing
import TestSupport

/// The key hierarchy from the command line (PRODUCT.md 7, issue 10): the level in `lock status`,
/// `lock level`, parallel guesses, a read-only data directory, the real Secret Service, and the
/// process hardening of the binary.
@Suite struct LockKeysEndToEndTests {
    /// Runs `runs` invocations at once, each on its own thread, and returns their results.
    static func parallel(_ runs: [(arguments: [String], stdin: String)]) -> [RunResult?] {
        let results = Results(count: runs.count)
        let group = DispatchGroup()
        for (index, run) in runs.enumerated() {
            group.enter()
            let thread = Thread {
                results.set(index, try? BinaryRunner.run("threshold", run.arguments, stdin: run.stdin))
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return results.all
    }

    final class Results: @unchecked Sendable {
        // @unchecked Sendable: `values` is only touched under `lock`.
        private let lock = NSLock()
        private var values: [RunResult?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: RunResult?) { lock.withLock { values[index] = value } }
        var all: [RunResult?] { lock.withLock { values } }
    }

    static func code(_ result: RunResult?) -> String? {
        guard let result, let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else { return nil }
        return (object["error"] as? [String: Any])?["code"] as? String
    }

    @Test func statusShowsTheLevelAndLevelSwitchesIt() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        #expect(try cli.json("lock", "status").object["level"] as? String == "keyfile")
        #expect(try cli.errorCode("lock", "level", "passcode").1 == "usage")
        #expect(try cli.errorCode("lock", "level", "floppy").1 == "usage")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "a long passphrase\n").object["warning"] is NSNull)
        #expect(try cli.json("lock", "status", "--passcode-stdin", stdin: "a long passphrase\n").object["level"] as? String == "passcode")
        #expect(try cli.errorCode("lock", "level", "keyfile", "--passcode-stdin", stdin: "a long passphrase\n").1 == "passcodeOn")
        let short = try cli.json("lock", "set", "--passcode-stdin", stdin: "a long passphrase\n1234\n")
        #expect((short.object["warning"] as? String)?.contains("short") == true)
        #expect(try cli.json("lock", "clear", "--passcode-stdin", stdin: "1234\n").status == 0)
        #expect(try cli.json("lock", "status").object["level"] as? String == "keyfile")
        // The key file holds no readable lock configuration, and the database (read with its key:
        // the file is encrypted) no lock rows.
        #expect(try InstallDatabase.query(cli.directory.path, "SELECT count(*) FROM settings WHERE key LIKE 'lock.%';") == "0")
        #expect(try InstallDatabase.query(cli.directory.path, "SELECT count(*) FROM profiles WHERE name = 'Alice'") == "1",
                "the query reads the install's data")
    }

    @Test func twelveParallelWrongGuessesAgainstALimitOfThreeCheckAtMostThree() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Quillon Varga", "--bio", "bio-marker-7f3a2c")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "the right passcode\n").status == 0)
        #expect(try cli.json("lock", "wipe-after", "3", "--passcode-stdin", stdin: "the right passcode\n").status == 0)
        let guesses = (1...12).map { (arguments: ["--data-dir", cli.directory.path, "profiles", "list", "--json", "--passcode-stdin"],
                                      stdin: "wrong guess \($0)\n") }
        let results = Self.parallel(guesses)
        let codes = results.map(Self.code)
        let checked = codes.filter { $0 == "wrongPasscode" }.count
        #expect(checked <= 3, "\(codes)")
        #expect(checked == 3, "\(codes)")
        // The rest found the wiped, empty install: nothing left to guess at.
        #expect(results.allSatisfy { $0 != nil })
        #expect(try cli.json("lock", "status").object["lock"] as? Bool == false)
        #expect(LockEndToEndTests.markersFound(under: cli.directory.path) == [])
        #expect(try InstallDatabase.markers(LockEndToEndTests.markers, inDatabaseOf: cli.directory.path) == [])
        print("parallel guesses: \(checked) checked of 12: \(codes.map { $0 ?? "ok" })")
    }

    @Test func aReadOnlyDataDirectoryChecksNoPasscode() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "right one\n").status == 0)
        #expect(try cli.json("lock", "wipe-after", "2", "--passcode-stdin", stdin: "right one\n").status == 0)
        // As root (CI), chmod does not stop writes: the immutable attribute does.
        let folder = cli.directory.path
        let asRoot = getuid() == 0
        let made = asRoot ? (try? Subprocess.run("/usr/bin/chattr", ["+i", folder]))?.status == 0 : chmod(folder, 0o500) == 0
        guard made else {
            print("skipped: \(folder) can't be made read-only here (chattr +i unavailable)")
            return
        }
        defer { _ = asRoot ? try? Subprocess.run("/usr/bin/chattr", ["-i", folder]) : nil; chmod(folder, 0o700) }
        for guess in ["wrong 1", "wrong 2", "wrong 3", "right one"] {
            let (status, code) = try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: guess + "\n")
            #expect(status == 1)
            #expect(code == "attemptNotRecorded", "\(guess): \(code ?? "none")")
        }
        if asRoot { _ = try Subprocess.run("/usr/bin/chattr", ["-i", folder]) } else { chmod(folder, 0o700) }
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "right one\n")
        #expect(listed.status == 0)
        #expect(LockEndToEndTests.names(listed.object) == ["Alice"])
    }

    /// gnome-keyring in a private D-Bus session the test starts, unlocked with a password on stdin.
    @Test func theKeyringLevelAgainstARealSecretService() throws {
        let tools = ["/usr/bin/dbus-run-session", "/usr/bin/gnome-keyring-daemon", "/usr/bin/secret-tool"]
        guard tools.allSatisfy(FileManager.default.isExecutableFile(atPath:)),
              FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libsecret-1.so.0")
                || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/libsecret-1.so.0") else {
            print("skipped: the keyring test needs dbus-run-session, gnome-keyring-daemon, secret-tool and libsecret-1-0 (.ci/run installs them)")
            return
        }
        let cli = CLI()
        let home = TemporaryDirectory("keyring-home")
        try cli.run("profiles", "create", "Alice")
        let binary = BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
        let data = cli.directory.path
        // The test process blocks signals and its children inherit that, so the daemons this script
        // starts ignore SIGTERM: it stops both with SIGKILL, by their pids, when it is done.
        let script = """
            set -u
            bus() { dbus-send --session --print-reply --dest=org.freedesktop.DBus / "org.freedesktop.DBus.$1" "string:$2"; }
            busPID=$(bus GetConnectionUnixProcessID org.freedesktop.DBus | awk '/uint32/ {print $2}')
            echo -n keyring-test-password | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
            keyringPID=$!
            for _ in $(seq 200); do bus NameHasOwner org.freedesktop.secrets 2>/dev/null | grep -q true && break; sleep 0.05; done
            t() { "\(binary)" --data-dir "\(data)" "$@" --json; }
            t lock level keyring
            t lock status
            t profiles list
            id=$(od -An -tx1 -j16 -N16 "\(data)/threshold.key" | tr -d ' \\n')
            echo "entry $(secret-tool lookup install "$id" | wc -c)"
            t lock level keyfile
            echo "entry $(secret-tool lookup install "$id" | wc -c)"
            t lock level keyring
            secret-tool clear install "$id"
            t profiles list
            kill -KILL "$keyringPID" "$busPID"
            """
        let scriptPath = home.file("keyring.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.file("data")
        environment["THRESHOLD_HOME"] = nil
        // Output through files: a daemon that outlived the script would keep a pipe open for ever.
        let outPath = home.file("out.txt"), errPath = home.file("err.txt")
        _ = try Subprocess.run("/bin/bash", ["-c", "/usr/bin/dbus-run-session -- /bin/bash \"$0\" >\"$1\" 2>\"$2\"",
                                             scriptPath, outPath, errPath], environment: environment)
        let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        let lines = stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8, "\(lines) \(stderr)")
        guard lines.count == 8 else { return }
        #expect(lines[0] == #"{"ok":true,"level":"keyring"}"#)
        #expect(lines[1].contains(#""level":"keyring""#))
        #expect(lines[2].contains(#""name":"Alice""#))
        #expect(lines[3] == "entry 64", "the key-encryption key sits in the keyring as 64 hex digits")
        #expect(lines[4] == #"{"ok":true,"level":"keyfile"}"#)
        #expect(lines[5] == "entry 0", "leaving the keyring level removes its entry")
        #expect(lines[6] == #"{"ok":true,"level":"keyring"}"#)
        // The entry vanished: a clear error that says what is lost and how to recover.
        #expect(lines[7].contains(#""code":"keyUnavailable""#))
        #expect(lines[7].contains("can't be read"))
        // Outside that session the keyring is unreachable: explained, nothing changed.
        let (status, code) = try cli.errorCode("profiles", "list")
        #expect(status == 1 && code == "keyUnavailable")
    }

    @Test func theBinaryRunsWithoutCoreDumps() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "main pass\n").status == 0)
        // The process waits for the passcode on standard input while its limits are read.
        let child = try Subprocess.spawn(BinaryRunner.productsDirectory.appendingPathComponent("threshold").path,
                                         ["--data-dir", cli.directory.path, "profiles", "list", "--passcode-stdin"],
                                         captureOutput: false)
        var limits = ""
        for _ in 0..<200 {
            limits = (try? String(contentsOfFile: "/proc/\(child.pid)/limits", encoding: .utf8)) ?? ""
            if limits.contains("Max core file size"), limits.range(of: #"Max core file size\s+0\s+0"#, options: .regularExpression) != nil { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        close(child.stdin)
        _ = Subprocess.wait(child.pid)
        #expect(limits.range(of: #"Max core file size\s+0\s+0"#, options: .regularExpression) != nil, "\(limits)")
    }
}
