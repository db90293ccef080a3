import Foundation

/// Monotonic time in seconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Times `body` once.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs `a` and `b` alternately `rounds` times (so drift on a shared machine hits both alike) and
/// returns their medians.
func interleaved(rounds: Int, _ a: () throws -> Void, _ b: () throws -> Void) rethrows -> (Double, Double) {
    var ta: [Double] = [], tb: [Double] = []
    for _ in 0..<rounds {
        ta.append(try time(a))
        tb.append(try time(b))
    }
    return (median(ta), median(tb))
}

/// The folder of this executable, where the package's other products are.
var productsDirectory: String {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return (exe as NSString).deletingLastPathComponent
}

/// Runs a product of this package with output discarded and returns its exit status.
///
/// posix_spawn directly: Foundation's Process costs tens of milliseconds per launch, which would
/// drown the few milliseconds being measured.
@discardableResult
func runProduct(_ name: String, _ arguments: [String]) throws -> Int32 {
    let path = productsDirectory + "/" + name
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status >> 8) & 0xff
}

/// Prints one result line: name, the two medians, their ratio and the target.
func report(_ name: String, baseline: Double, measured: Double, target: Double, unit: String = "ms") {
    let ratio = measured / baseline
    let verdict = ratio <= target ? "ok" : "MISSED"
    print(String(format: "%-28@ baseline %9.3f %@  measured %9.3f %@  ratio %5.2f  (target <= %.2f) %@",
                 name as NSString, baseline * 1000, unit as NSString, measured * 1000, unit as NSString, ratio, target, verdict as NSString))
}
