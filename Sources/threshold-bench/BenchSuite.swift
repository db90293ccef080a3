import Foundation

/// Runs each bench of `threshold-bench all` in turn; a failure (e.g. the migration bench's export of
/// a database over 1 GiB) is printed and the rest still run. Returns whether any failed.
func runEach(_ benches: [(name: String, run: () throws -> Void)]) -> Bool {
    var failed = false
    for bench in benches {
        do {
            try bench.run()
        } catch {
            FileHandle.standardError.write(Data("threshold-bench \(bench.name): FAILED: \(error)\n".utf8))
            failed = true
        }
    }
    return failed
}
