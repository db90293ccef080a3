import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// The direct transfer in the window (docs/desktop.md, "Direct transfer"): two DesktopApp windows
/// in one process on loopback, the export page serving and the import page connecting; the real
/// TLS, archive and import underneath. The main loop is iterated directly (not `settle`), since a
/// serve keeps the source's work in flight until it ends.
@MainActor
@Suite(.serialized, needsDisplay) struct DirectTransferScreenTests {
    /// A seeded window on its export page, serving on loopback only.
    func serving(_ source: DesktopHarness, seconds: Int = 600,
                 beforeLaunch: () throws -> Void = {}) throws -> (DesktopApp, MigrationExportPage) {
        try source.seed(["Ann", "Bob"])
        try beforeLaunch()
        let app = source.launch()
        try #require(source.page(ChatListPage.self)).settingsButton.activate()
        try #require(source.page(SettingsPage.self)).exportRow.activate()
        let export = try #require(source.page(MigrationExportPage.self))
        #expect(export.send.isVisible && export.export.isVisible)
        #expect(export.send.label == DirectTransferText.sendOption)
        app.directTransferAddresses = ["127.0.0.1"]
        app.directTransferSeconds = seconds
        export.send.activate()
        GTK.iterate(until: { export.shownLink != nil }, seconds: 10)
        return (app, export)
    }

    /// Runs the main loop until `done` (both windows draw meanwhile).
    func wait(_ seconds: Double = 30, until done: () -> Bool) {
        GTK.iterate(until: done, seconds: seconds)
        GTK.drainEvents()
    }

    /// THRESHOLD_SCREENSHOTS=DIR: the window in light and dark as `name` (the link varies every run).
    func shoot(_ name: String, _ harness: DesktopHarness) {
        guard let directory = ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"] else { return }
        for scheme in ["light", "dark"] {
            StyleManager.setScheme(scheme == "dark" ? .dark : .light)
            GTK.iterate(until: { false }, seconds: 0.4)
            do {
                _ = try Screenshot.write(harness.window, to: "\(directory)/\(name)-varies-\(scheme).png")
            } catch {
                Issue.record("screenshot \(name)-\(scheme): \(error)")
            }
        }
        StyleManager.setScheme(.followDesktop)
        GTK.iterate(until: { false }, seconds: 0.2)
    }

