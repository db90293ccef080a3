import Foundation

// Direct transfer on loopback (issue 21, docs/performance.md): `migrate export --serve` in one
// process and `migrate import` of its link in another, from the start of the export to the end of
// the import, against the slower of `migrate export --to FILE` and `migrate import` of that file
// timed alone in the same run (target: at most 1.2x, the two sides overlapping), and the peak RSS of
// each side (target: under 64 MiB). THRESHOLD_BENCH_DIRECT_MIB sets the size (default 256).

/// A child with pipes on its standard input, output and error.
private struct PipedChild {
    var pid: pid_t
    var stdin: Int32
    var stdout: Int32
    var stderr: Int32
}

private func spawnPiped(_ path: String, _ arguments: [String]) throws -> PipedChild {
    var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
    guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    for fd in input + output + errors { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(input[0])
    close(output[1])
    close(errors[1])
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
    return PipedChild(pid: pid, stdin: input[1], stdout: output[0], stderr: errors[0])
}

/// Reads `fd` until a line containing `marker` arrived (at most `seconds`); returns that line.
private func readLine(_ fd: Int32, containing marker: String, within seconds: Double = 120) -> String? {
    var buffer: [UInt8] = []
    let end = now() + seconds
    while now() < end {
        while let newline = buffer.firstIndex(of: 10) {
            let line = String(decoding: buffer[..<newline], as: UTF8.self)
            buffer.removeSubrange(...newline)
            if line.contains(marker) { return line }
        }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 1000) >= 0 else { return nil }
        if poller.revents == 0 { continue }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &chunk, chunk.count)
        guard n > 0 else { return nil }
        buffer += chunk[..<n]
    }
    return nil
}

private func waitMeasured(_ pid: pid_t) -> (status: Int32, rss: Int, cpu: Double) {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let cpu = ChildOutcome(status: nil, signal: 0, usage: usage).cpuSeconds
    return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : -1, Int(usage.ru_maxrss) * 1024, cpu)
}

private func writeAll(_ fd: Int32, _ text: String) {
    _ = text.withCString { write(fd, $0, strlen($0)) }
}

private struct DirectBenchFailure: Error, CustomStringConvertible {
    var description: String
}

func benchDirectTransfer() throws {
    let environment = ProcessInfo.processInfo.environment
    let threshold = productsDirectory + "/threshold"
    let megabytes = Int(environment["THRESHOLD_BENCH_DIRECT_MIB"] ?? "") ?? 256
    let folder = temporaryFolder("direct-transfer")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The migration bench's kept source of the same size (THRESHOLD_BENCH_MIGRATION_KEEP), when it
    // was built: the same rows, and building 1 GiB takes longer than the timed work.
    let kept = environment["THRESHOLD_BENCH_MIGRATION_KEEP"].map { $0 + "/\(megabytes)mib" }
    let source: String
    if let kept, FileManager.default.fileExists(atPath: kept + "/built") {
        source = kept + "/source"
        print("direct transfer: reusing the kept \(megabytes) MiB encrypted install in \(kept) (load \(loadAverage()))...")
    } else {
        source = folder + "/source"
        print("direct transfer: building a \(megabytes) MiB encrypted install (load \(loadAverage()))...")
        guard try runChild(threshold, ["--data-dir", source, "profiles", "create", "Bench"]).status == 0 else {
            throw DirectBenchFailure(description: "threshold could not create the source install")
        }
        try fillMigrationSource(source: source, plainPath: folder + "/plain.db", megabytes: megabytes)
        try? FileManager.default.removeItem(atPath: folder + "/plain.db")
    }
    let size = (try FileManager.default.attributesOfItem(atPath: source + "/threshold.db")[.size] as? Int) ?? 0
    print(String(format: "  %.0f MiB encrypted database", Double(size) / 1_048_576))

    // Both placements: on one machine the two sides share its cores, which two devices never do.
    report("both sides on the machine's \(Int(onlineCores())) cores",
           try directRounds(threshold: threshold, source: source, folder: folder, placement: Placement(pinned: false)), pinned: false)
    if onlineCores() >= 2, FileManager.default.isExecutableFile(atPath: Placement.taskset) {
        report("one core each (source on core 0, destination on core 1, as two one-core devices)",
               try directRounds(threshold: threshold, source: source, folder: folder, placement: Placement(pinned: true)), pinned: true)
    } else {
        print("one core each: skipped (needs 2 cores and \(Placement.taskset))")
    }
}

