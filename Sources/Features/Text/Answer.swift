/// One parser for the answers people type to a question, in every face that reads lines (plain
/// mode, the command line's confirmations).
public enum Answer {
    /// Yes in English and in the shipped languages, whole words, understood in any language (a
    /// person may answer in another language than the app's).
    static let yesWords: Set<String> = ["y", "yes", "j", "ja", "oui", "si", "sí", "да", "так", "はい", "نعم", "evet", "بله", "是"]
    /// No, likewise.
    static let noWords: Set<String> = ["n", "no", "nein", "non", "нет", "ні", "いいえ", "لا", "hayır", "نه", "否"]

    /// The words the current language answers with (msgctxt "typed answer"), lower-cased; a
    /// catalog may give several, separated by "|" ("sí|si").
    static func words(yes: Bool) -> [String] {
        let text = yes ? tr("yes", context: "typed answer") : tr("no", context: "typed answer")
        return text.split(separator: "|").map { ProfileSearch.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
    }

    /// A yes/no answer: an empty line is `default`; yes or no in the current language (`да`,
    /// `ja`, `はい`, `evet`) or its first letter (`д`, `j`, `は`, `e`), English `y`/`yes`/`n`/`no`,
    /// or the whole word in another shipped language, is that answer; anything else (or a first
    /// letter both words share) is nil: ask again, never take it silently as no (issue 35: Russian
    /// "д" declined the name's correction, so no profile was created).
    public static func yesNo(_ text: String, default: Bool) -> Bool? {
        let word = ProfileSearch.trimmed(text).lowercased()
        if word.isEmpty { return `default` }
        let yes = words(yes: true), no = words(yes: false)
        let yesInitials = Set(yes.compactMap { $0.first.map(String.init) })
        let noInitials = Set(no.compactMap { $0.first.map(String.init) })
        let isYes = yesWords.contains(word) || yes.contains(word) || yesInitials.subtracting(noInitials).contains(word)
        let isNo = noWords.contains(word) || no.contains(word) || noInitials.subtracting(yesInitials).contains(word)
        if isYes != isNo { return isYes }
        return nil
    }

    /// Whether a question that defaults to no ("[y/N]") was answered yes; an unclear answer is no
    /// (for a face that can't ask again; plain mode asks again).
    public static func isYes(_ text: String) -> Bool {
        yesNo(text, default: false) ?? false
    }

    /// Whether a question that defaults to yes ("[Y/n]") was answered yes; an unclear answer is no.
    public static func isYesByDefault(_ text: String) -> Bool {
        yesNo(text, default: true) ?? false
    }

    /// Whether the word `yes` was typed in full, as destructive confirmations ask ("Type yes to
    /// delete"): "y" is not enough there.
    public static func isTypedYes(_ text: String) -> Bool {
        ProfileSearch.trimmed(text).lowercased() == "yes"
    }
}
