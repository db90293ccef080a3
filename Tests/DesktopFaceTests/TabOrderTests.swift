import CGTK
import Features
import GTKKit
import Testing
@testable import DesktopFace

/// Tab through each main page (as GTK runs Tab: `gtk_widget_child_focus`): the same order of Tab
/// stops on every pass (a list is one stop: Tab enters it at the row focused last, arrows move
/// between rows), every control reachable (a list's rows by the arrows once Tab is in the list).
@MainActor
@Suite(.serialized, needsDisplay) struct TabOrderTests {
    /// Tabs through `window` three times: the order of each pass and what is not reached.
    func check(_ window: Widget, _ page: String, _ harness: DesktopHarness) {
        // Settled first: the preferences window picks its view switcher (the header's or the
        // bottom bar's) after its first allocations, and both were mapped for a moment.
        harness.settle()
        GTK.iterate(until: { false }, seconds: 0.5)
        let chain = FocusChain.tabOrder(in: window)
        let first = FocusChain.stops(chain)
        harness.settle()
        let second = FocusChain.stops(FocusChain.tabOrder(in: window))
        let third = FocusChain.stops(FocusChain.tabOrder(in: window))
        #expect(first.count >= 2, "\(page): Tab reaches \(first.count) controls")
        #expect(first == second && second == third,
                "\(page): the Tab order changed between passes: \(describe(first)) / \(describe(second)) / \(describe(third))")
        let missing = FocusChain.unreachable(in: window, chain: chain)
        #expect(missing.isEmpty, "\(page): not reachable by keyboard: \(missing)")
    }

    func describe(_ chain: [UnsafeMutablePointer<GtkWidget>]) -> String {
        chain.map { String(cString: gtk_widget_get_name($0)) }.joined(separator: " ")
    }

    @Test func everyMainPageHasOneStableTabOrderReachingEveryControl() throws {
        let harness = try DesktopHarness(width: 1280, height: 800)
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann", "Bob"])
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom", "hello"])
        let app = harness.launch()
        let list = try #require(harness.page(ChatListPage.self))
        check(harness.window, "chat list", harness)
        try #require(list.row(of: "Tom")).activate()
        _ = try #require(harness.page(ChatPage.self))
        check(harness.window, "chat", harness)
        app.actions.activate("back")
        list.profilesButton.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { !profiles.list.madeRows.isEmpty })
        check(harness.window, "your chat profiles", harness)
        app.actions.activate("back")
        app.actions.activate("preferences")
        let settings = try #require(harness.page(SettingsPage.self))
        for page in settings.window.allPages {
            settings.window.showPage(page.name)
            harness.settle(until: { page.isMapped })
            check(settings.window, "preferences: \(page.title)", harness)
        }
    }
}
