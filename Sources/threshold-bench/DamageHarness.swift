import Foundation
import ThresholdCore

// The damage and full-disk passes (docs/reliability.md, "Damage and faults"):
// `threshold-bench damage [--trials N] [--seed S]`. Each damage trial copies a prepared data
// directory whose last transactions are still in its log (as a killed process leaves it), damages
// `threshold.db`, `threshold.db-wal` or `threshold.key` (one byte flipped, 4 KiB zeroed, or the
// file cut), then runs `profiles list` and `profiles create` through the binary. A command that
// fails must name damage (`databaseCorrupted`, `keyFileDamaged`, `databaseEmpty`, or
// `wrongDatabaseKey` for page 1's id) and leave every file as it was; a command that succeeds did
// not meet the damage (a torn end of the log, a page nobody read). Anything else fails the pass.
// The key-file pass flips one byte of each field of a passcode-level `threshold.key` with wipe-after 3
// and types the right passcode three times: each must be `keyFileDamaged`, the files untouched.
// The full-disk passes (root only) run the same two commands on a tmpfs with 0, 4, 16 and 64 KiB
// free, and on a 1 KiB-block ext4 image with 0 to 128 KiB free (where SQLite's memory-mapped WAL
// index used to die with SIGBUS): each is `diskFull` or done, never a signal, and every profile is
// there once space is back.

private struct DamageFailure: Error, CustomStringConvertible {
    var description: String
}

/// A command's exit status and, for a failure, its JSON error code.
private struct CommandOutcome {
    var status: Int32?
    var code: String?
}

private func runJSON(_ directory: String, _ arguments: [String], scratch: String) throws -> CommandOutcome {
    let output = scratch + "/stdout"
    let outcome = try runChild(productsDirectory + "/threshold", ["--data-dir", directory, "--json"] + arguments,
                               output: output)
    let text = (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data()
    let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any]
    let code = (object?["error"] as? [String: Any])?["code"] as? String
    return CommandOutcome(status: outcome.signal == 0 ? outcome.status : nil, code: code)
}

/// The bytes of the files damage may touch (the log index is SQLite's scratch and left out).
private func snapshot(_ directory: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in ["threshold.db", "threshold.db-wal", "threshold.key"] {
        files[name] = FileManager.default.contents(atPath: directory + "/" + name)
    }
    return files
}

/// A small deterministic generator (SplitMix64) for offsets and lengths.
private struct DamageRandom {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound > 0 ? Int(z % UInt64(bound)) : 0
    }
}

private func damage(_ path: String, kind: String, random: inout DamageRandom) throws -> String {
    guard var bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }), !bytes.isEmpty else {
        throw DamageFailure(description: "no file to damage at \(path)")
    }
    let location: String
    switch kind {
    case "flip":
        let offset = random.next(below: bytes.count)
        bytes[offset] ^= UInt8(1 << random.next(below: 8))
        location = "byte \(offset)"
    case "zero":
        let offset = random.next(below: bytes.count)
        let end = min(bytes.count, offset + 4096)
        for index in offset..<end { bytes[index] = 0 }
        location = "bytes \(offset)..<\(end)"
    default:
        let length = random.next(below: bytes.count)
        bytes.removeSubrange(length...)
        location = "cut to \(length) bytes"
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return location
}

