/// Unicode directional isolates (UAX #9): text from users (a profile's name, a file name) is put
/// between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE (U+2069) inside a translated
/// sentence, so a Hebrew name can't reorder an English sentence, nor an English name an Arabic one.
public enum Isolation {
    /// U+2068 FIRST STRONG ISOLATE.
    public static let firstStrong: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    public static let pop: Unicode.Scalar = "\u{2069}"

    /// `text` between U+2068 and U+2069. Stray isolate and embedding controls inside the text are
    /// removed first, so user text can't close the isolate early or leave one open.
    public static func isolate(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.append(firstStrong)
        out.append(contentsOf: text.unicodeScalars.filter { !isDirectionalControl($0) })
        out.append(pop)
        return String(out)
    }

    /// `text` without directional controls (isolates, embeddings, overrides): what the terminal
    /// faces draw, since terminals disagree on them (docs/languages.md).
    public static func removingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isDirectionalControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isDirectionalControl($0) }))
    }

    /// U+061C, U+200E, U+200F, U+202A...U+202E, U+2066...U+2069.
    public static func isDirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko, and
    /// their presentation forms).
    public static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
            default: false
            }
        }
    }
}
