/// One parser for the answers people type to a question, in every face that reads lines (plain
/// mode, the command line's confirmations).
public enum Answer {
    /// Yes in English and in the shipped languages (the prompts show `[y/N]`; a person may answer
    /// in their own language): German, French, Spanish, Russian, Japanese, Arabic.
    static let yesWords: Set<String> = ["y", "yes", "j", "ja", "oui", "si", "sí", "да", "はい", "نعم"]
    /// No, likewise.
    static let noWords: Set<String> = ["n", "no", "nein", "non", "нет", "いいえ", "لا"]

    /// A yes/no answer: "y" or "yes" (any case, surrounding white space ignored; or yes in a shipped
    /// language, "ja", "oui", "да"…) is yes, "n" or "no" (or "nein", "нет"…) is no, an empty line is
    /// `default`, anything else is nil (ask again or take as no).
    public static func yesNo(_ text: String, default: Bool) -> Bool? {
        let word = ProfileSearch.trimmed(text).lowercased()
        if word.isEmpty { return `default` }
        if yesWords.contains(word) { return true }
        if noWords.contains(word) { return false }
        return nil
    }

    /// Whether a question that defaults to no ("[y/N]") was answered yes.
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