func benchDamage(trials: Int, seed: UInt64) throws {
    let root = temporaryFolder("damage")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scratch = root + "/scratch"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let base = root + "/base"
    print("damage: preparing data (profiles, chats, messages; three transactions left in the log)...")
    guard try runJSON(base, ["dev", "seed", "--profiles", "3", "--chats", "6", "--messages", "40"], scratch: scratch).status == 0 else {
        throw DamageFailure(description: "preparing: dev seed failed")
    }
    // Three committed transactions still in the log: the files copied while a store holds them.
    let logged = root + "/logged"
    do {
        let store = try ThresholdStore(path: base + "/threshold.db")
        for index in 1...3 { _ = try store.createProfile(name: "Logged \(index)") }
        try FileManager.default.copyItem(atPath: base, toPath: logged)
        store.closeDatabase()
    }

    let named: Set<String> = ["databaseCorrupted", "keyFileDamaged", "databaseEmpty", "wrongDatabaseKey"]
    var random = DamageRandom(state: seed)
    var failures: [String] = []
    var table: [(String, [String: Int])] = []
    for target in ["threshold.db", "threshold.db-wal", "threshold.key"] {
        for kind in ["flip", "zero", "cut"] {
            var counts: [String: Int] = [:]
            for trial in 0..<trials {
                let directory = root + "/trial"
                try? FileManager.default.removeItem(atPath: directory)
                try FileManager.default.copyItem(atPath: logged, toPath: directory)
                let place = try damage(directory + "/" + target, kind: kind, random: &random)
                var before = snapshot(directory)
                var outcome = "not met"
                for arguments in [["profiles", "list"], ["profiles", "create", "After \(trial)"]] {
                    let result = try runJSON(directory, arguments, scratch: scratch)
                    if result.status == 0 {
                        before = snapshot(directory)
                        continue
                    }
                    let label = "\(target) \(kind) (\(place)), \(arguments.joined(separator: " "))"
                    guard let status = result.status, let code = result.code else {
                        failures.append("\(label): ended by a signal or without an error code")
                        outcome = "failed"
                        break
                    }
                    guard status == 1, named.contains(code) else {
                        failures.append("\(label): \(code) (exit \(status)), not a name for damage")
                        outcome = "failed"
                        break
                    }
                    if snapshot(directory) != before { failures.append("\(label): \(code), but a file was written") }
                    outcome = code
                    break
                }
                counts[outcome, default: 0] += 1
            }
            table.append(("\(target) \(kind)", counts))
        }
    }
    print("damage: \(trials) trials per case, seed \(seed)")
    for (name, counts) in table {
        print("  \(name.padding(toLength: 24, withPad: " ", startingAt: 0)) "
              + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
    try keyFileFieldsPass(root: root, scratch: scratch, failures: &failures)
    try leftoverPass(logged: logged, root: root, scratch: scratch, random: &random, failures: &failures)
    try killedOverwritePass(logged: logged, root: root, scratch: scratch, random: &random, failures: &failures)
    try fullDiskPass(base: base, root: root, scratch: scratch, failures: &failures)
    try smallBlockFullDiskPass(base: base, root: root, scratch: scratch, failures: &failures)
    if SignalDeaths.report("damage") { failures.append("deaths by signal (above)") }
    if failures.isEmpty {
        print("damage: passed")
    } else {
        for failure in failures { print("FAILED: \(failure)") }
        throw DamageFailure(description: "\(failures.count) damage or full-disk case(s) failed")
    }
}

/// Issue 33: what a replacement in place killed between its rename and its overwrite leaves, the
/// old key file or database under its second name (`.old`), whole or damaged (flipped, zeroed,
/// cut): the next start overwrites and removes it, and the data works as before.
private func leftoverPass(logged: String, root: String, scratch: String, random: inout DamageRandom,
                          failures: inout [String]) throws {
    var passed = 0
    for (leftover, source) in [("threshold.key.old", "threshold.key"), ("threshold.db.old", "threshold.db")] {
        for kind in ["whole", "flip", "zero", "cut"] {
            let directory = root + "/leftover"
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.copyItem(atPath: logged, toPath: directory)
            try FileManager.default.copyItem(atPath: directory + "/" + source, toPath: directory + "/" + leftover)
            if kind != "whole" { _ = try damage(directory + "/" + leftover, kind: kind, random: &random) }
            let result = try runJSON(directory, ["profiles", "list"], scratch: scratch)
            if result.status != 0 {
                failures.append("\(leftover) \(kind): profiles list failed (\(result.code ?? "no code"))")
            } else if FileManager.default.fileExists(atPath: directory + "/" + leftover) {
                failures.append("\(leftover) \(kind): still there after the next start")
            } else {
                passed += 1
            }
        }
    }
    print("  .old leftovers (key file, database; whole, flip, zero, cut): \(passed) of 8 finished at the next start")
}

/// Issue 33: what a command killed inside the VFS's overwrite of its log leaves (KillPoint
/// `wal.salted`: new salts synced, the frames still there; `wal.framesZeroed`: the frames zeros,
/// the header not yet; `wal.overwritten`: all zeros, not yet cut or unlinked), as is and damaged
/// (flipped, zeroed, cut): the overwrite starts only after a checkpoint, so the next command reads
/// the data whole, the killed command's profile included, and never calls the log damage.
private func killedOverwritePass(logged: String, root: String, scratch: String, random: inout DamageRandom,
                                 failures: inout [String]) throws {
    var passed = 0, cases = 0, met = 0
    for point in ["wal.salted", "wal.framesZeroed", "wal.overwritten"] {
        for kind in ["as left", "flip", "zero", "cut"] {
            cases += 1
            let label = "a log killed at \(point), \(kind)"
            let directory = root + "/overwrite"
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.copyItem(atPath: logged, toPath: directory)
            setenv("THRESHOLD_TEST_KILL_AT", point, 1)
            let killed = try runJSON(directory, ["profiles", "create", "Killed Writer"], scratch: scratch)
            unsetenv("THRESHOLD_TEST_KILL_AT")
            guard killed.status == nil else {
                failures.append("\(label): the command was not killed there (exit \(String(describing: killed.status)))")
                continue
            }
            let log = directory + "/threshold.db-wal"
            guard FileManager.default.fileExists(atPath: log) else {
                failures.append("\(label): no log left")
                continue
            }
            if kind != "as left" {
                _ = try damage(log, kind: kind, random: &random)
                met += 1
            }
            let listed = try runJSON(directory, ["profiles", "list"], scratch: scratch)
            let text = (try? String(contentsOfFile: scratch + "/stdout", encoding: .utf8)) ?? ""
            guard listed.status == 0 else {
                failures.append("\(label): profiles list failed (\(listed.code ?? "no code"))")
                continue
            }
            guard text.contains("Killed Writer"), (1...3).allSatisfy({ text.contains("Logged \($0)") }) else {
                failures.append("\(label): a committed profile is missing")
                continue
            }
            guard try runJSON(directory, ["profiles", "create", "After"], scratch: scratch).status == 0 else {
                failures.append("\(label): profiles create failed after it")
                continue
            }
            passed += 1
        }
    }
    print("  logs killed inside their overwrite (3 steps; as left, flip, zero, cut): \(passed) of \(cases) read whole, \(met) damaged")
}

private func fullDiskPass(base: String, root: String, scratch: String, failures: inout [String]) throws {
    guard geteuid() == 0 else {
        print("full disk: skipped (mounting a small tmpfs needs root)")
        return
    }
    for free in [0, 4, 16, 64] {
        let mountPoint = root + "/disk-\(free)"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard mount("tmpfs", mountPoint, "tmpfs", 0, "size=4096k,mode=0700") == 0 else {
            print("full disk: skipped (can't mount a tmpfs: \(String(cString: strerror(errno))))")
            return
        }
        defer { umount2(mountPoint, Int32(MNT_DETACH)) }
        let directory = mountPoint + "/data"
        try FileManager.default.copyItem(atPath: base, toPath: directory)
        let filler = mountPoint + "/filler"
        let fd = open(filler, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        let block = [UInt8](repeating: 0x5A, count: 4096)
        var written = 0
        while true {
            let count = block.withUnsafeBytes { write(fd, $0.baseAddress, 4096) }
            if count <= 0 { break }
            written += count
        }
        _ = ftruncate(fd, off_t(max(0, written - free * 1024)))
        close(fd)
        var outcomes: [String] = []
        for arguments in [["profiles", "list"], ["profiles", "create", "Full Disk"]] {
            let result = try runJSON(directory, arguments, scratch: scratch)
            if result.status == 0 {
                outcomes.append("done")
            } else {
                outcomes.append(result.code ?? "no code")
                if result.code != "diskFull" {
                    failures.append("full disk, \(free) KiB free, \(arguments.joined(separator: " ")): \(result.code ?? "no code")")
                }
            }
        }
        unlink(filler)
        let after = try runJSON(directory, ["profiles", "list"], scratch: scratch)
        if after.status != 0 { failures.append("full disk, \(free) KiB free: after freeing space, profiles list: \(after.code ?? "?")") }
        print("full disk: \(free) KiB free: profiles list \(outcomes[0]), profiles create \(outcomes[1]); "
              + "with space back: \(after.status == 0 ? "ok" : "failed")")
    }
}

/// One byte of each field of a passcode-level key file (wipe-after 3, a self-destruct passcode and
/// a recovery key, so every field is in use) flipped, then the right passcode typed three times:
/// each must be `keyFileDamaged` with nothing written.
private func keyFileFieldsPass(root: String, scratch: String, failures: inout [String]) throws {
    let locked = root + "/locked"
    let passcode = "2468"
    func run(_ directory: String, _ arguments: [String], stdin: String) throws -> CommandOutcome {
        let input = scratch + "/stdin"
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))
        let output = scratch + "/stdout"
        let outcome = try runChild(productsDirectory + "/threshold", ["--data-dir", directory, "--json"] + arguments,
                                   input: .file(input), output: output)
        let object = try? JSONSerialization.jsonObject(with: (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data()) as? [String: Any]
        return CommandOutcome(status: outcome.signal == 0 ? outcome.status : nil,
                              code: (object?["error"] as? [String: Any])?["code"] as? String)
    }
    // Every field in use: a self-destruct passcode (its tag and box) and a recovery key (its slot).
    for (arguments, stdin) in [(["profiles", "create", "Kept"], ""), (["--passcode-stdin", "lock", "set"], passcode + "\n"),
                               (["--passcode-stdin", "lock", "self-destruct", "set", "Decoy"], passcode + "\n1357\n"),
                               (["--passcode-stdin", "lock", "wipe-after", "3"], passcode + "\n"),
                               (["--passcode-stdin", "lock", "recovery-key"], passcode + "\n")] {
        guard try run(locked, arguments, stdin: stdin).status == 0 else {
            throw DamageFailure(description: "preparing the locked install: \(arguments.joined(separator: " ")) failed")
        }
    }
    // One byte of each field of a version-2 file (docs/security.md, "Damage before attempts").
    let fields: [(String, Int)] = [("magic", 3), ("version", 8), ("level", 9), ("state", 10), ("scrypt log2N", 11),
                                   ("scrypt r", 12), ("scrypt p", 13), ("wipe-after limit", 14), ("reserved", 15),
                                   ("install id", 20), ("salt", 40), ("attempt counter", 51), ("device slot", 60),
                                   ("wrapped key", 200), ("self-destruct tag", 380), ("self-destruct box", 900),
                                   ("pending length", 1455), ("recovery slot", 1500), ("checksum", 1550)]
    guard FileManager.default.contents(atPath: locked + "/threshold.key")?.count == 1564 else {
        throw DamageFailure(description: "key-file fields: the locked install's key file is not a 1,564-byte version-2 file with a recovery slot")
    }
    var named = 0
    var perField: [String] = []
    for (field, offset) in fields {
        var fieldNamed = 0
        for bit in [0, 7] {
            let directory = root + "/key-field"
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.copyItem(atPath: locked, toPath: directory)
            let keyPath = directory + "/threshold.key"
            guard var bytes = FileManager.default.contents(atPath: keyPath).map({ [UInt8]($0) }), offset < bytes.count else {
                throw DamageFailure(description: "key-file fields: no key file of the expected size")
            }
            bytes[offset] ^= UInt8(1 << bit)
            try Data(bytes).write(to: URL(fileURLWithPath: keyPath))
            let before = snapshot(directory)
            var codes: [String] = []
            for _ in 0..<3 {
                let result = try run(directory, ["--passcode-stdin", "profiles", "list"], stdin: passcode + "\n")
                codes.append(result.status == nil ? "signal" : result.code ?? "done")
            }
            let label = "key file \(field) (byte \(offset), bit \(bit)), right passcode x3"
            if codes != ["keyFileDamaged", "keyFileDamaged", "keyFileDamaged"] { failures.append("\(label): \(codes)") }
            if snapshot(directory) != before { failures.append("\(label): a file was written (an attempt recorded or data wiped)") }
            if codes.allSatisfy({ $0 == "keyFileDamaged" }) { named += 1; fieldNamed += 1 }
        }
        perField.append("\(field) \(fieldNamed)/2")
    }
    print("key-file fields: \(named) of \(fields.count * 2) damaged passcode-level key files named keyFileDamaged before any attempt counted")
    print("  (wipe-after 3, a self-destruct passcode, a recovery key; bits 0 and 7 of one byte per field, the right passcode x3: "
          + perField.joined(separator: ", ") + ")")
}

/// The full-disk pass on a 1 KiB-block ext4 image (root, loop mount): 0 to 128 KiB free.
private func smallBlockFullDiskPass(base: String, root: String, scratch: String, failures: inout [String]) throws {
    guard geteuid() == 0 else {
        print("full disk (1 KiB-block ext4): skipped (mounting a loop image needs root)")
        return
    }
    let image = root + "/ext4.img", mountPoint = root + "/ext4"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: image, contents: nil), truncate(image, 8 << 20) == 0,
          (try? runChild("/sbin/mkfs.ext4", ["-q", "-F", "-b", "1024", "-m", "0", image]))?.status == 0,
          (try? runChild("/bin/mount", ["-o", "loop", image, mountPoint]))?.status == 0 else {
        print("full disk (1 KiB-block ext4): skipped (mkfs.ext4 or a loop mount is not allowed here)")
        return
    }
    defer { _ = try? runChild("/bin/umount", ["-l", mountPoint]) }
    let directory = mountPoint + "/data"
    try FileManager.default.copyItem(atPath: base, toPath: directory)
    var committed: [String] = []
    var lines: [String] = []
    for free in [0, 8, 16, 32, 48, 56, 64, 96, 128] {
        let filler = mountPoint + "/filler"
        let fd = open(filler, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        let block = [UInt8](repeating: 0x5A, count: 1024)
        var written = 0
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, 1024) }) == 1024 { written += 1024 }
        _ = ftruncate(fd, off_t(max(0, written - free * 1024)))
        fsync(fd)
        close(fd)
        var outcomes: [String] = []
        for arguments in [["profiles", "list"], ["profiles", "create", "Small \(free)"], ["lock", "status"]] {
            let result = try runJSON(directory, arguments, scratch: scratch)
            if result.status == 0 {
                outcomes.append("done")
                if arguments[1] == "create" { committed.append("Small \(free)") }
            } else if result.status == nil {
                outcomes.append("SIGNAL")
                failures.append("1 KiB-block ext4, \(free) KiB free, \(arguments.joined(separator: " ")): ended by a signal")
            } else {
                outcomes.append(result.code ?? "no code")
                if result.code != "diskFull" {
                    failures.append("1 KiB-block ext4, \(free) KiB free, \(arguments.joined(separator: " ")): \(result.code ?? "no code")")
                }
            }
        }
        unlink(filler)
        let output = scratch + "/stdout"
        let after = try runChild(productsDirectory + "/threshold", ["--data-dir", directory, "--json", "profiles", "list"], output: output)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let lost = committed.filter { !text.contains("\"\($0)\"") }
        if after.status != 0 || !lost.isEmpty {
            failures.append("1 KiB-block ext4, \(free) KiB free: with space back, profiles list \(after.status.map(String.init) ?? "signal"), lost \(lost)")
        }
        lines.append("\(free) KiB: \(outcomes.joined(separator: "/"))")
    }
    print("full disk (1 KiB-block ext4; list/create/status): " + lines.joined(separator: ", "))
}
