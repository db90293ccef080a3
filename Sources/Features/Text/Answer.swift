/// One parser for the answers people type to a question, in every face that reads lines (plain
/// mode, the command line's confirmations).
public enum Answer {
    /// A yes/no answer: "y" or "yes" (any case, surrounding white space ignored) is yes, "n" or
    /// "no" is no, an empty line is `default`, anything else is nil (ask again or take as no).
    public static func yesNo(_ text: String, default: Bool) -> Bool? {
        switch ProfileSearch.trimmed(text).lowercased() {
        case "": `default`
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
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
