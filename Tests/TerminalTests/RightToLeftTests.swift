import Testing
@testable import Terminal

/// Right-to-left runs in the renderer's output: each run between U+2068 and U+2069, written whole,
/// the frame left to right, nothing moved (docs/terminal.md, "Right-to-left text").
@Suite struct RightToLeftTests {
    static let fsi = "\u{2068}", pdi = "\u{2069}"

    private func row(_ text: String, width: Int) -> Buffer {
        var buffer = Buffer(width: width, height: 1)
        buffer.put(text, x: 0, y: 0)
        return buffer
    }

    private func runs(_ text: String, width: Int = 30) -> [Range<Int>] {
        RightToLeftRuns.runs(in: row(text, width: width), row: 0)
    }

    /// The reviewer's release-build captures: the "." and "…" after Arabic, the day before a
    /// Persian month and a count before its noun were left outside the isolate, so a bidi terminal
    /// drew them at the wrong end of the phrase.
    @Test func trailingPunctuationAndLeadingDigitsBelongToThePhrase() {
        // ar: "Required." and "Background connection,…" (cut by the row).
        #expect(runs("│ مطلوب. │") == [2..<8])
        #expect(runs("│اتصال في الخلفية،…│") == [1..<19])
        // fa: "7 December 2026, 6:18 UTC": the day and the time inside, UTC (Latin) outside.
        #expect(runs("│ ۷ دسامبر ۲۰۲۶، ۶:۱۸ UTC │") == [2..<21])
        // fa: "2 found".
        #expect(runs("│ ۲ پیدا │") == [2..<8])
        #expect(runs("  ۲ پیدا  ۳") == [2..<8])
        // The bracket opened before the digits pairs with the one closing the phrase.
        #expect(runs("(۲ پیدا).") == [0..<9])
        // Punctuation after a blank, a closing bracket the run did not open, and digits after a
        // Latin letter (left to right by bidi rule W7) or after other symbols stay outside.
        #expect(runs("مطلوب ›") == [0..<5])
        #expect(runs("مطلوب).") == [0..<5])
        #expect(runs("UTC 12 عربي") == [7..<11])
        #expect(runs("12 › عربي") == [5..<9])
        // The frame and a column gap still end the run, punctuation or not.
        #expect(runs("│مطلوب.│ok") == [1..<7])
        // A list's scroll mark right after the last word (the release build's Persian Settings
        // showed `⁨فارسی↓⁩`) and the "▲▼" of a scrolling page are the screen's, not the phrase's.
        #expect(runs("  زبان  فارسی↓") == [2..<6, 8..<13])
        #expect(runs("مطلوب▲▼") == [0..<5])
    }

    @Test func runsStopAtTheFrameAtLatinLettersAndAtColumnGaps() {
        #expect(runs("Your chat profiles").isEmpty)
        #expect(runs("│ مرحبا بك │") == [2..<10])
        // A border between two Arabic columns is not taken into either run.
        #expect(runs("│ عربي │ عربي │") == [2..<6, 9..<13])
        // Digits after Arabic belong to it; the Latin word and trailing blanks do not;
        // punctuation written right after the word does.
        #expect(runs("ملفات: 12 new") == [0..<9])
        #expect(runs("عربي, ok") == [0..<5])
        // Arabic punctuation is Arabic: the comma stays with its word.
        #expect(runs("عربي، ok") == [0..<5])
        // Leading digits read with the phrase they start, European or Arabic-Indic.
        #expect(runs("12 عربي") == [0..<7])
        #expect(runs("٣ رسائل") == [0..<7])
        // Two blanks separate columns (a name and its badge).
        #expect(runs("› سارة  12") == [2..<6])
        // A double-width emoji inside a run stays in it; CJK is left to right.
        #expect(runs("سلام 😀 عالم") == [0..<12])
        #expect(runs("سلام 山田") == [0..<4])
        #expect(runs("שלום") == [0..<4])
    }

