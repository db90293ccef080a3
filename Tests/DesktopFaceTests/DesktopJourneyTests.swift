import Features
import Foundation
import GTKKit
import JourneySupport
import Testing
import TestSupport
import ThresholdCore
@testable import DesktopFace

/// The journey suite (``Journeys``, issue 31) through the desktop window, in-process: the same
/// steps the model, the full screen, plain mode and the command line run, done the desktop's way
/// (rows, their menus, dialogs and their responses, the window's Back action), and the same
/// checks of what the user saw and of the data afterwards (``JourneyRunner/compare``).
/// What the user saw after a step is every label shown in every window of the app (dialogs too).
@MainActor
@Suite(.serialized, needsDisplay) struct DesktopJourneyTests {
    nonisolated static var journeys: [Journey] { Journeys.all.filter { DesktopJourneys.cannotDo($0) == nil } }

    @Test(arguments: journeys)
    func journey(_ journey: Journey) throws {
        // English as this task's language: Settings › Language must not change the other suites',
        // and a language another suite left as the process's must not change this one.
        try Texts.with(.english) { try run(journey) }
    }

    private func run(_ journey: Journey) throws {
        let folder = try JourneyFolder(journey.setup)
        let driver = try DesktopJourneyFace(folder: folder)
        defer { driver.close() }
        var seen: [String] = []
        for step in journey.steps { seen.append(try driver.perform(step.intent)) }
        try JourneyRunner.compare(journey, seen: seen, in: folder, face: "desktop")
    }
}

extension Journey: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// One window on a journey's folder, driven as a person would through its widgets.
@MainActor
final class DesktopJourneyFace {
    let folder: JourneyFolder
    private(set) var window: Window
    private(set) var app: DesktopApp

    init(folder: JourneyFolder) throws {
        try #require(GTK.initialize(), "GTK could not open the display")
        self.folder = folder
        (window, app) = Self.open(folder)
        settle()
        try unlockIfAsked()
    }

    private static func open(_ folder: JourneyFolder) -> (Window, DesktopApp) {
        let window = Window(title: "Threshold", width: 480, height: 760)
        let app = DesktopApp.launch(window: window, dataDirectoryFlag: folder.path, environment: folder.environment, deviceToken: nil,
                                    notifier: RecordingNotificationSink())
        window.present()
        return (window, app)
    }

    func close() {
        app.stop()
        window.destroy()
        GTK.drainEvents()
    }

    /// Lets GTK lay out and draw, and finishes work in flight (KDF runs, refreshes).
    /// A dialog just presented is drawn before the step looks at the screen.
    func settle(until done: () -> Bool = { true }) {
        GTK.iterate(until: { done() && !self.app.isBusy && self.app.dialogs.last.map { !$0.isShown || $0.isMapped } ?? true },
                    seconds: 10)
        GTK.drainEvents()
    }

    /// A click on `button`: GTK emits `clicked` once its pressed look has shown (a short timeout),
    /// so the loop runs that long; a disabled button does nothing.
    func press(_ button: Button) {
        // A click is input: the app lock's grant notes it (as the window's event controller does).
        app.session?.authorization.activity()
        guard button.activate() else { return }
        GTK.iterate(until: { false }, seconds: 0.4)
        settle()
    }

    /// What the user sees now: every shown label of every window.
    var shown: String { WidgetTexts.visibleInAllWindows().joined(separator: "\n") }

    /// The lock screen, when the folder has a passcode: the passcode typed and Unlock pressed.
    private func unlockIfAsked() throws {
        guard app.route == .lock, folder.setup.unlockAtStart, let passcode = folder.passcode else { return }
        let lock = try #require(app.currentPage as? LockPage)
        lock.passcode.text = passcode
        lock.unlock.activate()
        settle(until: { self.app.route != .lock })
    }

