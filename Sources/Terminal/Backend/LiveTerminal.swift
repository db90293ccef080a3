#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The real terminal: raw mode, alternate screen, hidden cursor, bracketed paste, optional
/// mouse reporting, size from `TIOCGWINSZ`, resize events from `SIGWINCH`.
///
/// The terminal is restored on every exit path: ``restore()`` (also called from `deinit`),
/// SIGTERM/SIGHUP/SIGINT/SIGQUIT (restore, then die of the signal), and crash signals
/// (SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE: an async-signal-safe `write` of precomputed bytes,
/// then the default action). Ctrl-C arrives as a key (``KeyEvent/isInterrupt``); the app
/// decides. Call ``prepareSignals()`` first thing in `main`.
///
/// Not `Sendable`: one thread (the app's loop) owns it. Use ``waker`` from other threads.
public final class LiveTerminal: TerminalBackend {
    /// Choices made when entering the full-screen mode.
    public struct Options: Hashable, Sendable {
        /// Report mouse clicks, drags and the wheel (SGR encoding).
        public var mouse: Bool
        /// Use the alternate screen, so the shell's contents come back on exit.
        public var alternateScreen: Bool
        /// How long a lone ESC waits for the rest of a sequence before counting as Escape.
        public var escapeDelay: Duration

        /// Creates options; the defaults suit a full-screen app.
        public init(mouse: Bool = false, alternateScreen: Bool = true,
                    escapeDelay: Duration = .milliseconds(25)) {
            self.mouse = mouse
            self.alternateScreen = alternateScreen
            self.escapeDelay = escapeDelay
        }
    }

    /// Wakes ``nextEvents(timeout:)`` from any thread.
    public let waker: TerminalWaker

    private let inputFD: Int32
    private let outputFD: Int32
    private let options: Options
    private let original: termios
    private let wakePipe: WakePipe
    private var decoder = InputDecoder()
    private var sources: [any DispatchSourceSignal] = []
    var lastSize: TerminalSize
    private var active = true
    /// Bytes read before the loop began that were not a terminal's answer (keys typed while
    /// ``detectGraphics(askKitty:timeout:)`` waited): decoded by the next ``nextEvents(timeout:)``.
    var pendingInput: [UInt8] = []
    /// The size of a character cell in pixels, when ``detectGraphics(askKitty:timeout:)`` asked and
    /// the terminal answered.
    public internal(set) var cellPixelSize: CellPixelSize?
    /// The sixel colour registers the terminal said it has, when asked and answered.
    public internal(set) var sixelColorRegisters: Int?

    /// Blocks the signals the terminal handles (SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT) so
    /// that dispatch signal sources receive them. Call it first thing in `main`, before any
    /// thread starts, so every thread inherits the mask.
    public static func prepareSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signo in [SIGWINCH] + SignalRestore.terminationSignals { sigaddset(&set, signo) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Whether both descriptors are terminals (otherwise use plain line mode).
    public static func isTerminal(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// Enters raw mode and the full-screen setup.
    ///
    /// - Throws: ``TerminalError/notATerminal`` or ``TerminalError/terminalSettingsFailed(errno:)``.
    public init(options: Options = Options(), input: Int32 = STDIN_FILENO,
                output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard LiveTerminal.isTerminal(input: input, output: output) else { throw .notATerminal }
        LiveTerminal.prepareSignals()  // at least on this thread, if main forgot
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw .terminalSettingsFailed(errno: errno) }
        inputFD = input
        outputFD = output
        self.options = options
        original = settings
        wakePipe = try WakePipe()
        waker = TerminalWaker(pipe: wakePipe)
        lastSize = LiveTerminal.querySize(output)

        SignalRestore.arm(outputFD: output, inputFD: input, bytes: LiveTerminal.leaveBytes(options),
                          settings: settings)
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            SignalRestore.disarm()
            throw .terminalSettingsFailed(errno: code)
        }
        installSignalSources()
        do {
            try write(LiveTerminal.enterBytes(options))
        } catch {
            restore()
            throw error
        }
    }

    deinit {
        restore()
    }

