#if canImport(Glibc)
import Glibc
#endif

/// Keeps secrets out of crash dumps (issue 12): no core file, and the process is not dumpable, so
/// other processes of the same user cannot read its memory through `ptrace` or `/proc/PID/mem`.
public enum ProcessHardening {
    /// `PR_SET_DUMPABLE` and `PR_GET_DUMPABLE` from `<linux/prctl.h>`.
    static let setDumpable: Int32 = 4
    static let getDumpable: Int32 = 3

    /// What ``apply()`` achieved.
    public struct Outcome: Sendable, Equatable {
        /// `RLIMIT_CORE` is 0 (soft and hard).
        public var coreLimitZero: Bool
        /// `PR_GET_DUMPABLE` reads 0.
        public var notDumpable: Bool
    }

    /// Sets `RLIMIT_CORE` to 0 and `PR_SET_DUMPABLE` to 0. Call it first thing in `main`.
    /// `keepingDumpable` leaves the dumpable flag alone (no core file still): the desktop app, whose
    /// requests xdg-desktop-portal refuses from a process it can't inspect through `/proc/PID/root`
    /// (the file chooser of GTK 4.10 and later, the settings portal); its keys are in
    /// `MADV_DONTDUMP` memory (``SecureBytes``) either way.
    @discardableResult
    public static func apply(keepingDumpable: Bool = false) -> Outcome {
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        let coreLimitZero = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) == 0
        if !keepingDumpable, let prctl = prctlFunction() { _ = prctl(setDumpable, 0, 0, 0, 0) }
        return Outcome(coreLimitZero: coreLimitZero, notDumpable: isDumpable() == false)
    }

    /// The dumpable flag as the kernel reports it; nil when it cannot be read.
    public static func isDumpable() -> Bool? {
        guard let prctl = prctlFunction() else { return nil }
        let value = prctl(getDumpable, 0, 0, 0, 0)
        return value < 0 ? nil : value != 0
    }

    private typealias PrctlFunction = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// `prctl` is variadic in C, which Swift does not import; glibc's implementation reads its
    /// arguments as unsigned longs, so calling it through a fixed five-argument signature is exact.
    private static func prctlFunction() -> PrctlFunction? {
        guard let symbol = UnsafeMutableRawPointer(bitPattern: prctlAddress) else { return nil }
        return unsafeBitCast(symbol, to: PrctlFunction.self)
    }

    /// Resolved once (so a forked child that calls ``apply()`` does not enter the dynamic loader).
    private static let prctlAddress: UInt = UInt(bitPattern: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl"))
}
