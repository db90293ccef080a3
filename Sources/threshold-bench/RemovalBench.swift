import Foundation

// The cost of "nothing earlier survives" (issue 33; docs/performance.md "Re-key after a removal"):
// through the real binary on an install seeded to THRESHOLD_BENCH_REMOVAL_MB (default 1024 MiB),
// kept in THRESHOLD_BENCH_REMOVAL_KEEP=DIR when set (reused by the next run). Each round times a
// profile's deletion with the re-key it now ends with, the same deletion without it (a recovery
// key set: the re-key is skipped, so this is the delete itself plus the log's overwrite), and
// `lock rekey` alone.

private struct RemovalBenchFailure: Error, CustomStringConvertible {
    var description: String
}

func benchRemoval() throws {
    let environment = ProcessInfo.processInfo.environment
    let kept = environment["THRESHOLD_BENCH_REMOVAL_KEEP"].flatMap { $0.isEmpty ? nil : $0 }
    let folder = kept ?? temporaryFolder("removal")
    defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
    let bytes = (environment["THRESHOLD_BENCH_REMOVAL_MB"].flatMap(Int.init) ?? 1024) << 20
    func run(_ arguments: [String], input: String? = nil) throws {
        guard try runProduct("threshold", ["--data-dir", folder] + arguments, input: input) == 0 else {
            throw RemovalBenchFailure(description: "threshold \(arguments.joined(separator: " ")) failed")
        }
    }
    var chunk = 200_000
    var rounds = 0
    print("removal: seeding \(bytes >> 20) MiB with threshold dev seed (load \(loadAverage()))...")
    while folderBytes(folder) < bytes {
        let before = folderBytes(folder)
        try run(["dev", "seed", "--profiles", "1", "--chats", "500", "--messages", String(chunk)])
        let perMessage = max(Double(folderBytes(folder) - before) / Double(chunk), 1)
        chunk = min(max(Int(Double(bytes - folderBytes(folder)) / perMessage * 1.02), 20_000), 4_000_000)
        rounds += 1
        guard rounds < 60 else { throw RemovalBenchFailure(description: "the install does not grow") }
    }
    print(String(format: "  install: %.0f MiB (load %@)", Double(folderBytes(folder)) / 1048576, loadAverage()))
    var withRekey: [Double] = [], without: [Double] = [], rekeyAlone: [Double] = []
    for round in 0..<3 {
        let name = "Bench Extra \(round)"
        // A new profile becomes the active one, which can't be deleted: the seeded one is made active.
        try run(["profiles", "create", name])
        try run(["profiles", "activate", "Profile 1"])
        sync()
        withRekey.append(try time { try run(["--json", "profiles", "delete", name, "--yes"]) })
        try run(["--json", "lock", "recovery-key"])
        try run(["profiles", "create", name])
        try run(["profiles", "activate", "Profile 1"])
        sync()
        without.append(try time { try run(["--json", "profiles", "delete", name, "--yes"]) })
        try run(["--json", "lock", "recovery-key", "clear"])
        sync()
        rekeyAlone.append(try time { try run(["--json", "lock", "rekey"]) })
    }
    print(String(format: "  delete with its re-key: %.2f s (median of 3; %@)", median(withRekey), withRekey.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    print(String(format: "  delete without (recovery key set): %.2f s (%@)", median(without), without.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    print(String(format: "  lock rekey alone: %.2f s (%@)", median(rekeyAlone), rekeyAlone.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    print("  (load \(loadAverage()))")
}
