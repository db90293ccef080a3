#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Terminal

@Suite struct TestBackendTests {
    /// The app's loop in miniature: event -> update -> view -> diff -> write.
    @Test func loopDrivesScreenFromScriptedInput() throws {
        let backend = TestBackend(size: TerminalSize(width: 24, height: 4))
        let screen = try TerminalScreen(backend: backend, colorMode: .none)
        var field = TextFieldState()
        var quit = false
        func view(_ buffer: inout Buffer) {
            buffer.put("Search", x: 0, y: 0, style: Style().bold)
            buffer.render(TextField(state: field, placeholder: "name"), in: Rect(x: 0, y: 1, width: 24, height: 1))
            buffer.render(StepIndicator(step: 1, total: 3), in: Rect(x: 0, y: 3, width: 24, height: 1))
        }
        try screen.draw(view)
        #expect(backend.lines == ["Search", "name", "", "Step 1 of 3  ● ○ ○"])
        backend.type("Zoë")
        backend.enqueueInput([0x7F, 0x03])
        for event in try screen.nextEvents(timeout: nil) {
            if case .key(let key) = event, key.isInterrupt { quit = true; continue }
            field.handle(event)
            try screen.draw(view)
            #expect(screen.lastFrameByteCount < 60)
        }
        #expect(quit)
        #expect(backend.lines == ["Search", "Zo", "", "Step 1 of 3  ● ○ ○"])
    }

    @Test func resizeEventRedrawsAtNewSize() throws {
        let backend = TestBackend(size: TerminalSize(width: 20, height: 3))
        let screen = try TerminalScreen(backend: backend, colorMode: .ansi16)
        let required = TerminalSize(width: 30, height: 3)
        func view(_ buffer: inout Buffer) {
            if !buffer.size.fits(required) {
                buffer.render(TooSmallMessage(required: required, actual: buffer.size), in: buffer.area)
            } else {
                buffer.put("Welcome", in: buffer.area, alignment: .center)
            }
        }
        try screen.draw(view)
        #expect(backend.lines[0].hasPrefix(" Terminal too small"))
        backend.resize(to: TerminalSize(width: 30, height: 3))
        let events = try screen.nextEvents(timeout: .zero)
        #expect(events == [.resize(TerminalSize(width: 30, height: 3))])
        try screen.draw(view)
        #expect(backend.lines == ["           Welcome", "", ""])
    }
}

/// The real backend on a pseudo-terminal: raw mode on and off, the setup and restore bytes,
/// input through poll, the waker, the size ioctl.
@Suite(.serialized) struct LiveTerminalTests {
    struct PTY {
        let master: Int32
        let slave: Int32

        init() throws {
            // posix_openpt/ptsname are not visible without _XOPEN_SOURCE; use the Linux ioctls
            // TIOCSPTLCK (unlock) and TIOCGPTN (pty number) directly.
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(master >= 0)
            var unlock: Int32 = 0
            try #require(ioctl(master, UInt(0x4004_5431), &unlock) == 0)
            var number: UInt32 = 0
            try #require(ioctl(master, UInt(0x8004_5430), &number) == 0)
            slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            try #require(slave >= 0)
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        }

        func readMaster() -> String {
            var out: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                out += chunk.prefix(n)
            }
            return String(decoding: out, as: UTF8.self)
        }

        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        func close() {
            Glibc.close(slave)
            Glibc.close(master)
        }
    }

    private func localFlags(_ fd: Int32) -> tcflag_t {
        var settings = termios()
        _ = tcgetattr(fd, &settings)
        return settings.c_lflag
    }

    @Test func entersAndRestoresTheTerminal() throws {
        let pty = try PTY()
        defer { pty.close() }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.slave, UInt(TIOCSWINSZ), &size)
        let before = localFlags(pty.slave)
        #expect(before & tcflag_t(ICANON) != 0)

        let terminal = try LiveTerminal(options: .init(mouse: true), input: pty.slave, output: pty.slave)
        #expect(localFlags(pty.slave) & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(terminal.size() == TerminalSize(width: 100, height: 30))
        let entered = pty.readMaster()
        for sequence in ["\u{1B}[?1049h", "\u{1B}[?25l", "\u{1B}[?2004h", "\u{1B}[?1006h"] {
            #expect(entered.contains(sequence))
        }

        pty.send("a\u{03}\u{1B}[A")
        let events = try terminal.nextEvents(timeout: .seconds(2))
        #expect(events == [.key(KeyEvent(.character("a"))), .key(.control("c")), .key(KeyEvent(.up))])

        pty.send("\u{1B}")
        #expect(try terminal.nextEvents(timeout: .seconds(2)) == [.key(KeyEvent(.escape))])

        terminal.waker.wake()
        #expect(try terminal.nextEvents(timeout: .seconds(2)) == [.wake])
        #expect(try terminal.nextEvents(timeout: .milliseconds(10)) == [])

        terminal.restore()
        terminal.restore()  // idempotent
        #expect(localFlags(pty.slave) == before)
        let left = pty.readMaster()
        for sequence in ["\u{1B}[?1049l", "\u{1B}[?25h", "\u{1B}[?2004l", "\u{1B}[?1000l"] {
            #expect(left.contains(sequence))
        }
    }

    @Test func refusesWhatIsNotATerminal() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(throws: TerminalError.notATerminal) {
            _ = try LiveTerminal(input: fds[0], output: fds[1])
        }
        #expect(!LiveTerminal.isTerminal(input: fds[0], output: fds[1]))
    }

    @Test func restoreBytesUndoSetupBytes() {
        let options = LiveTerminal.Options(mouse: true)
        let enter = String(decoding: LiveTerminal.enterBytes(options), as: UTF8.self)
        let leave = String(decoding: LiveTerminal.leaveBytes(options), as: UTF8.self)
        for mode in ["1049", "25", "2004", "1000", "1002", "1006"] {
            #expect(enter.contains("[?\(mode)h") == leave.contains("[?\(mode)l"))
        }
        #expect(leave.hasPrefix("\u{1B}[0m"))
    }
}
