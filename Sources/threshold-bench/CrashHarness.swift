import Foundation
import Secrets
import Storage
import ThresholdCore

// The kill harness (docs/reliability.md "Kill harness"): `threshold-bench crash [--trials N] [--seed S]`.
// Each trial copies a prepared data directory, starts one `threshold` command on it, SIGKILLs it
// after a random delay (uniform over 0 to 1.2 times that command's uninterrupted run time), then
// checks: the CLI works afterwards (which also runs every recovery a start does), the data opens
// through `ThresholdStore` with the protection level and passcode it had before or after the
// command (never a lost key), `PRAGMA integrity_check` under the database key, unread totals
// against a recount, no key-file or retired-database leftovers, and all-or-nothing: the summary
// (data and key hierarchy) equals either the state before the command or the state after an
// uninterrupted run. Export trials also check that the next export leaves no `.partial`.

/// Fixed passcodes and passwords for the prepared data (test data only).
private enum CrashSecrets {
    static let passcode = "1357"
    static let newPasscode = "2468"
    static let selfDestruct = "8642"
    static let hidden = "hidden-password-1"
    static let hidden2 = "another-password-2"
}

/// One program run: exit status (nil when killed) and standard output.
private struct RunResult {
    var status: Int32?
    var output: String
}

/// Starts `threshold` with `arguments`, `stdin` as standard input; after `killAfter` seconds (when
/// given) sends SIGKILL. posix_spawn directly (Foundation's Process can hang, see TestSupport).
private func runThreshold(_ arguments: [String], stdin: String = "", killAfter: Double? = nil,
                          killAt point: String? = nil, scratch: String) throws -> RunResult {
    let input = scratch + "/stdin", output = scratch + "/stdout"
    try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))
    // Only this child kills itself at the step (KillPoint): the checks' children must not.
    if let point { setenv("THRESHOLD_TEST_KILL_AT", point, 1) }
    defer { if point != nil { unsetenv("THRESHOLD_TEST_KILL_AT") } }
    let outcome = try runChild(productsDirectory + "/threshold", arguments, input: .file(input), output: output,
                               killAfter: killAfter)
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return RunResult(status: outcome.signal == SIGKILL ? nil : outcome.status ?? -1, output: text)
}

private struct CrashFailure: Error, CustomStringConvertible {
    var description: String
}

/// One kind of interrupted operation.
private struct CrashScenario {
    var name: String
    /// The prepared data directory each trial copies.
    var template: String
    /// The command to interrupt (after `--data-dir DIR`) and its standard input.
    var arguments: [String]
    var stdin: String = ""
    /// The passcodes the checks try in turn when the data is behind the app lock: the one it had
    /// before the command first, then the one after (so a self-destruct passcode is only ever tried
    /// on data the old passcode no longer opens).
    var passcodes: [String] = []
    /// Hidden-profile passwords whose profiles the summary lists (one scrypt run each).
    var reveals: [String] = [CrashSecrets.hidden]
    /// Whether the command writes an archive (the trial then checks `.partial` leftovers).
    var exports = false
    /// Whether an uninterrupted run may exit non-zero (a wrong passcode that wipes).
    var failsByDesign = false
}

/// What one look at a data directory found, in process, through `ThresholdStore`.
private struct Observation {
    /// What all-or-nothing compares: the protection level and the passcode that opened the data,
    /// the self-destruct name and attempt limit, the profiles (visible, and hidden ones revealed by
    /// the scenario's passwords), the number of rows of each data table and the settings' keys
    /// (values hold times and counters).
    var summary: String
    /// Integrity, unread recounts, leftovers: anything wrong whatever the state.
    var problems: [String]
    /// One line for a failure message: "an empty unlocked install", "level passcode, 5 profiles".
    var gist: String
}

