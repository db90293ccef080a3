import Foundation

/// The current time, injected so tests control it.
public protocol WallClock: Sendable {
    /// Seconds since 1970-01-01 UTC.
    func now() -> Int64
    /// Milliseconds since 1970-01-01 UTC (row ids start from it, docs/hidden-profiles.md "Row ids").
    func nowMilliseconds() -> Int64
}

extension WallClock {
    /// A clock of whole seconds: the start of the current second.
    public func nowMilliseconds() -> Int64 { now() * 1000 }
}

/// The system clock.
public struct SystemClock: WallClock {
    /// Creates the live clock.
    public init() {}
    public func now() -> Int64 { Int64(Date().timeIntervalSince1970) }
    public func nowMilliseconds() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}

/// A clock that stands still until moved; for tests.
public final class ManualClock: WallClock, @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Int64

    /// Creates a clock reading `start`.
    public init(_ start: Int64 = 1_700_000_000) { value = start }

    public func now() -> Int64 { lock.withLock { value } }

    /// Moves the clock forward.
    public func advance(by seconds: Int64) { lock.withLock { value += seconds } }

    /// Sets the time.
    public func set(_ seconds: Int64) { lock.withLock { value = seconds } }
}
