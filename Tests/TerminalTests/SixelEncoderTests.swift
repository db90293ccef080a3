import Testing
@testable import Terminal

/// ``SixelEncoder``: exact bytes for tiny images, run-length encoding, the palette's bound, only
/// printable bytes inside the string, a bounded size, and refusals out of bounds.
@Suite struct SixelEncoderTests {
    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Two pixels, red and blue: two registers (median cut splits on red), one band of one row.
    @Test func exactBytesForATinyImage() {
        let bytes = SixelEncoder.encode(rgb: [255, 0, 0, 0, 0, 255], width: 2, height: 1)
        #expect(Self.string(bytes) == "\u{1B}P9;1;0q\"1;1;2;1#0;2;0;0;100#1;2;100;0;0#0?@$#1@?\u{1B}\\")
    }

    /// Seven rows: two bands, the second of one row; one colour, runs of four or more as `!n`.
    @Test func bandsAndRunLengths() {
        let grey = [UInt8](repeating: 128, count: 10 * 7 * 3)
        let bytes = SixelEncoder.encode(rgb: grey, width: 10, height: 7)
        #expect(Self.string(bytes) == "\u{1B}P9;1;0q\"1;1;10;7#0;2;50;50;50#0!10~-#0!10@\u{1B}\\")
        // Three of a kind are written out (`!3x` is not shorter); the offset is transparent columns.
        let three = SixelEncoder.encode(rgb: [UInt8](repeating: 0, count: 3 * 3), width: 3, height: 1, offset: 5)
        #expect(Self.string(three) == "\u{1B}P9;1;0q\"1;1;8;1#0;2;0;0;0#0!5?@@@\u{1B}\\")
    }

    static func noise(_ width: Int, _ height: Int) -> [UInt8] {
        var state: UInt32 = 0x9E37_79B9
        return (0..<(width * height * 3)).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }

    static func registers(_ bytes: [UInt8]) -> Int {
        Self.string(bytes).split(separator: "#").filter { $0.contains(";2;") }.count
    }

    /// Noise has thousands of colours: the palette has as many as asked, never more (2-256).
    @Test func thePaletteIsBounded() {
        let rgb = Self.noise(64, 64)
        #expect(Self.registers(SixelEncoder.encode(rgb: rgb, width: 64, height: 64)) == 16)
        #expect(Self.registers(SixelEncoder.encode(rgb: rgb, width: 64, height: 64, colors: 1)) == 2)
        #expect(Self.registers(SixelEncoder.encode(rgb: rgb, width: 64, height: 64, colors: 1000)) == 256)
        // A flat image has one colour, whatever is allowed.
        #expect(Self.registers(SixelEncoder.encode(rgb: [UInt8](repeating: 9, count: 48), width: 4, height: 4)) == 1)
        let (palette, indices) = SixelEncoder.quantize(rgb: rgb, count: 64 * 64, colors: 16)
        #expect(palette.count == 16 && indices.allSatisfy { $0 < 16 })
    }

    /// Between `ESC P` and `ESC \` every byte is printable ASCII: nothing can end the string early
    /// or reach the terminal as a control; and the length stays under the stated bound.
    @Test func everyByteIsInTheSixelRangeAndTheSizeIsBounded() {
        for (width, height, offset) in [(1, 1, 0), (16, 13, 2), (40, 36, 0), (120, 120, 7)] {
            let bytes = SixelEncoder.encode(rgb: Self.noise(width, height), width: width, height: height, offset: offset)
            #expect(bytes.starts(with: [0x1B, 0x50]) && Array(bytes.suffix(2)) == [0x1B, 0x5C])
            let body = bytes.dropFirst(2).dropLast(2)
            #expect(body.allSatisfy { (0x20...0x7E).contains($0) })
            // After the header and registers, only sixel data and its commands.
            let data = body.drop { $0 != UInt8(ascii: "q") }.dropFirst()
            #expect(data.allSatisfy { (0x3F...0x7E).contains($0) || Array("#!$-;\"0123456789".utf8).contains($0) })
            #expect(bytes.count <= SixelEncoder.maximumLength(width: width, height: height, colors: 16, offset: offset))
        }
    }

    @Test func outOfBoundsIsRefused() {
        #expect(SixelEncoder.encode(rgb: [], width: 0, height: 1).isEmpty)
        #expect(SixelEncoder.encode(rgb: [1, 2], width: 1, height: 1).isEmpty)  // short
        #expect(SixelEncoder.encode(rgb: [UInt8](repeating: 0, count: 1025 * 3), width: 1025, height: 1).isEmpty)
        #expect(SixelEncoder.scaled(rgb: [1, 2, 3], width: 1, height: 1, to: 0).isEmpty)
    }

    /// Scaling averages what each output pixel covers (down) and repeats the nearest (up).
    @Test func scaling() {
        // 2 x 2: black, white / white, black → one grey pixel.
        #expect(SixelEncoder.scaled(rgb: [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0], width: 2, height: 2, to: 1)
                == [127, 127, 127])
        #expect(SixelEncoder.scaled(rgb: [10, 20, 30], width: 1, height: 1, to: 2) == [UInt8](repeating: 0, count: 0)
                + [10, 20, 30, 10, 20, 30, 10, 20, 30, 10, 20, 30])
    }
}