/// Opens `directory` the way the app does (the store finishes any interrupted key write, wipe or
/// self-destruct), unlocks it with the scenario's passcodes when needed, and reads everything the
/// checks compare. Closes the store before returning.
private func observe(_ directory: String, _ scenario: CrashScenario) -> Observation {
    let path = directory + "/threshold.db"
    let store: ThresholdStore
    do {
        store = try ThresholdStore(path: path)
    } catch {
        return Observation(summary: "unopenable", problems: ["the store does not open: \(error)"], gist: "unopenable")
    }
    defer { store.closeDatabase() }
    var openedWith = "no passcode"
    var problems: [String] = []
    if !store.isUnlocked {
        for passcode in scenario.passcodes {
            do {
                let result = try store.unlock(passcode: passcode)
                openedWith = result == .dataReplaced ? "passcode \(passcode), which replaced the data" : "passcode \(passcode)"
                if store.isUnlocked { break }
            } catch LockError.wrongPasscode {
                continue
            } catch {
                problems.append("unlock with \(passcode): \(error)")
            }
        }
    }
    guard store.isUnlocked else {
        problems.append("no passcode the data had before or after the command opens it (a lost key)")
        return Observation(summary: "locked for good", problems: problems, gist: "locked for good")
    }
    // The re-key a removal killed before or during it owes (issue 33): the next app start does it.
    do {
        if try !store.settleOwedRekey(waitingForOthers: true) { problems.append("the owed re-key stays owed") }
    } catch {
        problems.append("the owed re-key: \(error)")
    }
    do {
        let status = try store.lockStatus()
        var lines = ["level \(status.level.rawValue), opened with \(openedWith), self-destruct \(status.selfDestructName ?? "off"), wipe after \(status.wipeAfter.map(String.init) ?? "off")"]
        let database = try store.openReadOnlyDatabase()
        let (visible, rows) = try database.read { db in
            let visible = try db.map("SELECT name FROM profiles WHERE hidden = 0 ORDER BY name") { (row: borrowing Row) in
                row.string(0) ?? ""
            }
            var rows: [String] = []
            for table in ["profiles", "chats", "messages", "chat_queues", "outbox", "reveal_kdf",
                          "sealed_install", "sealed_slots", "sealed_routes", "sealed_inbox"] {
                rows.append("\(table) \(try db.int("SELECT count(*) FROM \(table)") ?? -1)")
            }
            rows += try db.map("SELECT key FROM settings ORDER BY key") { (row: borrowing Row) in "setting \(row.string(0) ?? "")" }
            return (visible, rows)
        }
        lines += visible.map { "profile \($0)" }
        for password in scenario.reveals {
            let hidden = try store.listProfiles(revealing: password).profiles.filter(\.hidden).map(\.name)
            lines.append("revealed by \(password): \(hidden.sorted().joined(separator: ", "))")
        }
        lines += rows
        let (chats, profiles) = try database.read { db in
            (try db.int("""
                SELECT count(*) FROM chats c
                WHERE c.unread != (SELECT count(*) FROM messages m WHERE m.chat_id = c.id AND m.incoming = 1 AND m.read = 0)
                """) ?? -1,
             try db.int("""
                SELECT count(*) FROM profiles p
                WHERE p.unread != (SELECT coalesce(sum(c.unread), 0) FROM chats c WHERE c.profile_id = p.id)
                """) ?? -1)
        }
        if chats != 0 { problems.append("\(chats) chat(s) whose unread total differs from a recount of their messages") }
        if profiles != 0 { problems.append("\(profiles) profile(s) whose unread total differs from the sum of their chats") }
        let key = try store.databaseKey()
        let storageKey = try key.withUnsafeBytes { bytes throws(DatabaseError) in try DatabaseKey(copying: bytes) }
        let integrity = try Database.integrityProblems(ofFileAt: path, key: storageKey)
        if !integrity.isEmpty { problems.append("integrity_check: \(integrity.prefix(3).joined(separator: "; "))") }
        // A replaced key file or database not overwritten (`.old`, issue 33) or a staged re-key.
        for leftover in ["/threshold.key.tmp", "/threshold.db.retired", "/threshold.key.old", "/threshold.db.old", "/threshold.db.rekey"]
        where FileManager.default.fileExists(atPath: directory + leftover) {
            problems.append("\(leftover.dropFirst()) is left after the next start")
        }
        let gist = status.level != .passcode && visible.isEmpty
            ? "an empty unlocked install"
            : "level \(status.level.rawValue) (\(openedWith)), \(visible.count) visible profile(s)"
        return Observation(summary: lines.joined(separator: "\n"), problems: problems, gist: gist)
    } catch {
        problems.append("reading the opened data: \(error)")
        return Observation(summary: "unreadable", problems: problems, gist: "unreadable")
    }
}