    @Test func anArabicRunBetweenFrameCharactersIsIsolated() {
        var renderer = Renderer(colorMode: .trueColor)
        let bytes = renderer.render(row("│ok سلام│", width: 10))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == "\u{1B}[0m\u{1B}[H\u{1B}[2J│ok \(Self.fsi)سلام\(Self.pdi)│\u{1B}[?25l")
        // Without bidi the controls take no column: the frame is where it was drawn.
        let backend = TestBackend(size: TerminalSize(width: 10, height: 1))
        backend.write(bytes)
        #expect(backend.screen == row("│ok سلام│", width: 10))
        #expect(backend.cursor == Position(x: 9, y: 0))
    }

    @Test func aChangedLetterInsideARunRewritesTheWholeRun() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 10, height: 1), attachesZeroWidth: true)
        backend.write(renderer.render(row("│ok سلام│", width: 10)))
        // "ل" (column 5) becomes "ب": the cell before the run, the run, between the isolates.
        let bytes = renderer.render(row("│ok سبام│", width: 10))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[6D \(Self.fsi)سبام\(Self.pdi)")
        backend.write(bytes)
        // A terminal keeping zero-width characters holds one mark on each side, not two.
        #expect(backend.screen.lines == ["│ok \(Self.fsi)سبا\("م" + Self.pdi)│ "])
        // A letter after the run only: the run is not written.
        let after = renderer.render(row("│ok سبام│x", width: 10))
        #expect(String(decoding: after, as: UTF8.self) == "\u{1B}[Cx")
    }

    @Test func arabicWithDigitsAndLatin() {
        var renderer = Renderer(colorMode: .ansi16)
        var buffer = Buffer(width: 20, height: 1)
        buffer.put("│", x: 0, y: 0)
        buffer.put("ملفات: 12", x: 1, y: 0, style: Style(foreground: .cyan))
        buffer.put(" ok│", x: 10, y: 0)
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text == "\u{1B}[0m\u{1B}[H\u{1B}[2J│\(Self.fsi)\u{1B}[36mملفات: 12\(Self.pdi)\u{1B}[C\u{1B}[39mok│\u{1B}[?25l")
        // The run is gone (Latin replaces it): its last cell and the cell before it are written
        // again, so no mark of it is left behind.
        var latin = buffer
        latin.put("files: 12", x: 1, y: 0, style: Style(foreground: .cyan))
        let backend = TestBackend(size: buffer.size, attachesZeroWidth: true)
        var replay = Renderer(colorMode: .ansi16)
        backend.write(replay.render(buffer))
        let bytes = replay.render(latin)
        backend.write(bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\r│\u{1B}[36mfiles: 12")
        #expect(backend.screen == latin)
    }

    @Test func aRunAtTheRightEdgeAndAWideCharacterBeforeARun() {
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: TerminalSize(width: 8, height: 2), attachesZeroWidth: true)
        var buffer = Buffer(width: 8, height: 2)
        buffer.put("ab سلام", x: 1, y: 0)
        buffer.put("日سل", x: 0, y: 1)
        backend.write(renderer.render(buffer))
        #expect(backend.screen.lines == [" ab \(Self.fsi)سلام\(Self.pdi)", "日\(Self.fsi)سل\(Self.pdi)    "])
        #expect(Self.marked(buffer) == backend.screen)
        buffer.put("ب", x: 3, y: 1)
        backend.write(renderer.render(buffer))
        #expect(Self.marked(buffer) == backend.screen)
    }

    @Test func typingArabicInTheSearchFieldStaysSmall() {
        var renderer = Renderer(colorMode: .trueColor)
        func frame(_ query: String) -> Buffer {
            var buffer = TerminalBenchmark.listScreen(rows: 1_000, size: TerminalSize(width: 80, height: 24), query: query)
            buffer.put("│", x: 79, y: 1)
            return buffer
        }
        _ = renderer.render(frame("سار"))
        let bytes = renderer.render(frame("سارة"))
        #expect(bytes.count < 60, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(Self.fsi) && text.contains("سارة\(Self.pdi)"), "\(text.debugDescription)")
    }

    /// Random frames mixing Arabic, Hebrew, digits, Latin, CJK, emoji and frame characters, on a
    /// terminal that keeps zero-width characters (tmux): the cells are always the frame's, and the
    /// marks are exactly one U+2068 on the cell before each run and one U+2069 on its last cell,
    /// however the diff cut the runs.
    @Test func randomFramesKeepEveryRunIsolatedOnce() {
        var random = SplitMix64(seed: 2068)
        let size = TerminalSize(width: 19, height: 5)
        let pieces = ["سلام", "ع", " ", "  ", "12", "٣", "ok", "│", "日本", "😀", "שלום", "، ", "─", "a"]
        let colors: [Color] = [.default, .red, .indexed(100)]
        var renderer = Renderer(colorMode: .trueColor)
        let backend = TestBackend(size: size, attachesZeroWidth: true)
        let plain = TestBackend(size: size)
        var buffer = Buffer(size: size)
        for _ in 0..<400 {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let style = Style(foreground: colors.randomElement(using: &random) ?? .default)
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
                buffer.put(text, x: Int.random(in: -2...17, using: &random), y: Int.random(in: 0...4, using: &random), style: style)
            }
            if Int.random(in: 0..<25, using: &random) == 0 { buffer.clear() }
            let bytes = renderer.render(buffer)
            backend.write(bytes)
            plain.write(bytes)
            #expect(plain.screen == buffer)
            #expect(backend.screen == Self.marked(buffer))
            if backend.screen != Self.marked(buffer) || plain.screen != buffer { break }
        }
    }

    /// `buffer` with the marks a zero-width-keeping terminal should hold after a correct render.
    static func marked(_ buffer: Buffer) -> Buffer {
        var result = buffer
        for y in 0..<buffer.height {
            func lead(_ x: Int) -> Int { x > 0 && buffer[x, y].isContinuation ? x - 1 : x }
            for run in RightToLeftRuns.runs(in: buffer, row: y) {
                if run.lowerBound > 0 { result.attach(fsi, x: lead(run.lowerBound - 1), y: y) }
                result.attach(pdi, x: lead(run.upperBound - 1), y: y)
            }
        }
        return result
    }
}