    @Test func aLoopbackTransferBetweenTwoWindowsShowsOneCodeOnBothAndANoChangesNothing() throws {
        let source = try DesktopHarness(width: 520, height: 900)
        defer { source.close() }
        let (_, export) = try serving(source)
        let link = try #require(export.shownLink)
        #expect(link.hasPrefix("threshold:/migrate?v=2"))
        #expect(export.serve.link.text == link)
        #expect(try #require(export.serve.code).intrinsicSize.width > 100)
        #expect(export.serve.listening.text.contains("127.0.0.1"))
        #expect(export.serve.status.text == DirectTransferText.waiting)
        #expect(!export.backButton.isSensitive && export.serve.cancel.isVisible)
        shoot("29-direct-send", source)

        let target = try DesktopHarness(width: 520, height: 760)
        defer { target.close() }
        let fresh = target.launch()
        try #require(target.page(WelcomePage.self)).migrate.activate()
        let importing = try #require(target.page(MigrationImportPage.self))
        importing.linkField.text = link
        wait(2, until: { importing.importButton.isSensitive })
        importing.importButton.activate()
        wait(until: { importing.codeQuestion.isAsking && export.serve.shortCode.isVisible })
        let shown = importing.codeQuestion.shortCode.text
        #expect(shown.filter(\.isNumber).count == 6)
        #expect(shown == export.serve.shortCode.text)
        // The code stands in a left-to-right isolate (read "459 942", never "942 459" in Arabic).
        #expect(shown.unicodeScalars.first == "\u{2068}" && shown.unicodeScalars.last == "\u{2069}")
        // The source puts the invitation (words, QR code, link) away, so the code is at the top;
        // the destination asks alone: no progress bar holding a long sentence, no Stop beside No.
        #expect(!export.serve.link.isVisible && !export.serve.ready.isVisible && !export.serve.copy.isVisible)
        #expect(!importing.progress.isVisible && !importing.stop.isVisible)
        #expect(importing.codeQuestion.title.text == DirectTransferText.sameCodeQuestion)
        #expect(export.serve.compare.text == DirectTransferText.compareHint)
        shoot("30-direct-code-question", target)

        // No: the import stops with nothing changed; the source says the device left and listens on.
        importing.codeQuestion.no.activate()
        wait(until: { !fresh.isBusy && fresh.dialogs.last?.isShown == true })
        #expect(fresh.dialogs.last?.body.contains("Nothing was imported") == true)
        #expect(fresh.snapshot.profiles.isEmpty)
        #expect(!importing.summary.isVisible && !importing.codeQuestion.isAsking)
        wait(until: { export.serve.status.text == DirectTransferText.left })
        #expect(export.serve.status.text == DirectTransferText.left)
        #expect(export.serve.cancel.isVisible)
        #expect(export.serve.link.isVisible && export.serve.ready.isVisible, "the invitation again, for the next device")
        fresh.dialogs.last?.respond("ok")
        wait(2, until: { fresh.dialogs.last?.isShown != true })

        // Again, and Yes: the data arrives, the source says it was sent and no longer listens.
        wait(2, until: { importing.importButton.isSensitive })
        importing.importButton.activate()
        // The source shows the new connection's code a moment after the destination asks (it still
        // shows the first one's until then: CI under load compared the two in between).
        wait(until: { importing.codeQuestion.isAsking && export.serve.shortCode.isVisible
                        && export.serve.shortCode.text == importing.codeQuestion.shortCode.text })
        #expect(importing.codeQuestion.shortCode.text == export.serve.shortCode.text)
        let confirmedThere = importing.codeQuestion.shortCode.text
        importing.codeQuestion.yes.activate()
        // The source asks too once the new device confirmed (issue 33), with the same code.
        wait(until: { export.serve.question.isAsking })
        #expect(export.serve.question.shortCode.text == confirmedThere)
        #expect(export.serve.question.title.text == DirectTransferText.sameCodeQuestion)
        export.serve.question.yes.activate()
        // (A button's activate clicks it a moment later, on the main loop.)
        var progressAfterYes = false
        wait(60, until: {
            if importing.progress.isVisible && importing.stop.isVisible { progressAfterYes = true }
            return importing.summary.isVisible && export.finalize.isVisible
        })
        #expect(progressAfterYes, "the progress and Stop again once the code was confirmed")
        #expect(importing.summary.isVisible)
        #expect(importing.protectionText.text.hasPrefix("Protection:"))
        #expect(export.finalize.isVisible)
        #expect(export.serve.status.text.hasPrefix(String(DirectTransferText.sentOnDesktop(0).prefix(5))))
        #expect(export.serve.link.text.isEmpty && !export.serve.cancel.isVisible && export.backButton.isSensitive)
        // How it ended, once: no "ready to send" above it, no bar with the last report's words.
        #expect(!export.serve.ready.isVisible && !export.serve.progress.isVisible && !export.serve.shortCode.isVisible)
        #expect(importing.summaryText.text == MigrationImportText.completeOnDesktop)
        #expect(!importing.summaryText.text.contains("threshold migrate"))
        importing.openChats.activate()
        #expect(try #require(target.page(ChatListPage.self)).title.title == "Ann")
        #expect(fresh.snapshot.profiles.map(\.name).sorted() == ["Ann", "Bob"])
    }

