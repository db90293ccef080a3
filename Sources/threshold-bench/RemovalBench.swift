import Foundation

// The cost of "nothing earlier survives" (issue 33; docs/performance.md "Re-key after a removal"):
// through the real binary on an install seeded to THRESHOLD_BENCH_REMOVAL_MB (default 1024 MiB),
// kept in THRESHOLD_BENCH_REMOVAL_KEEP=DIR when set (reused by the next run). Each round times a
// profile's deletion and a profile's hide, each with the re-key it now ends with and without it
// (a recovery key set: the re-key is skipped, so this is the removal itself plus the log's
// overwrite), and `lock rekey` alone: wall time and the child's CPU (user + system, from
// RUSAGE_CHILDREN), with the with/without ratios of the same run and the load average at each
// step. THRESHOLD_BENCH_REMOVAL_ROUNDS rounds (default 3; medians reported).

private struct RemovalBenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// One command's cost: wall seconds, the child's user and system CPU seconds, the load then.
private struct CommandCost {
    var wall: Double
    var user: Double
    var system: Double
    var load: String
}

/// The CPU seconds of every child waited for so far.
private func childrenCPU() -> (user: Double, system: Double) {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime), seconds(usage.ru_stime))
}

/// Times `body` (which runs one child): wall and the child's CPU.
private func measured(_ body: () throws -> Void) rethrows -> CommandCost {
    let load = loadAverage()
    let before = childrenCPU()
    let wall = try time(body)
    let after = childrenCPU()
    return CommandCost(wall: wall, user: after.user - before.user, system: after.system - before.system, load: load)
}

func benchRemoval() throws {
    let environment = ProcessInfo.processInfo.environment
    let kept = environment["THRESHOLD_BENCH_REMOVAL_KEEP"].flatMap { $0.isEmpty ? nil : $0 }
    let folder = kept ?? temporaryFolder("removal")
    defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
    let bytes = (environment["THRESHOLD_BENCH_REMOVAL_MB"].flatMap(Int.init) ?? 1024) << 20
    let rounds = max(environment["THRESHOLD_BENCH_REMOVAL_ROUNDS"].flatMap(Int.init) ?? 3, 1)
    func run(_ arguments: [String], input: String? = nil) throws {
        guard try runProduct("threshold", ["--data-dir", folder] + arguments, input: input) == 0 else {
            throw RemovalBenchFailure(description: "threshold \(arguments.joined(separator: " ")) failed")
        }
    }
    var chunk = 200_000
    var seeds = 0
    let seedStart = now()
    print("removal: seeding \(bytes >> 20) MiB with threshold dev seed (load \(loadAverage()))...")
    while folderBytes(folder) < bytes {
        let before = folderBytes(folder)
        try run(["dev", "seed", "--profiles", "1", "--chats", "500", "--messages", String(chunk)])
        let perMessage = max(Double(folderBytes(folder) - before) / Double(chunk), 1)
        chunk = min(max(Int(Double(bytes - folderBytes(folder)) / perMessage * 1.02), 20_000), 4_000_000)
        seeds += 1
        guard seeds < 60 else { throw RemovalBenchFailure(description: "the install does not grow") }
    }
    print(String(format: "  install: %.0f MiB (seeded in %.0f s; load %@)", Double(folderBytes(folder)) / 1048576,
                 now() - seedStart, loadAverage()))
    let names = ["delete, with its re-key", "delete, without (recovery key set)", "hide, with its re-key",
                 "hide, without (recovery key set)", "lock rekey alone"]
    var costs: [String: [CommandCost]] = [:]
    func timed(_ label: String, _ arguments: [String], input: String? = nil) throws {
        sync()
        let cost = try measured { try run(arguments, input: input) }
        costs[label, default: []].append(cost)
        print(String(format: "  %@: %.2f s wall, %.2f + %.2f s CPU (load %@)", label, cost.wall, cost.user, cost.system, cost.load))
    }
    /// A new, empty profile `name`, not the active one (the seeded one is made active again).
    func makeProfile(_ name: String) throws {
        try run(["profiles", "create", name])
        try run(["profiles", "activate", "Profile 1"])
    }
    for round in 0..<rounds {
        let name = "Bench Extra \(round)"
        try makeProfile(name)
        try timed(names[0], ["--json", "profiles", "delete", name, "--yes"])
        try makeProfile(name)
        try timed(names[2], ["--json", "profiles", "hide", name, "--password-stdin"], input: "bench hidden \(round) a\n")
        try run(["--json", "lock", "recovery-key"])
        try makeProfile(name)
        try timed(names[1], ["--json", "profiles", "delete", name, "--yes"])
        try makeProfile(name)
        try timed(names[3], ["--json", "profiles", "hide", name, "--password-stdin"], input: "bench hidden \(round) b\n")
        try run(["--json", "lock", "recovery-key", "clear"])
        try timed(names[4], ["--json", "lock", "rekey"])
    }
    print(String(format: "  install after the rounds: %.0f MiB", Double(folderBytes(folder)) / 1048576))
    func medians(_ label: String) -> (wall: Double, cpu: Double) {
        let values = costs[label] ?? []
        return (median(values.map(\.wall)), median(values.map { $0.user + $0.system }))
    }
    print("  medians of \(rounds) round(s): wall, CPU (user + system)")
    for label in names {
        let (wall, cpu) = medians(label)
        print("    " + label.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: " %8.2f s  %8.2f s", wall, cpu))
    }
    for (with, without) in [(names[0], names[1]), (names[2], names[3])] {
        let a = medians(with), b = medians(without)
        print(String(format: "  ratio %@ / without: wall %.0f, CPU %.0f", String(with.prefix { $0 != "," }), a.wall / b.wall, a.cpu / max(b.cpu, 0.001)))
    }
    print("  (load \(loadAverage()))")
}
