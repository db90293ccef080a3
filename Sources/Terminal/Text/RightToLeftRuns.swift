/// Runs of right-to-left text in a row of cells: what ``Renderer`` writes between U+2068 FIRST
/// STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, so a terminal that runs the Unicode
/// bidirectional algorithm reorders each run only inside itself and the frame stays where it is
/// (docs/terminal.md, "Right-to-left text").
///
/// A run starts at a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
/// presentation forms; Arabic-Indic digits count as right-to-left, as their bidi class AN acts
/// like R on neutrals) and goes on over right-to-left letters, digits and neutral characters
/// (single spaces, punctuation, symbols) up to its last right-to-left letter or digit, plus the
/// punctuation written right after that (no blank between): `مطلوب.`, `الخلفية،…`. It ends at a
/// left-to-right letter, at a box-drawing or block character, an arrow or a geometric shape (frames,
/// rules, scroll bars and marks) and at
/// two blanks in a row (a gap between columns), so a run never takes in the frame or the next
/// column. Digits right before its first letter (with the single blanks and separators between
/// them) belong to it unless a left-to-right letter comes before them in the column: `۷ دسامبر`
/// and `۲ پیدا` read right to left as one phrase, so the day stays before the month and the count
/// before its noun on a bidi terminal (left outside, the bidi algorithm made them left to right
/// after the frame). Brackets stay paired: an opening bracket right before a run's first
/// letter, and a closing bracket after its last letter that closes a bracket opened in the run,
/// belong to the run, so `نبذة (اختيارية)` is isolated whole and its parentheses mirror together
/// (the isolate closed before `)`, which a bidi terminal then drew on the wrong side). A bracket
/// the run opened and did not close before it ended (`حجم (1.5 MiB)`: the run ends at the Latin
/// unit) is left out with what follows it, so no isolate holds half a pair. The classes
/// approximate Unicode's Bidi_Class (Swift exposes none), enough for this decision.
public enum RightToLeftRuns {
    /// U+2068 FIRST STRONG ISOLATE, as UTF-8.
    static let isolate: [UInt8] = [0xE2, 0x81, 0xA8]
    /// U+2069 POP DIRECTIONAL ISOLATE, as UTF-8.
    static let pop: [UInt8] = [0xE2, 0x81, 0xA9]

    /// How a cell's symbol takes part in a run.
    enum Kind: Equatable {
        case rightToLeft, number, neutral, blank, leftToRight, boundary
    }

