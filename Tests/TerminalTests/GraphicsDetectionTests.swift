#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Terminal

/// The answers to the start-up graphics query (docs/pictures.md): kitty only when its OK comes
/// before the device attributes, sixel from attribute 4, keys typed meanwhile kept, and garbage or
/// late answers never turned into keys.
@Suite struct GraphicsRepliesTests {
    static let kittyOK = Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)
    static func attributes(_ list: String) -> [UInt8] { Array("\u{1B}[?\(list)c".utf8) }

    func read(_ chunks: [[UInt8]]) -> (GraphicsTerminalAnswer, [UInt8]) {
        var replies = GraphicsReplies()
        for chunk in chunks { replies.feed(chunk) }
        let complete = replies.isComplete
        let graphics = replies.graphics
        let other = replies.finish()
        return (GraphicsTerminalAnswer(graphics: graphics, complete: complete), other)
    }

    @Test func kittyBeforeTheAttributes() {
        let (answer, other) = read([Self.kittyOK + Self.attributes("62;22")])
        #expect(answer == GraphicsTerminalAnswer(graphics: .kitty, complete: true))
        #expect(other.isEmpty)
    }

    @Test func sixelFromAttributeFour() {
        #expect(read([Self.attributes("62;4;22")]).0 == GraphicsTerminalAnswer(graphics: .sixel, complete: true))
        #expect(read([Self.attributes("4")]).0.graphics == .sixel)
        // 14 or 42 are not 4.
        #expect(read([Self.attributes("62;14;42")]).0 == GraphicsTerminalAnswer(graphics: [], complete: true))
        #expect(read([Self.kittyOK + Self.attributes("65;4;1")]).0.graphics == [.kitty, .sixel])
    }

    /// A terminal that only answers the attributes (tmux, xterm without sixel): nothing.
    @Test func onlyTheAttributes() {
        #expect(read([Self.attributes("1;2")]).0 == GraphicsTerminalAnswer(graphics: [], complete: true))
    }

    @Test func answersSplitIntoSingleBytes() {
        let bytes = Array("x".utf8) + Self.kittyOK + Self.attributes("62;4")
        let (answer, other) = read(bytes.map { [$0] })
        #expect(answer == GraphicsTerminalAnswer(graphics: [.kitty, .sixel], complete: true))
        #expect(other == Array("x".utf8))
    }

    /// Keys typed while waiting (a letter, an arrow) go back to the input, in order.
    @Test func keysTypedMeanwhileAreKept() {
        let up = Array("\u{1B}[A".utf8)
        let (answer, other) = read([Array("ab".utf8) + up + Self.kittyOK + Array("c".utf8) + Self.attributes("62") + Array("d".utf8)])
        #expect(answer.graphics == .kitty)
        #expect(other == Array("ab".utf8) + up + Array("cd".utf8))
    }

    /// An OK after the attributes, an error answer, another id: not kitty.
    @Test func lateOrWrongKittyAnswersDoNotCount() {
        #expect(read([Self.attributes("62") + Self.kittyOK]).0.graphics == [])
        #expect(read([Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\".utf8) + Self.attributes("62")]).0.graphics == [])
        #expect(read([Array("\u{1B}_Gi=32;OK\u{1B}\\".utf8) + Self.attributes("62")]).0.graphics == [])
        // No attributes at all (the time ran out): not complete, and the OK alone does count.
        let (alone, other) = read([Self.kittyOK])
        #expect(alone == GraphicsTerminalAnswer(graphics: .kitty, complete: false))
        #expect(other.isEmpty)
    }

    /// An answer cut off by the time limit, and an APC string that never ends, are dropped: none
    /// of it reaches the input as keys.
    @Test func garbageIsDroppedNotTyped() {
        #expect(read([Array("\u{1B}_Gi=31;O".utf8)]).1.isEmpty)
        #expect(read([Array("\u{1B}[?62;".utf8)]).1.isEmpty)
        let endless = Array("\u{1B}_G".utf8) + Array(repeating: UInt8(ascii: "A"), count: 1000)
        let (answer, other) = read([endless + Self.attributes("62;4")])
        #expect(answer == GraphicsTerminalAnswer(graphics: .sixel, complete: true))
        #expect(other.isEmpty)
        // Random bytes: whatever comes out, it never crashes, and a reply after them still counts.
        var state: UInt32 = 99
        let noise = (0..<4000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        _ = read([noise])
        _ = read(noise.map { [$0] })
    }
}

/// What one read of the answers gave.
struct GraphicsTerminalAnswer: Equatable {
    var graphics: TerminalGraphics
    var complete: Bool
}

