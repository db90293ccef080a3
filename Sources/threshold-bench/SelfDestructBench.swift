import Foundation

// Self-destruct (PRODUCT.md 10, issue 10 item 6): through the real binary, a 200 MB install against a
// 10 MB install. Each install is seeded to size, locked (`lock set`), given a self-destruct passcode
// (`lock self-destruct set NAME`); each trial copies it afresh and times one command given the
// self-destruct passcode on --passcode-stdin. Passcodes go through stdin, never argv.

private struct SelfDestructBenchFailure: Error, CustomStringConvertible {
    var description: String
}

private let benchPasscode = "bench passcode 7391 alpha"
private let benchDuressPasscode = "bench duress 2864 omega"

/// Seeds `folder` with the binary until its files reach `bytes`, then locks it with a self-destruct passcode.
private func makeLockedInstall(_ folder: String, bytes: Int) throws {
    var chunk = 20_000
    var rounds = 0
    while folderBytes(folder) < bytes {
        let before = folderBytes(folder)
        guard try runProduct("threshold", ["--data-dir", folder, "dev", "seed", "--profiles", "1", "--chats", "200",
                                           "--messages", String(chunk)]) == 0 else {
            throw SelfDestructBenchFailure(description: "threshold dev seed failed")
        }
        let perMessage = max(Double(folderBytes(folder) - before) / Double(chunk), 1)
        chunk = min(max(Int(Double(bytes - folderBytes(folder)) / perMessage * 1.05), 10_000), 2_000_000)
        rounds += 1
        guard rounds < 50 else { throw SelfDestructBenchFailure(description: "the install does not grow") }
    }
    guard try runProduct("threshold", ["--data-dir", folder, "--passcode-stdin", "lock", "set"], input: benchPasscode + "\n") == 0,
          try runProduct("threshold", ["--data-dir", folder, "--passcode-stdin", "lock", "self-destruct", "set", "Decoy"],
                         input: benchPasscode + "\n" + benchDuressPasscode + "\n") == 0
    else { throw SelfDestructBenchFailure(description: "threshold lock set / lock self-destruct set failed") }
}

func benchSelfDestruct() throws {
    let folder = temporaryFolder("self-destruct")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let small = folder + "/small", large = folder + "/large"
    print("self-destruct: seeding a 10 MB and a 200 MB install with threshold dev seed, then lock set + lock self-destruct set (load \(loadAverage()))...")
    try makeLockedInstall(small, bytes: 10_000_000)
    try makeLockedInstall(large, bytes: 200_000_000)
    print(String(format: "  installs: %.1f MB and %.1f MB", Double(folderBytes(small)) / 1e6, Double(folderBytes(large)) / 1e6))

    func trial(_ template: String) throws -> Double {
        let copy = folder + "/trial"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: template, toPath: copy)
        sync()  // the copy's dirty pages are written before the clock starts, not during the wipe
        var status: Int32 = 0
        let seconds = try time {
            status = try runProduct("threshold", ["--data-dir", copy, "--passcode-stdin", "--json", "profiles", "list"],
                                    input: benchDuressPasscode + "\n")
        }
        guard status == 0 else { throw SelfDestructBenchFailure(description: "the self-destruct command failed (status \(status))") }
        // The copy is now the new install: the old data must be gone.
        guard folderBytes(copy) < 5_000_000 else { throw SelfDestructBenchFailure(description: "the old data survived self-destruct") }
        try FileManager.default.removeItem(atPath: copy)
        return seconds
    }
    var small10: [Double] = [], large200: [Double] = []
    for _ in 0..<7 {
        small10.append(try trial(small))
        large200.append(try trial(large))
    }
    report("self-destruct 200 vs 10 MB", baseline: median(small10), measured: median(large200), target: 1.2)
    print("  (7 rounds each, load \(loadAverage()))")
}
