import Foundation
import Testing

/// One word per term in every catalog, and the language's own quotation marks (issue 35: German
/// "Geräte-Token" beside "Gerätetoken", Japanese 誤ったパスコードの後に消去 beside 間違えたら消去,
/// straight quotes in German and Turkish texts). Reads the `.po` files as a translator edits them.
@Suite struct TermSlipTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Localization/po")
    static let languages = ["ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN"]

    /// (msgid, every msgstr form) of a catalog; msgids and msgstrs are one line each in these files.
    static func entries(_ language: String) throws -> (glossary: [String: String], texts: [(String, [String])]) {
        let text = try String(contentsOf: folder.appendingPathComponent(language + ".po"), encoding: .utf8)
        var glossary: [String: String] = [:]
        var texts: [(String, [String])] = []
        for block in text.components(separatedBy: "\n\n") {
            var id: String?
            var forms: [String] = []
            for line in block.split(separator: "\n").map(String.init) {
                if line.hasPrefix("# glossary: "), let eq = line.range(of: " = ") {
                    glossary[String(line[line.index(line.startIndex, offsetBy: 12)..<eq.lowerBound])] = String(line[eq.upperBound...])
                } else if line.hasPrefix("msgid \"") {
                    id = String(line.dropFirst(7).dropLast())
                } else if line.hasPrefix("msgstr"), let quote = line.firstIndex(of: "\"") {
                    forms.append(String(line[line.index(after: quote)...].dropLast()))
                }
            }
            if let id, !id.isEmpty { texts.append((id, forms)) }
        }
        return (glossary, texts)
    }

    @Test(arguments: languages)
    func deviceTokenAndWipeAfterAreOneTermEach(language: String) throws {
        let (glossary, texts) = try Self.entries(language)
        let token = try #require(glossary["device token"], "\(language).po has no glossary line for device token")
        let wipe = try #require(glossary["wipe after"])
        // Each word of the term by its start, as scripts/po-check matches it (an inflected ending
        // and Arabic's article aside): "токена устройства" holds "токен устройства".
        let stems = token.lowercased().split(separator: " ").map { word -> String in
            var word = String(word)
            if language == "ar" && word.hasPrefix("ال") { word.removeFirst(2) }
            return word.count >= 5 ? String(word.dropLast(2)) : word
        }
        for (id, forms) in texts where id.lowercased().contains("device token") {
            for form in forms { #expect(stems.allSatisfy { form.lowercased().contains($0) }, "\(language): \(id) => \(form)") }
        }
        if language == "ja" {
            #expect(wipe == "間違えたら消去")
            for (id, forms) in texts where id.lowercased().contains("wipe after") {
                for form in forms { #expect(form.contains(wipe), "\(id) => \(form)") }
            }
        }
        for slip in ["Geräte-Token", "誤ったパスコードの後に消去", "codes erronés", "Nach falschen Codes löschen"] {
            #expect(!texts.contains { $0.1.contains { $0.contains(slip) } }, "\(language): \(slip)")
        }
    }

    /// Straight double quotes in a translation, where the language has its own marks.
    @Test(arguments: ["de", "es", "fr", "ru", "tr", "uk"])
    func noStraightQuotes(language: String) throws {
        for (id, forms) in try Self.entries(language).texts {
            for form in forms { #expect(!form.contains("\\\""), "\(language): \(id) => \(form)") }
        }
    }
}