/// The lines of `state` missing from `reference` (+) and the reverse (-), on one line.
private func difference(_ state: String, _ reference: String) -> String {
    let mine = state.split(separator: "\n"), theirs = reference.split(separator: "\n")
    let added = mine.filter { !theirs.contains($0) }.map { "+[\($0)]" }
    let removed = theirs.filter { !mine.contains($0) }.map { "-[\($0)]" }
    return (added + removed).joined(separator: " ")
}

private func files(under directory: String, suffix: String) -> [String] {
    let all = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix(suffix) }
}

/// Runs the harness; prints one line per scenario and a total; throws when any trial failed.
/// `only`: run just the scenarios whose name starts with it (to reproduce a failure with its seed).
func benchCrash(trials: Int, seed: UInt64, only: String? = nil, steps: Bool = true) throws {
    // A first profile draws the install's random chaff (docs/hidden-profiles.md "Counts"), so the
    // reference run of `seed` or a self-destruct would count other slot and route rows than a
    // trial: every child draws it from one seed instead (a debug build of `threshold` reads this;
    // a release build ignores it, and those two scenarios then differ in those two counts).
    setenv("THRESHOLD_TEST_CHAFF_SEED", String(seed), 1)
    let root = temporaryFolder("crash")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scratch = root + "/scratch"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    func cli(_ directory: String, _ arguments: [String], stdin: String = "") throws {
        let result = try runThreshold(["--data-dir", directory] + arguments, stdin: stdin, scratch: scratch)
        guard result.status == 0 else {
            throw CrashFailure(description: "preparing: threshold \(arguments.joined(separator: " ")) exited \(String(describing: result.status))")
        }
    }

    // The prepared data directories.
    print("crash: preparing data (profiles, chats with server queues, a hidden profile, locks, an archive)...")
    let base = root + "/base"
    try cli(base, ["dev", "seed", "--profiles", "4", "--chats", "12", "--messages", "60", "--server", "http://127.0.0.1:9"])
    try cli(base, ["profiles", "create", "Secret"])
    try cli(base, ["profiles", "activate", "Profile 1"])
    try cli(base, ["--password-stdin", "profiles", "hide", "Secret"], stdin: CrashSecrets.hidden + "\n")
    let locked = root + "/locked"
    try FileManager.default.copyItem(atPath: base, toPath: locked)
    try cli(locked, ["--passcode-stdin", "lock", "set"], stdin: CrashSecrets.passcode + "\n")
    let selfDestruct = root + "/self-destruct"
    try FileManager.default.copyItem(atPath: locked, toPath: selfDestruct)
    try cli(selfDestruct, ["--passcode-stdin", "lock", "self-destruct", "set", "Fresh"],
            stdin: CrashSecrets.passcode + "\n" + CrashSecrets.selfDestruct + "\n")
    let wipe = root + "/wipe"
    try FileManager.default.copyItem(atPath: locked, toPath: wipe)
    try cli(wipe, ["--passcode-stdin", "lock", "wipe-after", "1"], stdin: CrashSecrets.passcode + "\n")
    let empty = root + "/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // The archive comes from a device that finished onboarding, as a real one has: made through
    // the CLI, then imported once (which marks onboarding done and what's new seen), then exported.
    // (Straight from the CLI, an interrupted import can end with the data in place but without those
    // two marks, which the import writes after its swap: docs/reliability.md, "Kill harness".)
    func export(_ directory: String, to archive: String) throws -> String {
        let exported = try runThreshold(["--data-dir", directory, "--json", "migrate", "export", "--to", archive], scratch: scratch)
        guard exported.status == 0, let json = try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any],
              let link = json["link"] as? String else {
            throw CrashFailure(description: "preparing: the export of \(directory) failed")
        }
        return link
    }
    let made = root + "/made"
    try cli(made, ["dev", "seed", "--profiles", "2", "--chats", "6", "--messages", "30"])
    try cli(made, ["profiles", "create", "Imported"])
    let source = root + "/source"
    try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try cli(source, ["migrate", "import", try export(made, to: root + "/made.age")])
    let link = try export(source, to: root + "/source.age")

    let scenarios = [
        CrashScenario(name: "create", template: base, arguments: ["profiles", "create", "Newcomer", "--bio", "made during a kill"]),
        CrashScenario(name: "hide", template: base, arguments: ["--password-stdin", "profiles", "hide", "Profile 2"],
                      stdin: CrashSecrets.hidden2 + "\n", reveals: [CrashSecrets.hidden, CrashSecrets.hidden2]),
        CrashScenario(name: "unhide", template: base, arguments: ["--password-stdin", "profiles", "unhide", "Secret"],
                      stdin: CrashSecrets.hidden + "\n"),
        CrashScenario(name: "delete --server-data", template: base,
                      arguments: ["profiles", "delete", "Profile 3", "--server-data", "--yes"]),
        CrashScenario(name: "seed", template: empty,
                      arguments: ["dev", "seed", "--profiles", "20", "--chats", "200", "--messages", "4000", "--server", "http://127.0.0.1:9"],
                      reveals: []),
        CrashScenario(name: "export", template: base, arguments: ["migrate", "export"], exports: true),
        CrashScenario(name: "import --replace", template: base, arguments: ["migrate", "import", link, "--replace"]),
        CrashScenario(name: "lock set", template: base, arguments: ["--passcode-stdin", "lock", "set"],
                      stdin: CrashSecrets.newPasscode + "\n", passcodes: [CrashSecrets.newPasscode]),
        CrashScenario(name: "lock set (change)", template: locked, arguments: ["--passcode-stdin", "lock", "set"],
                      stdin: CrashSecrets.passcode + "\n" + CrashSecrets.newPasscode + "\n",
                      passcodes: [CrashSecrets.passcode, CrashSecrets.newPasscode]),
        CrashScenario(name: "lock clear", template: locked, arguments: ["--passcode-stdin", "lock", "clear"],
                      stdin: CrashSecrets.passcode + "\n", passcodes: [CrashSecrets.passcode]),
        CrashScenario(name: "self-destruct", template: selfDestruct, arguments: ["--passcode-stdin", "profiles", "list"],
                      stdin: CrashSecrets.selfDestruct + "\n", passcodes: [CrashSecrets.passcode, CrashSecrets.selfDestruct]),
        CrashScenario(name: "wipe-after-N", template: wipe, arguments: ["--passcode-stdin", "profiles", "list"],
                      stdin: "0000\n", passcodes: [CrashSecrets.passcode], failsByDesign: true),
    ]

    let chosen = only.map { prefix in scenarios.filter { $0.name.hasPrefix(prefix) } } ?? scenarios
    let runsFinalize = only.map { "finalize --delete-local".hasPrefix($0) } ?? true
    guard !chosen.isEmpty || runsFinalize else { throw CrashFailure(description: "no scenario is named \(only ?? "")") }
    var generator = SplitMix(state: seed)
    var failures: [String] = []
    var total = 0, stepTotal = 0
    var stepLines: [String] = []
    for (index, scenario) in chosen.enumerated() {
        let count = trials / chosen.count + (index < trials % chosen.count ? 1 : 0)
        guard count > 0 else { continue }
        func fresh(_ label: String) throws -> String {
            let directory = root + "/trial-\(label)"
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.copyItem(atPath: scenario.template, toPath: directory)
            return directory
        }
        /// The first check of every trial: the CLI answers (running every recovery a start does).
        func cliWorks(_ directory: String) throws -> Bool {
            for passcode in scenario.passcodes {
                let unlocked = try runThreshold(["--data-dir", directory, "--passcode-stdin", "profiles", "list", "--json"],
                                                stdin: passcode + "\n", scratch: scratch)
                if unlocked.status == 0 { return true }
            }
            return try runThreshold(["--data-dir", directory, "profiles", "list", "--json"], scratch: scratch).status == 0
        }
        // Reference states and the uninterrupted run time (median of three).
        let untouched = try fresh("reference-before")
        guard try cliWorks(untouched) else { throw CrashFailure(description: "\(scenario.name): the CLI fails on the prepared data") }
        let before = observe(untouched, scenario)
        guard before.problems.isEmpty else {
            throw CrashFailure(description: "\(scenario.name): the prepared data: \(before.problems.joined(separator: "; "))")
        }
        var durations: [Double] = []
        var after = before
        for _ in 0..<3 {
            let directory = try fresh("reference-after")
            let start = now()
            let result = try runThreshold(["--data-dir", directory] + scenario.arguments, stdin: scenario.stdin, scratch: scratch)
            durations.append(now() - start)
            guard result.status == 0 || scenario.failsByDesign else {
                throw CrashFailure(description: "\(scenario.name): the uninterrupted run exited \(String(describing: result.status))")
            }
            guard try cliWorks(directory) else { throw CrashFailure(description: "\(scenario.name): the CLI fails after a full run") }
            after = observe(directory, scenario)
            guard after.problems.isEmpty else {
                throw CrashFailure(description: "\(scenario.name): after a full run: \(after.problems.joined(separator: "; "))")
            }
        }
        guard after.summary != before.summary else { throw CrashFailure(description: "\(scenario.name): the command changes nothing") }
        let duration = median(durations)

        var killed = 0, asBefore = 0, asAfter = 0
        /// The checks after an interrupted run: what broke (nothing: ended as before or as after).
        func judge(_ directory: String) throws -> [String] {
            var problems: [String] = []
            if try !cliWorks(directory) { problems.append("the CLI fails afterwards") }
            let state = observe(directory, scenario)
            problems += state.problems
            if state.summary == before.summary {
                asBefore += 1
            } else if state.summary == after.summary {
                asAfter += 1
            } else {
                problems.append("neither the state before nor after: \(state.gist) (before: \(before.gist); after: \(after.gist)); "
                                + "against before \(difference(state.summary, before.summary)); against after \(difference(state.summary, after.summary))")
            }
            return problems
        }
        for trial in 0..<count {
            let directory = try fresh("run")
            let delay = Double(generator.next() % 1_000_000) / 1_000_000 * duration * 1.2
            let result = try runThreshold(["--data-dir", directory] + scenario.arguments, stdin: scenario.stdin,
                                          killAfter: delay, scratch: scratch)
            if result.status == nil { killed += 1 }
            var problems = try judge(directory)
            if scenario.exports {
                let next = try runThreshold(["--data-dir", directory, "migrate", "export"], scratch: scratch)
                let partials = files(under: directory, suffix: ".partial")
                if next.status != 0 { problems.append("the next export failed") }
                if !partials.isEmpty { problems.append("the next export left \(partials)") }
            }
            if !problems.isEmpty {
                failures.append("\(scenario.name) trial \(trial) (kill after \(String(format: "%.1f", delay * 1000)) ms"
                                + "\(result.status == nil ? "" : ", had finished")): " + problems.joined(separator: "; "))
            }
            total += 1
        }
        let label = scenario.name.padding(toLength: 23, withPad: " ", startingAt: 0)
        print(String(format: "  %@ %4d trials, %4d killed mid-run, %4d ended as before, %4d as after; run %.0f ms",
                     label as NSString, count, killed, asBefore, asAfter, duration * 1000))
        if steps {
            // A kill at each named step the command passes (KillPoint), judged as a random kill.
            asBefore = 0
            asAfter = 0
            let points = try stepsPassed(scenario.arguments, stdin: scenario.stdin, directory: try fresh("steps"), scratch: scratch)
            var notReached = 0
            for point in points {
                let directory = try fresh("step")
                let result = try runThreshold(["--data-dir", directory] + scenario.arguments, stdin: scenario.stdin,
                                              killAt: point, scratch: scratch)
                if result.status != nil { notReached += 1 }
                let problems = try judge(directory)
                if !problems.isEmpty {
                    failures.append("\(scenario.name) killed at step \(point)\(result.status == nil ? "" : " (not reached: it exited)"): "
                                    + problems.joined(separator: "; "))
                }
                total += 1
                stepTotal += 1
            }
            print(String(format: "  %@ %4d steps killed, %4d ended as before, %4d as after%@",
                         label as NSString, points.count, asBefore, asAfter,
                         notReached == 0 ? "" : ", \(notReached) not reached on the rerun"))
            stepLines.append("\(scenario.name): " + points.joined(separator: " "))
        }
    }
    if runsFinalize {
        try finalizeKills(template: base, trials: max(8, trials / 20), generator: &generator, root: root, scratch: scratch,
                          steps: steps, failures: &failures)
    }
    if steps && ProcessInfo.processInfo.environment["THRESHOLD_BENCH_STEPS_VERBOSE"] != nil {
        for line in stepLines { print("  steps of " + line) }
    }
    print("crash: \(total) trials (\(stepTotal) of them a kill at a named step), \(failures.count) failure(s)")
    for failure in failures.prefix(20) { print("  FAIL " + failure) }
    if SignalDeaths.report("crash") { failures.append("deaths by signal (above)") }
    if !failures.isEmpty { throw CrashFailure(description: "\(failures.count) trial(s) failed") }
}

