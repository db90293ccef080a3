import Testing
@testable import Terminal

@Suite struct InputDecoderTests {
    private func decode(_ input: [UInt8]) -> [TerminalEvent] {
        var decoder = InputDecoder()
        return decoder.feed(input) + decoder.flush()
    }

    private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    @Test(arguments: [
        ("a", [TerminalEvent.key(KeyEvent(.character("a")))]),
        ("\r", [.key(KeyEvent(.enter))]),
        ("\n", [.key(KeyEvent(.enter))]),
        ("\t", [.key(KeyEvent(.tab))]),
        ("\u{1B}[Z", [.key(KeyEvent(.backTab, modifiers: .shift))]),
        ("\u{7F}", [.key(KeyEvent(.backspace))]),
        ("\u{08}", [.key(KeyEvent(.backspace))]),
        ("\u{1B}[3~", [.key(KeyEvent(.delete))]),
        ("\u{1B}[A", [.key(KeyEvent(.up))]),
        ("\u{1B}[B", [.key(KeyEvent(.down))]),
        ("\u{1B}[C", [.key(KeyEvent(.right))]),
        ("\u{1B}[D", [.key(KeyEvent(.left))]),
        ("\u{1B}OA", [.key(KeyEvent(.up))]),
        ("\u{1B}[H", [.key(KeyEvent(.home))]),
        ("\u{1B}[F", [.key(KeyEvent(.end))]),
        ("\u{1B}[1~", [.key(KeyEvent(.home))]),
        ("\u{1B}[4~", [.key(KeyEvent(.end))]),
        ("\u{1B}[5~", [.key(KeyEvent(.pageUp))]),
        ("\u{1B}[6~", [.key(KeyEvent(.pageDown))]),
        ("\u{1B}[1;5C", [.key(KeyEvent(.right, modifiers: .control))]),
        ("\u{1B}[1;2A", [.key(KeyEvent(.up, modifiers: .shift))]),
        ("\u{1B}OP", [.key(KeyEvent(.function(1)))]),
        ("\u{1B}[15~", [.key(KeyEvent(.function(5)))]),
        ("\u{1B}", [.key(KeyEvent(.escape))]),
        ("\u{1B}\u{1B}", [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))]),
        ("\u{03}", [.key(.control("c"))]),
        ("\u{01}", [.key(.control("a"))]),
        ("\u{00}", [.key(.control(" "))]),
        ("\u{1B}x", [.key(KeyEvent(.character("x"), modifiers: .alt))]),
        ("\u{1B}\u{7F}", [.key(KeyEvent(.backspace, modifiers: .alt))]),
        ("é日😀", [.key(KeyEvent(.character("é"))), .key(KeyEvent(.character("日"))), .key(KeyEvent(.character("😀")))]),
        ("\u{1B}[200~hello\r\nworld\u{1B}[201~", [.paste("hello\nworld")]),
        ("\u{1B}[200~\u{1B}[A\u{3}\u{1B}[201~x", [.paste("\u{1B}[A\u{3}"), .key(KeyEvent(.character("x")))]),
        ("\u{1B}[<0;10;5M", [.mouse(MouseEvent(kind: .press, button: .left, position: Position(x: 9, y: 4)))]),
        ("\u{1B}[<0;10;5m", [.mouse(MouseEvent(kind: .release, button: .left, position: Position(x: 9, y: 4)))]),
        ("\u{1B}[<65;1;1M", [.mouse(MouseEvent(kind: .scrollDown, button: .none, position: Position(x: 0, y: 0)))]),
        ("\u{1B}[<34;3;4M", [.mouse(MouseEvent(kind: .drag, button: .right, position: Position(x: 2, y: 3)))]),
        ("\u{1B}[99~", [.unknown(Array("\u{1B}[99~".utf8))]),
        ("\u{1B}[?1;2c", [.unknown(Array("\u{1B}[?1;2c".utf8))]),
        ("\u{1B}[", [.unknown(Array("\u{1B}[".utf8))]),
    ])
    func table(input: String, expected: [TerminalEvent]) {
        #expect(decode(Array(input.utf8)) == expected)
    }

    @Test func invalidUTF8BecomesUnknown() {
        #expect(decode([0xFF, 0x61]) == [.unknown([0xFF]), key(.character("a"))])
        #expect(decode([0xC3, 0x28]) == [.unknown([0xC3]), key(.character("("))])
        #expect(decode([0xED, 0xA0, 0x80]) == [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])])
        #expect(decode([0xE6, 0x97]) == [.unknown([0xE6, 0x97])])  // cut short, then flushed
    }

    @Test func partialReadsResume() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE6]) == [])
        #expect(decoder.feed([0x97]) == [])
        #expect(decoder.feed([0xA5]) == [key(.character("日"))])
        #expect(decoder.feed(Array("\u{1B}".utf8)) == [])
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("1;5".utf8)) == [])
        #expect(decoder.feed(Array("D".utf8)) == [key(.left, .control)])
        #expect(decoder.feed(Array("\u{1B}[20".utf8)) == [])
        #expect(decoder.feed(Array("0~abc\u{1B}[2".utf8)) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.flush() == [])  // a pause inside a paste ends nothing
        #expect(decoder.feed(Array("01".utf8)) == [])
        #expect(decoder.feed(Array("~".utf8)) == [.paste("abc")])
        #expect(!decoder.hasPending)
    }

    @Test func loneEscapeNeedsFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [key(.escape)])
        #expect(decoder.flush() == [])
    }

    @Test func overlongSequenceIsUnknownNotStuck() {
        let long = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100) + Array("Ax".utf8)
        let events = decode(long)
        #expect(events.last == key(.character("x")))
        #expect(!events.contains { if case .key(let k) = $0 { return k.key == .up } else { return false } })
    }

    /// Random bytes, including fragments of real sequences: never traps, every byte is
    /// accounted for, and any split into reads gives the same events as one read.
    @Test func fuzzRandomBytesAndSplits() {
        var random = SplitMix64(seed: 7)
        let fragments: [[UInt8]] = [[0x1B], Array("[".utf8), Array("O".utf8), Array("200~".utf8),
                                    Array("201~".utf8), Array("<0;1;1M".utf8), [0xE6, 0x97, 0xA5],
                                    [0xF0, 0x9F], Array("1;5A".utf8), [0x7F], [0x0D], Array("~".utf8)]
        for _ in 0..<2_000 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                if Bool.random(using: &random) {
                    input.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    input += fragments.randomElement(using: &random) ?? []
                }
            }
            var whole = InputDecoder()
            let expected = whole.feed(input) + whole.flush()
            var split = InputDecoder()
            var events: [TerminalEvent] = []
            var index = 0
            while index < input.count {
                let end = min(input.count, index + Int.random(in: 1...5, using: &random))
                events += split.feed(input[index..<end])
                index = end
            }
            events += split.flush()
            #expect(events == expected)
            if events != expected { break }
        }
    }
}
