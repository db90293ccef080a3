import Features
import GTKKit
import Testing
import ThresholdCore
@testable import DesktopFace

/// Issue 31's desktop defects: form dialogs close when Enter succeeds, the first delete stage
/// focuses Cancel, a name that needs correcting reaches "Correct name to X?", and the passcode is
/// asked again once the lock delay's grant has ended (Authorization, in Features).
@MainActor
@Suite(.serialized, needsDisplay) struct DialogFlowTests {
    static let passcode = "2468 1357"

    /// A window on profiles `names`, unlocked with ``passcode`` when `locked`.
    func open(_ names: [String], locked: Bool = false, environment: [String: String] = [:]) throws -> (DesktopHarness, DesktopApp) {
        let harness = try DesktopHarness()
        try harness.seed(names)
        if locked { try harness.withStore { store in try store.setPasscode(Self.passcode) } }
        let app = harness.launch(environment: environment)
        if locked {
            let lock = try #require(harness.page(LockPage.self))
            lock.passcode.text = Self.passcode
            lock.unlock.activate()
        }
        _ = try #require(harness.page(ChatListPage.self))
        return (harness, app)
    }

    func profiles(_ harness: DesktopHarness, _ app: DesktopApp) throws -> ProfilesPage {
        try #require(harness.page(ChatListPage.self)).profilesButton.activate()
        return try #require(harness.page(ProfilesPage.self))
    }

    func row(_ page: ProfilesPage, _ name: String) -> ProfileRowView? {
        page.list.madeRows.first { row in
            if case .profile(let profile, _)? = row.item { return profile.name == name }
            return false
        }
    }

    func settings(_ harness: DesktopHarness) throws -> SettingsPage {
        if !(harness.app?.currentPage is SettingsPage) {
            try #require(harness.page(ChatListPage.self)).settingsButton.activate()
        }
        let page = try #require(harness.page(SettingsPage.self))
        // The lock's buttons are on the preferences window's Security page (a button on a
        // page not shown is not realized, and does nothing when activated).
        page.window.showPage("privacy")
        harness.settle(until: { page.setPasscode.isMapped })
        return page
    }

    /// The form shown last, once it is up and differs from `previous`.
    func form(_ app: DesktopApp, _ harness: DesktopHarness, after previous: MessageDialog? = nil)
        throws -> (dialog: MessageDialog, fields: [Entry], hint: Label?) {
        harness.settle(until: { app.lastForm?.dialog.isShown == true && app.lastForm?.dialog !== previous })
        return try #require(app.lastForm)
    }

    /// Types `texts` and presses Enter in the last field; the dialog must be gone afterwards.
    func enter(_ texts: [String], in form: (dialog: MessageDialog, fields: [Entry], hint: Label?),
               _ harness: DesktopHarness, _ what: String) {
        for (field, text) in zip(form.fields, texts) { field.text = text }
        harness.settle()
        #expect(form.dialog.isVisible, "\(what): the dialog is up before Enter")
        form.fields.last?.pressEnter()
        harness.settle()
        #expect(!form.dialog.isVisible, "\(what): the dialog stayed open after Enter succeeded")
    }

