import Features
import Testing

/// Digits as typed on any keyboard read as numbers, and menus are numbered in the language's digits.
@Suite struct TypedDigitsTests {
    @Test(arguments: [("۱۲", "12"), ("١٠", "10"), ("४२", "42"), ("7", "7"), ("off", "off"), ("۵ دقیقه", "5 دقیقه")])
    func anyScriptsDigitsReadAsASCII(typed: String, read: String) {
        #expect(TypedDigits.ascii(typed) == read)
    }

    @Test func menuNumbersUseTheLanguagesDigitsWithoutGrouping() {
        #expect(TypedDigits.local(12, Translator(preferences: ["fa"])) == "۱۲")
        #expect(TypedDigits.local(1000, Translator(preferences: ["fa"])) == "۱۰۰۰")
        #expect(TypedDigits.local(1000, Translator(preferences: ["de"])) == "1000")
        #expect(TypedDigits.local(0, .english) == "0")
    }
}
