import Features
import Foundation
import GTKKit
import Testing
@testable import DesktopFace

/// Onboarding's notification modes: the info dialog says each mode's sentence once (it read
/// "Instant: Instant: …" when the face glued the title before a sentence naming it already), and the
/// rows' subtitles do not repeat the title beside them. In English and German; with
/// `THRESHOLD_SCREENSHOTS=DIR` the dialog is written as `07-notifications-info-LANG` (light and dark).
@MainActor
@Suite(.serialized, needsDisplay) struct NotificationsInfoTests {
    @Test(arguments: ["en", "de"])
    func theInfoDialogSaysEachModeOnce(language: String) throws {
        defer {
            Texts.use(.english)
            TextLayoutDirection.set(rightToLeft: false)
        }
        for scheme in ["light", "dark"] {
            StyleManager.setScheme(scheme == "dark" ? .dark : .light)
            defer { StyleManager.setScheme(.followDesktop) }
            let harness = try DesktopHarness(width: 520, height: 820)
            defer { harness.close() }
            let app = harness.launch(language: language)
            try #require(harness.page(WelcomePage.self)).createProfile.activate()
            let create = try #require(harness.page(CreateProfilePage.self))
            create.name.text = "Ann Lee"
            harness.settle()
            create.create.activate()
            let conditions = try #require(harness.page(ConditionsPage.self))
            harness.settle(until: { conditions.accept.isSensitive })
            conditions.accept.activate()
            let notifications = try #require(harness.page(NotificationsPage.self))
            let modes = notifications.choices.map(\.mode)
            #expect(modes == [.instant, .periodic, .off])

            // The rows: the title, then what the mode does, without the title again.
            for row in notifications.modes.allRows.compactMap({ $0 as? ActionRow }) {
                #expect(!row.subtitle.lowercased().hasPrefix(row.title.lowercased()),
                        "\(language): the row \(row.title) repeats its title: \(row.subtitle)")
            }

            notifications.info.activate()
            harness.settle(until: { app.dialogs.last?.isShown == true })
            let dialog = try #require(app.dialogs.last)
            #expect(dialog.heading == DesktopText.notificationsTitle)
            let paragraphs = dialog.body.components(separatedBy: "\n\n")
            let interval = try AppSession.loadBrand(flag: nil).notifications.periodicIntervalMinutes
            let sentences = modes.map { NotificationsStep.explanation($0, intervalMinutes: interval) }
            #expect(paragraphs == sentences, "\(language): \(dialog.body)")
            for mode in modes {
                let title = NotificationsStep.title(mode)
                #expect(dialog.body.components(separatedBy: title + ":").count <= 2,
                        "\(language): \(title) named twice: \(dialog.body)")
                #expect(!dialog.body.contains(title + ": " + title), "\(language): \(dialog.body)")
            }
            if let directory = ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                harness.settle()
                GTK.iterate(until: { false }, seconds: 0.4)
                _ = try Screenshot.write(dialog, to: "\(directory)/07-notifications-info-\(language)-\(scheme).png")
            }
            dialog.respond("ok")
            harness.settle()
        }
    }
}