    @Test func hideClosesAfterEnter() throws {
        let (harness, app) = try open(["Ann", "Bob"])
        defer { harness.close() }
        let page = try profiles(harness, app)
        harness.choose("Hide profile", in: try #require(row(page, "Bob")).menu)
        harness.settle(until: { app.hideFields != nil })
        let dialog = try #require(app.dialogs.last)
        let fields = try #require(app.hideFields)
        fields.password.text = "bob-secret"
        fields.confirm.text = "bob-secret"
        harness.settle()
        fields.confirm.pressEnter()
        harness.settle()
        #expect(!dialog.isVisible, "the hide dialog stayed open after Enter")
        #expect(fields.password.text.isEmpty && fields.confirm.text.isEmpty)
        #expect(try #require(app.session).homeSnapshot(pictures: .visibleAndActive).profiles.map(\.name) == ["Ann"])
    }

    @Test func setPasscodeSelfDestructAndExportCloseAfterEnter() throws {
        let (harness, app) = try open(["Ann"])
        defer { harness.close() }
        var page = try settings(harness)
        page.setPasscode.activate()
        let set = try form(app, harness)
        enter([Self.passcode, Self.passcode], in: set, harness, "Set passcode")
        #expect(try app.session?.isLockOn() == true)
        // The re-key / recovery-key offer after the change.
        harness.settle(until: { app.dialogs.last?.isShown == true && app.dialogs.last !== set.dialog })
        app.dialogs.last?.respond(app.dialogs.last?.responses.first ?? "")
        harness.settle()
        app.dialogs.last.map { if $0.isShown { $0.respond($0.responses.first ?? "") } }
        harness.settle()

        page = try settings(harness)
        page.setSelfDestruct.activate()
        let current = try form(app, harness, after: set.dialog)
        enter([Self.passcode], in: current, harness, "the current passcode")
        let selfDestruct = try form(app, harness, after: current.dialog)
        enter(["Decoy", "9999 0000", "9999 0000"], in: selfDestruct, harness, "Self-destruct")
        harness.settle(until: { !app.isBusy })
        #expect(try app.session?.lockStatus().selfDestructOn == true)

        app.showMigrationExport()
        let export = try #require(harness.page(MigrationExportPage.self))
        export.export.activate()
        let exportPasscode = try form(app, harness, after: selfDestruct.dialog)
        enter([Self.passcode], in: exportPasscode, harness, "Export's passcode")
        harness.settle(until: { !app.isBusy })
    }

    @Test func theRecoveryKeyTypedBackClosesAfterEnter() throws {
        let (harness, app) = try open(["Ann"])
        defer { harness.close() }
        let page = try settings(harness)
        page.makeRecoveryKey.activate()
        harness.settle(until: { app.shownRecoveryKey != nil })
        let shown = try #require(app.shownRecoveryKey)
        try #require(app.dialogs.last).respond("next")
        let typeBack = try form(app, harness)
        enter([shown.draft.text], in: typeBack, harness, "the recovery key typed back")
        harness.settle(until: { !app.isBusy })
        #expect(try app.session?.hasRecoveryKey() == true)
    }

    @Test func theFirstDeleteStageFocusesCancel() throws {
        let (harness, app) = try open(["Ann", "Bob"])
        defer { harness.close() }
        let page = try profiles(harness, app)
        harness.choose("Delete profile", in: try #require(row(page, "Bob")).menu)
        harness.settle(until: { app.dialogs.last?.heading == DesktopText.deleteTitle })
        let dialog = try #require(app.dialogs.last)
        harness.settle(until: { dialog.isMapped })
        // Past the first layouts, where libadwaita stacks the three buttons (destructive ones first).
        GTK.iterate(until: { false }, seconds: 0.5)
        #expect(dialog.focusedResponse == "cancel")
        dialog.respond("cancel")
        harness.settle()
    }

    @Test func aNameNeedingCorrectionReachesTheCorrectionStep() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = harness.launch()
        let welcome = try #require(harness.page(WelcomePage.self))
        welcome.createProfile.activate()
        let create = try #require(harness.page(CreateProfilePage.self))
        create.name.text = "  Eve"
        harness.settle()
        #expect(create.create.isSensitive, "Create stays disabled for a name that only needs correcting")
        create.create.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        let question = try #require(app.dialogs.last)
        #expect(question.body == CreateProfileStep.Alert.invalidName(corrected: "Eve").message)
        question.respond("use")
        harness.settle()
        #expect(create.name.text == "Eve")
        #expect(create.create.isSensitive)
        create.create.activate()
        harness.settle(until: { !(app.currentPage is CreateProfilePage) })
        #expect(!(app.currentPage is CreateProfilePage))
    }

    @Test func addProfileOffersTheCorrectedName() throws {
        let (harness, app) = try open(["Ann"])
        defer { harness.close() }
        _ = try profiles(harness, app)
        app.showAddProfile()
        let create = try #require(harness.page(CreateProfilePage.self))
        create.name.text = "Zoe  "
        harness.settle()
        #expect(create.create.isSensitive)
        create.create.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        try #require(app.dialogs.last).respond("use")
        harness.settle()
        #expect(create.name.text == "Zoe")
        create.create.activate()
        harness.settle(until: { app.currentPage is ChatListPage })
        #expect(try #require(app.session).homeSnapshot(pictures: .visibleAndActive).profiles.map(\.name).contains("Zoe"))
    }

    @Test func afterTheLockDelayHideAsksThePasscodeAgain() throws {
        // A lock delay of 0: every sensitive action asks (the grant never outlives the action).
        let (harness, app) = try open(["Ann", "Bob"], locked: true, environment: ["THRESHOLD_LOCK_DELAY": "0"])
        defer { harness.close() }
        let page = try profiles(harness, app)
        harness.choose("Hide profile", in: try #require(row(page, "Bob")).menu)
        let asked = try form(app, harness)
        #expect(asked.dialog.heading == SettingsText.currentPasscodeTitle, "Hide ran without asking the passcode")
        #expect(app.hideFields == nil)
        enter([Self.passcode], in: asked, harness, "the passcode before Hide")
        harness.settle(until: { app.hideFields != nil })
        #expect(app.hideFields != nil)
    }

    @Test func theSessionRefusesWithoutAGrant() throws {
        let (harness, app) = try open(["Ann", "Bob"], locked: true, environment: ["THRESHOLD_LOCK_DELAY": "0"])
        defer { harness.close() }
        let session = try #require(app.session)
        #expect(!session.allows(.hideProfile))
        #expect(session.allows(.muteProfile))
        #expect(throws: LockError.locked) { try session.hideProfile("Bob", password: "bob-secret") }
        #expect(throws: LockError.locked) { try session.deleteProfile(ProfileRef("Bob"), serverData: false) }
        #expect(throws: LockError.locked) { try session.setWipeAfter(3) }
        #expect(session.revealSummaries("anything").isEmpty)
    }
}
