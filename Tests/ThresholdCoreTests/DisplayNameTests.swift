import Testing
import ThresholdCore

/// One row of the normalisation table.
struct NameCase: CustomTestStringConvertible, Sendable {
    let input: String
    let expected: String
    let note: String

    init(_ input: String, _ expected: String, _ note: String) {
        self.input = input
        self.expected = expected
        self.note = note
    }

    var testDescription: String { note }
}

/// Scalar-exact comparison: Swift's `==` on strings is canonical equivalence, which would hide a
/// precomposed/decomposed mix-up.
private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

private let fifty = "01234567890123456789012345678901234567890123456789"

let nameTable: [NameCase] = [
    // PRODUCT.md 3.2 examples.
    NameCase("  Bob", "Bob", "leading spaces dropped"),
    NameCase("@bob", "bob", "leading @ dropped"),
    NameCase("Ann  Lee", "Ann Lee", "run of spaces collapses"),
    NameCase("x!!!!y", "x!!!y", "at most three punctuation in a row"),
    NameCase("it's", "its", "apostrophe dropped"),
    NameCase("Zo\u{EB}", "Zo\u{EB}", "precomposed ë kept as given"),
    NameCase("Zoe\u{308}", "Zoe\u{308}", "decomposed ë kept as given"),
    // Brief examples.
    NameCase("+1", "+1", "leading symbol + stays"),
    NameCase("$x", "$x", "leading currency symbol stays"),
    NameCase("\"quoted\"", "quoted\"", "leading quote dropped, trailing kept"),
    NameCase(".a", "a", "leading . dropped"),
    NameCase("-a", "a", "leading - dropped"),
    NameCase("A - - B", "A - B", "punctuation after space after punctuation dropped"),
    // The peer's own test vectors (tests/ValidNames.hs).
    NameCase("alice", "alice", "peer: plain"),
    NameCase("\u{430}\u{43B}\u{438}\u{441}\u{430}", "\u{430}\u{43B}\u{438}\u{441}\u{430}", "peer: Cyrillic"),
    NameCase("John Doe", "John Doe", "peer: two words"),
    NameCase("J.Doe", "J.Doe", "peer: inner dot"),
    NameCase("J. Doe", "J. Doe", "peer: dot then space"),
    NameCase("J..Doe", "J..Doe", "peer: two dots"),
    NameCase("J ..Doe", "J ..Doe", "peer: space then two dots"),
    NameCase("J ... Doe", "J ... Doe", "peer: three dots"),
    NameCase("J .... Doe", "J ... Doe", "peer: four dots cut to three"),
    NameCase("J . . Doe", "J . Doe", "peer: spaced dots"),
    NameCase("#alice", "alice", "peer: leading #"),
    NameCase("'alice", "alice", "peer: leading apostrophe"),
    NameCase(" alice", "alice", "peer: leading space"),
    NameCase("alice ", "alice", "peer: trailing space"),
    NameCase("John  Doe", "John Doe", "peer: double space"),
    NameCase("'John Doe'", "John Doe", "peer: apostrophe quotes"),
    NameCase("\"John Doe\"", "John Doe\"", "peer: double quotes"),
    NameCase("`John Doe`", "`John Doe`", "peer: backticks are symbols"),
    NameCase("John \"Doe\"", "John \"Doe\"", "peer: inner quotes"),
    NameCase("John `Doe`", "John `Doe`", "peer: inner backticks"),
    NameCase("alice/bob", "alice/bob", "peer: slash"),
    NameCase("alice / bob", "alice / bob", "peer: spaced slash"),
    NameCase("alice /// bob", "alice /// bob", "peer: three slashes"),
    NameCase("alice //// bob", "alice /// bob", "peer: four slashes"),
    NameCase("alice >>= bob", "alice >>= bob", "peer: math symbols"),
    NameCase("alice@example.com", "alice@example.com", "peer: inner @"),
    NameCase("alice <> bob", "alice <> bob", "peer: angle brackets are symbols"),
    NameCase("alice -> bob", "alice -> bob", "peer: arrow"),
    NameCase(fifty + "extra", fifty, "peer: cut to 50"),
    NameCase(String(fifty.dropLast()) + " extra", String(fifty.dropLast()), "peer: cut then trailing space removed"),
    NameCase(" @'\u{414}\u{436}\u{43E}\u{43D}'  \u{414}\u{43E}\u{443}   \u{1F44D} ",
             "\u{414}\u{436}\u{43E}\u{43D} \u{414}\u{43E}\u{443} \u{1F44D}", "peer: C API vector"),
    // Empty results.
    NameCase("", "", "empty"),
    NameCase("    ", "", "only spaces"),
    NameCase("...", "", "only punctuation"),
    NameCase("'''", "", "only apostrophes"),
    NameCase("\u{301}\u{301}", "", "only combining marks"),
    NameCase("#@!%&*", "", "only punctuation incl. # @"),
    // Leading characters.
    NameCase("#@!Bob", "Bob", "leading punctuation run"),
    NameCase("_bob", "bob", "leading connector punctuation"),
    NameCase("(Bob)", "Bob)", "open bracket dropped, close kept"),
    NameCase("\u{BF}Qu\u{E9}?", "Qu\u{E9}?", "inverted question mark is punctuation"),
    NameCase("\u{AB}Bob\u{BB}", "Bob\u{BB}", "guillemets are punctuation"),
    NameCase("~bob", "~bob", "tilde is a math symbol"),
    NameCase("^bob", "^bob", "circumflex is a modifier symbol"),
    NameCase("\u{20AC}5", "\u{20AC}5", "euro sign"),
    NameCase("\u{BD} cup", "\u{BD} cup", "vulgar fraction is a number"),
    NameCase("\u{216B}", "\u{216B}", "roman numeral is a letter number"),
    NameCase("\u{1D49C}lpha", "\u{1D49C}lpha", "astral letter"),
    NameCase("\u{301}a", "a", "leading combining mark dropped"),
    NameCase("\u{0}Bob", "Bob", "leading NUL dropped"),
    // Trailing and inner punctuation.
    NameCase("Bob.", "Bob.", "trailing punctuation kept"),
    NameCase("Bob!!!!", "Bob!!!", "trailing punctuation run cut to three"),
    NameCase("Bob .", "Bob .", "space then punctuation kept"),
    NameCase("a. .b", "a. b", "punctuation run is not ended by a space"),
    NameCase("a! !b", "a! b", "second punctuation after space dropped"),
    NameCase("a -- b", "a -- b", "two dashes after space"),
    NameCase("x!!!'!y", "x!!!y", "apostrophe does not end a punctuation run"),
    NameCase("a''''b", "ab", "apostrophes dropped everywhere"),
    NameCase("Hi ' there", "Hi there", "dropped apostrophe between spaces"),
    NameCase("it\u{2019}s", "it\u{2019}s", "typographic apostrophe is kept (only U+0027 goes)"),
    NameCase("b_o_b", "b_o_b", "inner underscores"),
    // White space.
    NameCase("Ann\tLee", "Ann Lee", "tab becomes space"),
    NameCase("Ann\n\r\nLee", "Ann Lee", "newlines collapse to one space"),
    NameCase("Ann\u{A0}Lee", "Ann Lee", "no-break space becomes space"),
    NameCase("\u{5C71}\u{7530}\u{3000}\u{592A}\u{90CE}", "\u{5C71}\u{7530} \u{592A}\u{90CE}", "ideographic space becomes space"),
    NameCase("Ann\u{2028}Lee", "AnnLee", "line separator is not a space for the peer: dropped"),
    NameCase("Ann\u{85}Lee", "AnnLee", "NEL is a control for the peer: dropped"),
    NameCase("Ann \u{200B} Lee", "Ann Lee", "zero-width space (Cf) dropped, spaces collapse"),
    // CJK.
    NameCase("\u{674E}\u{5C0F}\u{9F8D}", "\u{674E}\u{5C0F}\u{9F8D}", "CJK letters"),
    NameCase("\u{3053}\u{3093}\u{306B}\u{3061}\u{306F}\u{FF01}", "\u{3053}\u{3093}\u{306B}\u{3061}\u{306F}\u{FF01}", "kana with fullwidth !"),
    NameCase("\u{3010}\u{540D}\u{3011}", "\u{540D}\u{3011}", "leading CJK bracket dropped"),
    NameCase("\u{D55C}\u{AD6D}\u{C5B4}", "\u{D55C}\u{AD6D}\u{C5B4}", "Hangul syllables"),
    // Emoji.
    NameCase("\u{1F600}", "\u{1F600}", "emoji alone is a symbol"),
    NameCase("\u{1F44D}\u{1F3FD}", "\u{1F44D}\u{1F3FD}", "skin tone modifier is a symbol"),
    NameCase("\u{2764}\u{FE0F}", "\u{2764}\u{FE0F}", "variation selector is a mark"),
    NameCase("1\u{FE0F}\u{20E3}", "1\u{FE0F}\u{20E3}", "keycap: marks after a digit"),
    NameCase("\u{1F1FA}\u{1F1E6}", "\u{1F1FA}\u{1F1E6}", "flag: regional indicators are symbols"),
    NameCase("\u{1F469}\u{200D}\u{1F4BB}", "\u{1F469}\u{1F4BB}", "ZWJ (Cf) dropped from emoji sequence"),
    NameCase("\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", "\u{1F3F4}", "tag characters (Cf) dropped"),
    // Combining marks.
    NameCase("e\u{301}\u{302}", "e\u{301}\u{302}", "stacked marks after a letter"),
    NameCase("a \u{301}b", "a b", "mark after space dropped"),
    NameCase("a.\u{301}", "a.", "mark after punctuation dropped"),
    NameCase("+\u{301}", "+\u{301}", "mark after symbol kept"),
    // RTL.
    NameCase("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "Hebrew"),
    NameCase("\u{645}\u{631}\u{62D}\u{628}\u{627} \u{628}\u{643}", "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{628}\u{643}", "Arabic with space"),
    NameCase("\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{651}\u{64E}\u{62F}", "\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{651}\u{64E}\u{62F}", "Arabic with harakat (marks)"),
    NameCase("\u{200F}\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "right-to-left mark (Cf) dropped"),
    NameCase("Bob\u{202E}evil", "Bobevil", "bidi override (Cf) dropped"),
    // Controls and other categories.
    NameCase("Bo\u{7}b", "Bob", "BEL dropped"),
    NameCase("Bo\u{AD}b", "Bob", "soft hyphen (Cf) dropped"),
    NameCase("Bo\u{E000}b", "Bob", "private use dropped"),
    NameCase("Bob\u{FEFF}", "Bob", "BOM (Cf) dropped"),
    // Length in scalars.
    NameCase(String(repeating: "e\u{301}", count: 30), String(repeating: "e\u{301}", count: 25), "cut counts scalars, not characters"),
    NameCase(String(repeating: "\u{1F600}", count: 60), String(repeating: "\u{1F600}", count: 50), "emoji cut at 50"),
    NameCase(String(repeating: "ab ", count: 20), String(repeating: "ab ", count: 16) + "ab", "cut lands on letters"),
    NameCase(String(repeating: "a", count: 49) + "  b", String(repeating: "a", count: 49), "cut lands on a space"),
    NameCase("   " + String(repeating: "x", count: 55), String(repeating: "x", count: 50), "cut after dropping"),
]

@Suite("DisplayName")
struct DisplayNameTests {
    @Test("table is big enough")
    func tableSize() {
        #expect(nameTable.count >= 40)
    }

    @Test("normalises as the peer", arguments: nameTable)
    func normalize(_ row: NameCase) {
        let got = DisplayName.normalize(row.input)
        #expect(scalars(got) == scalars(row.expected), "\(row.note): got \(got.debugDescription)")
    }

    @Test("the table's outputs are fixed points", arguments: nameTable)
    func outputsAreValid(_ row: NameCase) {
        let expected = DisplayName.validate(row.expected)
        if row.expected.isEmpty {
            #expect(expected == .invalid(corrected: nil))
        } else {
            #expect(expected == .valid)
        }
    }

    @Test func validateValid() {
        #expect(DisplayName.validate("Bob") == .valid)
        #expect(DisplayName.validate("Zoe\u{308}") == .valid)
        #expect(DisplayName.validate("J ... Doe") == .valid)
        #expect(DisplayName.validate("\u{1F44D}") == .valid)
    }

    @Test func validateOffersCorrection() {
        #expect(DisplayName.validate(" Bob") == .invalid(corrected: "Bob"))
        #expect(DisplayName.validate("Bob ") == .invalid(corrected: "Bob"))
        #expect(DisplayName.validate("it's") == .invalid(corrected: "its"))
        #expect(DisplayName.validate(fifty + "x") == .invalid(corrected: fifty))
    }

    @Test func validateEmpty() {
        for input in ["", " ", "'", "...", "@#", "\u{200D}"] {
            #expect(DisplayName.validate(input) == .invalid(corrected: nil), "\(input.debugDescription)")
        }
    }

    @Test func checkedThrowsTypedError() throws {
        #expect(try DisplayName.checked("Bob") == "Bob")
        #expect(throws: DisplayName.Invalid(corrected: "Bob")) { try DisplayName.checked("@Bob") }
        do throws(DisplayName.Invalid) {
            _ = try DisplayName.checked("@Bob")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "display_name_invalid")
            #expect(error.description.contains("Correct name to Bob?"))
        }
        do throws(DisplayName.Invalid) {
            _ = try DisplayName.checked("   ")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "display_name_empty")
            #expect(error.corrected == nil)
        }
    }

    @Test("idempotent and well-formed on random strings")
    func idempotentRandom() {
        var rng = SplitMix64(seed: 0x5EED_1234)
        for _ in 0..<3000 {
            let input = randomName(&rng)
            let once = DisplayName.normalize(input)
            let twice = DisplayName.normalize(once)
            #expect(scalars(once) == scalars(twice), "input \(input.debugDescription)")
            #expect(once.unicodeScalars.count <= DisplayName.maxScalars)
            #expect(once.unicodeScalars.last != " ")
            #expect(!once.unicodeScalars.contains("'"))
            #expect(!once.contains("  "))
            if let first = once.unicodeScalars.first {
                #expect(isLetterNumberOrSymbol(first), "first of \(once.debugDescription)")
            }
        }
    }

    @Test("never crashes on arbitrary scalars")
    func arbitraryScalars() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            var view = String.UnicodeScalarView()
            let length = Int(rng.next() % 120)
            for _ in 0..<length {
                view.append(randomScalar(&rng))
            }
            let out = DisplayName.normalize(String(view))
            #expect(out.unicodeScalars.count <= DisplayName.maxScalars)
            _ = DisplayName.validate(String(view))
        }
    }
}

