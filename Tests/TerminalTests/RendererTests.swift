import Testing
@testable import Terminal

@Suite struct RendererTests {
    private func screen(_ lines: [String], width: Int = 40) -> Buffer {
        var buffer = Buffer(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { buffer.put(line, x: 0, y: y, style: Style(foreground: .cyan)) }
        return buffer
    }

    @Test func firstFrameIsAFullRedrawThatReplaysExactly() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 40, height: 3))
        var buffer = screen(["Your chat profiles", "  Zoë 日本 😀", "  ok"])
        buffer.setStyle(Style(foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: [.bold, .underline]),
                        in: Rect(x: 0, y: 0, width: 4, height: 1))
        backend.write(renderer.render(buffer))
        #expect(backend.screen == buffer)
        #expect(backend.lines == ["Your chat profiles", "  Zoë 日本 😀", "  ok"])
    }

    @Test func oneCellChangeWritesFewBytes() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 80, height: 24))
        var buffer = Buffer(width: 80, height: 24)
        for y in 0..<24 { buffer.put("row \(y) with some text in it", x: 2, y: y, style: Style(foreground: .green)) }
        backend.write(renderer.render(buffer))
        buffer.put("X", x: 10, y: 12, style: Style(foreground: .green))
        let frame = renderer.render(buffer)
        backend.write(frame)
        #expect(frame.count < 60)
        #expect(frame.count <= 12, "\(String(decoding: frame, as: UTF8.self).debugDescription)")
        #expect(backend.screen == buffer)
        // Nothing changed: nothing written.
        #expect(renderer.render(buffer).isEmpty)
    }

    @Test func typingOneCharacterWithCaret() {
        var renderer = Renderer(colorMode: .trueColor)
        var state = TextFieldState(text: "Ali")
        func frame() -> (Buffer, Position?) {
            var buffer = Buffer(width: 80, height: 24)
            let field = TextField(state: state, placeholder: "Search")
            let area = Rect(x: 2, y: 1, width: 30, height: 1)
            buffer.render(field, in: area)
            return (buffer, field.caretPosition(in: area))
        }
        let (first, caret1) = frame()
        _ = renderer.render(first, cursorPosition: caret1)
        state.insert("c")
        let (second, caret2) = frame()
        let bytes = renderer.render(second, cursorPosition: caret2)
        #expect(bytes.count < 60, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    @Test func styleChangesAreMinimal() {
        var renderer = Renderer(colorMode: .ansi16)
        var buffer = Buffer(width: 10, height: 1)
        _ = renderer.render(buffer)
        buffer.put("a", x: 0, y: 0, style: Style(foreground: .red).bold)
        buffer.put("b", x: 1, y: 0, style: Style(foreground: .red).bold)
        buffer.put("c", x: 2, y: 0, style: Style(foreground: .blue).bold)
        buffer.put("d", x: 3, y: 0)
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text == "\u{1B}[1;31mab\u{1B}[34mc\u{1B}[0md")
    }

    @Test func noColorKeepsAttributesOnly() {
        var renderer = Renderer(colorMode: ColorMode.detect(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"]))
        var buffer = Buffer(width: 10, height: 1)
        buffer.put("hi", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), background: .blue, attributes: [.bold, .reverse]))
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text.contains("\u{1B}[1;7mhi"))
        for code in ["38;", "48;", "[31", "[44", ";31", ";44", ";34"] { #expect(!text.contains(code)) }
    }

    @Test func colorDowngrades() {
        #expect(ColorMode.indexed256.map(.rgb(255, 0, 0)) == .indexed(196))
        #expect(ColorMode.indexed256.map(.rgb(128, 128, 128)) == .indexed(244))
        #expect(ColorMode.ansi16.map(.rgb(250, 10, 10)) == .brightRed)
        #expect(ColorMode.ansi16.map(.indexed(21)) == .blue)
        #expect(ColorMode.none.map(.red) == .default)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]) == .ansi16)
    }

    @Test func resizeForcesFullRedraw() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 10, height: 2))
        backend.write(renderer.render(screen(["one", "two"], width: 10)))
        backend.resize(to: TerminalSize(width: 6, height: 3))
        let next = screen(["a", "b", "c"], width: 6)
        let bytes = renderer.render(next)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"))
        backend.write(bytes)
        #expect(backend.screen == next)
    }

    @Test func invalidateRedrawsEverything() {
        var renderer = Renderer(colorMode: .trueColor)
        let buffer = screen(["same"], width: 10)
        _ = renderer.render(buffer)
        renderer.invalidate()
        let backend = TestBackend(size: buffer.size)
        backend.write(Array("garbage".utf8))
        backend.write(renderer.render(buffer))
        #expect(backend.screen == buffer)
    }

    @Test func showsCaretWhereAsked() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 10, height: 3))
        backend.write(renderer.render(Buffer(width: 10, height: 3), cursorPosition: Position(x: 4, y: 2)))
        #expect(backend.isCursorVisible)
        #expect(backend.cursor == Position(x: 4, y: 2))
        backend.write(renderer.render(Buffer(width: 10, height: 3)))
        #expect(!backend.isCursorVisible)
    }

    /// Random sequences of frames (text, wide characters, emoji, styles, blanks): replaying the
    /// renderer's bytes always reproduces the latest frame exactly.
    @Test func randomFramesReplayExactly() {
        var random = SplitMix64(seed: 42)
        let size = TerminalSize(width: 17, height: 6)
        let pieces = ["a", "bc", "日本", "😀", "e\u{301}", " ", "語x", "🇫🇷", "—", "ok!"]
        let colors: [Color] = [.default, .red, .brightCyan, .indexed(100), .rgb(9, 99, 199)]
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: size)
        var buffer = Buffer(size: size)
        for _ in 0..<300 {
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let style = Style(foreground: colors.randomElement(using: &random) ?? .default,
                                  background: colors.randomElement(using: &random) ?? .default,
                                  attributes: TextAttributes(rawValue: UInt8.random(in: 0...31, using: &random)))
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
                buffer.put(text, x: Int.random(in: -2...16, using: &random), y: Int.random(in: 0...5, using: &random), style: style)
            }
            if Int.random(in: 0..<10, using: &random) == 0 { buffer.clear() }
            backend.write(renderer.render(buffer))
            #expect(backend.screen == buffer)
            if backend.screen != buffer { break }
        }
    }
}

@Suite struct BenchmarkEntryPointTests {
    @Test func keystrokeInSearchFieldIsSmall() {
        #expect(TerminalBenchmark.keystrokeBytes() < 200)
        let screen = TerminalBenchmark.listScreen(rows: 1_000, size: TerminalSize(width: 40, height: 6), selected: 500)
        #expect(screen.trimmedLines[0] == "           Your chat profiles")
        #expect(screen.trimmedLines.contains { $0.hasPrefix("› ") })
    }
}
