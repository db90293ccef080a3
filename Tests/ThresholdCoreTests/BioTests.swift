import Foundation
import Testing
import ThresholdCore

/// One row of the bio size table.
struct BioCase: CustomTestStringConvertible, Sendable {
    let text: String
    let bytes: Int
    let note: String

    init(_ text: String, _ bytes: Int, _ note: String) {
        self.text = text
        self.bytes = bytes
        self.note = note
    }

    var testDescription: String { note }
}

let bioTable: [BioCase] = [
    BioCase("", 0, "empty"),
    BioCase("Hello!", 6, "peer vector: ASCII"),
    BioCase("\u{3053}\u{3093}\u{306B}\u{3061}\u{306F}\u{FF01}", 18, "peer vector: Japanese is raw UTF-8"),
    BioCase("a\"b", 4, "quote escaped"),
    BioCase("a\\b", 4, "backslash escaped"),
    BioCase("\n", 2, "line feed"),
    BioCase("\r", 2, "carriage return"),
    BioCase("\t", 2, "tab"),
    BioCase("\u{8}", 6, "backspace as \\u0008 (aeson), not \\b"),
    BioCase("\u{C}", 6, "form feed as \\u000c (aeson), not \\f"),
    BioCase("\u{0}", 6, "NUL"),
    BioCase("\u{1F}", 6, "unit separator"),
    BioCase("/", 1, "slash not escaped (aeson)"),
    BioCase("https://example.com/a/b", 23, "URL counts plain"),
    BioCase("\u{7F}", 1, "DEL not escaped"),
    BioCase("\u{E9}", 2, "precomposed é"),
    BioCase("e\u{301}", 3, "decomposed é"),
    BioCase("\u{1F600}", 4, "emoji"),
    BioCase("\u{1F469}\u{200D}\u{1F4BB}", 11, "ZWJ sequence"),
    BioCase("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", 8, "Hebrew"),
    BioCase("\u{2028}", 3, "line separator not escaped"),
    BioCase("say \"hi\"\n", 12, "mixed escapes"),
]

@Suite("Bio")
struct BioTests {
    @Test("counts bytes as the peer", arguments: bioTable)
    func count(_ row: BioCase) {
        #expect(Bio.byteCount(row.text) == row.bytes, "\(row.note)")
    }

    @Test func limit() {
        #expect(Bio.maxBytes == 160)
        #expect(Bio.validate(String(repeating: "a", count: 160)) == .valid(byteCount: 160))
        #expect(Bio.validate(String(repeating: "a", count: 161)) == .tooLong(byteCount: 161))
        #expect(Bio.validate(String(repeating: "\"", count: 80)) == .valid(byteCount: 160))
        #expect(Bio.validate(String(repeating: "\"", count: 81)) == .tooLong(byteCount: 162))
        let kana = String(repeating: "\u{3053}", count: 53)
        #expect(Bio.validate(kana + "a") == .valid(byteCount: 160))
        #expect(Bio.validate(kana + "ab") == .tooLong(byteCount: 161))
        #expect(Bio.validate(String(repeating: "\u{1}", count: 27)).byteCount == 162)
    }

    @Test func checked() throws {
        #expect(try Bio.checked("") == nil)
        #expect(try Bio.checked("hi") == "hi")
        #expect(throws: Bio.TooLong(byteCount: 200)) { try Bio.checked(String(repeating: "x", count: 200)) }
        let error = Bio.TooLong(byteCount: 200)
        #expect(error.code == "bio_too_long")
        #expect(error.description == "Bio too large: 200 of 160 bytes. Shorten it by 40.")
    }

    /// Cross-check with Foundation where the two encoders agree (no backspace or form feed, and
    /// slashes left unescaped).
    @Test func agreesWithJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var rng = SplitMix64(seed: 7)
        let pool: [Unicode.Scalar] = ["a", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}",
                                      "\u{1F}", "\u{7F}", "\u{E9}", "\u{3053}", "\u{1F600}", "\u{2028}"]
        for _ in 0..<500 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 40) {
                view.append(pool[Int(rng.next() % UInt64(pool.count))])
            }
            let text = String(view)
            let body = try encoder.encode(text).count - 2
            #expect(Bio.byteCount(text) == body, "\(text.debugDescription)")
        }
    }

    /// The documented differences from Foundation's defaults.
    @Test func differsFromJSONEncoderDefaults() throws {
        let encoder = JSONEncoder()
        #expect(try encoder.encode("/").count - 2 == 2)
        #expect(Bio.byteCount("/") == 1)
        #expect(try encoder.encode("\u{8}").count - 2 == 2)
        #expect(Bio.byteCount("\u{8}") == 6)
    }
}