private func report(_ title: String, _ rounds: DirectRounds, pinned: Bool) {
    let slower = max(median(rounds.exports), median(rounds.imports))
    let ratio = median(rounds.directs) / slower
    print(title + ":")
    print(String(format: "  export to a file %.2f s, import from the file %.2f s (each alone; load %@)",
                 median(rounds.exports), median(rounds.imports), loadAverage()))
    print(String(format: "%-28@ %7.2f s  vs the slower side alone %5.2f (<= 1.20) %@", "direct transfer (loopback)" as NSString,
                 median(rounds.directs), ratio, (ratio <= 1.2 ? "ok" : "MISSED") as NSString))
    print("  rounds: direct " + rounds.directs.map { String(format: "%.2f", $0) }.joined(separator: ", ")
          + "; export " + rounds.exports.map { String(format: "%.2f", $0) }.joined(separator: ", ")
          + "; import " + rounds.imports.map { String(format: "%.2f", $0) }.joined(separator: ", "))
    let serve = median(rounds.serveCPU), receive = median(rounds.receiveCPU)
    print(String(format: "  CPU per round (user + system, medians): export %.2f s, import %.2f s; direct: serve %.2f s + import %.2f s = %.2f s",
                 median(rounds.exportCPU), median(rounds.importCPU), serve, receive, serve + receive))
    // The floor: with shared cores both sides' CPU time over the cores (they run at once); with a
    // core each, the busier side's CPU time.
    let floor = pinned ? max(serve, receive) : (serve + receive) / onlineCores()
    print(String(format: "  floor of the direct transfer (%@): %.2f s = %.2f of the slower side alone; the direct transfer took %.2f of that floor",
                 (pinned ? "the busier side's CPU on its core" : "both sides' CPU over the cores") as NSString,
                 floor, floor / slower, median(rounds.directs) / floor))
    for (name, rss) in [("serve (source)", rounds.serveRSS), ("import (destination)", rounds.receiveRSS),
                        ("export to file", rounds.exportRSS), ("import from file", rounds.importRSS)] {
        print(String(format: "%-28@ peak RSS %6.1f MiB  (target < 64 MiB) %@", name as NSString,
                     Double(rss) / 1_048_576, rss < 64 << 20 ? "ok" : "MISSED"))
    }
}

/// Where each side runs: both anywhere (they share the machine's cores), or the source on core 0
/// and the destination on core 1 (two one-core devices: what a direct transfer between two
/// machines is, where neither side takes CPU time from the other), through `taskset`, which
/// executes the program itself (same pid, so `wait4` measures it).
private struct Placement {
    var pinned: Bool
    static let taskset = "/usr/bin/taskset"
    /// The program to spawn for `threshold`.
    func resolved(_ threshold: String) -> String { pinned ? Placement.taskset : threshold }
    /// The arguments for `command` (the program first) on `core`.
    func arguments(_ core: Int, _ command: [String]) -> [String] {
        pinned ? ["-c", String(core)] + command : Array(command.dropFirst())
    }
}

/// One run of three rounds: each side alone through a file, then the direct transfer.
private struct DirectRounds {
    var directs: [Double] = [], exports: [Double] = [], imports: [Double] = []
    var serveRSS = 0, receiveRSS = 0, exportRSS = 0, importRSS = 0
    // CPU seconds (user + system) per round.
    var exportCPU: [Double] = [], importCPU: [Double] = [], serveCPU: [Double] = [], receiveCPU: [Double] = []
}

/// Reads `path` once (into the page cache).
private func warmUp(_ path: String) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while read(descriptor, &buffer, buffer.count) > 0 {}
}

