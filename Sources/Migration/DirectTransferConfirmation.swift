import Foundation
import Glibc
import Synchronization
import Transport

/// The source user's answer to "does the new device show the same short code?" during a direct
/// transfer (issue 33: both devices confirm). The serve asks through
/// ``DirectTransferServer/Event/confirmCode(peer:shortCode:)`` and then waits here; a face answers
/// from any thread with ``answer(_:)`` (a key, a button, a typed line).
public final class DirectTransferConfirmation: Sendable {
    private let state = Mutex<Bool?>(nil)

    public init() {}

    /// The user's answer to the question asked last: `true` when both devices show the same code.
    /// Any thread; an answer before the question is dropped when it is asked.
    public func answer(_ sameCode: Bool) {
        state.withLock { $0 = sameCode }
    }

    /// Forgets an earlier answer (a new question).
    func reset() {
        state.withLock { $0 = nil }
    }

    /// Waits up to `seconds` for the answer; false when none came in time. Throws
    /// ``MigrationError/cancelled(_:)`` when `interrupt` fired (a signal, a face's Stop).
    func wait(seconds: Double, interrupt: InterruptSignals?) throws(MigrationError) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while true {
            if let answer = state.withLock({ $0 }) { return answer }
            if interrupt?.caught != nil { throw .cancelled("Stopped: no transfer was finished, and this device no longer listens.") }
            let left = deadline - ProcessInfo.processInfo.systemUptime
            guard left > 0 else { return false }
            // Woken at once by a stop; otherwise the answer is looked at every 50 ms.
            if let interrupt {
                var poller = pollfd(fd: interrupt.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, Int32(min(50, max(1, left * 1000))))
            } else {
                usleep(UInt32(min(50_000, max(1_000, left * 1_000_000))))
            }
        }
    }
}
