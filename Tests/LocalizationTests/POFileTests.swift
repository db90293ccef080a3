import Testing
@testable import Localization

/// The `.po` reader: every construct translators' tools write, and a line-precise error for
/// malformed input.
@Suite struct POFileTests {
    private let header = """
    msgid ""
    msgstr ""
    "Language: ru\\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

    """

    @Test func readsContextPluralsEscapesAndContinuedStrings() throws {
        let text = header + """
        # A translator's comment
        #. An extracted comment
        #: Sources/X.swift:12
        msgctxt "verb"
        msgid "Open"
        msgstr "Открыть"

        msgctxt "adjective"
        msgid "Open"
        msgstr "Открытый"

        msgid "{count} profile"
        msgid_plural "{count} profiles"
        msgstr[0] "{count} профиль"
        msgstr[1] "{count} профиля"
        msgstr[2] "{count} профилей"

        msgid ""
        "Two lines\\n"
        "and a \\"quote\\" and a \\\\ and a\\ttab"
        msgstr "Две строки\\nи \\"кавычки\\", \\\\ и\\tтаб"
        """
        let file = try POFile(parsing: text, name: "ru.po")
        #expect(file.header["Language"] == "ru")
        #expect(file.entries.count == 5)
        #expect(file.entries[1].context == "verb")
        #expect(file.entries[1].line == 9)
        #expect(file.entries[3].pluralID == "{count} profiles")
        #expect(file.entries[3].translations == ["{count} профиль", "{count} профиля", "{count} профилей"])
        #expect(file.entries[4].id == "Two lines\nand a \"quote\" and a \\ and a\ttab")
        #expect(file.entries[4].translations == ["Две строки\nи \"кавычки\", \\ и\tтаб"])

        let catalog = try Catalog(file, name: "ru.po")
        #expect(catalog.text("Open", context: "verb") == "Открыть")
        #expect(catalog.text("Open", context: "adjective") == "Открытый")
        #expect(catalog.text("Open") == nil)
        #expect(catalog.plural("{count} profile", count: 21) == "{count} профиль")
        #expect(catalog.plural("{count} profile", count: 3) == "{count} профиля")
        #expect(catalog.plural("{count} profile", count: 11) == "{count} профилей")
    }

    @Test func fuzzyEmptyAndObsoleteEntriesAreNotUsed() throws {
        let text = header + """
        #, fuzzy, c-format
        msgid "Guess"
        msgstr "Догадка"

        msgid "Empty"
        msgstr ""

        #~ msgid "Old"
        #~ msgstr "Старый"
        msgid "Kept"
        msgstr "Оставлено"
        """
        let file = try POFile(parsing: text, name: "ru.po")
        #expect(file.entries.first { $0.id == "Guess" }?.isFuzzy == true)
        let catalog = try Catalog(file, name: "ru.po")
        #expect(catalog.text("Guess") == nil)
        #expect(catalog.text("Empty") == nil)
        #expect(catalog.text("Old") == nil)
        #expect(catalog.text("Kept") == "Оставлено")
        #expect(catalog.translatedCount == 1)
    }

    @Test func windowsLineEndingsAndEntriesWithoutBlankLines() throws {
        let text = "msgid \"\"\r\nmsgstr \"Language: de\\n\"\r\nmsgid \"A\"\r\nmsgstr \"B\"\r\nmsgid \"C\"\r\nmsgstr \"D\"\r\n"
        let catalog = try Catalog(parsing: text, name: "de.po")
        #expect(catalog.text("A") == "B")
        #expect(catalog.text("C") == "D")
    }

    /// Each malformed input names its line and what is wrong.
    @Test(arguments: [
        ("msgid \"A\"\nmsgstr \"B", "x.po:2: the string has no closing quote"),
        ("msgid \"A\"\nmsgstr \"\\q\"", "x.po:2: unknown escape \\q (write the character itself; escapes are \\n \\t \\r \\\" \\\\)"),
        ("msgstr \"B\"", "x.po:1: msgstr without a msgid before it"),
        ("msgid \"A\"\nmsgstr \"B\"\nmsgstr \"C\"", "x.po:3: a second msgstr for the same msgid"),
        ("msgid \"A\"\nmsgstr[0] \"B\"", "x.po:2: msgstr[0] needs a msgid_plural before it (use msgstr for a single form)"),
        ("msgid \"A\"\nmsgid_plural \"As\"\nmsgstr[0] \"B\"\nmsgstr[2] \"C\"", "x.po:4: expected msgstr[1], found msgstr[2]"),
        ("msgid \"A\"\nmsgid_plural \"As\"\nmsgstr \"B\"",
         "x.po:3: an entry with msgid_plural needs msgstr[0], msgstr[1], ... instead of msgstr"),
        ("msgid \"A\"\nmsgstr \"B\"\n\nmsgid \"A\"\nmsgstr \"C\"", "x.po:4: msgid \"A\" appears twice (first on line 1)"),
        ("msgid \"A\"\n\nmsgstr \"B\"", "x.po:2: msgid \"A\" has no msgstr"),
        ("\"loose\"", "x.po:1: a quoted string continues nothing (expected msgctxt, msgid or msgstr before it)"),
        ("msgid A", "x.po:1: expected a quoted string after msgid"),
        ("msgtxt \"A\"", "x.po:1: unknown keyword \"msgtxt\" (expected msgctxt, msgid, msgid_plural or msgstr)"),
        ("msgid \"A\" x\nmsgstr \"B\"", "x.po:1: unexpected text after the closing quote: x"),
        ("msgid \"A\"\nmsgctxt \"c\"", "x.po:2: msgctxt must come before msgid"),
        ("msgctxt \"c\"\n\n", "x.po:2: msgctxt without a msgid after it"),
    ])
    func malformedInputIsRefusedWithItsLine(text: String, expected: String) {
        #expect(throws: POParseError.self) { try POFile(parsing: text, name: "x.po") }
        do {
            _ = try POFile(parsing: text, name: "x.po")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func catalogsCheckTheirHeaderAndPluralCounts() {
        func failure(_ text: String) -> String? {
            do {
                _ = try Catalog(parsing: text, name: "x.po")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"")
                == "x.po:1: the header has no Language field")
        #expect(failure("msgid \"\"\nmsgstr \"Language: x\\nPlural-Forms: nplurals=2; plural=n;\\n\"")
                == "x.po:1: Plural-Forms gives form 2 for n = 2, but there are 2 forms")
        #expect(failure("msgid \"\"\nmsgstr \"Language: x\\nPlural-Forms: nplurals=2; plural=1/(n-3)*0;\\n\"")
                == "x.po:1: Plural-Forms gives no value (division by zero) for n = 3, but there are 2 forms")
        #expect(failure("msgid \"\"\nmsgstr \"Language: x\\nPlural-Forms: nplurals=2; plural=(n $ 1);\\n\"")
                == "x.po:1: Plural-Forms: unexpected \"$\" at character 4 of the plural expression")
        #expect(failure("msgid \"\"\nmsgstr \"Language: x\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"")
                == "x.po:4: msgid \"a\" has 1 plural forms; Plural-Forms says 2")
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: POParseError(file: "x.po", line: 0, message: "the file is not valid UTF-8")) {
            try POFile(parsing: [0x6D, 0xFF, 0xFE], name: "x.po")
        }
    }
}