    /// The kind of a cell's symbol, from its first scalar (a cluster's base).
    static func kind(of symbol: String) -> Kind {
        guard let scalar = symbol.unicodeScalars.first else { return .neutral }
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x20: return .blank
            case 0x30...0x39: return .number
            case 0x41...0x5A, 0x61...0x7A: return .leftToRight
            default: return .neutral
            }
        }
        switch value {
        case 0x06F0...0x06F9: return .number  // Extended Arabic-Indic digits: EN
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return .rightToLeft
        // Frames, rules and blocks; arrows and geometric shapes (a list's ↑/↓ scroll marks in the
        // last column, "▲▼ PgUp/PgDn", the unread ●): marks of the screen, never a phrase's
        // punctuation (the tmux captures showed `⁨فارسی↓⁩`, the list's mark pulled into the run).
        case 0x2190...0x21FF, 0x2500...0x25FF: return .boundary
        default: break
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber: return .number
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return .leftToRight
        default: return .neutral
        }
    }

    /// Opening brackets and the closing bracket of each (Unicode's Bidi_Paired_Bracket pairs
    /// that texts use).
    static let closing: [String: String] = ["(": ")", "[": "]", "{": "}", "«": "»", "‹": "›", "⟨": "⟩", "（": "）"]

    /// What may stand between digits that a run takes in before its first letter.
    static let numberSeparators: Set<String> = [".", ",", ":", "/", "-", "\u{A0}", "\u{202F}"]

    /// U+2066 LEFT-TO-RIGHT ISOLATE, as UTF-8.
    static let leftToRight: [UInt8] = [0xE2, 0x81, 0xA6]

    /// The sizes inside `run` on row `y` ("40×12": digits, `×`, digits): written between U+2066
    /// LEFT-TO-RIGHT ISOLATE and U+2069 inside the run's isolate, so a bidi terminal keeps the
    /// width first. Left to the run, the `×` between two numbers takes the run's direction (the
    /// numbers count as right to left for a neutral between them, UAX #9 rule N1) and "40×12" in
    /// an Arabic or Persian sentence reads "12×40" (issue 35: "Terminal too small").
    public static func sizes(in buffer: Buffer, row y: Int, run: Range<Int>) -> [Range<Int>] {
        let row = y * buffer.width
        func isDigit(_ x: Int) -> Bool {
            guard run.contains(x) else { return false }
            let symbol = buffer.cells[row + x].symbol
            return symbol.count == 1 && kind(of: symbol) == .number
        }
        var found: [Range<Int>] = []
        var x = run.lowerBound
        while x < run.upperBound {
            guard isDigit(x) else { x += 1; continue }
            let start = x
            var end = x
            var times = 0
            while true {
                while isDigit(end) { end += 1 }
                guard end < run.upperBound, buffer.cells[row + end].symbol == "×", isDigit(end + 1) else { break }
                times += 1
                end += 1
            }
            if times > 0 { found.append(start..<end) }
            x = max(end, x + 1)
        }
        return found
    }

    /// Whether a symbol may start a run; a cheap test on its first byte (every right-to-left
    /// letter is U+0590 or above, 0xD6 and up in UTF-8) before the real one.
    @inline(__always)
    static func mayBeRightToLeft(_ symbol: String) -> Bool {
        guard let lead = symbol.utf8.first, lead >= 0xD6 else { return false }
        return kind(of: symbol) == .rightToLeft
    }

    /// The columns of each right-to-left run on row `y`, left to right; empty for a row with no
    /// right-to-left letter (the usual case, found without classifying a cell).
    public static func runs(in buffer: Buffer, row y: Int) -> [Range<Int>] {
        guard y >= 0, y < buffer.height else { return [] }
        let width = buffer.width
        let row = y * width
        guard buffer.cells[row..<(row + width)].contains(where: { mayBeRightToLeft($0.symbol) }) else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        var end = 0
        var previousBlank = false
        // The brackets opened in the current run and not yet closed (their closing symbols), and
        // for each its column and the run's end before it.
        var openBrackets: [String] = []
        var openedAt: [(x: Int, endBefore: Int)] = []
        // An opening bracket right before this cell: it joins a run that starts here.
        var bracketBefore: (x: Int, closing: String)?
        // Digits not yet in a run that a run starting soon takes in (`۷ دسامبر`): where they
        // begin, with an opening bracket right before them; nil after a left-to-right letter,
        // which makes the digits after it left to right (bidi rule W7).
        var numbersBefore: (x: Int, bracket: (x: Int, closing: String)?)?
        var afterLeftToRight = false
        // Whether the run's last cell so far is a letter, digit or punctuation attached to one:
        // punctuation right after it (`مطلوب.`, `…`) still belongs to the run.
        var attached = false
        func close() {
            if var first = start {
                // A bracket left open: the run ends before it (or, when it opened the run, starts
                // after it), so the pair is not split by the isolate's end.
                for bracket in openedAt {
                    if bracket.x == first {
                        first += 1
                    } else {
                        end = min(end, bracket.endBefore)
                        break
                    }
                }
                if first < end { runs.append(first..<end) }
            }
            start = nil
            openBrackets = []
            openedAt = []
            attached = false
        }
        var x = 0
        while x < width {
            let cell = buffer.cells[row + x]
            if cell.isContinuation {
                x += 1
                continue
            }
            let columns = max(cell.width, 1)
            let kind = kind(of: cell.symbol)
            var opening: String?
            switch kind {
            case .rightToLeft:
                if start == nil {
                    let bracket = numbersBefore.map { $0.bracket } ?? bracketBefore
                    start = numbersBefore?.bracket?.x ?? numbersBefore?.x ?? bracketBefore?.x ?? x
                    openBrackets = bracket.map { [$0.closing] } ?? []
                    openedAt = bracket.map { [($0.x, $0.x)] } ?? []
                }
                numbersBefore = nil
                end = x + columns
                attached = true
            case .number:
                if start != nil {
                    end = x + columns
                    attached = true
                } else if numbersBefore == nil, !afterLeftToRight {
                    numbersBefore = (x, bracketBefore)
                }
            case .blank:
                attached = false
                if previousBlank {
                    close()
                    numbersBefore = nil
                    afterLeftToRight = false
                }
            case .neutral:
                opening = closing[cell.symbol]
                if start != nil {
                    if let opening {
                        openBrackets.append(opening)
                        openedAt.append((x, end))
                        attached = false
                    } else if openBrackets.last == cell.symbol {
                        // Closes a bracket the run opened: the pair stays inside the isolate.
                        openBrackets.removeLast()
                        openedAt.removeLast()
                        end = x + columns
                        attached = true
                    } else if closing.values.contains(cell.symbol) {
                        // A closing bracket the run did not open ends what is attached.
                        attached = false
                    } else if attached {
                        // Punctuation right after the run's last letter or digit ends its phrase.
                        end = x + columns
                    }
                } else if !numberSeparators.contains(cell.symbol) {
                    // Only a number's own separators (`۶:۱۸`, `1.5`) keep digits for a run.
                    numbersBefore = nil
                }
            case .leftToRight:
                close()
                numbersBefore = nil
                afterLeftToRight = true
            case .boundary:
                close()
                numbersBefore = nil
                afterLeftToRight = false
            }
            bracketBefore = start == nil ? opening.map { (x, $0) } : nil
            previousBlank = kind == .blank
            x += columns
        }
        close()
        return runs
    }
}