/// A kitty answer that arrives after the query stopped waiting reaches the input decoder: it is
/// unknown input, never keys (so never text in a field).
@Suite struct LateGraphicsAnswerDecodingTests {
    func keys(_ events: [TerminalEvent]) -> [KeyEvent] {
        events.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    /// The sixel answers after the wait (the cell size, xterm's graphics attributes) are not keys
    /// either (`ESC [ 1 ; 2 S` would be Shift+F4; the `?` makes these answers).
    @Test func lateSixelAnswersAreNotKeys() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}[6;20;10t\u{1B}[?1;0;1024S\u{1B}[?2;0;800;480Sy".utf8)) + decoder.flush()
        #expect(keys(events) == [KeyEvent(.character("y"))])
    }

    @Test func aLateKittyAnswerIsNotKeys() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4cx".utf8)) + decoder.flush()
        #expect(keys(events) == [KeyEvent(.character("x"))])
        // In pieces, as a slow link delivers it.
        var pieces = InputDecoder()
        var split: [TerminalEvent] = []
        for byte in Array("\u{1B}_Gi=31;OK\u{1B}\\y".utf8) { split += pieces.feed([byte]) }
        split += pieces.flush()
        #expect(keys(split) == [KeyEvent(.character("y"))])
        // Cut short (the rest never comes): dropped at the pause, not typed.
        var cut = InputDecoder()
        #expect(keys(cut.feed(Array("\u{1B}_Gi=31;O".utf8)) + cut.flush()).isEmpty)
    }

    /// `ESC _` followed by anything but G stays Alt+_ (a key).
    @Test func altUnderscoreIsStillAKey() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}_a".utf8)) + decoder.flush()
        #expect(keys(events) == [KeyEvent(.character("_"), modifiers: .alt), KeyEvent(.character("a"))])
        var alone = InputDecoder()
        #expect(keys(alone.feed(Array("\u{1B}_".utf8)) + alone.flush()) == [KeyEvent(.character("_"), modifiers: .alt)])
    }
}

/// The renderer's pictures: sent once, placed at their cell, deleted and placed again when they
/// move or a cell under them changes, and nothing at all for frames without pictures.
@Suite struct RendererImageTests {
    static let png: [UInt8] = Array(repeating: 7, count: 5000)

    func frame(image at: Position?, text: String = "row") -> Buffer {
        var buffer = Buffer(width: 20, height: 6)
        buffer.put(text, x: 0, y: 0, style: .plain)
        if let at { buffer.add(TerminalImage(id: 1000, area: Rect(x: at.x, y: at.y, width: 2, height: 1), png: Self.png)) }
        return buffer
    }

    @Test func aPictureIsSentOncePlacedAtItsCellAndMovedOnScroll() {
        let backend = TestBackend(size: TerminalSize(width: 20, height: 6))
        var renderer = Renderer(colorMode: .trueColor)
        func draw(_ buffer: Buffer) -> [UInt8] {
            let bytes = renderer.render(buffer)
            try? backend.write(bytes)
            return bytes
        }
        let first = draw(frame(image: Position(x: 3, y: 2)))
        #expect(backend.placedImages == [PlacedImage(at: Position(x: 3, y: 2), id: 1000, columns: 2, rows: 1)])
        #expect(backend.transmittedImages == [1000])
        // 5,000 bytes are 6,668 in base64: two chunks, each at most 4,096.
        #expect(occurrences(of: Array("\u{1B}_G".utf8), in: first) == 4)  // delete, 2 chunks, place
        #expect(backend.lines[0] == "row")
        // The same frame again: nothing.
        #expect(draw(frame(image: Position(x: 3, y: 2))).isEmpty)
        // Scrolled: deleted and placed on the new row, not sent again.
        _ = draw(frame(image: Position(x: 3, y: 3)))
        #expect(backend.placedImages == [PlacedImage(at: Position(x: 3, y: 3), id: 1000, columns: 2, rows: 1)])
        #expect(backend.transmittedImages == [1000])
        // Gone from the frame: deleted, and later frames without pictures write no graphics at all.
        _ = draw(frame(image: nil))
        #expect(backend.placedImages.isEmpty)
        let plain = draw(frame(image: nil, text: "new"))
        #expect(!String(decoding: plain, as: UTF8.self).contains("\u{1B}_"))
        // After a resize (a full redraw) the picture is placed again.
        _ = draw(frame(image: Position(x: 1, y: 1)))
        renderer.invalidate()
        _ = draw(frame(image: Position(x: 1, y: 1)))
        #expect(backend.placedImages == [PlacedImage(at: Position(x: 1, y: 1), id: 1000, columns: 2, rows: 1)])
        #expect(backend.transmittedImages == [1000, 1000])  // invalidate() forgets what the terminal holds
    }

