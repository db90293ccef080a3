import Foundation
import Testing

/// Slips a reviewer found in the catalogs: a Turkish question particle after a placeholder (it
/// can't follow the vowel harmony of a word it doesn't know: "“list” mı", "--password-stdin mı"),
/// Arabic's "instant" for push in the Off mode's description, German "Push-Token" for the
/// glossary's Gerätetoken.
@Suite struct ReviewerSlipTests {
    @Test func noTurkishParticleFollowsAPlaceholder() throws {
        let particle = try Regex(#"(\}|\}”|\}") m[ıiuü]\b"#)
        for (id, forms) in try TermSlipTests.entries("tr").texts {
            for form in forms where form.contains(particle) {
                Issue.record("tr: \"\(id)\" -> \"\(form)\": a particle after a placeholder")
            }
        }
    }

    @Test func arabicOffModeSaysPushAndGermanSaysGeraetetoken() throws {
        let arabic = try TermSlipTests.entries("ar").texts
        let off = try #require(arabic.first { $0.0 == "Off: no push notifications; messages are received only while the app is open." })
        #expect(off.1.allSatisfy { $0.contains("إشعارات دفع") || $0.contains("إشعارات الدفع") }, "\(off.1)")
        for (id, forms) in try TermSlipTests.entries("de").texts where forms.contains(where: { $0.contains("Push-Token") }) {
            Issue.record("de: \"\(id)\" says Push-Token, not Gerätetoken")
        }
    }
}

/// docs/glossary.md's table of chosen words is the catalogs' `# glossary:` lines, every column
/// filled (issue 35: the fa, tr, zh_CN and uk columns were empty while their catalogs had words).
@Suite struct GlossaryDocTests {
    @Test func theDocsTableIsTheCatalogsHeaders() throws {
        let doc = try String(contentsOf: TermSlipTests.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/glossary.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n").map(String.init)
        let headerIndex = try #require(lines.firstIndex { $0.hasPrefix("| English | de |") })
        let columns = lines[headerIndex].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        var rows: [String: [String]] = [:]
        for line in lines[(headerIndex + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0]] = Array(cells.dropFirst())
        }
        for (index, language) in columns.enumerated() {
            for (term, word) in try TermSlipTests.entries(language).glossary {
                #expect(rows[term]?[index] == word, "docs/glossary.md: \(term) in \(language) is \"\(rows[term]?[index] ?? "missing")\", the catalog says \"\(word)\"")
            }
        }
    }
}
