import Foundation

/// What a child reads on its standard input.
enum ChildInput {
    /// `/dev/null`.
    case none
    /// A file's contents.
    case file(String)
    /// Bytes written through a pipe (secrets go there, never into argv); the caller owns (and wipes) them.
    case bytes(UnsafeRawBufferPointer)
}

/// How a child ended, and what it cost.
struct ChildOutcome {
    /// Its exit status; nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, or 0.
    var signal: Int32
    /// Its resource usage (`wait4`): CPU times and peak RSS.
    var usage: rusage

    /// User + system CPU seconds.
    var cpuSeconds: Double {
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    /// Peak resident set size in bytes.
    var peakRSS: Int { Int(usage.ru_maxrss) * 1024 }
}

/// Runs the program at `path` with `arguments`: standard input from `input`, standard output into
/// the file `output` (created 0600, truncated), standard error discarded. With `killAfter`, sends
/// SIGKILL after that many seconds. The one way the benches start programs: `posix_spawn` directly,
/// because Foundation's `Process` costs tens of milliseconds per launch (which would drown what is
/// measured) and can hang waiting for an exited child (see TestSupport's `Subprocess`).
func runChild(_ path: String, _ arguments: [String], input: ChildInput = .none, output: String = "/dev/null",
              killAfter: Double? = nil) throws -> ChildOutcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    switch input {
    case .none:
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    case .file(let inputPath):
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    case .bytes:
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // Standard error is kept (a Swift runtime's "Fatal error" line and backtrace), read only when a
    // signal the bench did not send ends the child (``SignalDeaths``).
    let errorOutput = SignalDeaths.errorPath
    posix_spawn_file_actions_addopen(&actions, 2, errorOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
    guard rc == 0 else {
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO)
    }
    if case .bytes(let buffer) = input {
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let n = write(pipeEnds[1], base + offset, buffer.count - offset)
            if n <= 0 { break }
            offset += n
        }
        close(pipeEnds[1])
    }
    if let killAfter {
        usleep(UInt32(max(0, killAfter) * 1_000_000))
        kill(pid, SIGKILL)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    // A child told to kill itself at a named step (KillPoint's THRESHOLD_TEST_KILL_AT) dies by
    // SIGKILL by design, as one the bench sends.
    let killsItself = getenv("THRESHOLD_TEST_KILL_AT") != nil
    if signal != 0 && !((killAfter != nil || killsItself) && signal == SIGKILL) {
        SignalDeaths.record(command: [path] + arguments, signal: signal, coreDumped: status & 0x80 != 0)
    }
    return ChildOutcome(status: signal == 0 ? (status >> 8) & 0xff : nil, signal: signal, usage: usage)
}

/// Runs a product of this package (output discarded) with `input` on its standard input (through a
/// pipe: secrets go there, never into argv); returns its exit status (-1 when a signal ended it).
@discardableResult
func runProduct(_ name: String, _ arguments: [String], input: String? = nil) throws -> Int32 {
    let path = productsDirectory + "/" + name
    guard let input else { return try runChild(path, arguments).status ?? -1 }
    var bytes = Array(input.utf8)
    defer { for index in bytes.indices { bytes[index] = 0 } }
    return try bytes.withUnsafeBytes { buffer in try runChild(path, arguments, input: .bytes(buffer)) }.status ?? -1
}

/// Total bytes of the regular files under `folder`.
func folderBytes(_ folder: String) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var total = 0
    while let name = walker.nextObject() as? String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
        if attributes?[.type] as? FileAttributeType == .typeRegular { total += (attributes?[.size] as? Int) ?? 0 }
    }
    return total
}

/// The one-minute load average, for the figures' context on a shared machine.
func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) == 3 ? String(format: "%.2f", loads[0]) : "?"
}

/// Every child that a signal the bench did not send ended (issue 36: 38 SIGILLs went unrecorded):
/// its command, the signal, whether it dumped core (and where `core_pattern` puts it), and the end
/// of its standard error, where the Swift runtime writes the failed check and, with
/// `SWIFT_BACKTRACE` (set by the bench for its children), the stack. The harnesses print them and
/// fail; `THRESHOLD_BENCH_DEATHS=FILE` also appends each to that file.
enum SignalDeaths {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var records: [String] = []

    /// Where children write their standard error (one at a time: the benches wait for each).
    static let errorPath = NSTemporaryDirectory() + "/threshold-bench-\(getpid()).stderr"

    /// Turns on the runtime's backtraces for the children (kept when the caller set its own).
    static func enableBacktraces() {
        setenv("SWIFT_BACKTRACE", "enable=yes,interactive=no,color=no,output-to=stderr,threads=crashed", 0)
    }

    static func record(command: [String], signal: Int32, coreDumped: Bool) {
        let errors = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
        let tail = String(decoding: errors.suffix(6000), as: UTF8.self)
        let pattern = (try? String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        let core = coreDumped ? "core dumped (core_pattern \(pattern), in \(FileManager.default.currentDirectoryPath))"
            : "no core (ulimit -c \(coreLimit()))"
        let entry = "signal \(signal) (\(String(cString: strsignal(signal)))), \(core): \(command.joined(separator: " "))\n"
            + tail.split(separator: "\n", omittingEmptySubsequences: false).map { "    | " + $0 }.joined(separator: "\n")
        lock.withLock { records.append(entry) }
        if let file = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_DEATHS"], let handle = FileHandle(forWritingAtPath: file)
            ?? (FileManager.default.createFile(atPath: file, contents: nil) ? FileHandle(forWritingAtPath: file) : nil) {
            handle.seekToEndOfFile()
            handle.write(Data((entry + "\n").utf8))
            handle.closeFile()
        }
    }

    private static func coreLimit() -> String {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0 else { return "?" }
        return limit.rlim_cur == rlim_t.max ? "unlimited" : String(limit.rlim_cur)
    }

    /// The deaths recorded so far.
    static var all: [String] { lock.withLock { records } }

    /// Prints every death; true when there was one.
    static func report(_ pass: String) -> Bool {
        let deaths = all
        guard !deaths.isEmpty else { return false }
        print("\(pass): \(deaths.count) child process(es) ended by a signal the bench did not send:")
        for death in deaths { print("  " + death) }
        return true
    }
}
