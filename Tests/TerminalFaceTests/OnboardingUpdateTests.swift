import Features
import Brand
import Foundation
import Migration
import Terminal
import TestSupport
import Testing
@testable import TerminalFace
import ThresholdCore

/// `update` for the onboarding, migration, what's-new and settings actions, on values only.
@Suite struct OnboardingUpdateTests {
    let size = TerminalSize(width: 80, height: 24)
    var brand: Brand { Fixtures.chrome(dark: true).brand }

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }
    func char(_ c: Character) -> AppAction { .key(KeyEvent(.character(c))) }
    func flow(_ screen: OnboardingSession.Screen, back: Bool = false) -> OnboardingFlowSnapshot {
        OnboardingFlowSnapshot(screen: screen, progressLabel: "Step 1 of 4", canGoBack: back)
    }

    @Test func launchChoosesOnboardingOrHomeWithWhatsNew() {
        var state = AppState(size: size)
        let launch = OnboardingLaunch(snapshot: .empty, flow: flow(.welcome(WelcomeStep())), request: .none, whatsNew: [])
        #expect(AppUpdate.update(&state, .onboarding(.launched(launch))).isEmpty)
        guard case .onboarding(let onboarding) = state.root else { Issue.record("no onboarding"); return }
        #expect(onboarding.screen == .welcome(WelcomeStep()))

        var home = AppState(size: size)
        let entries = brand.whatsNew.sorted { $0.version > $1.version }
        _ = AppUpdate.update(&home, .onboarding(.launched(OnboardingLaunch(snapshot: ScreenCatalog.snapshot, flow: nil,
                                                                           request: .none, whatsNew: entries))))
        #expect(home.root == .home)
        guard case .whatsNew(let pages)? = home.top else { Issue.record("no what's new"); return }
        #expect(pages.recordsSeen == entries[0].versionText)
        #expect(pages.pager.pageLabel == "1 of \(entries.count)")
        _ = AppUpdate.update(&home, key(.right))
        guard case .whatsNew(let next)? = home.top else { return }
        #expect(next.pager.page == min(1, entries.count - 1))
        #expect(AppUpdate.update(&home, key(.escape)) == [.onboarding(.markWhatsNewSeen(entries[0].versionText))])
        #expect(home.stack.isEmpty)
    }

    @Test func resumingAtTheConditionsLoadsTheDocument() {
        var state = AppState(size: size)
        var step = ConditionsStep(operators: brand.operators, preselected: [], conditionsVersion: "1")
        _ = step.start()
        let launch = OnboardingLaunch(snapshot: ScreenCatalog.snapshot, flow: flow(.conditions(step)),
                                      request: .loadConditionsDocument, whatsNew: [])
        #expect(AppUpdate.update(&state, .onboarding(.launched(launch))) == [.onboarding(.loadConditions)])
        #expect(AppUpdate.update(&state, .onboarding(.conditionsLoaded(.documentLoaded("T"))))
                == [.onboarding(.send(.conditions(.documentLoaded("T"))))])
    }

    @Test func keysBecomeSessionActionsAndWaitForTheAnswer() {
        var state = ScreenCatalog.home(size)
        var onboarding = OnboardingState()
        onboarding.flow = flow(.createProfile(CreateProfileStep()), back: true)
        state.root = .onboarding(onboarding)
        #expect(AppUpdate.update(&state, char("A")) == [.onboarding(.send(.createProfile(.setName("A"))))])
        // Pending: the next keys wait (type-ahead) and are replayed on the answer.
        #expect(AppUpdate.update(&state, char("n")).isEmpty)
        #expect(AppUpdate.update(&state, .paste("n")).isEmpty)
        var step = CreateProfileStep()
        _ = step.send(.setName("A"))
        let effects = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.createProfile(step), back: true), .none)))
        #expect(effects == [.onboarding(.send(.createProfile(.setName("An"))))])
        guard case .onboarding(let after) = state.root else { return }
        #expect(after.queued == [.paste("n")])
        #expect(after.name.text == "An")
        _ = step.send(.setName("An"))
        let replayed = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.createProfile(step), back: true), .none)))
        #expect(replayed == [.onboarding(.send(.createProfile(.setName("Ann"))))])
        _ = step.send(.setName("Ann"))
        _ = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.createProfile(step), back: true), .none)))
        #expect(AppUpdate.update(&state, key(.escape)) == [.onboarding(.send(.back))])
    }

    @Test func stepAlertButtonsSendTheirActions() {
        var state = AppState(size: size)
        var step = CreateProfileStep()
        _ = step.send(.setName("@bob"))
        _ = step.send(.submit)
        var onboarding = OnboardingState()
        onboarding.pending = 1
        state.root = .onboarding(onboarding)
        _ = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.createProfile(step)), .none)))
        guard case .onboarding(let shown) = state.root else { return }
        #expect(shown.stepAlert?.correctedName == "bob")
        #expect(shown.alertFocus == 1)
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.send(.createProfile(.useCorrectedName)))])
        guard case .onboarding(let corrected) = state.root else { return }
        #expect(corrected.name.text == "bob")
    }

    @Test func finishedGoesHomeAndReloads() {
        var state = AppState(size: size)
        var onboarding = OnboardingState()
        onboarding.flow = flow(.notifications(NotificationsStep(offer: brand.notifications)))
        onboarding.pending = 1
        state.root = .onboarding(onboarding)
        let done = OnboardingFlowSnapshot(screen: .complete, progressLabel: nil, canGoBack: false)
        #expect(AppUpdate.update(&state, .onboarding(.flowChanged(done, .finished))) == [.load])
        #expect(state.root == .home && state.stack.isEmpty)
    }

    @Test func openMigrationPushesTheScreenAndImportRunsOffTheLoop() {
        var state = AppState(size: size)
        var onboarding = OnboardingState()
        onboarding.pending = 1
        state.root = .onboarding(onboarding)
        _ = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.welcome(WelcomeStep())), .openMigration)))
        #expect(state.top == .migrationImport(MigrationImportState()))
        // Import needs a link.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        _ = AppUpdate.update(&state, .paste("threshold:/migrate?v=1\n"))
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.importArchive(link: "threshold:/migrate?v=1", replace: false, archivePath: nil))])
        // Keys wait while importing.
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        let progress = TransferProgress(label: "Decrypting", completed: 1, total: 2, bytesPerSecond: 1, etaSeconds: 1)
        _ = AppUpdate.update(&state, .onboarding(.migrationProgress(progress)))
        guard case .migrationImport(let importing)? = state.top else { Issue.record("no screen"); return }
        #expect(importing.status == .importing(progress))
        let report = ErrorReport(MigrationError.destinationNotEmpty)
        _ = AppUpdate.update(&state, .onboarding(.migrationFailed(report)))
        guard case .migrationImport(let asking)? = state.top else { return }
        #expect(asking.status == .confirmReplace)
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.importArchive(link: "threshold:/migrate?v=1", replace: true, archivePath: nil))])
        let failed = ErrorReport(MigrationError.archiveNotFound("gone"))
        _ = AppUpdate.update(&state, .onboarding(.migrationFailed(failed)))
        guard case .migrationImport(let failure)? = state.top else { return }
        #expect(failure.status == .failed(failed))
        #expect(AppUpdate.update(&state, key(.enter)).count == 1)  // Retry
        _ = AppUpdate.update(&state, .onboarding(.migrationFinished(ScreenCatalog.snapshot, protection: "Protection: test.")))
        #expect(state.root == .home && state.stack.isEmpty)
        #expect(state.alert?.title == "Migration complete")
    }

    /// The import on the migration screen, stopped at `status` by the worker.
    func importScreen(at result: OnboardingResult) -> AppState {
        var state = AppState(size: size)
        var onboarding = OnboardingState()
        onboarding.pending = 1
        state.root = .onboarding(onboarding)
        _ = AppUpdate.update(&state, .onboarding(.flowChanged(flow(.welcome(WelcomeStep())), .openMigration)))
        _ = AppUpdate.update(&state, .paste("threshold:/migrate?v=1&archive=/gone.age"))
        _ = AppUpdate.update(&state, key(.enter))
        _ = AppUpdate.update(&state, .onboarding(result))
        return state
    }

    func importStatus(_ state: AppState) -> MigrationImportStatus? {
        guard case .migrationImport(let screen)? = state.top else { return nil }
        return screen.status
    }

    @Test func anArchiveNotAtTheLinksPathIsAskedForAndImportedFromThere() {
        let missing = ErrorReport(MigrationError.archiveNotFound("no file at /gone.age"))
        var state = importScreen(at: .migrationArchiveMissing(missing))
        #expect(importStatus(state) == .askArchivePath(missing))
        // An empty path does nothing; Esc goes back to the link.
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        _ = AppUpdate.update(&state, .paste("/media/usb/a.age"))
        #expect(AppUpdate.update(&state, key(.enter))
                == [.onboarding(.importArchive(link: "threshold:/migrate?v=1&archive=/gone.age", replace: false,
                                               archivePath: "/media/usb/a.age"))])
        // The replace question keeps the path the user gave.
        _ = AppUpdate.update(&state, .onboarding(.migrationFailed(ErrorReport(MigrationError.destinationNotEmpty))))
        #expect(AppUpdate.update(&state, key(.enter))
                == [.onboarding(.importArchive(link: "threshold:/migrate?v=1&archive=/gone.age", replace: true,
                                               archivePath: "/media/usb/a.age"))])
        var back = importScreen(at: .migrationArchiveMissing(missing))
        #expect(AppUpdate.update(&back, key(.escape)).isEmpty)
        #expect(importStatus(back) == .editing)
    }

    @Test func aLockedArchiveAsksTheOtherDevicesPasscodeOnce() {
        var state = importScreen(at: .migrationNeedsPasscode(afterWrongPasscode: false))
        #expect(importStatus(state) == .askPasscode(afterWrongPasscode: false))
        for character in "2468" { _ = AppUpdate.update(&state, key(.character(character))) }
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.answerTravellingLock(.passcode("2468")))])
        // Answered: the field is empty again (the passcode is not kept in the state).
        guard case .migrationImport(let answered)? = state.top else { Issue.record("no screen"); return }
        #expect(answered.passcode.text.isEmpty && answered.status == .importing(nil))
        // A wrong one asks again, saying so; empty asks whether to import without it.
        _ = AppUpdate.update(&state, .onboarding(.migrationNeedsPasscode(afterWrongPasscode: true)))
        #expect(importStatus(state) == .askPasscode(afterWrongPasscode: true))
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(importStatus(state) == .confirmDecline)
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(importStatus(state) == .askPasscode(afterWrongPasscode: false))
        _ = AppUpdate.update(&state, key(.enter))
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.answerTravellingLock(.decline))])
        // Esc at the passcode stops the import (nothing changes).
        var stop = importScreen(at: .migrationNeedsPasscode(afterWrongPasscode: false))
        #expect(AppUpdate.update(&stop, key(.escape)) == [.onboarding(.answerTravellingLock(.cancel))])
    }

    @Test func settingsEntriesLoadTheirData() {
        var state = ScreenCatalog.home(size)
        let entries = SettingsEntry.allCases
        func open(_ entry: SettingsEntry) -> [AppEffect] {
            state.stack = [.settings(selected: entries.firstIndex(of: entry) ?? 0)]
            return AppUpdate.update(&state, key(.enter))
        }
        #expect(open(.notifications) == [.preferences(.loadNotifications)])
        let settings = NotificationSettings(mode: .off, tokenState: .notNeeded, intervalMinutes: 10, nextCheckAt: nil)
        _ = AppUpdate.update(&state, .preferences(.notifications(settings)))
        guard case .notificationSettings(let screen)? = state.top else { Issue.record("no screen"); return }
        #expect(screen.selected == 2 && screen.settings == settings)
        _ = AppUpdate.update(&state, key(.up))
        #expect(AppUpdate.update(&state, key(.enter)) == [.preferences(.setNotificationMode(.periodic))])

        #expect(open(.operators) == [.preferences(.loadOperators)])
        let states = [OperatorState(id: "lumen", enabled: true, roles: ["storage"], acceptedVersion: "1", acceptedAt: 1),
                      OperatorState(id: "harbor", enabled: false, roles: [], acceptedVersion: nil, acceptedAt: nil)]
        _ = AppUpdate.update(&state, .preferences(.operators(states)))
        _ = AppUpdate.update(&state, key(.down))
        _ = AppUpdate.update(&state, char(" "))
        _ = AppUpdate.update(&state, key(.down))
        #expect(AppUpdate.update(&state, key(.enter)) == [.preferences(.loadConditions)])
        _ = AppUpdate.update(&state, .preferences(.conditions(.documentLoaded("text"))))
        guard case .operatorSettings(let pager)? = state.top else { return }
        #expect(pager.conditions == .loaded("text"))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.down))
        #expect(AppUpdate.update(&state, key(.enter)) == [.preferences(.acceptConditions(["lumen", "harbor"]))])
        // Accepting says so (it was silent).
        _ = AppUpdate.update(&state, .preferences(.operators(states.map {
            OperatorState(id: $0.id, enabled: true, roles: $0.roles, acceptedVersion: "1", acceptedAt: 1) })))
        #expect(state.alert?.message == "Saved.")
        state.alert = nil
        // Issue 31: Space then Esc threw the change away silently; now it asks, and Accept saves and leaves.
        _ = AppUpdate.update(&state, key(.up))
        _ = AppUpdate.update(&state, key(.up))
        _ = AppUpdate.update(&state, char(" "))
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(state.alert?.title == "Keep the operator changes?")
        #expect(AppUpdate.update(&state, key(.enter)) == [.preferences(.acceptConditions(["lumen"]))])
        _ = AppUpdate.update(&state, .preferences(.operators(states)))
        if case .operatorSettings? = state.top { Issue.record("still on the operators screen after saving") }
        #expect(state.alert?.message == "Saved.")
        state.alert = nil
        // And Discard leaves without saving.
        #expect(open(.operators) == [.preferences(.loadOperators)])
        _ = AppUpdate.update(&state, .preferences(.operators(states)))
        _ = AppUpdate.update(&state, char(" "))
        _ = AppUpdate.update(&state, key(.escape))
        _ = AppUpdate.update(&state, key(.left))
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        if case .operatorSettings? = state.top { Issue.record("still on the operators screen after Discard") }

        #expect(open(.whatsNew) == [.preferences(.openWhatsNew)])
        _ = AppUpdate.update(&state, .preferences(.whatsNew(brand.whatsNew)))
        guard case .whatsNew(let pages)? = state.top else { Issue.record("no pages"); return }
        #expect(pages.recordsSeen == nil)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)

        _ = AppUpdate.update(&state, .preferences(.failed(ErrorReport(OperatorError.noOperatorSelected))))
        #expect(state.alert?.title == "Error")
    }

    func rendered(_ state: AppState, at size: TerminalSize) -> String {
        var state = state
        state.size = size
        return AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
    }

    @Test func migrationCompleteSaysTheProtectionLevelAtEverySize() {
        var state = importScreen(at: .migrationProgress(TransferProgress(label: "Decrypting", completed: 1, total: 2,
                                                                         bytesPerSecond: 1, etaSeconds: 1)))
        // The longest English summary (a carried lock): the level, its first sentence, still shows at 40x12.
        let protection = "Protection: the data on this device is under a passcode (the app lock). It opens with the other device's passcode, and its self-destruct passcode is set as it was. All data is wiped after 3 wrong passcodes in a row, as before."
        _ = AppUpdate.update(&state, .onboarding(.migrationFinished(ScreenCatalog.snapshot, protection: protection)))
        #expect(state.alert?.title == "Migration complete")
        #expect(state.alert?.message.hasSuffix(protection) == true)
        for size in [TerminalSize(width: 100, height: 30), TerminalSize(width: 80, height: 24),
                     TerminalSize(width: 40, height: 12)] {
            let text = rendered(state, at: size)
            #expect(text.contains("Migration complete"), "\(text)")
            #expect(text.contains("Protection:") && text.contains("(the app lock)."), "\(size.width)x\(size.height): \(text)")
        }
    }

    @Test func aBadLinkSaysOnceThatNothingWasChanged() {
        let report = ErrorReport(MigrationError.invalidLink("The link is cut; copy the whole link again."))
        let state = importScreen(at: .migrationFailed(report))
        for size in [TerminalSize(width: 100, height: 30), TerminalSize(width: 40, height: 12)] {
            let text = rendered(state, at: size)
            #expect(text.contains("can't be used"), "\(text)")
            #expect(text.components(separatedBy: "changed.").count == 2, "\(size.width)x\(size.height): \(text)")
        }
        // A failure whose message does not say it gets it said, once.
        let other = importScreen(at: .migrationFailed(ErrorReport(code: .ioError, message: "Disk on fire.")))
        let text = rendered(other, at: TerminalSize(width: 100, height: 30))
        // On a line of its own (issue 35: no sentence joined to the message with a space).
        #expect(text.contains("Import failed: Disk on fire."), "\(text)")
        #expect(text.contains("Nothing on this device was changed."), "\(text)")
        #expect(!text.contains("Disk on fire. Nothing"), "\(text)")
    }
}