    @Test func theExportPageOffersHowLongToListen() throws {
        let source = try DesktopHarness(width: 520, height: 900)
        defer { source.close() }
        try source.seed(["Ann"])
        let app = source.launch()
        try #require(source.page(ChatListPage.self)).settingsButton.activate()
        try #require(source.page(SettingsPage.self)).exportRow.activate()
        let export = try #require(source.page(MigrationExportPage.self))
        #expect(export.limit.isVisible)
        #expect(export.limitChoices.map(\.minutes) == [5, 10, 30])
        #expect(export.limitChoices.filter { $0.button.isChecked }.map(\.minutes) == [10], "10 minutes, as the command line's default")
        #expect(app.directTransferSeconds == 600)
        export.limitChoices[2].button.isChecked = true
        #expect(app.directTransferSeconds == 1800)
        #expect(export.limitChoices.filter { $0.button.isChecked }.map(\.minutes) == [30])
        export.limitChoices[0].button.isChecked = true
        #expect(app.directTransferSeconds == 300)
        // Listening: the choice is gone with the buttons, and the page says the limit chosen.
        app.directTransferAddresses = ["127.0.0.1"]
        export.send.activate()
        GTK.iterate(until: { export.shownLink != nil }, seconds: 10)
        #expect(!export.limit.isVisible)
        #expect(export.serve.ready.text == DirectTransferText.readyOnDesktop(minutes: 5))
        #expect(export.serve.ready.text.contains("5 minutes") && !export.serve.ready.text.contains("threshold migrate"))
        export.serve.cancel.activate()
        GTK.iterate(until: { !app.isBusy }, seconds: 30)
        #expect(export.limit.isVisible)
    }

    @Test func cancelStopsListeningAndSaysSoThenTheTimeLimitEndsAServe() throws {
        let source = try DesktopHarness(width: 520, height: 900)
        defer { source.close() }
        let (app, export) = try serving(source)
        let link = try #require(export.shownLink)
        export.serve.cancel.activate()
        wait(until: { !app.isBusy })
        #expect(export.serve.status.text == DirectTransferText.stopped)
        #expect(export.send.isVisible && export.export.isVisible && export.backButton.isSensitive)
        #expect(export.serve.link.text.isEmpty && export.serve.code == nil && !export.finalize.isVisible)

        // Nothing listens any more: an import of the old link fails and changes nothing.
        let target = try DesktopHarness()
        defer { target.close() }
        let fresh = target.launch()
        try #require(target.page(WelcomePage.self)).migrate.activate()
        let importing = try #require(target.page(MigrationImportPage.self))
        importing.linkField.text = link
        wait(2, until: { importing.importButton.isSensitive })
        importing.importButton.activate()
        wait(until: { !fresh.isBusy && fresh.dialogs.last?.isShown == true })
        #expect(!importing.codeQuestion.isAsking && fresh.snapshot.profiles.isEmpty)
        fresh.dialogs.last?.respond("ok")

        // The time limit: a serve nobody takes ends by itself, and says why.
        app.directTransferSeconds = 1
        wait(2, until: { export.send.isMapped })
        #expect(export.send.activate())
        // A button's activation clicks it on the main loop's next turns.
        wait(5, until: { app.isBusy })
        #expect(export.serve.status.text == DirectTransferText.waiting && export.serve.cancel.isVisible)
        wait(until: { !app.isBusy })
        #expect(export.serve.status.text.hasPrefix("No device took the archive within 1 s"))
        #expect(export.send.isVisible && !export.finalize.isVisible)
    }

