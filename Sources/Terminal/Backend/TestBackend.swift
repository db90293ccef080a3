/// An in-memory terminal for tests: records every byte written, replays them through a small
/// ANSI interpreter, and hands out scripted events.
///
/// Assert on ``lines`` (the screen as text), ``screen`` (cells with styles) or ``written``.
public final class TestBackend: TerminalBackend {
    /// Every byte written so far.
    public private(set) var written: [UInt8] = []
    /// The bytes of the most recent ``write(_:)``.
    public private(set) var lastWrite: [UInt8] = []
    private var emulator: ScreenEmulator
    private var queued: [TerminalEvent] = []
    private var decoder = InputDecoder()

    /// Creates a blank screen of the given size. With `attachesZeroWidth` a zero-width
    /// character (U+2068, a combining mark written alone) stays in the symbol of the cell left of
    /// the cursor, as tmux keeps it, instead of being dropped.
    /// `cellPixels` is the cell size the screen assumes to know which cells a sixel covers.
    public init(size: TerminalSize, attachesZeroWidth: Bool = false, cellPixels: CellPixelSize = .fallback) {
        emulator = ScreenEmulator(size: size, attachesZeroWidth: attachesZeroWidth, cellPixels: cellPixels)
    }

    /// The screen as the bytes written so far would show it.
    public var screen: Buffer { emulator.screen }

    /// The screen as text, one string per row, trailing spaces removed.
    public var lines: [String] { emulator.screen.trimmedLines }

    /// Where the cursor is after the last write.
    public var cursor: Position { emulator.cursor }

    /// The kitty graphics placements on the screen now (``Renderer`` draws pictures with them).
    public var placedImages: [PlacedImage] { emulator.placements }

    /// The sixel pictures on the screen now (each removed when text is written or erased over one
    /// of its cells, as xterm does); ids count the sixels drawn.
    public var sixelImages: [PlacedImage] { emulator.sixels }

    /// How many sixel strings were written so far.
    public var sixelsDrawn: Int { emulator.sixelCount }

    /// The ids of the images sent so far (each picture should be sent once).
    public var transmittedImages: [UInt32] { emulator.transmittedImages }

    /// Whether the cursor is shown (DECTCEM, `ESC [ ? 25 h/l`).
    public var isCursorVisible: Bool { emulator.cursorVisible }

    /// Whether a private mode (e.g. 1049 alternate screen, 2004 bracketed paste) is on.
    public func isModeEnabled(_ mode: Int) -> Bool { emulator.modes.contains(mode) }

    /// Changes the size and queues a ``TerminalEvent/resize(_:)`` event.
    public func resize(to size: TerminalSize) {
        emulator.resize(to: size)
        queued.append(.resize(size))
    }

    /// Queues events for ``nextEvents(timeout:)``.
    public func enqueue(_ events: TerminalEvent...) {
        queued += events
    }

    /// Queues what the terminal would send for these input bytes (decoded like real input;
    /// a trailing lone ESC counts as the Escape key).
    public func enqueueInput(_ bytes: [UInt8]) {
        queued += decoder.feed(bytes)
        queued += decoder.flush()
    }

    /// Queues the keys of typing `text`.
    public func type(_ text: String) {
        enqueueInput(Array(text.utf8))
    }

    /// Forgets recorded bytes (the screen stays).
    public func clearWritten() {
        written.removeAll()
        lastWrite.removeAll()
    }

    /// The current size.
    public func size() -> TerminalSize { emulator.screen.size }

    /// Records the bytes and applies them to the emulated screen.
    public func write(_ bytes: [UInt8]) {
        written += bytes
        lastWrite = bytes
        emulator.feed(bytes)
    }

    /// Returns every queued event at once (never waits).
    public func nextEvents(timeout: Duration?) -> [TerminalEvent] {
        defer { queued.removeAll() }
        return queued
    }
}
