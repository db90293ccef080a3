import Features
import Foundation
import GTKKit
import Testing
import TestSupport
import ThresholdCore
@testable import DesktopFace

/// Every desktop screen in light and dark, rendered to PNG (`GSK_RENDERER=cairo`).
///
/// `THRESHOLD_SCREENSHOTS=DIR` writes them to DIR (`scripts/desktop-tests` with
/// `THRESHOLD_SCREENSHOTS=docs/screenshots/desktop` re-records the set checked into docs). Without
/// it they go to a temporary folder and are compared with the checked-in set with a tolerance (a
/// share of differing pixels), never byte for byte; light and dark must differ (style is pinned).
@MainActor
@Suite(.serialized, needsDisplay) struct ScreenshotTests {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/screenshots/desktop").path

    final class Album {
        let directory: String
        let recording: Bool
        var dumps: [String: String] = [:]
        var names: [String] = []

        init() {
            if let dir = ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"] {
                directory = dir
                recording = true
            } else {
                directory = NSTemporaryDirectory() + "threshold-shots-\(getpid())"
                recording = false
            }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }

        @MainActor
        func capture(_ name: String, _ widget: Widget, scheme: String, settle: () -> Void) {
            settle()
            // A dialog can still be mapping after one settle on a loaded machine (once: the delete
            // dialog at 10x10, unmapped; again in a full run beside a release build): up to 10 s
            // of the main loop before calling it not drawn.
            if !widget.isMapped || widget.allocatedSize.width <= 10 {
                GTK.iterate(until: { widget.isMapped && widget.allocatedSize.width > 10 }, seconds: 10)
                settle()
            }
            let file = "\(name)-\(scheme).png"
            do {
                dumps[file] = try Screenshot.write(widget, to: directory + "/" + file)
                if scheme == "light" { names.append(name) }
            } catch {
                Issue.record("screenshot \(file): \(error) (size \(widget.allocatedSize), mapped \(widget.isMapped))")
            }
        }
    }

    func tour(_ album: Album, scheme: String) throws {
        StyleManager.setScheme(scheme == "dark" ? .dark : .light)
        defer { StyleManager.setScheme(.followDesktop) }
        let harness = try DesktopHarness(width: 520, height: 820)
        defer { harness.close() }
        let app = harness.launch()
        let window = harness.window
        let shoot: (String, Widget) -> Void = { name, widget in
            album.capture(name, widget, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
        }

        let welcome = try #require(harness.page(WelcomePage.self))
        shoot("01-welcome", window)
        welcome.howItWorks.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        if let dialog = app.dialogs.last { shoot("02-how-it-works", dialog); dialog.respond("ok") }
        harness.settle()
        welcome.createProfile.activate()
        let create = try #require(harness.page(CreateProfilePage.self))
        create.name.text = "  @Ann  Lee"
        create.bio.text = "Ships in bottles."
        shoot("03-create-profile", window)
        create.name.text = "Ann Lee"
        harness.settle()
        create.create.activate()
        let conditions = try #require(harness.page(ConditionsPage.self))
        harness.settle(until: { conditions.accept.isSensitive })
        shoot("04-conditions", window)
        conditions.viewConditions.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        if let dialog = app.dialogs.last { shoot("05-conditions-text", dialog); dialog.respond("close") }
        harness.settle()
        conditions.accept.activate()
        let notifications = try #require(harness.page(NotificationsPage.self))
        shoot("06-notifications", window)
        // No "No device token!" on the desktop (it notifies by itself): straight to the chat list.
        notifications.submit.activate()
        let chats = try #require(harness.page(ChatListPage.self))
        shoot("08-chat-list-empty", window)

        // Some data from outside, as the messaging layer would write it.
        for (profile, contact, text) in [("Ann Lee", "Zed", "hello"), ("Ann Lee", "Zed", "are you there?"), ("Ann Lee", "Yan", "hi")] {
            _ = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "dev", "receive",
                                                   "--profile", profile, "--chat", contact, text])
        }
        for name in ["Bob", "Cy Young", "Dee"] {
            _ = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "profiles", "create", name])
        }
        _ = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "profiles", "activate", "Ann Lee"])
        _ = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "dev", "receive",
                                               "--profile", "Cy Young", "--chat", "Ole", "ping"])
        _ = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "profiles", "mute", "Dee"])
        harness.settle(until: { chats.chatTitles.count == 2 && app.snapshot.profiles.count == 4 })
        shoot("09-chat-list", window)

        chats.profilesButton.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        shoot("10-your-chat-profiles", window)
        guard let bob = profiles.list.madeRows.first(where: { $0.item == .profile(app.snapshot.profileSummaries[1], revealed: false) })
        else { Issue.record("no row for Bob"); return }
        harness.choose("Hide profile", in: bob.menu)
        harness.settle(until: { app.hideFields != nil })
        if let fields = app.hideFields, let dialog = app.dialogs.last {
            fields.password.text = "open sesame"
            fields.confirm.text = "open sesame"
            shoot("11-hide-profile", dialog)
            dialog.respond("hide")
        }
        harness.settle(until: { app.dialogs.last?.heading == Notice.hiddenProfiles.title })
        if let dialog = app.dialogs.last { shoot("12-hidden-profiles-notice", dialog); dialog.respond("ok") }
        harness.settle()
        shoot("13-enter-password-banner", window)
        profiles.search.text = "open sesame"
        harness.settle(until: { !profiles.revealed.isEmpty })
        shoot("14-revealed-profile", window)
        if let row = profiles.list.madeRows.first(where: { if case .profile(_, true)? = $0.item { true } else { false } }) {
            harness.choose("Delete profile", in: row.menu)
            // The delete dialog itself (not the notice before it, still last for a moment).
            harness.settle(until: { app.dialogs.last?.heading == ProfileDeleteText.title && app.dialogs.last?.isShown == true })
            if let dialog = app.dialogs.last { shoot("15-delete-profile", dialog); dialog.respond("cancel") }
        }
        profiles.clearSearch()
        harness.settle()
        if let ann = profiles.list.madeRows.first(where: { if case .profile(let p, false)? = $0.item { p.active } else { false } }) {
            harness.choose("Edit profile", in: ann.menu)
            if let edit = harness.page(CreateProfilePage.self) { shoot("18-edit-profile", window); edit.back?.activate() }
        }
    }

    func lockAndInUse(_ album: Album, scheme: String) throws {
        StyleManager.setScheme(scheme == "dark" ? .dark : .light)
        defer { StyleManager.setScheme(.followDesktop) }
        let harness = try DesktopHarness(width: 520, height: 820)
        defer { harness.close() }
        try harness.seed(["Ann"])
        try harness.withStore { store in try store.setPasscode("2468 1357") }
        harness.launch()
        let lock = try #require(harness.page(LockPage.self))
        lock.passcode.text = "1"
        lock.unlock.activate()
        harness.settle(until: { lock.error.isVisible })
        album.capture("16-lock-screen", harness.window, scheme: scheme) { harness.settle() }

        let second = Window(title: "Threshold", width: 520, height: 500)
        defer { second.destroy() }
        _ = DesktopApp.launch(window: second, dataDirectoryFlag: harness.directory.path, environment: [:],
                              deviceToken: nil, notifier: RecordingNotificationSink())
        second.present()
        album.capture("17-data-in-use", second, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.3) }
    }

    /// Settings, the passcode form with the short-passcode warning, What's new, the export (its
    /// QR code and link), the finalize choice, and the import into a fresh window with its summary.
    func settingsAndMigration(_ album: Album, scheme: String) throws {
        StyleManager.setScheme(scheme == "dark" ? .dark : .light)
        defer { StyleManager.setScheme(.followDesktop) }
        let source = try DesktopHarness(width: 520, height: 820)
        try source.seed(["Ann Lee", "Bob"])
        let app = source.launch()
        let shoot: (DesktopHarness, String, Widget) -> Void = { harness, name, widget in
            album.capture(name, widget, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
        }
        let chats = try #require(source.page(ChatListPage.self))
        chats.settingsButton.activate()
        let settings = try #require(source.page(SettingsPage.self))
        // The preferences window over the main one: General, then Security.
        source.settle(until: { settings.window.isShown })
        shoot(source, "19-settings", settings.window)
        settings.window.showPage("privacy")
        shoot(source, "19-settings-all", settings.window)
        // Notifications: the modes as radio rows, each subtitle without the mode's name again.
        settings.window.showPage("notifications")
        shoot(source, "19-settings-notifications", settings.window)
        // Conditions of use, a page of its own: the operators' switches, then the text.
        settings.window.showPage("conditions")
        source.settle(until: { settings.conditions.text.text != DesktopText.loadingConditions })
        shoot(source, "19-settings-conditions", settings.window)
        settings.window.showPage("privacy")
        settings.setPasscode.activate()
        source.settle(until: { app.lastForm?.dialog.isShown == true })
        if let form = app.lastForm {
            form.fields[0].text = "1234"
            form.fields[1].text = "1234"
            shoot(source, "20-set-passcode", form.dialog)
            form.dialog.respond("cancel")
        }
        source.settle()
        settings.whatsNewRow.activate()
        let whatsNew = try #require(source.page(WhatsNewPage.self))
        shoot(source, "21-whats-new", source.window)
        whatsNew.close.activate()
        let again = try #require(source.page(SettingsPage.self))
        again.exportRow.activate()
        let export = try #require(source.page(MigrationExportPage.self))
        shoot(source, "22-migration-export", source.window)
        export.export.activate()
        source.settle(until: { export.shownLink != nil })
        // The link (and so its QR code) holds a fresh key every run: recorded, not compared.
        shoot(source, "23-migration-exported-varies", source.window)
        let link = export.shownLink ?? ""
        export.deleteLocal.activate()
        source.settle(until: { app.dialogs.last?.isShown == true })
        if let dialog = app.dialogs.last { shoot(source, "24-delete-local-data", dialog); dialog.respond("cancel") }
        source.close()

        let target = try DesktopHarness(width: 520, height: 820)
        defer { target.close() }
        target.launch()
        let welcome = try #require(target.page(WelcomePage.self))
        welcome.migrate.activate()
        let importing = try #require(target.page(MigrationImportPage.self))
        shoot(target, "25-migration-import", target.window)
        importing.linkField.text = link
        importing.importButton.activate()
        target.settle(until: { importing.summary.isVisible })
        shoot(target, "26-migration-imported", target.window)
    }

    /// Welcome and "Your chat profiles" in Arabic and Persian (mirrored), Japanese, Simplified
    /// Chinese, Ukrainian and Turkish; the lock screen in the four languages added last (issue 35).
    static let screenshotLanguages = ["ar", "ja", "fa", "zh_CN", "uk", "tr"]

    func languages(_ album: Album, scheme: String) throws {
        StyleManager.setScheme(scheme == "dark" ? .dark : .light)
        defer {
            StyleManager.setScheme(.followDesktop)
            Texts.use(.english)
            TextLayoutDirection.set(rightToLeft: false)
        }
        for language in Self.screenshotLanguages {
            let fresh = try DesktopHarness(width: 520, height: 820)
            fresh.launch(language: language)
            _ = try #require(fresh.page(WelcomePage.self))
            album.capture("27-welcome-\(language)", fresh.window, scheme: scheme) { fresh.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
            fresh.close()
            let harness = try DesktopHarness(width: 520, height: 820)
            defer { harness.close() }
            try harness.seed(["Ann Lee", "Bob", "سارة", "山田"])
            try harness.withStore { store in try store.setMuted(ProfileRef("Bob"), true) }
            let app = harness.launch(language: language)
            let chats = try #require(harness.page(ChatListPage.self))
            chats.profilesButton.activate()
            _ = try #require(harness.page(ProfilesPage.self))
            album.capture("28-your-chat-profiles-\(language)", harness.window, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
            #expect(TextLayoutDirection.isRightToLeft == ["ar", "fa"].contains(language))
            _ = app
            guard !["ar", "ja"].contains(language) else { continue }
            let locked = try DesktopHarness(width: 520, height: 820)
            defer { locked.close() }
            try locked.seed(["Ann"])
            try locked.withStore { store in try store.setPasscode("2468 1357") }
            locked.launch(language: language)
            let lock = try #require(locked.page(LockPage.self))
            lock.passcode.text = "1"
            lock.unlock.activate()
            locked.settle(until: { lock.error.isVisible })
            album.capture("43-lock-screen-\(language)", locked.window, scheme: scheme) { locked.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
        }
    }

    /// The recovery key (a fresh key every run: recorded, not compared), the re-key's
    /// confirmation, and the lock page's recovery.
    func recovery(_ album: Album, scheme: String) throws {
        StyleManager.setScheme(scheme == "dark" ? .dark : .light)
        defer { StyleManager.setScheme(.followDesktop) }
        do {
        let harness = try DesktopHarness(width: 520, height: 820)
        defer { harness.close() }
        try harness.seed(["Ann"])
        let app = harness.launch()
        let shoot: (String, Widget) -> Void = { name, widget in
            album.capture(name, widget, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
        }
        let chats = try #require(harness.page(ChatListPage.self))
        chats.settingsButton.activate()
        let settings = try #require(harness.page(SettingsPage.self))
        // The buttons are on Security: a button on a page not shown is not realized and its
        // activation does nothing (both shots were silently skipped once Preferences had pages).
        settings.window.showPage("privacy")
        harness.settle(until: { settings.makeRecoveryKey.isMapped })
        settings.makeRecoveryKey.activate()
        harness.settle(until: { app.shownRecoveryKey != nil })
        let keyDialog = try #require(app.shownRecoveryKey != nil ? app.dialogs.last : nil, "no recovery key dialog")
        shoot("33-recovery-key-varies", keyDialog)
        keyDialog.respond("cancel")
        harness.settle()
        app.dialogs.last?.respond("ok")
        settings.rekey.activate()
        harness.settle(until: { app.dialogs.last?.heading == RecoveryAppText.rekeyConfirmTitle })
        let confirm = try #require(app.dialogs.last?.heading == RecoveryAppText.rekeyConfirmTitle ? app.dialogs.last : nil,
                                   "no re-key confirmation")
        shoot("34-rekey-confirm", confirm)
        confirm.respond("cancel")
        }

        let locked = try DesktopHarness(width: 520, height: 820)
        defer { locked.close() }
        try locked.seed(["Ann"])
        try locked.withStore { store in try store.setPasscode("2468 1357") }
        locked.launch()
        let lock = try #require(locked.page(LockPage.self))
        lock.useRecoveryKey.activate()
        let page = try #require(locked.page(RecoveryPage.self))
        page.keyField.text = "K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6H"
        page.passcode.text = "1234"
        page.again.text = "1234"
        album.capture("35-lock-recovery", locked.window, scheme: scheme) { locked.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
    }

    @Test func everyScreenInLightAndDark() throws {
        let album = Album()
        for scheme in ["light", "dark"] {
            try tour(album, scheme: scheme)
            try lockAndInUse(album, scheme: scheme)
            try settingsAndMigration(album, scheme: scheme)
            try languages(album, scheme: scheme)
            try recovery(album, scheme: scheme)
        }
        #expect(album.names.count >= 27)
        for name in album.names {
            let light = album.dumps["\(name)-light.png"], dark = album.dumps["\(name)-dark.png"]
            #expect(light != nil && dark != nil && light != dark, "\(name): light and dark must both exist and differ")
        }
        guard !album.recording else { return }
        // Japanese needs a font with its characters (fonts-ipafont-gothic or fonts-noto-cjk); without
        // one GTK draws boxes, which is no reason to fail the other screens.
        let japaneseFont = ((try? Subprocess.run("/usr/bin/fc-list", [":lang=ja"]))?.stdout.isEmpty == false)
        if !japaneseFont { print("ScreenshotTests: no Japanese font (fc-list :lang=ja), the -ja screenshots are not compared") }
        // Simplified Chinese likewise (fonts-wqy-microhei; a Japanese font draws other glyph forms).
        let chineseFont = ((try? Subprocess.run("/usr/bin/fc-list", [":lang=zh-cn"]))?.stdout.isEmpty == false)
        if !chineseFont { print("ScreenshotTests: no Chinese font (fc-list :lang=zh-cn), the -zh_CN screenshots are not compared") }
        for file in album.dumps.keys.sorted() {
            let reference = Self.reference + "/" + file
            guard FileManager.default.fileExists(atPath: reference), !file.contains("-varies"),
                  japaneseFont || !file.contains("-ja-"), chineseFont || !file.contains("-zh_CN-") else { continue }
            let difference = ImageComparison.difference(album.directory + "/" + file, reference)
            #expect(difference.map { $0 <= 0.05 } == true,
                    "\(file) differs from docs/screenshots/desktop by \(difference.map { "\(Int($0 * 100))%" } ?? "size")")
        }
    }
}
