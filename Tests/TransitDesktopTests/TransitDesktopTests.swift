import CGTKShim
import Foundation
import GTKKit
import Onboarding
import OnboardingDesktop
import OnboardingStore
import Testing
import TestSupport
import TransitDesktop
import TransitExample

/// The transit example's desktop face on a headless display: the whole first run by clicks, and
/// one progress store shared with the terminal face (a run started in one resumes in the other).
@MainActor
@Suite(.serialized, needsDisplay) struct TransitDesktopTests {
    init() throws {
        try #require(GTK.initialize(), "GTK could not open the display")
    }

    @Test func theFirstRunWalksByClicksToHome() throws {
        let folder = TemporaryDirectory("transit-desktop")
        let store = try PersistentProgressStore(directory: folder.path)
        defer { store.close() }
        let face = try TransitDesktopFace(store: store)
        try face.start()
        settle()
        let flow = try #require(face.onboardingWindow)

        let location = try #require(flow.currentPage as? PermissionPage)
        #expect(flow.stepAnnouncement == "Step 1 of 3")
        #expect(location.title == TransitTexts.locationTitle)
        try screenshot(flow.window, "transit-location")
        click(location.allowButton) { flow.engine.currentStepID == TransitRelease.StepID.region }

        let region = try #require(flow.currentPage as? PickOnePage)
        #expect(flow.stepAnnouncement == "Step 2 of 3")
        #expect(flow.backButton.isVisible)
        #expect(region.shownItems.count == Region.bundled.count)
        region.searchField?.text = "wien"
        settle()
        try screenshot(flow.window, "transit-region")
        #expect(region.shownItems.map(\.id) == ["vienna"])
        region.list?.activateRow(at: 0)
        wait(until: { flow.engine.currentStepID == TransitRelease.StepID.alerts })

        // The region commits: back is closed; "near me" is offered because location was allowed.
        #expect(!flow.backButton.isVisible)
        #expect(flow.stepAnnouncement == "Step 3 of 3")
        let alertsStep = try #require(face.app.onboardingInProgress?.alertsStep)
        #expect(alertsStep.options.contains(.nearMe))
        let alerts = try #require(flow.currentPage)
        #expect(alerts.stepID == TransitRelease.StepID.alerts)
        try screenshot(flow.window, "transit-alerts")
        alertsStep.toggle(.elevators)
        try alerts.dismiss(context: try #require(flow.currentContext))
        settle()

        // Home: the answers both faces read from the store.
        let home = try #require(face.home)
        try screenshot(try #require(face.window), "transit-home")
        #expect(home.title.contains("Vienna") || home.title.contains("Wien"))
        #expect(try store.value(forKey: TransitValues.region) == "vienna")
        #expect(try store.value(forKey: TransitValues.location) == TransitValues.allowed)
        #expect(try store.value(forKey: TransitValues.alerts) == "delays,detours,elevators")
        #expect(try !TransitOnboarding.needsOnboarding(store: store, release: .current))
        face.window?.destroy()
    }

    /// The example words the errors its pages' actions end in (the kit has no sentence of its
    /// own): a kit page's refusal shows the app's message, anything else the app's own text,
    /// never an error's Swift description.
    @Test func pageErrorsAreSaidInTheAppsWords() throws {
        struct StoreFailed: Error {}
        let folder = TemporaryDirectory("transit-desktop")
        let store = try PersistentProgressStore(directory: folder.path)
        defer { store.close() }
        let face = try TransitDesktopFace(store: store)
        try face.start()
        settle()
        let flow = try #require(face.onboardingWindow)
        flow.report(OnboardingPageError.invalidText(message: "Type a stop's name."))
        #expect(flow.toasts.shownToasts.last == "Type a stop's name.")
        flow.report(StoreFailed())
        #expect(flow.toasts.shownToasts.last == TransitTexts.answerNotSaved, "\(flow.toasts.shownToasts)")
        face.window?.destroy()
    }

    @Test func aRunStartedOnTheTerminalResumesOnTheDesktop() throws {
        let folder = TemporaryDirectory("transit-desktop")
        do {
            let store = try PersistentProgressStore(directory: folder.path)
            let terminal = try TransitApp(store: store)
            let onboarding = try #require(terminal.onboardingInProgress)
            try onboarding.declineLocation()                     // what "Not now" does on the terminal
            store.close()
        }
        let store = try PersistentProgressStore(directory: folder.path)
        defer { store.close() }
        let face = try TransitDesktopFace(store: store)
        try face.start()
        settle()
        let flow = try #require(face.onboardingWindow)
        #expect(flow.currentPage is PickOnePage)
        // The location page stays behind it (before the region, the commit point): the same count as on the terminal.
        #expect(flow.stepAnnouncement == "Step 2 of 3")
        face.window?.destroy()
    }

    @Test func aRunStartedOnTheDesktopResumesOnTheTerminal() throws {
        let folder = TemporaryDirectory("transit-desktop")
        do {
            let store = try PersistentProgressStore(directory: folder.path)
            let face = try TransitDesktopFace(store: store)
            try face.start()
            settle()
            let flow = try #require(face.onboardingWindow)
            click((flow.currentPage as? PermissionPage)?.notNowButton) { flow.engine.currentStepID == "region" }
            let region = try #require(flow.currentPage as? PickOnePage)
            region.searchField?.text = "zur"
            let field = try #require(region.searchField)
            cgtk_signal_emit_simple(field.raw, "activate")        // Enter in the field picks the first match
            wait(until: { flow.engine.currentStepID == TransitRelease.StepID.alerts })
            face.window?.destroy()
            store.close()
        }
        let store = try PersistentProgressStore(directory: folder.path)
        defer { store.close() }
        let terminal = try TransitApp(store: store)
        let onboarding = try #require(terminal.onboardingInProgress)
        #expect(onboarding.page == .alerts)
        #expect(!onboarding.alertsStep.options.contains(.nearMe))
        #expect(try store.value(forKey: TransitValues.region) == "zurich")
        #expect(try store.value(forKey: TransitValues.location) == TransitValues.declined)
    }

    @Test func anUpgradeShowsOnlyTheNewNotesPage() throws {
        let folder = TemporaryDirectory("transit-desktop")
        do {
            // Release 1, finished on the terminal.
            let store = try PersistentProgressStore(directory: folder.path)
            let terminal = try TransitApp(store: store, release: .first)
            let onboarding = try #require(terminal.onboardingInProgress)
            try onboarding.allowLocation()
            try onboarding.chooseRegion(try #require(Region.bundled.first { $0.id == "tokyo" }))
            try onboarding.alertsStep.confirm()
            store.close()
        }
        let store = try PersistentProgressStore(directory: folder.path)
        defer { store.close() }
        let face = try TransitDesktopFace(store: store, release: .second)
        try face.start()
        settle()
        let flow = try #require(face.onboardingWindow)
        let notes = try #require(flow.currentPage as? InfoPage)
        #expect(notes.title == TransitRelease.second.notes.title)
        #expect(flow.stepAnnouncement == "Step 1 of 1")
        try screenshot(flow.window, "transit-what-changed")
        click(notes.continueButton) { face.home != nil }
        #expect(face.home != nil)
        face.window?.destroy()
    }

    @Test func theBinaryPrintsUsageAndRefusesBadFlags() throws {
        let help = try BinaryRunner.run("threshold-transit-desktop", ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Usage: threshold-transit-desktop"))
        let bad = try BinaryRunner.run("threshold-transit-desktop", ["--simulate-release", "9"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--simulate-release takes 1 or 2."))
        let noDisplay = try BinaryRunner.run("threshold-transit-desktop", ["--data-dir", TemporaryDirectory("transit-desktop").path],
                                             environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(noDisplay.status == 1, "\(noDisplay.stderr)")
    }
}
