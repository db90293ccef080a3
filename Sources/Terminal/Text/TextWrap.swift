/// Wraps text to a column width, by display width.
public enum TextWrap {
    /// Breaks `text` into lines no wider than `width` columns.
    ///
    /// Explicit newlines are kept; lines break at spaces when possible, and a word longer than a
    /// line is cut between grapheme clusters. Trailing spaces at a break are dropped. A width
    /// of 0 or less yields no lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        let startCount = lines.count
        var line = ""
        var lineWidth = 0
        var words = paragraph.split(separator: " ", omittingEmptySubsequences: false)[...]
        var first = true
        while let word = words.popFirst() {
            let wordWidth = DisplayWidth.of(word)
            let separator = first ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                if !first { line += " " }
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
        if !line.isEmpty || lines.count == startCount { lines.append(line) }
    }
}
