/// Wraps text to a column width, by display width.
public enum TextWrap {
    /// Breaks `text` into lines no wider than `width` columns.
    ///
    /// Explicit newlines are kept; lines break at spaces when possible, and also between
    /// double-width characters (Chinese and Japanese put no spaces between words), never before
    /// closing punctuation such as "，" or "。" nor after an opening one such as "（"; a word longer
    /// than a line is cut between grapheme clusters. Trailing spaces at a break are dropped. A
    /// width of 0 or less yields no lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    /// `text` wrapped to `width`, on at most `maxLines` lines: when it needs more, the last one
    /// ends after a whole word with "…" (``DisplayWidth/truncate(_:to:)``). For a text that
    /// wraps where there are rows for it and is cut only where there are none.
    public static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        let lines = wrap(text, width: width)
        guard maxLines > 0 else { return [] }
        guard lines.count > maxLines else { return lines }
        let last = lines[maxLines - 1], next = lines[maxLines]
        // The next line's start decides where the cut falls; lines broken between wide
        // characters (Chinese, Japanese) join without a blank.
        let joined = last.last.map { DisplayWidth.of($0) == 2 } == true || next.first.map { DisplayWidth.of($0) == 2 } == true
            ? last + next : last + " " + next
        var cut = DisplayWidth.truncate(joined, to: width)
        if !cut.hasSuffix("…") {
            // The next line was a paragraph of its own: mark the cut after this one.
            cut = DisplayWidth.of(last) < width ? last + "…" : DisplayWidth.truncate(last + " …", to: width)
        }
        return Array(lines.prefix(maxLines - 1)) + [cut]
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        let startCount = lines.count
        var line = ""
        var lineWidth = 0
        var words = paragraph.split(separator: " ", omittingEmptySubsequences: false)[...]
        var first = true
        while let spaced = words.popFirst() {
            // The pieces of a word are joined without a space: a line may end between them.
            for (index, word) in pieces(of: spaced).enumerated() {
                let wordWidth = DisplayWidth.of(word)
                let separator = first || index > 0 ? 0 : 1
                if lineWidth + separator + wordWidth <= width {
                    if separator == 1 { line += " " }
                    line += word
                    lineWidth += separator + wordWidth
                    first = false
                    continue
                }
                if !first {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                    first = true
                }
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                    first = false
                    continue
                }
                // A word wider than the line: cut it into pieces.
                var rest = word
                while DisplayWidth.of(rest) > width {
                    var piece = DisplayWidth.prefix(rest, fitting: width)
                    if piece.isEmpty { piece = rest.prefix(1) }  // one cluster wider than the line
                    lines.append(String(piece))
                    rest = rest[piece.endIndex...]
                }
                line = String(rest)
                lineWidth = DisplayWidth.of(rest)
                first = rest.isEmpty
            }
        }
        if !line.isEmpty || lines.count == startCount { lines.append(line) }
    }

    /// `word` cut where a line may break inside it: before and after each double-width character,
    /// except before closing punctuation and after opening punctuation. A word without
    /// double-width characters (or an empty one) is one piece, so Latin text wraps at spaces only.
    static func pieces(of word: Substring) -> [Substring] {
        guard word.contains(where: { DisplayWidth.of($0) == 2 }) else { return [word] }
        var result: [Substring] = []
        var start = word.startIndex
        var previous: (character: Character, wide: Bool)?
        for index in word.indices {
            let character = word[index]
            let wide = DisplayWidth.of(character) == 2
            if let previous, wide || previous.wide,
               !noBreakBefore.contains(character), !noBreakAfter.contains(previous.character) {
                result.append(word[start..<index])
                start = index
            }
            previous = (character, wide)
        }
        result.append(word[start...])
        return result
    }

    /// Characters a line never starts with (closing punctuation, full and half width).
    private static let noBreakBefore: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "”", "’", "》", "〉", "】", "…", "・", "ー",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "›",
    ]

    /// Characters a line never ends with (opening punctuation).
    private static let noBreakAfter: Set<Character> = ["（", "「", "『", "“", "‘", "《", "〈", "【", "(", "[", "{", "‹"]
}
