/// Turns buffers into terminal bytes, writing only what changed since the previous frame.
///
/// The renderer remembers the last frame, the terminal's cursor position and its current SGR
/// style, so a frame that changes one character costs a cursor move, perhaps a style change,
/// and the character. A size change or ``invalidate()`` forces a full redraw (clear + all
/// non-blank cells). With ``ColorMode/none`` colors are dropped, attributes kept.
///
/// Right-to-left text keeps the frame left to right: each run of it (``RightToLeftRuns``) is
/// written whole between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, so a
/// terminal that runs the bidirectional algorithm reorders the run only inside its own cells, and
/// one that does not sees two zero-width characters that leave the cursor where it is.
public struct Renderer: Sendable {
    /// The colors the terminal can show.
    public var colorMode: ColorMode
    private var previous: Buffer?
    private var cursor: Position?
    private var style: Style?
    private var cursorVisible: Bool?
    /// The images the terminal was sent (by ``TerminalImage/id``): each is sent once.
    private var transmitted: Set<UInt32> = []
    /// The images placed by the last frame.
    private var placed: [TerminalImage] = []
    /// Whether an image may be on the screen (placed since the last deletion).
    private var mayShowImages = false
    /// The sixel images on the screen (drawn by an earlier frame, not covered since).
    private var drawnSixels: [TerminalImage] = []
    /// Whether sixel scrolling mode was set (before the first sixel).
    private var sixelModeSet = false

    /// Creates a renderer; the first frame is a full redraw.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the terminal's state so the next frame redraws everything (after a resize, a
    /// suspended process, or another program writing to the screen).
    public mutating func invalidate() {
        previous = nil
        cursor = nil
        style = nil
        cursorVisible = nil
        // Another program may have had the screen: send the images again.
        transmitted = []
        placed = []
        // The full redraw clears the screen, sixels with it.
        drawnSixels = []
        sixelModeSet = false
    }

    /// The bytes that turn the previous frame into `buffer`.
    ///
    /// - Parameters:
    ///   - buffer: the new frame.
    ///   - cursorPosition: where to show the terminal's cursor (a text field's caret),
    ///     or `nil` to keep it hidden.
    public mutating func render(_ buffer: Buffer, cursorPosition: Position? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        let old: Buffer
        let redraw: Bool
        if let previous, previous.size == buffer.size {
            old = previous
            redraw = false
        } else {
            redraw = true
            out += ANSI.reset
            out += ANSI.clearScreen
            style = .plain
            cursor = Position(x: 0, y: 0)
            old = Buffer(size: buffer.size)
        }
        let width = buffer.width
        for y in 0..<buffer.height {
            let newRuns = RightToLeftRuns.runs(in: buffer, row: y)
            let oldRuns = RightToLeftRuns.runs(in: old, row: y)
            if !newRuns.isEmpty || !oldRuns.isEmpty {
                renderRow(y, of: buffer, old: old, newRuns: newRuns, oldRuns: oldRuns, out: &out)
                continue
            }
            let row = y * width
            var x = 0
            while x < width {
                let cell = buffer.cells[row + x]
                if cell.isContinuation || cell == old.cells[row + x] {
                    x += 1
                    continue
                }
                moveCursor(to: x, y: y, in: buffer, old: old, out: &out)
                let w = cell.width
                write(cell, out: &out)
                advanceCursor(by: w, width: width)
                x += max(w, 1)
            }
        }
        renderImages(buffer, old: old, redraw: redraw, out: &out)
        if let target = cursorPosition, buffer.area.contains(x: target.x, y: target.y) {
            moveCursor(to: target.x, y: target.y, in: buffer, old: buffer, out: &out)
            if cursorVisible != true {
                out += ANSI.showCursor
                cursorVisible = true
            }
        } else if cursorVisible != false {
            out += ANSI.hideCursor
            cursorVisible = false
        }
        previous = buffer
        return out
    }

