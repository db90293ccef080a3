import Features
import Foundation
import Storage
import Testing

/// Data and echoes never reach a reader raw: controls, format and bidi characters are escaped,
/// echoes cut at 64 characters, in text and in JSON messages (issue 22).
@Suite struct SafeTextTests {
    @Test(arguments: [
        ("\u{202E}gnp.exe", "\\u{202E}gnp.exe"),
        ("a\u{200B}b", "a\\u{200B}b"),
        ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        // A closed isolate (how a translated sentence sets a name apart) stays; any other does not.
        ("Hi \u{2068}Ann\u{2069}!", "Hi \u{2068}Ann\u{2069}!"),
        ("\u{2068}open", "\\u{2068}open"),
        ("\u{2068}a\u{202E}b\u{2069}", "\\u{2068}a\\u{202E}b\\u{2069}"),
        ("\u{2068}a\nb\u{2069}", "\\u{2068}a\nb\\u{2069}"),
        ("\u{2068}\u{2068}a\u{2069}\u{2069}", "\\u{2068}\u{2068}a\u{2069}\\u{2069}"),
        ("\u{200E}\u{200F}\u{061C}\u{FEFF}", "\\u{200E}\\u{200F}\\u{61C}\\u{FEFF}"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("\u{1B}]0;title\u{07}", "\\u{1B}]0;title\\u{7}"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("Zoë 日本", "Zoë 日本"),
    ])
    func formatAndBidiCharactersAreEscaped(input: String, shown: String) {
        #expect(SafeText.forTerminal(input) == shown)
    }

    @Test func emojiSequencesKeepTheirJoinerButALoneJoinerIsShown() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(SafeText.forTerminal(family) == family)
        #expect(SafeText.forTerminal("a\u{200D}b") == "a\\u{200D}b")
    }

    /// Persian writes a zero-width non-joiner inside words («می‌شود», «خوانده‌نشده‌ها»): between two
    /// Arabic-script (or Indic) letters it is spelling and stays; anywhere else it is still shown.
    @Test func aJoinerInsideAPersianOrIndicWordStaysButNotBetweenLatinLetters() {
        let persian = "کل خوانده\u{200C}نشده\u{200C}ها: ۰"
        #expect(SafeText.forTerminal(persian) == persian)
        let hindi = "क्\u{200D}ष"
        #expect(SafeText.forTerminal(hindi) == hindi)
        #expect(SafeText.forTerminal("pay\u{200C}pal") == "pay\\u{200C}pal")
        #expect(SafeText.forTerminal("\u{200C}ها") == "\\u{200C}ها")
        #expect(SafeText.forTerminal("ها\u{200C}") == "ها\\u{200C}")
        #expect(SafeText.forTerminal("ه\u{200C}\u{200C}ا") == "ه\\u{200C}\\u{200C}ا")
    }

    @Test func echoesAreCutAt64AndEscaped() {
        let echoed = SafeText.echo(String(repeating: "x", count: 30_000) + "\u{202E}")
        #expect(echoed == String(repeating: "x", count: 64) + "…")
        #expect(SafeText.echo("\u{1B}[31mred") == "\\u{1B}[31mred")
    }

    @Test func jsonErrorMessagesAreEscapedToo() {
        let report = ErrorReport(code: .internalError, message: "name \u{202E}cod.exe")
        #expect(report.json.serialized().contains("\\\\u{202E}"))
        #expect(!report.json.serialized().contains("\u{202E}"))
    }
}