/// The named steps (KillPoint) an uninterrupted run of `arguments` on `directory` passes, in order,
/// each as `NAME#N` (its Nth time): one run with `THRESHOLD_TEST_KILL_LOG` set. A release build of
/// `threshold` passes none (it ignores the variables).
private func stepsPassed(_ arguments: [String], stdin: String, directory: String, scratch: String) throws -> [String] {
    let log = scratch + "/steps.log"
    try? FileManager.default.removeItem(atPath: log)
    setenv("THRESHOLD_TEST_KILL_LOG", log, 1)
    defer { unsetenv("THRESHOLD_TEST_KILL_LOG") }
    let result = try runThreshold(["--data-dir", directory] + arguments, stdin: stdin, scratch: scratch)
    _ = result
    let names = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    var seen: [String: Int] = [:]
    return names.map { name in
        seen[name, default: 0] += 1
        return "\(name)#\(seen[name, default: 0])"
    }
}

/// `migrate finalize --delete-local` killed at random points (issue 36): running it again must
/// finish, leaving none of the old files and not the exported archive.
private func finalizeKills(template: String, trials: Int, generator: inout SplitMix, root: String, scratch: String,
                           steps: Bool, failures: inout [String]) throws {
    func prepared() throws -> (String, String) {
        let directory = root + "/trial-finalize"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.copyItem(atPath: template, toPath: directory)
        let exported = try runThreshold(["--data-dir", directory, "migrate", "export", "--json"], scratch: scratch)
        let object = try? JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any]
        guard exported.status == 0, let archive = object?["archive"] as? String ?? object?["path"] as? String else {
            throw CrashFailure(description: "finalize: preparing the export failed")
        }
        return (directory, archive)
    }
    let finalize = ["migrate", "finalize", "--delete-local", "--yes"]
    var durations: [Double] = []
    for _ in 0..<3 {
        let (directory, _) = try prepared()
        let start = now()
        guard try runThreshold(["--data-dir", directory] + finalize, scratch: scratch).status == 0 else {
            throw CrashFailure(description: "finalize: the uninterrupted run failed")
        }
        durations.append(now() - start)
    }
    let duration = median(durations)
    /// Running it again after the kill: it must finish, leaving none of the old files nor the archive.
    func rerunFinishes(_ directory: String, _ archive: String) throws -> [String] {
        let again = try runThreshold(["--data-dir", directory] + finalize, scratch: scratch)
        var problems: [String] = []
        if again.status != 0 { problems.append("running it again exited \(again.status.map(String.init) ?? "by a signal")") }
        let left = ["threshold.key", "threshold.db", "files", ".delete-local"].filter {
            FileManager.default.fileExists(atPath: directory + "/" + $0)
        }
        if !left.isEmpty { problems.append("left \(left)") }
        if FileManager.default.fileExists(atPath: archive) { problems.append("the archive is still there") }
        return problems
    }
    var killed = 0
    for trial in 0..<trials {
        let (directory, archive) = try prepared()
        let delay = Double(generator.next() % 1_000_000) / 1_000_000 * duration * 1.2
        let first = try runThreshold(["--data-dir", directory] + finalize, killAfter: delay, scratch: scratch)
        if first.status == nil { killed += 1 }
        let problems = try rerunFinishes(directory, archive)
        if !problems.isEmpty {
            failures.append("finalize trial \(trial) (kill after \(String(format: "%.1f", delay * 1000)) ms): " + problems.joined(separator: "; "))
        }
    }
    let label = "finalize --delete-local" as NSString
    print(String(format: "  %@ %4d trials, %4d killed mid-run, each finished by running it again; run %.0f ms",
                 label, trials, killed, duration * 1000))
    guard steps else { return }
    let (stepDirectory, _) = try prepared()
    let points = try stepsPassed(finalize, stdin: "", directory: stepDirectory, scratch: scratch)
    var notReached = 0
    for point in points {
        let (directory, archive) = try prepared()
        let first = try runThreshold(["--data-dir", directory] + finalize, killAt: point, scratch: scratch)
        if first.status != nil { notReached += 1 }
        let problems = try rerunFinishes(directory, archive)
        if !problems.isEmpty { failures.append("finalize killed at step \(point): " + problems.joined(separator: "; ")) }
    }
    print(String(format: "  %@ %4d steps killed, each finished by running it again%@ (%@)", label, points.count,
                 notReached == 0 ? "" : ", \(notReached) not reached on the rerun", points.joined(separator: " ") as NSString))
}

/// SplitMix64, so a run is reproducible from its seed.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
