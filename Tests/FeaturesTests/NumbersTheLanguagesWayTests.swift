import Foundation
import Localization
import Migration
import Testing
@testable import Features

/// Issue 35, "Every sentence whole and translated": numbers and lists the language's way, and a
/// damaged page list whose word follows the pages listed.
@Suite struct NumbersTheLanguagesWayTests {
    private func damaged(_ count: Int, pages: [Int]) -> DataCheck {
        DataCheck(pageCount: 334, damagedCount: count, damagedPages: pages, structureProblems: [])
    }

    /// "1 сторінка … (сторінки 6)": the list's word was plural in every form; Persian listed the
    /// pages in Latin digits beside "۱ صفحه از ۳۳۴".
    @Test func oneDamagedPageReadsSingularInTheLanguagesDigits() {
        let cases: [(String, String, String)] = [
            ("ru", "(страница 6)", "(страницы 6, 7)"), ("uk", "(сторінка 6)", "(сторінки 6, 7)"),
            ("de", "(Seite 6)", "(Seiten 6 und 7)"), ("fa", "(صفحهٔ ۶)", "(صفحه‌های ۶"),
            ("ja", "（ページ 6）", "（ページ 6、7）"), ("zh_CN", "（第 6 页）", "（第 6"),
        ]
        for (language, one, two) in cases {
            Texts.with(Translator(preferences: [language])) {
                #expect(damaged(1, pages: [6]).summary.contains(one), "\(language): \(damaged(1, pages: [6]).summary)")
                #expect(damaged(21, pages: [6]).summary.contains(one), "\(language): \(damaged(21, pages: [6]).summary)")
                #expect(damaged(2, pages: [6, 7]).summary.contains(two), "\(language): \(damaged(2, pages: [6, 7]).summary)")
            }
        }
        Texts.with(Translator.english) {
            #expect(damaged(1, pages: [6]).summary.contains("failed its check (page 6)."))
        }
    }

    /// "درگاه 37031" beside Persian digits; the addresses joined with ", " in every language.
    @Test func portsAndAddressesAreWrittenTheLanguagesWay() throws {
        let endpoint = try DirectTransferEndpoint(hosts: ["192.0.2.7", "fd00::7"], port: 37031, pin: Array(repeating: 1, count: 32))
        Texts.with(Translator(preferences: ["fa"])) {
            #expect(Formats.port(37031) == "۳۷۰۳۱")
            let line = DirectTransferText.listening(endpoint)
            #expect(line.contains("۳۷۰۳۱") && !line.contains("37031"), "\(line)")
            #expect(!line.contains("192.0.2.7, "), "\(line)")
        }
        Texts.with(Translator(preferences: ["de"])) {
            #expect(Formats.port(37031) == "37031")
            #expect(DirectTransferText.listeningOn(endpoint).contains("192.0.2.7 und fd00::7"), "\(DirectTransferText.listeningOn(endpoint))")
        }
        Texts.with(Translator(preferences: ["ja"])) {
            #expect(DirectTransferText.listeningOn(endpoint).contains("192.0.2.7、fd00::7"), "\(DirectTransferText.listeningOn(endpoint))")
        }
        Texts.with(Translator.english) {
            #expect(Formats.port(37031) == "37031")
        }
    }

    /// ja "instant、periodic、またはoff": a space between the language's letters and a code word.
    @Test func japaneseAndChineseListsSpaceTheirWordsFromCodes() {
        Texts.with(Translator(preferences: ["ja"])) {
            #expect(Formats.alternatives(["instant", "periodic", "off"]) == "instant、periodic、または off")
        }
        Texts.with(Translator(preferences: ["zh_CN"])) {
            let text = Formats.alternatives(["instant", "periodic", "off"])
            #expect(text.contains(" 或 off"), "\(text)")
        }
    }

    /// "quedan 1 segundo", "осталось 1 секунда": the time left is a label before a nominative.
    @Test func theTimeLeftAgreesWithEveryCount() {
        let expected = ["ru": "осталось: ", "uk": "залишилося: ", "es": "tiempo restante: "]
        for (language, prefix) in expected {
            Texts.with(Translator(preferences: [language])) {
                for seconds in [1, 2, 5, 21, 21 * 60, 2 * 3600] {
                    let progress = TransferProgress(label: "x", completed: 1, total: 2, bytesPerSecond: 1, etaSeconds: seconds)
                    #expect(progress.line().contains(prefix + Formats.duration(seconds: Double(seconds))), "\(language): \(progress.line())")
                }
            }
        }
    }
}
