import Testing
@testable import Brand

/// Issue 35: the built-in operators' legal names said "(fictional)" in English in every language.
@Suite struct LegalNameLanguageTests {
    @Test func theBuiltInLegalNamesAreInTheReadersLanguage() throws {
        let brand = try Brand.builtIn()
        #expect(brand.localized(for: ["en"]).operators.map(\.legalName) == ["Lumen Relay Cooperative (fictional)", "Harbor Servers Ltd. (fictional)"])
        #expect(brand.localized(for: ["de", "en"]).operators.first?.legalName == "Lumen Relay Cooperative (fiktiv)")
        #expect(brand.localized(for: ["ja"]).operators.last?.legalName == "Harbor Servers Ltd.（架空）")
        for language in ["ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN"] {
            for op in brand.localized(for: [language]).operators {
                #expect(!op.legalName.contains("fictional"), "\(language): \(op.legalName)")
            }
        }
        // A plain string is still one legal name in every language.
        #expect(brand.translations.texts["operators.lumen.legalName"]?["de"] == "Lumen Relay Cooperative (fiktiv)")
    }
}