/// The migration import through the app and its worker, on real data directories.
@Suite struct MigrationImportFlowTests {
    @Test func importFromWelcomeSwapsTheStoreAndCompletesOnboarding() throws {
        let source = TemporaryDirectory("migrate-source")
        let sourceStore = try ThresholdStore(path: source.file("threshold.db"), kdfParameters: .testing)
        try sourceStore.createProfile(name: "Migrant")
        let archive = source.file("out.age")
        let result = try MigrationExporter(dataDirectory: source.path, appVersion: "0.1.0")
            .export(database: try sourceStore.openReadOnlyDatabase(), to: archive)

        let h = try AppHarness()
        #expect(try h.store.listProfiles().profiles.isEmpty)
        #expect(try MessengerFlow.needsOnboarding(brand: h.app.chrome.brand, store: h.store))
        try h.type("m")
        #expect(h.text.contains("Migration link"))
        try h.paste(result.link.formatted)
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Migration complete"), "\(h.text)")
        // The summary says at which protection level the imported data now is (PRODUCT.md 6).
        #expect(h.text.contains("Protection: the data on this device is under"), "\(h.text)")
        #expect(h.state.root == .home)
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Migrant"))
        // The import reopened the store on the imported data (same object, same keys): the data swapped.
        let store = h.runner.store
        #expect(try store.listProfiles().profiles.map(\.name) == ["Migrant"])
        #expect(try !MessengerFlow.needsOnboarding(brand: h.app.chrome.brand, store: store))
    }

    @Test func aBrokenLinkLeavesTheStoreUsable() throws {
        let h = try AppHarness()
        try h.type("m")
        try h.type("threshold:/migrate?v=1&archive=%2Fnope.age")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Import failed"), "\(h.text)")
        try h.press(Fixtures.escape)
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Display name"))
    }
}
