#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Terminal

/// ``LiveTerminal/detectGraphics(askKitty:timeout:)`` on a pseudo-terminal whose answers the test
/// writes (in the serialized suite of the other live terminal tests: one terminal at a time).
extension LiveTerminalTests {
    private func openTerminal() throws -> (PTY, LiveTerminal) {
        let pty = try PTY()
        let terminal = try LiveTerminal(input: pty.slave, output: pty.slave)
        _ = pty.readMaster()  // the set-up sequences
        return (pty, terminal)
    }

    /// No answer at all: no graphics, after the bounded wait; the query was sent.
    @Test func noAnswerMeansNoPictures() throws {
        let (pty, terminal) = try openTerminal()
        defer { terminal.restore(); pty.close() }
        #expect(terminal.detectGraphics(askKitty: true, timeout: .milliseconds(50)) == [])
        #expect(pty.readMaster() == String(decoding: KittyGraphics.query, as: UTF8.self))
        #expect(try terminal.nextEvents(timeout: .milliseconds(10)) == [])
    }

    /// A kitty answer before the attributes: kitty. A key typed before the answers comes through.
    @Test func aKittyAnswerIsDetected() throws {
        let (pty, terminal) = try openTerminal()
        defer { terminal.restore(); pty.close() }
        pty.send("x\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.detectGraphics(askKitty: true) == .kitty)
        #expect(try terminal.nextEvents(timeout: .milliseconds(10)) == [.key(KeyEvent(.character("x")))])
    }

    /// Without the kitty query (inside tmux) only the sixel questions and the attributes are asked.
    @Test func withoutKittyOnlyTheAttributesAreAsked() throws {
        let (pty, terminal) = try openTerminal()
        defer { terminal.restore(); pty.close() }
        pty.send("\u{1B}[6;17;9t\u{1B}[?62;4c")
        #expect(terminal.detectGraphics(askKitty: false) == .sixel)
        #expect(pty.readMaster() == "\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[?2;1;0S\u{1B}[c")
        // The cell size answered before the attributes is kept for sixel pictures.
        #expect(terminal.cellPixelSize == CellPixelSize(width: 9, height: 17))
    }

    /// xterm does not answer `ESC [ 16 t` by default: the cell is the largest sixel image (its text
    /// area) over the size in cells; the colour registers are kept.
    @Test func theCellSizeFromTheSixelGeometry() throws {
        let (pty, terminal) = try openTerminal()
        defer { terminal.restore(); pty.close() }
        let size = try terminal.size()
        pty.send("\u{1B}[?1;0;1024S\u{1B}[?2;0;\(size.width * 10);\(size.height * 20)S\u{1B}[?63;4c")
        #expect(terminal.detectGraphics(askKitty: false) == .sixel)
        #expect(terminal.cellPixelSize == CellPixelSize(width: 10, height: 20))
        #expect(terminal.sixelColorRegisters == 1024)
    }

    /// The attributes first, then a late kitty answer and garbage: no kitty, and what comes later
    /// is never a key (nothing is typed into a field).
    @Test func lateAnswersAndGarbageAreIgnored() throws {
        let (pty, terminal) = try openTerminal()
        defer { terminal.restore(); pty.close() }
        pty.send("\u{1B}[?1;2c\u{1B}_Gi=31;OK\u{1B}\\")
        #expect(terminal.detectGraphics(askKitty: true) == [])
        pty.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
        var events = try terminal.nextEvents(timeout: .milliseconds(100))
        events += try terminal.nextEvents(timeout: .milliseconds(10))
        #expect(!events.contains { if case .key = $0 { true } else { false } }, "\(events)")
        pty.send("k")
        #expect(try terminal.nextEvents(timeout: .seconds(2)) == [.key(KeyEvent(.character("k")))])
    }
}
