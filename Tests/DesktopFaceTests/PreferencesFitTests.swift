import Features
import Foundation
import GTKKit
import Testing
@testable import DesktopFace

/// Preferences in every language at a phone's width (360 px) and at the width it opens at (640 px):
/// no page label of the view switcher is cut (Ukrainian "Приватність і б…", Persian "حریم خصوصی و
/// ق…" at 640 px; half of them at 360 px), and the wipe-after field shows its word for "off" whole
/// (Turkish "Kapalı" was "Kapa"). And the glyphs of a Chinese word come from one font (issue 35).
@MainActor
@Suite(.serialized, needsDisplay) struct PreferencesFitTests {
    static let languages = ["en", "ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN"]

    @Test func noPageLabelIsCutAndTheWipeAfterWordFits() throws {
        var cut: [String] = []
        var englishMinimum = 0
        for language in Self.languages {
            for width: Int32 in [360, 640] {
                let harness = try DesktopHarness(width: 1000, height: 720)
                defer { harness.close() }
                try harness.seed(["Ann Lee"])
                let app = harness.launch(language: language)
                app.actions.activate("preferences")
                let settings = try #require(harness.page(SettingsPage.self))
                settings.window.setDefaultSize(width: width, height: 720)
                harness.settle(until: { settings.window.isShown })
                GTK.iterate(until: { false }, seconds: 0.3)
                let labels = settings.window.switcherLabels
                #expect(labels.count == 6, "\(language) at \(width) px: \(labels.map(\.text))")
                cut += labels.filter(\.isCut).map { "\(language) \(width) px: \($0.text)" }
                // As narrow as in English (a phone's 360 px and the window's frame).
                if language == "en" { englishMinimum = settings.window.minimumWidth }
                #expect(settings.window.minimumWidth <= englishMinimum, "\(language): \(settings.window.minimumWidth) px")
                if width == 640 {
                    settings.window.showPage("privacy")
                    harness.settle()
                    GTK.iterate(until: { false }, seconds: 0.2)
                    #expect(settings.wipeAfterSpin.text == SettingsText.off, "\(language)")
                    let fit = settings.wipeAfterSpin.textAndFieldWidth
                    #expect(fit.text > 0 && fit.text <= fit.field,
                            "\(language): \"\(settings.wipeAfterSpin.text)\" is \(fit.text) px in a field of \(fit.field) px")
                }
                app.actions.activate("back")
                harness.settle()
            }
        }
        #expect(cut.isEmpty, "cut: \(cut)")
    }

    /// Under `LANG=C` with the app in Simplified Chinese, "密码锁" is drawn with one font: 密 is
    /// also in Japanese fonts, which Pango took first when it did not know the language.
    @Test func aChineseWordComesFromOneFont() throws {
        let harness = try DesktopHarness()
        defer {
            harness.close()
            TextLanguage.use("en")
        }
        try harness.seed(["Ann Lee"])
        _ = harness.launch(language: "zh_CN", environment: ["LANG": "C"])
        let families = TextLanguage.families(of: "密码锁")
        try #require(!families.isEmpty)
        #expect(Set(families).count == 1, "\(families)")
        // English again: the desktop's font setting as it was.
        TextLanguage.use("en")
        #expect(TextLanguage.families(of: "Ann").count == 1)
    }
}