private func directRounds(threshold: String, source: String, folder: String, placement: Placement) throws -> DirectRounds {
    var rounds = DirectRounds()
    for round in 0..<3 {
        // The file path, each side alone.
        let archive = folder + "/archive-\(round).age", output = folder + "/export.json"
        var exported = ChildOutcome(status: nil, signal: 0, usage: rusage())
        rounds.exports.append(try time {
            exported = try runChild(placement.resolved(threshold), placement.arguments(0, [threshold, "--data-dir", source, "migrate", "export", "--to", archive, "--json"]), output: output)
        })
        guard exported.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any],
              let link = object["link"] as? String else { throw DirectBenchFailure(description: "migrate export failed") }
        rounds.exportRSS = max(rounds.exportRSS, exported.peakRSS)
        rounds.exportCPU.append(exported.cpuSeconds)
        // The archive was written with O_DIRECT: read it once so that the import alone reads it from
        // the page cache, as the direct transfer's destination reads nothing from a disk.
        warmUp(archive)
        let fileDestination = folder + "/file-dest-\(round)"
        var imported = ChildOutcome(status: nil, signal: 0, usage: rusage())
        var linkBytes = Array((link + "\n").utf8)
        rounds.imports.append(try time {
            imported = try linkBytes.withUnsafeBytes { try runChild(placement.resolved(threshold), placement.arguments(1, [threshold, "--data-dir", fileDestination, "migrate", "import"]), input: .bytes($0)) }
        })
        for index in linkBytes.indices { linkBytes[index] = 0 }
        guard imported.status == 0 else { throw DirectBenchFailure(description: "migrate import of the file failed") }
        rounds.importRSS = max(rounds.importRSS, imported.peakRSS)
        rounds.importCPU.append(imported.cpuSeconds)
        try? FileManager.default.removeItem(atPath: archive)
        try? FileManager.default.removeItem(atPath: fileDestination)

        // Direct: from the start of the export to the end of the import (the source's exit too).
        let directDestination = folder + "/direct-dest-\(round)"
        var failure: String?
        rounds.directs.append(try time {
            let serving = try spawnPiped(placement.resolved(threshold), placement.arguments(0, [threshold, "--data-dir", source, "migrate", "export", "--serve", "--timeout", "120", "--json"]))
            guard let first = readLine(serving.stdout, containing: "\"link\""),
                  let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any],
                  let direct = object["link"] as? String else {
                kill(serving.pid, SIGKILL)
                _ = waitMeasured(serving.pid)
                failure = "migrate export --serve printed no link"
                return
            }
            let receiving = try spawnPiped(placement.resolved(threshold), placement.arguments(1, [threshold, "--data-dir", directDestination, "migrate", "import", "--json"]))
            writeAll(receiving.stdin, direct + "\n")
            guard let line = readLine(serving.stderr, containing: "Short code: "), let range = line.range(of: "Short code: ") else {
                kill(serving.pid, SIGKILL)
                kill(receiving.pid, SIGKILL)
                _ = waitMeasured(serving.pid)
                _ = waitMeasured(receiving.pid)
                failure = "no short code"
                return
            }
            let code = String(line[range.upperBound...].prefix(7))
            writeAll(receiving.stdin, code + "\n")
            close(receiving.stdin)
            // Both devices confirm the code (issue 33): the source reads it when it asks.
            writeAll(serving.stdin, code + "\n")
            close(serving.stdin)
            let received = waitMeasured(receiving.pid)
            let served = waitMeasured(serving.pid)
            for fd in [serving.stdout, serving.stderr, receiving.stdout, receiving.stderr] { close(fd) }
            if received.status != 0 || served.status != 0 {
                failure = "direct transfer failed (import \(received.status), serve \(served.status))"
            }
            rounds.serveRSS = max(rounds.serveRSS, served.rss)
            rounds.receiveRSS = max(rounds.receiveRSS, received.rss)
            rounds.serveCPU.append(served.cpu)
            rounds.receiveCPU.append(received.cpu)
        })
        if let failure { throw DirectBenchFailure(description: failure) }
        try? FileManager.default.removeItem(atPath: directDestination)
    }
    return rounds
}