    /// Writes a row that holds right-to-left text, now or in the previous frame.
    ///
    /// Each run (``RightToLeftRuns``) with a changed cell is written whole, between U+2068 and
    /// U+2069, never in pieces, so the isolate always spans the run as it is now. The cell before
    /// the run is written again too: a terminal that keeps zero-width characters attaches them to
    /// the cell before the cursor (tmux does), so U+2068 lands on that cell and U+2069 on the run's
    /// last one, and rewriting them replaces the old marks instead of piling them up. A run of the
    /// previous frame that is not there any more, unchanged, is written again with the cell before
    /// it, which clears its marks.
    private mutating func renderRow(_ y: Int, of buffer: Buffer, old: Buffer, newRuns: [Range<Int>],
                                    oldRuns: [Range<Int>], out: inout [UInt8]) {
        let width = buffer.width
        let row = y * width
        var dirty = (0..<width).map { buffer.cells[row + $0] != old.cells[row + $0] }
        /// The first column of the cell covering column `x` (a wide character's left half).
        func lead(_ x: Int) -> Int {
            x > 0 && buffer.cells[row + x].isContinuation ? x - 1 : x
        }
        /// The columns a run is written over: the cell before it, then the run.
        func span(_ run: Range<Int>) -> Range<Int> {
            run.lowerBound > 0 ? lead(run.lowerBound - 1)..<run.upperBound : run
        }
        for run in oldRuns {
            let cells = span(run)
            if newRuns.contains(run), !cells.contains(where: { dirty[$0] }) { continue }
            for x in cells { dirty[lead(x)] = true }
        }
        var isolated: [Range<Int>] = []
        for run in newRuns {
            let cells = span(run)
            guard cells.contains(where: { dirty[$0] }) else { continue }
            for x in cells { dirty[lead(x)] = true }
            isolated.append(run)
        }
        var next = 0  // index of the next run in `isolated`
        var x = 0
        while x < width {
            if next < isolated.count, isolated[next].lowerBound == x {
                let run = isolated[next]
                next += 1
                moveCursor(to: x, y: y, in: buffer, old: old, out: &out)
                out += RightToLeftRuns.isolate
                // A size inside the run ("40×12") in its own left-to-right isolate.
                let sizes = run.count > 2 ? RightToLeftRuns.sizes(in: buffer, row: y, run: run) : []
                var column = x
                while column < run.upperBound {
                    let cell = buffer.cells[row + column]
                    if cell.isContinuation {
                        column += 1
                        continue
                    }
                    if sizes.contains(where: { $0.lowerBound == column }) { out += RightToLeftRuns.leftToRight }
                    write(cell, out: &out)
                    if sizes.contains(where: { $0.upperBound == column + 1 }) { out += RightToLeftRuns.pop }
                    advanceCursor(by: cell.width, width: width)
                    column += max(cell.width, 1)
                }
                out += RightToLeftRuns.pop
                x = run.upperBound
                continue
            }
            let cell = buffer.cells[row + x]
            if cell.isContinuation || !dirty[x] {
                x += 1
                continue
            }
            moveCursor(to: x, y: y, in: buffer, old: old, out: &out)
            write(cell, out: &out)
            advanceCursor(by: cell.width, width: width)
            x += max(cell.width, 1)
        }
    }

    /// Draws the frame's images: kitty PNGs (``renderKittyImages(_:old:redraw:out:)``) and sixel
    /// strings (``renderSixels(_:old:redraw:out:)``).
    private mutating func renderImages(_ buffer: Buffer, old: Buffer, redraw: Bool, out: inout [UInt8]) {
        let hasImages = !buffer.images.isEmpty
        guard hasImages || mayShowImages || !drawnSixels.isEmpty else { return }
        renderKittyImages(hasImages ? buffer.images.filter { $0.format == .png } : [], buffer: buffer, old: old,
                          redraw: redraw, out: &out)
        renderSixels(hasImages ? buffer.images.filter { $0.format == .sixel } : [], buffer: buffer, old: old,
                     redraw: redraw, out: &out)
    }

