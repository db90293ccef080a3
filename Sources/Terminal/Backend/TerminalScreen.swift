/// Glue between an app's loop and a backend: renders buffers as diffs and keeps the size
/// current. The app owns the loop:
///
/// ```swift
/// let screen = try TerminalScreen(backend: terminal, colorMode: .detect(environment: env))
/// while running {
///     for event in try screen.nextEvents(timeout: .milliseconds(250)) { state = update(state, event) }
///     try screen.draw { buffer in view(state, &buffer) }
/// }
/// ```
public final class TerminalScreen<Backend: TerminalBackend> {
    /// The backend frames are written to.
    public let backend: Backend
    /// The size frames are drawn at.
    public private(set) var size: TerminalSize
    /// Bytes written by the most recent ``draw(cursor:_:)`` (for measurements).
    public private(set) var lastFrameByteCount = 0
    private var renderer: Renderer

    /// Wraps a backend; the first draw repaints the whole screen.
    public init(backend: Backend, colorMode: ColorMode) throws(TerminalError) {
        self.backend = backend
        self.size = try backend.size()
        self.renderer = Renderer(colorMode: colorMode)
    }

    /// Draws a frame: `view` fills a blank buffer of the current size; only changes are written.
    /// Returns nothing; see ``lastFrameByteCount``.
    public func draw(cursor: Position? = nil, _ view: (inout Buffer) -> Void) throws(TerminalError) {
        var buffer = Buffer(size: size)
        view(&buffer)
        try draw(buffer, cursor: cursor)
    }

    /// Draws a prepared buffer (redrawing fully if its size differs from the last frame's).
    public func draw(_ buffer: Buffer, cursor: Position? = nil) throws(TerminalError) {
        let bytes = renderer.render(buffer, cursorPosition: cursor)
        lastFrameByteCount = bytes.count
        if !bytes.isEmpty { try backend.write(bytes) }
    }

    /// Makes the next frame a full redraw.
    public func invalidate() {
        renderer.invalidate()
    }

    /// Waits for events; a resize updates ``size`` and schedules a full redraw.
    public func nextEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        let events = try backend.nextEvents(timeout: timeout)
        for case .resize(let newSize) in events {
            size = newSize
            renderer.invalidate()
        }
        return events
    }
}
