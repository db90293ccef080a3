import Foundation

/// A clock that moves `step` seconds each time it is read, for a face's `now` (tests only): with a
/// step longer than the lock delay, every read finds the grant ended.
public final class SteppingClock: @unchecked Sendable {
    // Unchecked: a face reads it from the one thread that runs it in these tests; the lock keeps
    // it right if one does not.
    private let lock = NSLock()
    private var time = 0.0
    private let step: Double

    /// A clock at 0 that moves `step` seconds per reading.
    public init(step: Double) { self.step = step }

    /// The next reading.
    public func now() -> Double {
        lock.lock()
        defer { lock.unlock() }
        time += step
        return time
    }
}
