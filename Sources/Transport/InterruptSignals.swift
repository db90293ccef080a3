import Glibc
import Synchronization

/// The write end of the pipe the signal handler writes to (-1: none). Written only while no
/// handler is installed; read by the handler, which may only make async-signal-safe calls.
nonisolated(unsafe) private var interruptPipeWriteEnd: Int32 = -1

/// Turns SIGINT and SIGTERM into a readable file descriptor for as long as it lives (the
/// self-pipe trick), so a long network wait (listening for the other device, sending it the
/// archive) can stop cleanly on Ctrl-C or a `kill` and say so, instead of the process dying
/// mid-write. ``TransferClock`` and ``TransferListener`` poll ``fileDescriptor`` beside their
/// socket and end with ``TransportError/interrupted(_:)``. The previous handlers come back with
/// ``restore()`` (or on deinit), and the calling thread's signal mask too (the signals are
/// unblocked on it while installed; threads it starts meanwhile inherit that). One at a time per process.
public final class InterruptSignals: @unchecked Sendable {
    /// Readable once a signal came (it stays readable).
    public let fileDescriptor: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    private var previous: [sigaction] = []
    private var previousMask = sigset_t()
    private var restored = false
    /// False for a pipe made by ``init(triggerOnly:)``: no handler, no mask, nothing to put back.
    private let handlesSignals: Bool
    /// Guards ``trigger()`` against ``restore()`` closing the pipe meanwhile.
    private let stateLock = Mutex(())

    /// A pipe that only ``trigger()`` makes readable (a Cancel button's stop, from any thread):
    /// no signal handler is installed, so any number may live beside the real one. Nil when the
    /// pipe can't be made.
    public init?(triggerOnly: Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
        signals = []
        handlesSignals = false
    }

    /// Makes the pipe readable as if SIGINT came (idempotent; nothing once restored).
    public func trigger() {
        stateLock.withLock { _ in
            guard !restored else { return }
            var byte = UInt8(truncatingIfNeeded: SIGINT)
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Installs the handlers; nil when the pipe can't be made.
    public init?(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        handlesSignals = true
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        interruptPipeWriteEnd = writeEnd
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(interruptPipeWriteEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous.append(old)
        }
        // A process started with these signals blocked (some launchers do) would never see them.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, &previousMask)
    }

    deinit { restore() }

    /// The signal that came first, if any (without consuming it).
    public var caught: Int32? {
        var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) == 1 else { return nil }
        var byte: UInt8 = 0
        guard read(fileDescriptor, &byte, 1) == 1 else { return nil }
        // Put it back so every other poller still sees it.
        _ = write(writeEnd, &byte, 1)
        return Int32(byte)
    }

    /// Puts the previous handlers back and closes the pipe (idempotent).
    public func restore() {
        let first = stateLock.withLock { _ in
            defer { restored = true }
            return !restored
        }
        guard first else { return }
        guard handlesSignals else {
            close(fileDescriptor)
            close(writeEnd)
            return
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        for (index, signal) in signals.enumerated() {
            var old = previous[index]
            sigaction(signal, &old, nil)
        }
        interruptPipeWriteEnd = -1
        close(fileDescriptor)
        close(writeEnd)
    }

    /// "Ctrl-C" for SIGINT, "SIGTERM" for SIGTERM, else "signal N".
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "Ctrl-C"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