    /// A frame without pictures writes no graphics sequence: a terminal not found to draw images
    /// never sees one.
    @Test func framesWithoutPicturesWriteNoGraphics() {
        var renderer = Renderer(colorMode: .trueColor)
        let bytes = renderer.render(frame(image: nil)) + renderer.render(frame(image: nil, text: "other"))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}_"))
    }

    /// A change to a cell under the picture (the row selected) places it again.
    @Test func aChangedCellUnderThePicturePlacesItAgain() {
        let backend = TestBackend(size: TerminalSize(width: 20, height: 6))
        var renderer = Renderer(colorMode: .trueColor)
        try? backend.write(renderer.render(frame(image: Position(x: 3, y: 2))))
        var selected = frame(image: nil)
        selected.setStyle(Style(foreground: .default, background: .ansi(4), attributes: []), in: Rect(x: 0, y: 2, width: 20, height: 1))
        selected.add(TerminalImage(id: 1000, area: Rect(x: 3, y: 2, width: 2, height: 1), png: Self.png))
        let bytes = renderer.render(selected)
        try? backend.write(bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("a=p,i=1000"))
        #expect(backend.placedImages == [PlacedImage(at: Position(x: 3, y: 2), id: 1000, columns: 2, rows: 1)])
    }

    /// Something drawn over a picture's cells (a sheet) takes the picture out of the frame.
    @Test func drawingOverAPictureRemovesIt() {
        var buffer = frame(image: Position(x: 3, y: 2))
        buffer.put("x", x: 10, y: 2, style: .plain)
        #expect(buffer.images.count == 1)
        buffer.put("sheet", x: 2, y: 2, style: .plain)
        #expect(buffer.images.isEmpty)
        var styled = frame(image: Position(x: 3, y: 2))
        styled.setStyle(.plain, in: Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(styled.images.isEmpty)
        // Not wholly inside the buffer: not added.
        var outside = Buffer(width: 4, height: 2)
        outside.add(TerminalImage(id: 1, area: Rect(x: 3, y: 0, width: 2, height: 1), png: []))
        #expect(outside.images.isEmpty)
    }

    @Test func chunksAreAtMost4096Base64Bytes() {
        let bytes = KittyGraphics.transmit(id: 5, png: Array(repeating: 1, count: 10_000))
        let chunks = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}\\").map(String.init)
        #expect(chunks.count == 4)  // 13,336 base64 bytes
        for chunk in chunks {
            let payload = chunk.split(separator: ";", maxSplits: 1).last ?? ""
            #expect(payload.count <= 4096)
        }
        #expect(chunks.first?.hasPrefix("\u{1B}_Ga=t,f=100,t=d,i=5,q=2,m=1;") == true)
        #expect(chunks.last?.hasPrefix("\u{1B}_Gm=0,q=2;") == true)
        #expect(Base64.encode(Array("Man".utf8)) == Array("TWFu".utf8))
        #expect(Base64.encode(Array("Ma".utf8)) == Array("TWE=".utf8))
        #expect(Base64.encode(Array("M".utf8)) == Array("TQ==".utf8))
    }
}

/// How many times `needle` occurs in `bytes`.
func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
    guard bytes.count >= needle.count else { return 0 }
    return (0...(bytes.count - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }.count
}

/// The cell size answer (`ESC [ 6 ; height ; width t`), read before the attributes and bounded.
@Suite struct CellSizeReplyTests {
    func cellSize(_ text: String) -> (CellPixelSize?, [UInt8]) {
        var replies = GraphicsReplies()
        replies.feed(Array(text.utf8))
        let size = replies.cellSize
        return (size, replies.finish())
    }

    @Test func theAnswerIsRead() {
        let (size, other) = cellSize("\u{1B}[6;20;10t\u{1B}[?62;4c")
        #expect(size == CellPixelSize(width: 10, height: 20))
        #expect(other.isEmpty)
    }

    /// Implausible sizes (zero, huge) are not believed; the fallback is small.
    @Test func implausibleSizesAreIgnored() {
        #expect(cellSize("\u{1B}[6;0;0t\u{1B}[?62c").0 == nil)
        #expect(cellSize("\u{1B}[6;5000;9t\u{1B}[?62c").0 == nil)
        #expect(cellSize("\u{1B}[6;20t\u{1B}[?62c").0 == nil)
        #expect(cellSize("\u{1B}[?62c").0 == nil)
        #expect(CellPixelSize(width: 3, height: 16) == nil && CellPixelSize(width: 8, height: 200) == nil)
        #expect(CellPixelSize.fallback.width == 8 && CellPixelSize.fallback.height == 16)
    }
}

/// xterm's graphics attributes (XTSMGRAPHICS): the colour registers and the largest sixel image,
/// read before the attributes; a failed or strange answer is not believed.
@Suite struct SixelAttributeReplyTests {
    @Test func registersAndGeometry() {
        var replies = GraphicsReplies()
        replies.feed(Array("\u{1B}[?1;0;1024S\u{1B}[?2;0;800;480S\u{1B}[?63;1;2;4c".utf8))
        #expect(replies.colorRegisters == 1024)
        #expect(replies.sixelGeometry?.width == 800 && replies.sixelGeometry?.height == 480)
        #expect(replies.graphics == .sixel && replies.cellSize == nil)
        #expect(replies.finish().isEmpty)
        var failed = GraphicsReplies()
        failed.feed(Array("\u{1B}[?1;3;0S\u{1B}[?2;1;0;0S\u{1B}[?1;0;S\u{1B}[?62c".utf8))
        #expect(failed.colorRegisters == nil && failed.sixelGeometry == nil)
        #expect(failed.finish().isEmpty)
    }
}