    func perform(_ intent: Journey.Intent) throws -> String {
        switch intent {
        case .hide(let name, let password):
            let page = try profiles()
            try choose(ProfileAction.hide.title, onRowOf: name, in: page)
            var asked = try passcodeIfAsked()
            settle(until: { self.app.hideFields != nil && self.app.dialogs.last?.isShown == true })
            let fields = try #require(app.hideFields)
            fields.password.text = password
            fields.confirm.text = password
            settle()
            app.dialogs.last?.respond("hide")
            settle()
            asked += try passcodeIfAsked()
            return asked + shown + "\n" + dismissDialogs()
        case .reveal(let password):
            let page = try profiles()
            let attempts = page.revealAttempts
            page.search.text = password
            settle(until: { page.revealAttempts > attempts && page.revealsInFlight == 0 })
            return shown
        case .switchTo(let name):
            let page = try profiles()
            let index = try #require(page.items.firstIndex { item in
                if case .profile(let profile, _) = item { return profile.name == name }
                return false
            }, "no row \(name) in Your chat profiles")
            page.list.activateRow(at: index)
            settle(until: { self.app.route == .chatList })
            return shown
        case .read(let contact):
            if app.route != .chatList && app.route != .chat { app.showChatList() }
            settle()
            let list = try #require(app.chatList, "no chat list")
            guard let row = list.rows.first(where: { $0.contact == contact })?.row else { return shown }
            row.activate()
            settle(until: { self.app.route == .chat })
            return shown
        case .mute(let name), .unmute(let name):
            let page = try profiles()
            let isMute = if case .mute = intent { true } else { false }
            try choose((isMute ? ProfileAction.mute : ProfileAction.unmute).title, onRowOf: name, in: page)
            settle()
            return shown + "\n" + dismissDialogs()
        case .delete(let name, let confirm):
            let page = try profiles()
            try choose(ProfileAction.delete.title, onRowOf: name, in: page)
            var text = try passcodeIfAsked()
            settle(until: { self.app.dialogs.last?.isShown == true })
            text += shown
            app.dialogs.last?.respond("local")
            settle(until: { self.app.dialogs.last?.heading == DesktopText.deleteConfirmTitle })
            text += "\n" + shown
            app.dialogs.last?.respond(confirm ? "delete" : "cancel")
            settle()
            text += try passcodeIfAsked()
            return text + "\n" + shown
        case .create(let name, let bio):
            let page = try profiles()
            let index = try #require(page.items.firstIndex(of: .addProfile), "no Add profile row")
            page.list.activateRow(at: index)
            settle(until: { self.app.route == .addProfile })
            let form = try #require(app.currentPage as? CreateProfilePage)
            form.name.text = name
            form.bio.text = bio
            settle()
            var text = shown
            press(form.create)
            text += "\n" + shown + "\n" + (try passcodeIfAsked())
            // "Correct name to X?": the corrected name is taken, then Create again.
            if app.dialogs.last?.isShown == true, app.dialogs.last?.hasResponse("use") == true {
                app.dialogs.last?.respond("use")
                settle()
                press(form.create)
                text += "\n" + shown + "\n" + (try passcodeIfAsked())
            }
            return text + "\n" + dismissDialogs()
        case .wipeAfter(let typed):
            return try wipeAfter(typed)
        case .welcomeCreate:
            let welcome = try #require(app.currentPage as? WelcomePage, "not on Welcome")
            press(welcome.createProfile)
            settle(until: { self.app.currentPage is CreateProfilePage })
            return shown
        case .restart:
            // Quitting ends the process, and with it the app's hold on the folder.
            app.session?.end()
            close()
            (window, app) = Self.open(folder)
            settle()
            try unlockIfAsked()
            return shown
        case .language(let code):
            let page = try settings("general")
            page.languageRow.selected = try #require(page.languageCodes.firstIndex(of: code), "no \(code ?? "system") in Language")
            settle()
            return shown + "\n" + dismissDialogs()
        case .checkData:
            let page = try settings("data")
            _ = page.checkDataRow.activate()
            settle(until: { self.app.dialogs.last?.isShown == true })
            return shown + "\n" + dismissDialogs()
        case .theme, .acceptOperators:
            // The theme follows the desktop; a switch in Conditions of use is saved as it is made.
            return shown
        case .recover(let newPasscode):
            let lock = try #require(app.currentPage as? LockPage, "not on the lock screen")
            press(lock.useRecoveryKey)
            let page = try #require(app.currentPage as? RecoveryPage, "Use the recovery key did not open its page")
            page.keyField.text = folder.recoveryKey ?? ""
            page.passcode.text = newPasscode
            page.again.text = newPasscode
            settle()
            press(page.open)
            settle(until: { !(self.app.currentPage is RecoveryPage) })
            if !(app.currentPage is RecoveryPage) { folder.recovered(newPasscode: newPasscode) }
            return shown + "\n" + dismissDialogs()
        case .whatsNew:
            let page = try settings("general")
            _ = page.whatsNewRow.activate()
            settle(until: { self.app.currentPage is WhatsNewPage })
            let text = shown
            if let whatsNew = app.currentPage as? WhatsNewPage { press(whatsNew.close) }
            return text
        case .toggleOperator(let id):
            let page = try settings("conditions")
            let rows = try #require(page.conditions.operators.first { $0.id == id }?.rows, "no operator \(id)")
            rows.use.isOn.toggle()
            settle()
            return shown + "\n" + dismissDialogs()
        case .leaveOperators:
            return shown
        case .unlock(let passcode):
            let lock = try #require(app.currentPage as? LockPage, "not on the lock screen")
            lock.passcode.text = passcode
            press(lock.unlock)
            // The passcode is checked off the main loop: done when the page changed or Unlock is back.
            settle(until: { !(self.app.currentPage is LockPage) || lock.unlock.isSensitive })
            try folder.typedAtLockScreen(passcode)
            return shown
        case .selfDestruct(let name, let passcode):
            let page = try settings("privacy")
            press(page.setSelfDestruct)
            var text = try passcodeIfAsked()
            settle(until: { self.app.lastForm?.dialog.isShown == true && self.app.lastForm?.dialog.heading == SettingsText.setSelfDestruct })
            let form = try #require(app.lastForm, "no self-destruct form")
            form.fields[0].text = name
            form.fields[1].text = passcode
            form.fields[2].text = passcode
            settle()
            // What the form says of the name (the corrected one offered), then Save.
            text += shown
            form.dialog.respond("confirm")
            settle()
            text += try passcodeIfAsked()
            return text + "\n" + shown + "\n" + dismissDialogs()
        case .export(let typed):
            // Settings › Migrate to another device › Export: the passcode dialog (typed, Unlock);
            // a wrong one is said and the dialog closed with Cancel; the right one exports.
            app.showMigrationExport()
            settle()
            let page = try #require(app.currentPage as? MigrationExportPage, "no export page")
            press(page.export)
            var text = try passcodeIfAsked(typing: typed)
            // The passcode is checked off the main loop; the right one then exports (off it too).
            settle()
            if typed == nil || typed == folder.passcode { settle(until: { page.shownLink != nil || self.app.dialogs.last?.isShown == true }) }
            text += shown + "\n"
            if let link = page.shownLink { folder.exportedLink = link; text += link + "\n" }
            if let form = app.lastForm, form.dialog.isShown { form.dialog.respond("cancel"); settle() }
            return text + dismissDialogs()
        case .importOnNewDevice:
            return try importOnNewDevice()
        case .finalize(let deleteLocal):
            let page = try #require(app.currentPage as? MigrationExportPage, "finalize without the export page")
            press(deleteLocal ? page.deleteLocal : page.keepUsing)
            settle(until: { self.app.dialogs.last?.isShown == true })
            let text = shown
            // Delete: its confirmation's Delete; keep: the exported archive kept (No).
            app.dialogs.last?.respond(deleteLocal ? "delete" : app.dialogs.last?.hasResponse("keep") == true ? "keep" : "ok")
            settle(until: { !deleteLocal || self.app.route == .dataDeleted })
            return text + "\n" + shown + "\n" + dismissDialogs()
        case .command:
            Issue.record("not done by the desktop's driver: \(intent)")
            return ""