    /// Whether a cell under `image` differs between the frames (text was written over it).
    private func isTouched(_ image: TerminalImage, buffer: Buffer, old: Buffer) -> Bool {
        let width = buffer.width
        return (image.area.y..<image.area.maxY).contains { y in
            (image.area.x..<image.area.maxX).contains { x in buffer.cells[y * width + x] != old.cells[y * width + x] }
        }
    }

    /// Places the frame's kitty images (``KittyGraphics``) when they differ from the last frame's,
    /// when a cell under one changed, or after a full redraw: every placement is deleted and the
    /// images placed again (their data stays with the terminal; an image is sent once). A frame
    /// without images, after frames without images, writes nothing here: a terminal that was never
    /// found to draw images never sees these sequences.
    private mutating func renderKittyImages(_ images: [TerminalImage], buffer: Buffer, old: Buffer, redraw: Bool,
                                            out: inout [UInt8]) {
        guard !images.isEmpty || mayShowImages else { return }
        let touched = !redraw && images.contains { isTouched($0, buffer: buffer, old: old) }
        guard redraw || touched || images != placed else { return }
        out += KittyGraphics.deleteAllPlacements
        for (index, image) in images.enumerated() {
            if !transmitted.contains(image.id) {
                out += KittyGraphics.transmit(id: image.id, png: image.data)
                transmitted.insert(image.id)
            }
            moveCursor(to: image.area.x, y: image.area.y, in: buffer, old: buffer, out: &out)
            out += KittyGraphics.place(id: image.id, placement: UInt32(index + 1), columns: image.area.width,
                                       rows: image.area.height)
        }
        placed = images
        mayShowImages = !placed.isEmpty
    }

    /// Draws the frame's sixel images. A sixel can't be deleted: it is pixels in the cells, and
    /// text written over a cell replaces them. So a picture of the last frame that is not in this
    /// one (scrolled away, moved, covered) has its cells written again from the frame, and a picture
    /// is drawn when it is new, moved, after a full redraw, or when a cell under it changed (the
    /// text drawn over part of it): its cells are written as blanks in their own style first (the
    /// badge's colour shows around a picture narrower than its cells), then the sixel string at
    /// the top-left cell. Where the cursor is after a sixel depends on the terminal, so it is
    /// forgotten (the next move is absolute). Sixel scrolling mode (DECSDM reset, `ESC [ ? 80 l`:
    /// the image at the cursor, not the screen's corner) is set before the first picture.
    private mutating func renderSixels(_ images: [TerminalImage], buffer: Buffer, old: Buffer, redraw: Bool,
                                       out: inout [UInt8]) {
        guard !images.isEmpty || !drawnSixels.isEmpty else { return }
        if !redraw {
            for gone in drawnSixels where !images.contains(gone) {
                rewriteCells(gone.area, of: buffer, out: &out)
            }
        }
        for image in images {
            let kept = !redraw && drawnSixels.contains(image) && !isTouched(image, buffer: buffer, old: old)
                && !drawnSixels.contains { $0 != image && !images.contains($0) && !$0.area.intersection(image.area).isEmpty }
            if kept { continue }
            if !sixelModeSet {
                out += [ANSI.esc] + Array("[?80l".utf8)
                sixelModeSet = true
            }
            blankCells(image.area, of: buffer, out: &out)
            moveCursor(to: image.area.x, y: image.area.y, in: buffer, old: buffer, out: &out)
            out += image.data
            cursor = nil
        }
        drawnSixels = images
    }

