import Brand
@testable import Features
import Localization
import Testing

/// Issue 35: a brand field of the wrong type or an invalid value was said precisely in English
/// ("expected an object, found a string"; "invalid operator id ... (use a-z, 0-9 and '-' ...)")
/// but only vaguely in every translation ("the wrong type", "can't be used here"). Brand now
/// gives the kinds and the rule as values, and every language names them.
@Suite struct BrandKindWordingTests {
    static let languages = ["de", "fr", "es", "ru", "ja", "ar", "fa", "tr", "uk", "zh_CN"]

    /// The issues Brand reports for `text`.
    private func issues(_ text: String) -> [BrandIssue] {
        do {
            _ = try Brand.parse(text)
            return []
        } catch let error as BrandError {
            return error.issues
        } catch {
            return []
        }
    }

    @Test func brandGivesTheKindsExpectedAndFound() {
        let found = issues(#"{"formatVersion": 1, "appName": ["x"], "tagline": "t"}"#)
        let wrong = found.first { $0.code == .wrongType }
        #expect(wrong?.values == [BrandValueKind.stringOrLanguages.rawValue, BrandValueKind.array.rawValue], "\(found)")
    }

    @Test(arguments: languages)
    func aWrongTypeNamesBothKindsInTheLanguage(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let issue = BrandIssue(file: "brand.json", position: SourcePosition(line: 1, column: 1), path: "appName",
                                   code: .wrongType, message: "expected an object, found a string",
                                   values: [BrandValueKind.object.rawValue, BrandValueKind.string.rawValue])
            let sentence = BrandIssueText.sentence(issue)
            let expected = BrandIssueText.kind("object"), found = BrandIssueText.kind("string")
            #expect(expected != "an object" && found != "a string", "\(language): kinds untranslated")
            #expect(sentence.contains(expected) && sentence.contains(found), "\(language): \(sentence)")
        }
    }

    @Test(arguments: languages)
    func anInvalidValueSaysWhatTheFieldTakesInTheLanguage(language: String) {
        Texts.with(Translator(preferences: [language])) {
            var sentences: Set<String> = []
            for rule in BrandValueRule.allCases {
                let issue = BrandIssue(file: "brand.json", position: SourcePosition(line: 1, column: 1), path: "id",
                                       code: .invalidValue, message: "English", values: ["Ω", rule.rawValue])
                let sentence = BrandIssueText.sentence(issue)
                #expect(sentence.contains("Ω"), "\(language) \(rule): \(sentence)")
                #expect(sentence != BrandIssueText.invalid("Ω", rule: nil), "\(language) \(rule): the vague sentence")
                sentences.insert(sentence)
            }
            #expect(sentences.count == BrandValueRule.allCases.count, "\(language): one sentence per rule")
        }
    }
}