        case .secondApp:
            return try folder.startSecondApp()
        case .importReplacing:
            return try folder.importReplacing()
        case .back:
            app.actions.activate("back")
            // Back presses the page's back button: GTK clicks it after its pressed look.
            GTK.iterate(until: { false }, seconds: 0.4)
            settle()
            return shown
        }
    }

    /// The new device: a second window, the app on ``JourneyFolder/newDevice``: Welcome › Migrate
    /// from another device, the link pasted, Import, and the other device's passcode in its
    /// dialog. What every window showed once the import ended.
    private func importOnNewDevice() throws -> String {
        let window2 = Window(title: "Threshold", width: 480, height: 760)
        let app2 = DesktopApp.launch(window: window2, dataDirectoryFlag: folder.newDevice.path, environment: [:], deviceToken: nil,
                                     notifier: RecordingNotificationSink())
        window2.present()
        defer {
            app2.session?.end()
            app2.stop()
            window2.destroy()
            GTK.drainEvents()
        }
        GTK.iterate(until: { app2.currentPage is WelcomePage }, seconds: 10)
        let welcome = try #require(app2.currentPage as? WelcomePage, "the new device did not open on Welcome")
        _ = welcome.migrate.activate()
        GTK.iterate(until: { app2.currentPage is MigrationImportPage }, seconds: 10)
        let page = try #require(app2.currentPage as? MigrationImportPage, "Migrate from another device opened no import page")
        page.linkField.text = folder.exportedLink ?? ""
        GTK.drainEvents()
        _ = page.importButton.activate()
        // A locked device's archive: its passcode in the dialog the import opens, then Import.
        GTK.iterate(until: { app2.lastForm?.dialog.isShown == true || page.summary.isVisible }, seconds: 30)
        if let form = app2.lastForm, form.dialog.isShown, form.dialog.heading == MigrationPageText.passcodeTitle {
            form.fields[0].text = folder.passcode ?? ""
            form.dialog.respond("import")
        }
        GTK.iterate(until: { page.summary.isVisible && !app2.isBusy }, seconds: 30)
        GTK.drainEvents()
        return shown
    }

    /// Preferences, on its page `name`.
    private func settings(_ name: String) throws -> SettingsPage {
        if app.route != .settings { app.showSettings(); settle() }
        let page = try #require(app.currentPage as? SettingsPage, "Preferences did not open")
        page.window.showPage(name)
        settle()
        return page
    }

    /// The current passcode's dialog, when the step opened it: the passcode typed, then Unlock.
    /// Returns ``JourneyFolder/passcodeAsked`` when it was asked.
    private func passcodeIfAsked(typing typed: String? = nil) throws -> String {
        var asked = ""
        for attempt in 0..<3 {
            guard let form = app.lastForm, form.dialog.isShown, form.dialog.heading == SettingsText.currentPasscodeTitle,
                  let passcode = folder.passcode else { break }
            // A wrong passcode the journey types is typed once: what the dialog then says is seen.
            if typed != nil, attempt > 0 { break }
            form.fields[0].text = typed ?? passcode
            settle()
            form.dialog.respond("confirm")
            settle()
            asked = JourneyFolder.passcodeAsked + "\n"
        }
        return asked
    }

    /// "Your chat profiles", opened from the chat list's avatar when it isn't shown.
    private func profiles() throws -> ProfilesPage {
        if let page = app.currentPage as? ProfilesPage { return page }
        if app.route != .chatList { app.showChatList(); settle() }
        let list = try #require(app.chatList, "no chat list")
        list.profilesButton.activate()
        settle(until: { self.app.currentPage is ProfilesPage })
        return try #require(app.currentPage as? ProfilesPage, "Your chat profiles did not open")
    }

    /// Opens the menu of `name`'s row and picks `label`.
    private func choose(_ label: String, onRowOf name: String, in page: ProfilesPage) throws {
        let row = try #require(page.list.madeRows.first { row in
            if case .profile(let profile, _)? = row.item { return profile.name == name }
            return false
        }, "no row \(name)")
        row.menu.popup()
        settle(until: { row.menu.isOpen })
        let item = try #require(row.menu.items.first { $0.label == label }, "no \(label) in \(name)'s menu")
        settle(until: { item.isMapped })
        item.activate()
        settle(until: { !row.menu.isOpen })
    }

    /// Preferences › Security › Wipe after wrong passcodes: the limit typed into its spin row
    /// (a refusal is said under the row), then Save, which asks the current passcode.
    private func wipeAfter(_ typed: String) throws -> String {
        let page = try settings("privacy")
        settle(until: { page.wipeAfterSpin.isMapped })
        page.wipeAfterSpin.text = typed
        page.wipeAfterSpin.commit()
        settle()
        var text = shown
        guard page.saveWipeAfter.isSensitive else { return text }
        press(page.saveWipeAfter)
        if folder.passcode != nil { settle(until: { self.app.lastForm?.dialog.isShown == true }) }
        text += try passcodeIfAsked()
        text += "\n" + shown + "\n" + dismissDialogs()
        return text
    }

    /// Closes the information dialogs a step left open (first-time notices, errors), as OK would;
    /// returns what they said.
    private func dismissDialogs() -> String {
        var said: [String] = []
        for _ in 0..<4 {
            guard let dialog = app.dialogs.last, dialog.isShown else { break }
            said.append(shown)
            dialog.respond(dialog.hasResponse("ok") ? "ok" : "close")
            settle()
            if dialog.isShown { dialog.respond("cancel"); settle() }
            if dialog.isShown { break }
        }
        return said.joined(separator: "\n")
    }
}
