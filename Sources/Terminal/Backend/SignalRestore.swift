#if canImport(Glibc)
import Glibc
#endif

/// What a signal handler needs to give the terminal back: the precomputed restore bytes, the
/// descriptors and the original termios. Plain memory, no Swift objects, so reading it from a
/// signal handler involves no locks, allocation or reference counting.
struct RestoreState {
    var outputFD: Int32
    var inputFD: Int32
    var bytes: UnsafeMutablePointer<UInt8>
    var count: Int
    var settings: termios
    var armed: Int32
}

/// Restoring the terminal from signal handlers and signal sources.
enum SignalRestore {
    /// DOCUMENTED EXCEPTION to "no mutable globals": a crash-signal handler (SIGSEGV, ...)
    /// cannot capture context, so the restore bytes and termios must be reachable from a
    /// global. It is written only on the thread that enters/leaves raw mode, before handlers
    /// are installed and after they are removed; handlers only read it. The memory is never
    /// freed (a handler on another thread may still hold the pointer).
    nonisolated(unsafe) static var state: UnsafeMutablePointer<RestoreState>?

    static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE]
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// Records what to restore and arms the crash handlers.
    static func arm(outputFD: Int32, inputFD: Int32, bytes: [UInt8], settings: termios) {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        storage.initialize(from: bytes, count: bytes.count)
        let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
        pointer.initialize(to: RestoreState(outputFD: outputFD, inputFD: inputFD, bytes: storage,
                                            count: bytes.count, settings: settings, armed: 1))
        state = pointer
        for signo in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_NODEFER)
            _ = sigaction(signo, &action, nil)
        }
        // A blocked mask is inherited across exec: a parent that blocked, say, SIGABRT would keep our
        // handler from ever running (seen with a test runner's tmux server). Crash signals must reach it.
        var set = sigset_t()
        sigemptyset(&set)
        for signo in crashSignals { sigaddset(&set, signo) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Disarms the handlers after a normal restore.
    static func disarm() {
        for signo in crashSignals { signal(signo, SIG_DFL) }
        state?.pointee.armed = 0
    }

    /// Writes the restore bytes and puts back the original settings. Async-signal-safe:
    /// only `write(2)` and `tcsetattr(3)`.
    static func restoreNow() {
        guard let state, state.pointee.armed != 0 else { return }
        var offset = 0
        while offset < state.pointee.count {
            let n = Glibc.write(state.pointee.outputFD, state.pointee.bytes + offset, state.pointee.count - offset)
            if n <= 0 { break }
            offset += n
        }
        _ = tcsetattr(state.pointee.inputFD, TCSAFLUSH, &state.pointee.settings)
    }

    /// Restores, then dies of `signo` with its default action so the parent sees the real cause.
    static func restoreAndReraise(_ signo: Int32) {
        restoreNow()
        signal(signo, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signo)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signo)
    }
}

/// The crash-signal handler (a C function pointer: no captures).
private func crashHandler(_ signo: Int32) {
    SignalRestore.restoreAndReraise(signo)
}
