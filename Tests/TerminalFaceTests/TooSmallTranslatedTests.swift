import Features
import Foundation
import Localization
import Terminal
@testable import TerminalFace
import Testing

/// Issue 35: below its smallest size the full screen said "Terminal too small / Need 40×12,
/// have 30×8." in English in every language. The lines now come from Features, translated, the
/// sizes written by Formats (Persian digits in Persian).
@Suite struct TooSmallTranslatedTests {
    @Test(arguments: ["de", "ja", "ar", "fa"])
    func theMessageIsInTheLanguage(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let state = ScreenCatalog.home(TerminalSize(width: 36, height: 10))
            let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
            let screen = buffer.trimmedLines.joined(separator: "\n")
            #expect(!screen.contains("Terminal too small") && !screen.contains("Need"), "\(language):\n\(screen)")
            #expect(screen.contains(tr("Terminal too small")), "\(language):\n\(screen)")
            let needs = tr("Need {width}×{height}, have {actualWidth}×{actualHeight}.",
                           ["width": .number(40), "height": .number(12), "actualWidth": .number(36), "actualHeight": .number(10)])
            #expect(needs.contains(Formats.number(40)) && needs.contains(Formats.number(36)))
            // The size line may wrap: its words are all on the screen.
            for word in needs.split(separator: " ") { #expect(screen.contains(word), "\(language): \(word)\n\(screen)") }
            if language == "fa" { #expect(screen.contains("۴۰"), "\(screen)") }
        }
    }

    /// In Arabic and Persian the sizes sit inside a right-to-left sentence: a bidi terminal drew
    /// "40×12" as "12×40" there (the "×" between two numbers takes the sentence's direction). The
    /// renderer writes each size in its own left-to-right isolate (U+2066...U+2069) inside the
    /// sentence's (docs/terminal.md, "Right-to-left text").
    @Test(arguments: ["ar", "fa"])
    func theSizesAreLeftToRightInARightToLeftSentence(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            let state = ScreenCatalog.home(TerminalSize(width: 36, height: 10))
            let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
            var renderer = Renderer(colorMode: .trueColor)
            let text = try #require(String(bytes: renderer.render(buffer), encoding: .utf8))
            for (width, height) in [(40, 12), (36, 10)] {
                let size = Formats.number(width) + "×" + Formats.number(height)
                #expect(text.contains("\u{2066}" + size + "\u{2069}"), "\(language): \(size) not isolated:\n\(text.debugDescription)")
            }
            // Each isolate is closed: as many U+2069 as U+2066 and U+2068 together.
            let scalars = text.unicodeScalars
            #expect(scalars.filter { $0.value == 0x2069 }.count == scalars.filter { $0.value == 0x2066 || $0.value == 0x2068 }.count)
        }
    }
}
