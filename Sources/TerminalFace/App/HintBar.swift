import Features
import Terminal

/// A row of key hints made to fit its width without cutting a word: whole hints are dropped, the
/// least needed first, and the rest keep their order (issue 35: at 40 columns some 60 hint rows
/// per language ended in "Enter weit…", "Strg-C …").
///
/// A hint row is one translated text whose hints are two blanks apart ("Tab move  Enter choose
/// c create  Ctrl-C quit"); translators keep the segments and the key names (a few are translated:
/// "Entrée", "Strg-C", "Leertaste"; docs/languages.md). Each hint's role comes from its key:
/// first dropped is a hint without a key (an instruction such as "Type the path", or a status
/// such as "Importing…"), then moving around (arrows, Tab, PgUp/PgDn), then the letter keys (the
/// later ones first), then Space, then the way out (Esc, Ctrl-C, q); Enter (and Y/N) stays. Only
/// when the one hint left is wider than the row is it cut, after its last whole word that fits.
enum HintBar {
    /// What a hint does, in the order hints are dropped (first dropped first).
    enum Role: Int {
        case instruction, navigation, letter, toggle, exit, primary
    }

    /// The hints of `hints` (two blanks apart) that fit in `width` columns, in their order.
    static func fit(_ hints: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(hints) <= width { return hints }
        // The pseudo-locale's padding ("Éšç ƀåçķ ········]") is filler, not a hint: it goes
        // before any hint does.
        var segments = hints.components(separatedBy: "  ").filter { !$0.isEmpty }.map(withoutPadding)
        func total() -> Int {
            segments.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * max(0, segments.count - 1)
        }
        while segments.count > 1 && total() > width {
            // The least needed: lowest role, and of those the last.
            var drop = 0
            for index in segments.indices where role(of: segments[index]).rawValue <= role(of: segments[drop]).rawValue {
                drop = index
            }
            segments.remove(at: drop)
        }
        let row = segments.joined(separator: "  ")
        return DisplayWidth.of(row) <= width ? row : wholeWords(row, width: width)
    }

    /// `hints` (two blanks apart) without the hints of `keys` (untranslated key names: "Enter"
    /// stands for its translations too), for a row where those keys do nothing.
    static func without(keys: Set<String>, in hints: String) -> String {
        hints.components(separatedBy: "  ").filter { hint in
            let key = String(hint.prefix { $0 != " " })
            let plain = PseudoLocale.plain(key.hasPrefix("[") ? String(key.dropFirst()) : key)
            if keys.contains("Enter"), role(of: hint) == .primary, !["Y", "N"].contains(plain) { return false }
            return !keys.contains(plain)
        }.joined(separator: "  ")
    }

    /// `hint` without the pseudo-locale's padding before its closing bracket.
    private static func withoutPadding(_ hint: String) -> String {
        guard hint.hasSuffix("·]") else { return hint }
        var text = hint.dropLast()
        while text.last == "·" || text.last == " " { text = text.dropLast() }
        return text + "]"
    }

    /// `text` cut after its last whole word that fits in `width` with "…" (a word alone wider
    /// than the row is cut where it must be).
    static func wholeWords(_ text: String, width: Int) -> String {
        var kept = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let next = kept.isEmpty ? String(word) : kept + " " + word
            if DisplayWidth.of(next) + 1 > width { break }
            kept = next
        }
        while kept.hasSuffix(" ") { kept.removeLast() }
        return kept.isEmpty ? DisplayWidth.truncate(text, to: width) : kept + "…"
    }

    /// The role of one hint, from its key (the text before its first blank).
    static func role(of hint: String) -> Role {
        let key = String(hint.prefix { $0 != " " })
        let found = role(ofKey: key)
        guard found == .instruction else { return found }
        // The pseudo-locale's "[Éñţéŕ", "Éšç": its bracket and accents (qps tests the layout).
        return role(ofKey: PseudoLocale.plain(key.hasPrefix("[") ? String(key.dropFirst()) : key))
    }

    private static func role(ofKey key: String) -> Role {
        if primaryKeys.contains(key) { return .primary }
        // Two keys for one action ("Space/Enter toggle"): the role of the more needed one.
        if key.contains("/"), !key.hasPrefix("/"), !key.hasSuffix("/") {
            return key.split(separator: "/").map { role(ofKey: String($0)) }.max { $0.rawValue < $1.rawValue } ?? .instruction
        }
        if exitKeys.contains(key) { return .exit }
        if toggleKeys.contains(key) { return .toggle }
        if key.contains(where: { "↑↓←→".contains($0) }) || navigationKeys.contains(key) { return .navigation }
        if key.count == 1, key.first?.isASCII == true, key.first?.isLetter == true { return .letter }
        if key.hasPrefix("Ctrl-") || key.hasPrefix("Strg-") { return .letter }
        return .instruction
    }

    // The key names as the shipped catalogs write them (HintBarTests checks every hint row).
    private static let primaryKeys: Set<String> = ["Enter", "Entrée", "Intro", "Enter/Esc", "Entrée/Échap", "Intro/Esc", "Y", "N"]
    private static let exitKeys: Set<String> = ["Esc", "Échap", "Ctrl-C", "Strg-C", "q"]
    private static let toggleKeys: Set<String> = ["Space", "Espace", "Espacio", "Leertaste", "Пробел", "Пробіл", "空格"]
    private static let navigationKeys: Set<String> = ["Tab", "PgUp", "PgDn", "Bild↑", "Bild↓", "RePág", "AvPág"]
}
