/// Exponential backoff between delivery attempts: `base * 2^(attempts-1)`, capped at `maximum`.
public struct Backoff: Sendable, Equatable {
    /// The first delay, in seconds.
    public var base: Int64
    /// The longest delay, in seconds.
    public var maximum: Int64

    /// Creates a policy.
    public init(base: Int64 = 5, maximum: Int64 = 3600) {
        self.base = base
        self.maximum = maximum
    }

    /// The delay after `attempts` failed attempts (attempts >= 1).
    public func delay(afterAttempts attempts: Int) -> Int64 {
        let exponent = min(max(attempts - 1, 0), 40)
        let (value, overflow) = base.multipliedReportingOverflow(by: Int64(1) << Int64(exponent))
        return overflow ? maximum : min(value, maximum)
    }
}