    @Test func stopEndsAReceiveWithNothingChangedThenAResumeIsSaidOnTheImportPage() throws {
        let source = try DesktopHarness(width: 520, height: 900)
        defer { source.close() }
        // A few MiB of files, so that the transfer through a slow relay takes seconds.
        let (_, export) = try serving(source) {
            try FileManager.default.createDirectory(atPath: source.directory.file("files"), withIntermediateDirectories: true)
            let random = try #require(FileHandle(forReadingAtPath: "/dev/urandom"))
            try random.readData(ofLength: 3 << 20).write(to: URL(fileURLWithPath: source.directory.file("files/big.bin")))
        }
        let link = try #require(export.shownLink)
        let port = try #require(link.components(separatedBy: "&port=").last?.prefix { $0.isNumber }).flatMap { UInt16($0) }

        let target = try DesktopHarness(width: 520, height: 760)
        defer { target.close() }
        let fresh = target.launch()
        try #require(target.page(WelcomePage.self)).migrate.activate()
        let importing = try #require(target.page(MigrationImportPage.self))
        #expect(!importing.stop.isVisible)

        // Through a slow relay: Stop during the receive asks, then ends it; nothing changed.
        let slow = TCPRelay(to: try #require(port), bytesPerSecond: 256 << 10)
        importing.linkField.text = slow.redirect(link)
        wait(2, until: { importing.importButton.isSensitive })
        importing.importButton.activate()
        wait(until: { importing.codeQuestion.isAsking })
        importing.codeQuestion.yes.activate()
        // The source confirms the code too (issue 33).
        wait(until: { export.serve.question.isAsking })
        export.serve.question.yes.activate()
        // The receive's first report (0 B) comes with the Yes; then bytes of a total.
        wait(until: { importing.progress.text.contains(" / ") })
        #expect(importing.stop.isVisible && importing.stop.isSensitive)
        #expect(importing.progress.text.hasPrefix("Decrypting ") && importing.progress.text.contains(" / "),
                "bytes, rate and ETA, as on the export page: \(importing.progress.text)")
        shoot("31-direct-import-stop", target)
        importing.stop.activate()
        wait(5, until: { fresh.dialogs.last?.isShown == true })
        #expect(fresh.dialogs.last?.body == DirectTransferText.stopImportQuestion)
        fresh.dialogs.last?.respond("stop")
        wait(until: { !fresh.isBusy })
        #expect(importing.note.isVisible && importing.note.text == DirectTransferText.importStopped)
        #expect(!importing.stop.isVisible && importing.linkField.isSensitive)
        #expect(fresh.dialogs.last?.isShown != true, "a stop is no error")
        #expect(slow.bytesFromSource < 3 << 20, "stopped mid-transfer")
        #expect(fresh.snapshot.profiles.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: target.directory.file(".migration-import")))
        // The source saw the connection break and listens on.
        wait(until: { export.serve.status.text.hasPrefix("The connection broke after") })
        #expect(export.serve.cancel.isVisible)

        // Through a relay that cuts the first connection: the page says where it resumed, and the
        // import completes.
        let cut = TCPRelay(to: try #require(port), cutFirstAfter: 1 << 20, bytesPerSecond: 1 << 20)
        importing.linkField.text = cut.redirect(link)
        wait(2, until: { importing.importButton.isSensitive })
        importing.importButton.activate()
        wait(until: { importing.codeQuestion.isAsking })
        importing.codeQuestion.yes.activate()
        wait(until: { export.serve.question.isAsking })
        export.serve.question.yes.activate()
        wait(60, until: { importing.note.text.hasPrefix("Connection lost; resumed at ") || importing.summary.isVisible })
        #expect(importing.note.text.hasPrefix("Connection lost; resumed at "), "\(importing.note.text)")
        if !importing.summary.isVisible { shoot("32-direct-import-resumed", target) }
        wait(60, until: { importing.summary.isVisible || fresh.dialogs.last?.isShown == true })
        #expect(importing.summary.isVisible, "\(fresh.dialogs.last?.body ?? "")")
        #expect(cut.connections == 2)
        importing.openChats.activate()
        #expect(try #require(target.page(ChatListPage.self)).title.title == "Ann")
        #expect(fresh.snapshot.profiles.map(\.name).sorted() == ["Ann", "Bob"])
        wait(until: { export.finalize.isVisible })
    }
}
