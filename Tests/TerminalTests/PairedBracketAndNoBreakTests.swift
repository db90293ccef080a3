import Testing
@testable import Terminal

/// Issue 35 in the full screen's text primitives: a right-to-left run keeps its brackets paired
/// (Arabic at 40x12 showed `⁨نبذة (اختيارية⁩)`: the isolate closed before `)`), a size and its unit
/// joined by a no-break space stay on one line (`(1.5` / `MiB).` at 80x24).
@Suite struct PairedBracketAndNoBreakTests {
    private func runs(_ text: String, width: Int = 30) -> [Range<Int>] {
        var buffer = Buffer(width: width, height: 1)
        buffer.put(text, x: 0, y: 0)
        return RightToLeftRuns.runs(in: buffer, row: 0)
    }

    @Test func aRunTakesInTheBracketsItOpens() {
        // "Bio (optional)": the placeholder value with its parentheses, one isolate.
        #expect(runs("نبذة (اختيارية)") == [0..<15])
        #expect(runs("│ نبذة (اختيارية) │") == [2..<17])
        // A parenthesised word alone: the opening bracket right before it joins the run.
        #expect(runs("(اختيارية)") == [0..<10])
        #expect(runs("ok (عربي) ok") == [3..<9])
        // A closing bracket the run did not open stays outside, as other punctuation does.
        #expect(runs("عربي) ok") == [0..<4])
        #expect(runs("عربي (ok)") == [0..<4])
    }

    /// Issue 35: `حجم (1.5 MiB)`, a size after an Arabic word, ended the run at the Latin unit
    /// with its bracket open (`⁨حجم (1.5⁩ MiB)`), so a bidi terminal paired `(` with nothing.
    @Test func aBracketLeftOpenAtTheRunsEndStaysOutside() {
        #expect(runs("حجم (1.5\u{A0}MiB)") == [0..<3])
        #expect(runs("│ حجم (12 KiB) │") == [2..<5])
        // A bracket that opened the run and is left open: the run starts after it.
        #expect(runs("(حجم 1.5 MiB)") == [1..<8])
        // Closed inside the run: kept whole, as before.
        #expect(runs("حجم (1.5 ميغا)") == [0..<14])
        var renderer = Renderer(colorMode: .trueColor)
        var buffer = Buffer(width: 20, height: 1)
        buffer.put("حجم (1.5\u{A0}MiB)", x: 0, y: 0)
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text.contains("\u{2068}حجم\u{2069}"), "\(text)")
        #expect(!text.contains("(1.5\u{2069}"), "\(text)")
    }

    @Test func theIsolateEnclosesTheWholeParenthesisedValue() {
        var renderer = Renderer(colorMode: .trueColor)
        var buffer = Buffer(width: 20, height: 1)
        buffer.put("│نبذة (اختيارية)│", x: 0, y: 0)
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text.contains("\u{2068}نبذة (اختيارية)\u{2069}"), "\(text)")
    }

    @Test func aSizeAndItsUnitStayOnOneLine() {
        let text = "Exported to /home/user/threshold-export.age (1.5\u{A0}MiB)."
        let lines = TextWrap.wrap(text, width: 48)
        #expect(lines.contains { $0.contains("(1.5\u{A0}MiB).") }, "\(lines)")
        // A row too narrow cuts before the size, not between its number and unit.
        #expect(DisplayWidth.truncate("Size: 12.5\u{A0}MiB", to: 13) == "Size:…")
    }
}
