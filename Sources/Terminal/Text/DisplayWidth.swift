/// Column widths of text on a terminal, a `wcwidth` of our own tables applied per grapheme
/// cluster.
///
/// - A scalar is 2 columns when East Asian Wide/Fullwidth or emoji presentation, 0 when a
///   combining mark, enclosing mark, format character (ZWJ, variation selectors, ...) or control
///   character, and 1 otherwise (including East Asian Ambiguous, as most terminals do).
/// - A grapheme cluster takes the width of its first non-zero-width scalar; U+FE0F (emoji
///   presentation) widens it to 2, U+FE0E (text presentation) narrows it to 1. Clusters are
///   never wider than 2, so ZWJ emoji sequences and flags count as 2.
public enum DisplayWidth {
    /// Columns of one scalar (0, 1 or 2).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return 1 }
        if contains(WidthTables.zero, v) { return 0 }
        if v >= 0x1100 && contains(WidthTables.wide, v) { return 2 }
        return 1
    }

    /// Whether the scalar is a C0/C1 control character or DEL; these are never drawn.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Columns of one grapheme cluster (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var width = 0
        var presentation: Int?
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F: presentation = 2
            case 0xFE0E: presentation = 1
            default:
                if width == 0 {
                    if isControl(scalar) { return 0 }
                    width = of(scalar)
                }
            }
        }
        guard width > 0 else { return 0 }
        return presentation ?? width
    }

    /// Columns of a string: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        var allASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else { allASCII = false; break }
            if byte >= 0x20 && byte < 0x7F { total += 1 }
        }
        if allASCII { return total }
        total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The longest prefix of `text` that fits in `columns`, never splitting a cluster.
    public static func prefix(_ text: some StringProtocol, fitting columns: Int) -> Substring {
        let string = Substring(text)
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            let w = of(string[index])
            if used + w > columns { break }
            used += w
            end = string.index(after: index)
        }
        return string[string.startIndex..<end]
    }

    /// A path shortened to `columns` in its middle: its start up to a `/`, `…`, and its last
    /// folder's name whole ("/home/…/threshold"), so the folder it names stays readable. A last
    /// name too wide for that keeps its end ("…threshold").
    public static func truncatePath(_ path: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(path) <= columns { return path }
        guard columns > 1 else { return "…" }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let tail = trimmed.lastIndex(of: "/").map { String(trimmed[$0...]) } ?? trimmed
        if of(tail) + 2 > columns {
            // Its end: the widest suffix that fits beside the "…".
            var kept = Substring("")
            for character in trimmed.reversed() {
                if of(kept) + of(character) > columns - 1 { break }
                kept = Substring(String(character) + kept)
            }
            return "…" + kept
        }
        var head = prefix(trimmed, fitting: columns - 1 - of(tail))
        // The start ends after a folder's "/", not inside its name.
        if let slash = head.lastIndex(of: "/") { head = head[...slash] }
        return String(head) + "…" + tail
    }

    /// `text` shortened to `columns`, ending in `…` when something was cut. The cut falls after
    /// the last whole word that fits ("Waiting for the…", not "Waiting for the conditi…": a reader
    /// can't tell a cut word from a misspelt one, in German least of all); only a first word
    /// wider than the row (or text without blanks: a link, a key, CJK) is cut inside.
    public static func truncate(_ text: some StringProtocol, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return String(text) }
        let head = prefix(text, fitting: columns - 1)
        let string = Substring(text)
        // The next character after the fitting part is a blank: the prefix already ends a word.
        // Wide (CJK) text breaks between any two characters, as TextWrap does.
        if let last = head.last, of(last) == 2 { return String(head) + "…" }
        if head.endIndex < string.endIndex, breaksLine(string[head.endIndex]) {
            return String(head.reversed().drop(while: \.isWhitespace).reversed()) + "…"
        }
        if let blank = head.lastIndex(where: breaksLine) {
            let words = head[head.startIndex..<blank].reversed().drop(while: \.isWhitespace).reversed()
            if !words.isEmpty { return String(words) + "…" }
        }
        return String(head) + "…"
    }

    /// Whether a line may end at `character`: a blank, but not a no-break space (U+00A0 between a
    /// size and its unit, U+202F and U+2007 inside numbers), which holds its neighbours together.
    static func breaksLine(_ character: Character) -> Bool {
        character.isWhitespace && character != "\u{00A0}" && character != "\u{202F}" && character != "\u{2007}"
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = table[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
