#if canImport(Glibc)
import Glibc
#endif

/// Seconds on a monotonic clock, for rates and ETAs; injected (tests pass their own closure).
public enum MonotonicClock {
    /// Seconds since an arbitrary point, from `CLOCK_MONOTONIC`.
    @Sendable public static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
