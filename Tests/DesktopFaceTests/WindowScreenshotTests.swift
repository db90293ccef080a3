import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// The desktop-class window's screenshots (issue 32): the two panes at 1280 px, one pane at 360 px
/// (the chat list, then a chat with Back), in light and dark, and in Arabic (mirrored); Preferences
/// (General, Security) in Arabic and at 360 px. Written only
/// with `THRESHOLD_SCREENSHOTS=DIR` (their message times change with the day: never compared).
@MainActor
@Suite(.serialized, needsDisplay) struct WindowScreenshotTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"] != nil))
    func twoPanesPhoneWidthAndArabic() throws {
        let directory = try #require(ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"])
        for scheme in ["light", "dark"] {
            StyleManager.setScheme(scheme == "dark" ? .dark : .light)
            defer { StyleManager.setScheme(.followDesktop) }
            try shoot(width: 1280, height: 760, language: nil, name: "37-two-panes-1280-varies", scheme, directory)
            try shoot(width: 360, height: 720, language: nil, name: "38-phone-360-varies", scheme, directory)
            try shoot(width: 1280, height: 760, language: "ar", name: "39-two-panes-ar-1280-varies", scheme, directory)
        }
    }

    /// The two panes and Preferences (General, Security) in the four languages added last
    /// (issue 35): Persian mirrored, Simplified Chinese, Ukrainian and Turkish; German and Russian;
    /// Preferences at 360 px in Ukrainian, Persian, German, Russian and Turkish.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"] != nil))
    func twoPanesAndPreferencesInTheNewLanguages() throws {
        let directory = try #require(ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"])
        for scheme in ["light", "dark"] {
            StyleManager.setScheme(scheme == "dark" ? .dark : .light)
            defer { StyleManager.setScheme(.followDesktop) }
            for language in ["fa", "zh_CN", "uk", "tr"] {
                try shoot(width: 1280, height: 760, language: language, name: "44-two-panes-\(language)-1280-varies", scheme, directory)
            }
            // Preferences' page labels and the wipe-after field in the longest words (German,
            // Russian) and the languages whose labels were cut (Ukrainian, Persian), at 640 and
            // 360 px (issue 35).
            for language in ["de", "ru"] {
                try shoot(width: 1280, height: 760, language: language, name: "44-two-panes-\(language)-1280-varies", scheme, directory)
            }
            for language in ["uk", "fa", "de", "ru", "tr"] {
                try shoot(width: 360, height: 720, language: language, name: "38-phone-360-\(language)-varies", scheme, directory)
            }
        }
    }

    func shoot(width: Int32, height: Int32, language: String?, name: String, _ scheme: String, _ directory: String) throws {
        // The suites run side by side: this one may write before ScreenshotTests made the folder.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let harness = try DesktopHarness(width: width, height: height)
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann Lee", "Work"])
        try harness.run(["profiles", "update", "Ann Lee", "--bio", "Ships in bottles, replies in kind."])
        for (chat, text) in [("Tom", "Are we still on for Saturday?"), ("Tom", "I can bring the charts."),
                             ("Maya", "The ferry leaves at 9."), ("Tom", "Thanks!"),
                             ("Kai", "Photos from the harbour are up.")] {
            try harness.run(["dev", "receive", "--profile", "Ann Lee", "--chat", chat, text])
        }
        try harness.run(["chats", "read", "Tom"])
        try harness.run(["dev", "receive", "--profile", "Ann Lee", "--chat", "Tom", "One more thing: the tide table says 7:40."])
        let app = harness.launch(language: language)
        let list = try #require(harness.page(ChatListPage.self))
        let settle = { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
        if width < 600 {
            settle()
            _ = try Screenshot.write(harness.window, to: "\(directory)/\(name)-list-\(scheme).png")
        }
        try #require(list.row(of: "Tom")).activate()
        _ = try #require(harness.page(ChatPage.self))
        settle()
        _ = try Screenshot.write(harness.window, to: "\(directory)/\(name)-\(scheme).png")
        // Preferences over the window: in Arabic (mirrored) and at a phone's width.
        if language != nil || width < 600 {
            app.actions.activate("preferences")
            let settings = try #require(harness.page(SettingsPage.self))
            if width < 600 { settings.window.setDefaultSize(width: 360, height: 720) }
            harness.settle(until: { settings.window.isShown })
            settle()
            let page = width < 600 ? "42-preferences-360" + (language.map { "-\($0)" } ?? "")
                : language == "ar" ? "41-preferences-ar" : "45-preferences-\(language ?? "en")"
            _ = try Screenshot.write(settings.window, to: "\(directory)/\(page)-\(scheme).png")
            settings.window.showPage("privacy")
            settle()
            _ = try Screenshot.write(settings.window, to: "\(directory)/\(page)-privacy-\(scheme).png")
            app.actions.activate("back")
            settle()
        }
        if width >= 1280 && language == nil {
            app.actions.activate("shortcuts")
            if let shortcuts = app.shortcutsWindow {
                harness.settle(until: { shortcuts.isShown })
                settle()
                _ = try Screenshot.write(shortcuts, to: "\(directory)/40-shortcuts-\(scheme).png")
                shortcuts.close()
            }
        }
    }
}
