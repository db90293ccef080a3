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

/// Prints one result line: name, the two medians, their ratio and the target.
func report(_ name: String, baseline: Double, measured: Double, target: Double, unit: String = "ms") {
    let ratio = measured / baseline
    let verdict = ratio <= target ? "ok" : "MISSED"
    print(String(format: "%-28@ baseline %9.3f %@  measured %9.3f %@  ratio %5.2f  (target <= %.2f) %@",
                 name as NSString, baseline * 1000, unit as NSString, measured * 1000, unit as NSString, ratio, target, verdict as NSString))
}
