import Testing
@testable import Terminal

@Suite struct BufferTests {
    @Test func putWritesTextAndReturnsNextColumn() {
        var buffer = Buffer(width: 10, height: 2)
        let end = buffer.put("hello", x: 2, y: 1)
        #expect(end == 7)
        #expect(buffer.trimmedLines == ["", "  hello"])
    }

    @Test func putClipsToRectAndBuffer() {
        var buffer = Buffer(width: 8, height: 3)
        buffer.put("abcdefghij", x: 1, y: 0, clip: Rect(x: 2, y: 0, width: 4, height: 1))
        buffer.put("overflow!", x: 5, y: 1)
        buffer.put("below", x: 0, y: 3)  // outside: ignored
        buffer.put("left", x: -2, y: 2)
        #expect(buffer.trimmedLines == ["  bcde", "     ove", "ft"])
    }

    @Test func wideCharacterNeverSplitsAtRightEdge() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.put("ab日本", x: 0, y: 0)
        #expect(buffer.lines == ["ab日 "])
        #expect(buffer[2, 0].symbol == "日")
        #expect(buffer[3, 0].isContinuation)
        #expect(buffer[4, 0].symbol == " ")
    }

    @Test func wideCharacterClippedByRectLeavesBlank() {
        var buffer = Buffer(width: 6, height: 1, fill: Cell("."))
        buffer.put("漢字", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(buffer.lines == ["漢 ..."])
    }

    @Test func overwritingHalfOfWideCharacterBlanksTheOtherHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("日本", x: 0, y: 0)
        buffer.put("x", x: 1, y: 0)       // right half of 日
        #expect(buffer.lines == [" x本"])
        buffer.put("y", x: 2, y: 0)       // left half of 本
        #expect(buffer.lines == [" xy "])
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func controlCharactersAndLoneMarksAreNotDrawn() {
        var buffer = Buffer(width: 10, height: 1)
        buffer.put("a\u{1B}[31mb\u{7}\u{301}c", x: 0, y: 0)
        #expect(buffer.trimmedLines == ["a[31mbc"])
    }

    @Test func combiningMarksStayWithTheirBase() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("e\u{301}x", x: 0, y: 0)
        #expect(buffer[0, 0].symbol == "e\u{301}")
        #expect(buffer[1, 0].symbol == "x")
    }

    @Test func boxWithTitleAndRules() {
        var buffer = Buffer(width: 12, height: 4)
        let inner = buffer.drawBox(buffer.area, border: .plain, title: "Hi")
        buffer.put("inside", in: inner)
        buffer.drawHorizontalRule(x: 1, y: 2, width: 10, symbol: "-")
        #expect(inner == Rect(x: 1, y: 1, width: 10, height: 2))
        #expect(buffer.lines == [
            "┌─ Hi ─────┐",
            "│inside    │",
            "│----------│",
            "└──────────┘",
        ])
    }

    @Test func fillAndStyle() {
        var buffer = Buffer(width: 4, height: 2)
        let red = Style(foreground: .red)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 2), with: Cell("#", style: red))
        #expect(buffer.lines == [" ## ", " ## "])
        #expect(buffer[1, 1].style == red)
        buffer.fill(buffer.area, with: Cell("表"))
        #expect(buffer.lines == ["表表", "表表"])
    }

    @Test func alignedTextAndTruncation() {
        var buffer = Buffer(width: 9, height: 3)
        buffer.put("mid", in: Rect(x: 0, y: 0, width: 9, height: 1), alignment: .center)
        buffer.put("end", in: Rect(x: 0, y: 1, width: 9, height: 1), alignment: .trailing)
        buffer.put("much too long", in: Rect(x: 0, y: 2, width: 9, height: 1))
        #expect(buffer.lines == ["   mid   ", "      end", "much too…"])
    }

    @Test func resizeKeepsTopLeft() {
        var buffer = Buffer(width: 4, height: 2)
        buffer.put("ab日", x: 0, y: 0)
        buffer.resize(to: TerminalSize(width: 3, height: 3))
        #expect(buffer.lines == ["ab ", "   ", "   "])
    }

    @Test func splitsByFixedAndFlexSizes() {
        let area = Rect(x: 0, y: 0, width: 20, height: 10)
        let rows = area.splitVertically([.fixed(1), .flex(1), .fixed(2)])
        #expect(rows.map(\.height) == [1, 7, 2])
        #expect(rows.map(\.y) == [0, 1, 8])
        let columns = area.splitHorizontally([.flex(1), .flex(2)], spacing: 2)
        #expect(columns.map(\.width) == [6, 12])
        #expect(columns.map(\.x) == [0, 8])
        let tight = Rect(x: 0, y: 0, width: 5, height: 3).splitVertically([.fixed(2), .fixed(2), .flex(1)])
        #expect(tight.map(\.height) == [2, 1, 0])
        #expect(area.splitHorizontally([.min(4), .fixed(6)]).map(\.width) == [14, 6])
    }

    @Test func centeredAndInset() {
        let area = Rect(x: 2, y: 1, width: 20, height: 10)
        #expect(area.centered(width: 10, height: 4) == Rect(x: 7, y: 4, width: 10, height: 4))
        #expect(area.centered(width: 50, height: 50) == area)
        #expect(area.inset(by: .symmetric(horizontal: 2, vertical: 1)) == Rect(x: 4, y: 2, width: 16, height: 8))
        #expect(area.inset(by: .all(20)).isEmpty)
    }

    @Test func wrapsByDisplayWidth() {
        #expect(TextWrap.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWrap.wrap("日本語のテキスト", width: 6) == ["日本語", "のテキ", "スト"])
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextWrap.wrap("a 日本 b", width: 3) == ["a", "日", "本", "b"])
        #expect(TextWrap.wrap("日", width: 1) == ["日"])
        #expect(TextWrap.wrap("x", width: 0) == [])
    }

    /// Chinese and Japanese put no spaces between words: a line also breaks between double-width
    /// characters (it used to take a whole run to the next line and cut it at the width), and never
    /// starts with closing punctuation nor ends with opening punctuation.
    @Test func wrapBreaksBetweenDoubleWidthCharacters() {
        #expect(TextWrap.wrap("当您使用在 Threshold 中启用的运营方的服务器时", width: 16)
                == ["当您使用在", "Threshold 中启用", "的运营方的服务器", "时"])
        #expect(TextWrap.wrap("本条款是写给普通人的，因此有意写得简短。", width: 10)
                == ["本条款是写", "给普通人", "的，因此有", "意写得简", "短。"])
        #expect(TextWrap.wrap("请在“设置”中更改", width: 6) == ["请在", "“设置”", "中更改"])
        #expect(TextWrap.wrap("unchanged  double  spaces", width: 40) == ["unchanged  double  spaces"])
    }
}