/// The renderer's sixel pictures: drawn at their cell over blanked cells, not again while nothing
/// changes, overwritten with the frame's text when they move or go (a sixel can't be deleted), and
/// drawn again after a full redraw or when text is written over them.
@Suite struct RendererSixelTests {
    static let sixel = SixelEncoder.encode(rgb: [UInt8](repeating: 200, count: 16 * 12 * 3), width: 16, height: 12)

    func frame(image at: Position?, text: String = "row", badge: Int? = nil) -> Buffer {
        var buffer = Buffer(width: 20, height: 6)
        buffer.put(text, x: 0, y: 0, style: .plain)
        for y in 1..<6 { buffer.put("AB", x: 3, y: y, style: Style(foreground: .black, background: .ansi(2))) }
        if let at { buffer.add(TerminalImage(id: 7, area: Rect(x: at.x, y: at.y, width: 2, height: 1), sixel: Self.sixel)) }
        return buffer
    }

    @Test func drawnAtItsCellMovedCleanlyAndGone() {
        let backend = TestBackend(size: TerminalSize(width: 20, height: 6))
        var renderer = Renderer(colorMode: .trueColor)
        func draw(_ buffer: Buffer) -> [UInt8] {
            let bytes = renderer.render(buffer)
            backend.write(bytes)
            return bytes
        }
        let first = draw(frame(image: Position(x: 3, y: 2)))
        #expect(backend.sixelImages == [PlacedImage(at: Position(x: 3, y: 2), id: 1, columns: 2, rows: 1)])
        #expect(occurrences(of: Self.sixel, in: first) == 1)
        #expect(occurrences(of: Array("\u{1B}[?80l".utf8), in: first) == 1)
        // The cells under it were blanked (in their colour) before: the initials don't show around it.
        #expect(backend.screen[3, 2].symbol == " " && backend.screen[3, 2].style.background == .ansi(2))
        // The same frame: nothing.
        #expect(draw(frame(image: Position(x: 3, y: 2))).isEmpty)
        // Scrolled a row down: the old cells get their text again, the picture is drawn on the new row.
        let moved = draw(frame(image: Position(x: 3, y: 3)))
        #expect(backend.sixelImages.map(\.at) == [Position(x: 3, y: 3)])
        #expect(backend.lines[2].contains("AB"))
        #expect(occurrences(of: Array("\u{1B}[?80l".utf8), in: moved) == 0)
        // Gone: its cells written again, no sixel left, and later frames write none.
        _ = draw(frame(image: nil))
        #expect(backend.sixelImages.isEmpty)
        #expect(backend.lines[3].contains("AB"))
        let plain = draw(frame(image: nil, text: "new"))
        #expect(!Self.string(plain).contains("\u{1B}P"))
        // A full redraw (resize) draws it again.
        _ = draw(frame(image: Position(x: 3, y: 1)))
        renderer.invalidate()
        let again = draw(frame(image: Position(x: 3, y: 1)))
        #expect(occurrences(of: Self.sixel, in: again) == 1)
        #expect(backend.sixelImages.map(\.at) == [Position(x: 3, y: 1)])
    }

    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The row selected (its cells restyled): the text is written over the picture, so it is drawn again.
    @Test func aChangedCellUnderThePictureDrawsItAgain() {
        let backend = TestBackend(size: TerminalSize(width: 20, height: 6))
        var renderer = Renderer(colorMode: .trueColor)
        backend.write(renderer.render(frame(image: Position(x: 3, y: 2))))
        var selected = frame(image: nil)
        selected.setStyle(Style(foreground: .default, background: .ansi(4), attributes: []), in: Rect(x: 0, y: 2, width: 20, height: 1))
        selected.add(TerminalImage(id: 7, area: Rect(x: 3, y: 2, width: 2, height: 1), sixel: Self.sixel))
        let bytes = renderer.render(selected)
        backend.write(bytes)
        #expect(occurrences(of: Self.sixel, in: bytes) == 1)
        #expect(backend.sixelImages.map(\.at) == [Position(x: 3, y: 2)])
        // Text beside the picture changes: the renderer never reprints the picture's cells to get
        // there (that would wipe it), so the picture stays without being drawn again.
        var beside = selected
        beside.put("x", x: 5, y: 2, style: Style(foreground: .default, background: .ansi(4), attributes: []))
        beside.put("y", x: 1, y: 2, style: Style(foreground: .default, background: .ansi(4), attributes: []))
        beside.add(TerminalImage(id: 7, area: Rect(x: 3, y: 2, width: 2, height: 1), sixel: Self.sixel))
        let next = renderer.render(beside)
        backend.write(next)
        #expect(occurrences(of: Self.sixel, in: next) == 0)
        #expect(backend.sixelImages.map(\.at) == [Position(x: 3, y: 2)])
    }

    @Test func framesWithoutPicturesWriteNoSixel() {
        var renderer = Renderer(colorMode: .trueColor)
        let bytes = renderer.render(frame(image: nil)) + renderer.render(frame(image: nil, text: "other"))
        #expect(!Self.string(bytes).contains("\u{1B}P"))
    }
}
