import Foundation

/// Text from data (contact names, bios, echoed arguments) made safe to print on a terminal: no
/// control character reaches it raw, so nothing in the data can move the cursor, retitle the
/// window (OSC) or rewrite the screen. Front ends that write lines (the command line, plain mode)
/// pass every human text through it; the full screen's buffer drops controls itself.
public enum SafeText {
    /// `text` with each control character (C0 but line feed and tab, DEL, C1), each format
    /// character (Unicode Cf: the bidi overrides, embeddings and isolates U+202A-202E and
    /// U+2066-2069, the marks U+200E/200F/061C, zero-width U+200B, U+FEFF, ...) and the line and
    /// paragraph separators shown as a visible escape such as `\u{202E}`: nothing in data can
    /// reorder, hide or split what a person reads (issue 22). The zero-width joiner is kept between
    /// two emoji, where it builds one emoji (a family, a profession) and hides nothing. The
    /// zero-width non-joiner and joiner are kept between two letters of a script whose letters
    /// join (Arabic script, the Indic scripts): there they are spelling, written in nearly every
    /// Persian sentence («می‌شود»), and change the letters' shapes visibly. A closed
    /// isolate is kept too: FIRST STRONG ISOLATE (U+2068), then text without other direction
    /// controls or line breaks, then POP DIRECTIONAL ISOLATE (U+2069). That is how a translated
    /// sentence sets a name apart (``tr(_:context:_:)``, issue 20), and such a pair can only keep
    /// its content from reordering the text around it, never reorder anything itself.
    public static func forTerminal(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        let scalars = Array(text.unicodeScalars)
        var closingIsolate: Int?
        for (index, scalar) in scalars.enumerated() {
            if scalar.value == 0x2068, closingIsolate == nil, let close = closedIsolateEnd(scalars, from: index) {
                closingIsolate = close
                out.unicodeScalars.append(scalar)
            } else if index == closingIsolate {
                closingIsolate = nil
                out.unicodeScalars.append(scalar)
            } else if isControl(scalar) && !isJoinerBetweenEmoji(scalars, index) && !isJoinerInsideAWord(scalars, index) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An argument echoed in a message: made safe and cut to `limit` characters (with "…"), so a
    /// 100 KB argument does not come back as a 100 KB error. A migration link pasted in the wrong
    /// place is cut before its key (`key=` or `AGE-SECRET-KEY-`): no message repeats a key.
    public static func echo(_ argument: String, limit: Int = 64) -> String {
        var argument = Substring(argument)
        for marker in ["key=", "AGE-SECRET-KEY-"] {
            if let found = argument.range(of: marker, options: .caseInsensitive) {
                argument = argument[..<found.lowerBound] + "[key not shown]"
            }
        }
        let cut = argument.count > limit ? String(argument.prefix(limit)) + "…" : String(argument)
        return forTerminal(cut.replacingNewlines())
    }

    /// Where the U+2069 that closes the isolate opened at `start` is, if it comes before any
    /// other direction control (U+061C, U+200E/200F, U+202A-202E, U+2066-2069) or line break.
    private static func closedIsolateEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count {
            switch scalars[index].value {
            case 0x2069: return index
            case 0x0A, 0x0D, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2068, 0x2028, 0x2029: return nil
            default: index += 1
            }
        }
        return nil
    }

    /// What a person typed at a line prompt, as the other faces' text fields keep it: C0 and C1
    /// control characters (a stray ESC or BEL, the bytes of an arrow key) are dropped, a tab
    /// becomes a space. Format characters (joiners, bidi marks a language needs) stay.
    public static func typed(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" { kept.append(" "); continue }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
            kept.append(scalar)
        }
        return String(kept)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 { return scalar != "\n" && scalar != "\t" }
        if (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// A zero-width joiner with an emoji on each side (part of one emoji sequence).
    private static func isJoinerBetweenEmoji(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index].value == 0x200D, index > 0, index + 1 < scalars.count else { return false }
        // The scalar before may be a variation selector or a skin tone after the emoji itself.
        var before = index - 1
        while before > 0, scalars[before].properties.isVariationSelector || (0x1F3FB...0x1F3FF).contains(scalars[before].value) {
            before -= 1
        }
        return isEmoji(scalars[before]) && isEmoji(scalars[index + 1])
    }

    /// A zero-width non-joiner or joiner with a letter (or a mark on one) of a joining script on
    /// each side: part of a word's spelling, as in Persian, never between Latin letters.
    private static func isJoinerInsideAWord(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index].value == 0x200C || scalars[index].value == 0x200D,
              index > 0, index + 1 < scalars.count else { return false }
        return isJoiningLetter(scalars[index - 1]) && isJoiningLetter(scalars[index + 1])
    }

    /// A letter or combining mark of the Arabic script (with its presentation forms) or of an Indic
    /// script (Devanagari to Malayalam, U+0900-0D7F), where joiners choose the letters' shapes.
    private static func isJoiningLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0x0900...0x0D7F, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
        default:
            return false
        }
    }

    /// An emoji scalar (the `Emoji` property, without the digits, `#` and `*` it also covers).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value >= 0x2000)
    }
}

private extension String {
    /// Line breaks as `\n`, so an echo stays on its line.
    func replacingNewlines() -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\n" { out += "\\n" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