    /// Leaves raw mode and the full-screen setup. Safe to call more than once.
    public func restore() {
        guard active else { return }
        active = false
        for source in sources { source.cancel() }
        sources.removeAll()
        SignalRestore.restoreNow()
        SignalRestore.disarm()
        // Give the signals back their default actions, so a SIGTERM after the UI is gone
        // still terminates (a pending one does so now, which is what the sender asked for).
        var set = sigset_t()
        sigemptyset(&set)
        for signo in [SIGWINCH] + SignalRestore.terminationSignals {
            signal(signo, SIG_DFL)
            sigaddset(&set, signo)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The size from `TIOCGWINSZ` (80x24 if the ioctl fails).
    public func size() -> TerminalSize {
        LiveTerminal.querySize(outputFD)
    }

    /// Writes all bytes, retrying on interruption.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                Glibc.write(outputFD, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if n > 0 {
                offset += n
            } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                throw .writeFailed(errno: errno)
            }
        }
    }

    /// Waits for key presses, pastes, mouse events, resizes or wake-ups.
    public func nextEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        let early = pendingInput
        pendingInput = []
        if !early.isEmpty { events += decoder.feed(early) }
        let (inputReady, wakeReady) = try poll(timeout: early.isEmpty ? timeout : .zero, includeWake: true)
        if wakeReady {
            let bytes = wakePipe.drain()
            if bytes.contains(WakePipe.resizeByte) {
                let current = size()
                if current != lastSize {
                    lastSize = current
                    events.append(.resize(current))
                }
            }
            if bytes.contains(WakePipe.wakeByte) { events.append(.wake) }
        }
        if inputReady { events += decoder.feed(try readAvailable()) }
        if inputReady || !early.isEmpty {
            // A lone ESC (or a sequence cut short): wait briefly for the rest.
            while decoder.hasPending && !decoder.isInPaste {
                let (more, _) = try poll(timeout: options.escapeDelay, includeWake: false)
                if more {
                    events += decoder.feed(try readAvailable())
                } else {
                    events += decoder.flush()
                }
            }
        }
        return events
    }

    // MARK: Internals

    func poll(timeout: Duration?, includeWake: Bool) throws(TerminalError) -> (Bool, Bool) {
        var fds = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
        if includeWake { fds.append(pollfd(fd: wakePipe.readFD, events: Int16(POLLIN), revents: 0)) }
        let milliseconds: Int32
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            milliseconds = Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        } else {
            milliseconds = -1
        }
        while true {
            let result = Glibc.poll(&fds, nfds_t(fds.count), milliseconds)
            if result >= 0 { break }
            if errno == EINTR { continue }
            throw .readFailed(errno: errno)
        }
        let ready = { (fd: pollfd) in fd.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
        return (ready(fds[0]), fds.count > 1 && ready(fds[1]))
    }

    func readAvailable() throws(TerminalError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(inputFD, $0.baseAddress, $0.count) }
            if n > 0 { return Array(chunk.prefix(n)) }
            if n == 0 { throw .readFailed(errno: EIO) }  // the terminal went away
            if errno == EINTR { continue }
            if errno == EAGAIN { return [] }
            throw .readFailed(errno: errno)
        }
    }

    private func installSignalSources() {
        let queue = DispatchQueue(label: "Terminal.signals")
        let pipe = wakePipe
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        resize.setEventHandler(handler: LiveTerminal.resizeHandler(pipe))
        resize.resume()
        sources.append(resize)
        for signo in SignalRestore.terminationSignals {
            let source = DispatchSource.makeSignalSource(signal: signo, queue: queue)
            source.setEventHandler(handler: LiveTerminal.terminationHandler(signo))
            source.resume()
            sources.append(source)
        }
    }

    // Handlers are built in nonisolated static functions so they never inherit an actor
    // isolation (a main-actor closure run on this queue would trap).
    private static func resizeHandler(_ pipe: WakePipe) -> @Sendable () -> Void {
        { pipe.send(WakePipe.resizeByte) }
    }

    private static func terminationHandler(_ signo: Int32) -> @Sendable () -> Void {
        { SignalRestore.restoreAndReraise(signo) }
    }

    private static func querySize(_ fd: Int32) -> TerminalSize {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return TerminalSize(width: Int(ws.ws_col), height: Int(ws.ws_row))
        }
        return TerminalSize(width: 80, height: 24)
    }

    static func enterBytes(_ options: Options) -> [UInt8] {
        var bytes: [UInt8] = []
        if options.alternateScreen { bytes += ANSI.enterAlternateScreen }
        bytes += ANSI.hideCursor + ANSI.enableBracketedPaste
        if options.mouse { bytes += ANSI.enableMouse }
        bytes += ANSI.reset + ANSI.clearScreen
        return bytes
    }

    static func leaveBytes(_ options: Options) -> [UInt8] {
        var bytes = ANSI.reset
        if options.mouse { bytes += ANSI.disableMouse }
        bytes += ANSI.disableBracketedPaste + ANSI.showCursor
        if options.alternateScreen { bytes += ANSI.leaveAlternateScreen }
        return bytes
    }
}
