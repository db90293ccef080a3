import Testing
@testable import Terminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5), ("", 0), ("日本語", 6), ("한국어", 6), ("ｆｕｌｌ", 8), ("ｶﾀｶﾅ", 4),
        ("e\u{301}", 1), ("a\u{200B}b", 2), ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2),
        ("❤️", 2), ("❤", 1), ("☺︎", 1), ("\u{1100}\u{1161}\u{11A8}", 2), ("Zoë 日本", 8),
        ("\u{1B}[0m", 3), ("\t", 0), ("Ω≈ç√", 4), ("•", 1), ("‹›", 2),
    ])
    func stringWidths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func scalarWidths() {
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x41))!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x1F))!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x85))!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x4E00))!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x0300))!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0xFF21))!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x1F600))!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x20000))!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(UInt32(0x00AD))!) == 1)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [WidthTables.wide, WidthTables.zero] {
            for (a, b) in zip(table, table.dropFirst()) { #expect(a.upperBound < b.lowerBound) }
        }
    }

    /// Every nonspacing or enclosing mark the standard library knows is zero width, and every
    /// emoji-presentation scalar is wide: our tables agree with the runtime's Unicode data.
    @Test func tablesAgreeWithStandardLibrary() {
        var disagreements: [UInt32] = []
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                if DisplayWidth.of(scalar) != 0 { disagreements.append(value) }
            default:
                if properties.isEmojiPresentation && DisplayWidth.of(scalar) != 2 { disagreements.append(value) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func prefixAndTruncate() {
        #expect(DisplayWidth.prefix("日本語", fitting: 5) == "日本")
        #expect(DisplayWidth.truncate("日本語", to: 5) == "日本…")
        #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
        #expect(DisplayWidth.truncate("abcd", to: 0) == "")
    }

    /// A cut falls after the last whole word (issue 35: "Waiting for the conditi…" at 40 columns);
    /// only text without a blank in the part that fits is cut inside a word.
    @Test func truncationEndsAfterAWholeWord() {
        #expect(DisplayWidth.truncate("Waiting for the conditions to load.", to: 25) == "Waiting for the…")
        #expect(DisplayWidth.truncate("Waiting for the conditions", to: 16) == "Waiting for the…")
        #expect(DisplayWidth.truncate("Push-Benachrichtigungen", to: 20) == "Push-Benachrichtigu…")
        #expect(DisplayWidth.truncate("threshold:/migrate?v=1&archive=abc", to: 12) == "threshold:/…")
        #expect(DisplayWidth.truncate("保持后台连接，实时接收", to: 9) == "保持后台…")
    }
}
