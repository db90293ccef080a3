/// The pseudo-locale `qps`: English made to look translated, so tests find text still written in
/// code (it stays plain English) and screens that cut a longer translation (the closing bracket
/// goes missing). Each letter gets an accented look-alike, the text grows by 40 % and is bracketed:
/// "Create your profile" -> "[Çŕéåţé ýöûŕ þŕöƒîļé ·········]". Placeholders (`{name}`) and line
/// breaks are kept as they are.
public enum PseudoLocale {
    /// The language code that selects it (`--lang qps`).
    public static let code = "qps"

    private static let accented: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let fancy = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()

    /// `text` with each letter accented, nothing added: what a formatter wrote (a month's name) in
    /// the pseudo-locale, so a test sees it went through the language's formatter.
    public static func accent(_ text: String) -> String {
        String(text.map { accented[$0] ?? $0 })
    }

    /// `text` with the accenting undone (`"Éšç"` -> `"Esc"`): for code that reads a key name in a
    /// hint row (the full screen's hint bar).
    public static func plain(_ text: String) -> String {
        String(text.map { plainLetters[$0] ?? $0 })
    }

    private static let plainLetters: [Character: Character] = Dictionary(uniqueKeysWithValues: accented.map { ($1, $0) })

    /// `text` in the pseudo-locale.
    public static func transform(_ text: String) -> String {
        var out = "["
        var inPlaceholder = false
        var letters = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                out.append(character)
                if character == "}" { inPlaceholder = false }
                continue
            }
            if character.isLetter { letters += 1 }
            out.append(accented[character] ?? character)
        }
        // 40 % longer, counted on the letters so placeholders don't inflate short texts.
        let padding = (letters * 2 + 4) / 5
        if padding > 0 {
            // Pad before a final line break, so a multi-line text keeps its shape.
            out += " " + String(repeating: "·", count: max(padding - 1, 1))
        }
        return out + "]"
    }
}
