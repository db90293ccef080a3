import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// Issue 32: `threshold-desktop` opens its data on a thread while the window is built
/// (`DesktopApp.launchOpening`), so the first frame does not wait for the store's creation (key
/// file, schema, syncs). On a fresh folder Welcome shows at once and stays the same page once the
/// session is open; a click made before that is carried out then. Elsewhere the session decides.
@MainActor
@Suite(.serialized, needsDisplay) struct OpeningLaunchTests {
    func launchOpening(_ harness: DesktopHarness, window: Window? = nil) -> DesktopApp {
        DesktopApp.launchOpening(window: window ?? harness.window, dataDirectoryFlag: harness.directory.path,
                                 environment: [:], deviceToken: nil, notifier: harness.sink)
    }

    /// Waits for `app`'s page of type `T` (the harness's `page` follows the app it launched itself).
    func page<T>(_: T.Type, of app: DesktopApp) -> T? {
        GTK.iterate(until: { app.currentPage is T && !app.isBusy }, seconds: 10)
        return app.currentPage as? T
    }

    @Test func aFreshFolderShowsWelcomeBeforeItsStoreIsOpenAndKeepsIt() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = launchOpening(harness)
        // Before the main loop ran once: Welcome, no session yet, nothing written yet is waited for.
        #expect(app.isOpening)
        #expect(app.session == nil)
        let welcome = try #require(app.currentPage as? WelcomePage)
        #expect(welcome.layout.title.subtitle == "Step 1 of 4")
        // A click before the session is open waits for it.
        harness.window.present()
        #expect(app.isOpening)
        #expect(welcome.createProfile.activate())
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        #expect(app.session != nil)
        #expect(FileManager.default.fileExists(atPath: harness.directory.file("threshold.db")))
        let create = try #require(page(CreateProfilePage.self, of: app))
        #expect(create.layout.title.subtitle == "Step 2 of 4")
    }

    /// Welcome's first frame comes before anything else (issue 32): home's panes are not built, and
    /// the store's thread starts only once Welcome is drawn.
    @Test func welcomeIsDrawnBeforeHomeIsBuiltOrTheStoreOpens() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = launchOpening(harness)
        #expect(app.currentPage is WelcomePage)
        #expect(app.stack.page("home") == nil, "home's panes are built when home first shows")
        #expect(!app.openingStarted, "the store's thread waits for Welcome's first frame")
        var drawn = false
        harness.window.present()
        harness.window.onNextFrame { drawn = true }
        GTK.iterate(until: { drawn && app.openingStarted }, seconds: 10)
        #expect(app.openingStarted)
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        #expect(app.session != nil)
        #expect(app.stack.page("home") == nil)
    }

    /// A window that is never shown still opens its data (the wait for a first frame is bounded).
    @Test func aWindowNeverShownStillOpensItsData() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = launchOpening(harness)
        #expect(!app.openingStarted)
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        #expect(app.session != nil)
        #expect(app.currentPage is WelcomePage)
    }

    /// Home's panes, built late, still show when the chat list does.
    @Test func homeIsBuiltWhenTheChatListShows() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        let app = launchOpening(harness)
        #expect(app.openingStarted, "with data, the session opens at once")
        harness.window.present()
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        let list = try #require(page(ChatListPage.self, of: app))
        #expect(app.stack.visiblePage == "home")
        #expect(app.home.list === list)
        GTK.iterate(until: { list.root.isMapped }, seconds: 10)
        #expect(list.root.isMapped)
    }

    @Test func welcomeShownWhileOpeningIsKeptWhenTheSessionStartsThere() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = launchOpening(harness)
        let shown = try #require(app.currentPage as? WelcomePage)
        harness.window.present()
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        #expect(app.route == .onboarding)
        #expect(app.currentPage === shown, "the same page: no second layout of Welcome")
        shown.createProfile.activate()
        _ = try #require(page(CreateProfilePage.self, of: app))
    }

    @Test func aFolderWithDataWaitsForTheSessionToSayWhatToShow() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        let app = launchOpening(harness)
        #expect(app.currentPage == nil, "no Welcome over data that has profiles")
        harness.window.present()
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        _ = try #require(page(ChatListPage.self, of: app))
        #expect(app.snapshot.profileSummaries.map(\.name) == ["Ann"])
    }

    @Test func aFolderHeldByAnotherWindowSaysSoAfterOpening() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        harness.launch()
        let second = Window(title: "Threshold", width: 480, height: 760)
        defer { second.destroy() }
        let app = launchOpening(harness, window: second)
        GTK.iterate(until: { !app.isOpening }, seconds: 30)
        #expect(app.route == .dataInUse)
        #expect(app.session == nil)
    }
}
