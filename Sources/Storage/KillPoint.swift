#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Named steps of the operations that change several files (self-destruct, re-key, a replaced
/// key file or database and its `.old` overwrite, a migration import's swap, `finalize
/// --delete-local`), where the kill harness stops the process as a SIGKILL there would
/// (docs/reliability.md, "Kill at each step"). Only a debug build listens, to two variables:
///
/// - `THRESHOLD_TEST_KILL_LOG=FILE`: every step reached is appended to FILE, one name a line;
/// - `THRESHOLD_TEST_KILL_AT=NAME` or `NAME#N`: the process sends itself SIGKILL the first (or
///   Nth) time it reaches NAME.
///
/// A release build ignores both (``reached(_:)`` is empty there), so no product path depends on it.
package enum KillPoint {
    /// Marks step `name` (dot-separated, e.g. `key.rekeyCommitted`, `threshold.db.swapped`).
    package static func reached(_ name: String) {
        #if DEBUG
        plan.reached(name)
        #endif
    }

    #if DEBUG
    /// The variables, read once.
    private static let plan = Plan()

    /// What this process was asked to do at its steps, and how often each was reached.
    private final class Plan: Sendable {
        let log: String?
        let target: (name: String, occurrence: Int)?
        let counts = Mutex<[String: Int]>([:])

        init() {
            log = getenv("THRESHOLD_TEST_KILL_LOG").map { String(cString: $0) }
            if let raw = getenv("THRESHOLD_TEST_KILL_AT").map({ String(cString: $0) }), !raw.isEmpty {
                let parts = raw.split(separator: "#", maxSplits: 1)
                target = (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
            } else {
                target = nil
            }
        }

        func reached(_ name: String) {
            guard log != nil || target != nil else { return }
            let count = counts.withLock { counts in
                counts[name, default: 0] += 1
                return counts[name, default: 0]
            }
            if let log {
                let line = Array((name + "\n").utf8)
                let fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
                if fd >= 0 {
                    _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                    close(fd)
                }
            }
            if let target, target.name == name, target.occurrence == count {
                kill(getpid(), SIGKILL)
            }
        }
    }
    #endif
}