private func isLetterNumberOrSymbol(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
         .decimalNumber, .letterNumber, .otherNumber,
         .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
        return true
    default:
        return false
    }
}

/// A small deterministic generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private let interesting: [Unicode.Scalar] = [
    " ", " ", " ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}",
    "'", "'", ".", ".", "-", "!", "#", "@", "\"", "(", ")", "_", "\u{BF}", "\u{2019}",
    "+", "$", "`", "~", "=", "\u{20AC}",
    "a", "b", "Z", "\u{E9}", "\u{414}", "\u{5E9}", "\u{645}", "\u{674E}", "\u{3053}", "1", "\u{BD}",
    "\u{301}", "\u{308}", "\u{64E}", "\u{FE0F}", "\u{20E3}",
    "\u{1F600}", "\u{1F44D}", "\u{1F3FD}", "\u{1F1FA}",
    "\u{200D}", "\u{200F}", "\u{AD}", "\u{0}", "\u{7}", "\u{E000}",
]

private func randomScalar(_ rng: inout SplitMix64) -> Unicode.Scalar {
    while true {
        let value = UInt32(truncatingIfNeeded: rng.next() % 0x11_0000)
        if let scalar = Unicode.Scalar(value) { return scalar }
    }
}

private func randomName(_ rng: inout SplitMix64) -> String {
    var view = String.UnicodeScalarView()
    let length = Int(rng.next() % 70)
    for _ in 0..<length {
        if rng.next() % 10 == 0 {
            view.append(randomScalar(&rng))
        } else {
            view.append(interesting[Int(rng.next() % UInt64(interesting.count))])
        }
    }
    return String(view)
}