    /// Writes every cell of `area` as the frame has it (covering a sixel's pixels with the text).
    private mutating func rewriteCells(_ area: Rect, of buffer: Buffer, out: inout [UInt8]) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            var x = area.x
            // A wide character whose right half is in the area is written whole.
            if x > 0, buffer.cells[y * buffer.width + x].isContinuation { x -= 1 }
            while x < area.maxX {
                let cell = buffer.cells[y * buffer.width + x]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                moveCursor(to: x, y: y, in: buffer, old: buffer, out: &out)
                write(cell, out: &out)
                advanceCursor(by: cell.width, width: buffer.width)
                x += max(cell.width, 1)
            }
        }
    }

    /// Writes `area`'s cells as spaces in their own styles (under a sixel picture).
    private mutating func blankCells(_ area: Rect, of buffer: Buffer, out: inout [UInt8]) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            moveCursor(to: area.x, y: y, in: buffer, old: buffer, out: &out)
            for x in area.x..<area.maxX {
                let cell = buffer.cells[y * buffer.width + x]
                write(Cell(" ", style: cell.style), out: &out)
                advanceCursor(by: 1, width: buffer.width)
            }
        }
    }

    private mutating func write(_ cell: Cell, out: inout [UInt8]) {
        setStyle(cell.style, out: &out)
        out += cell.symbol.utf8
    }

    private mutating func advanceCursor(by columns: Int, width: Int) {
        guard var position = cursor else { return }
        position.x += columns
        // At the right edge the terminal is in a "pending wrap" state: position unknown.
        cursor = position.x >= width ? nil : position
    }

    private mutating func moveCursor(to x: Int, y: Int, in buffer: Buffer, old: Buffer, out: inout [UInt8]) {
        if let current = cursor, current.y == y {
            if current.x == x { return }
            if x > current.x {
                // Re-printing a few unchanged plain cells is shorter than a cursor move.
                let gap = x - current.x
                if gap <= 3, canReprint(from: current.x, to: x, row: y, buffer: buffer, old: old) {
                    for column in current.x..<x { out += buffer.cells[y * buffer.width + column].symbol.utf8 }
                    cursor = Position(x: x, y: y)
                    return
                }
                out += [ANSI.esc, UInt8(ascii: "[")]
                if gap > 1 { ANSI.appendNumber(gap, to: &out) }
                out.append(UInt8(ascii: "C"))
            } else if x == 0 {
                out.append(0x0D)
            } else {
                out += [ANSI.esc, UInt8(ascii: "[")]
                let gap = current.x - x
                if gap > 1 { ANSI.appendNumber(gap, to: &out) }
                out.append(UInt8(ascii: "D"))
            }
        } else {
            out += [ANSI.esc, UInt8(ascii: "[")]
            ANSI.appendNumber(y + 1, to: &out)
            if x > 0 {
                out.append(UInt8(ascii: ";"))
                ANSI.appendNumber(x + 1, to: &out)
            }
            out.append(UInt8(ascii: "H"))
        }
        cursor = Position(x: x, y: y)
    }

    private func canReprint(from start: Int, to end: Int, row y: Int, buffer: Buffer, old: Buffer) -> Bool {
        guard let style else { return false }
        // Reprinting over a sixel picture would wipe its pixels without the frame knowing.
        if drawnSixels.contains(where: { $0.area.y <= y && y < $0.area.maxY && $0.area.x < end && start < $0.area.maxX }) {
            return false
        }
        for column in start..<end {
            let cell = buffer.cells[y * buffer.width + column]
            guard cell == old.cells[y * buffer.width + column], cell.style == style,
                  cell.symbol.utf8.count == 1 else { return false }
        }
        return true
    }

    private mutating func setStyle(_ wanted: Style, out: inout [UInt8]) {
        let target = Style(foreground: colorMode.map(wanted.foreground),
                           background: colorMode.map(wanted.background),
                           attributes: wanted.attributes)
        if let current = style, current == target { return }
        var params: [Int] = []
        if let current = style, current.attributes.isSubset(of: target.attributes) {
            params += ANSI.attributeCodes(target.attributes.subtracting(current.attributes))
            if current.foreground != target.foreground {
                ANSI.appendColor(target.foreground, base: 30, to: &params)
            }
            if current.background != target.background {
                ANSI.appendColor(target.background, base: 40, to: &params)
            }
        } else {
            params.append(0)
            params += ANSI.attributeCodes(target.attributes)
            if target.foreground != .default { ANSI.appendColor(target.foreground, base: 30, to: &params) }
            if target.background != .default { ANSI.appendColor(target.background, base: 40, to: &params) }
        }
        ANSI.appendSGR(params, to: &out)
        style = target
    }
}
