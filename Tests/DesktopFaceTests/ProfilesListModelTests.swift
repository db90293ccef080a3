import Features
import GTKKit
import Testing
@testable import DesktopFace

/// "Your chat profiles" changes its list model in place: a keystroke replaces only the run of
/// items that differs, so rows that stay are not bound again (issue 32: every keystroke re-added
/// every row before).
@MainActor
@Suite(.serialized, needsDisplay) struct ProfilesListModelTests {
    @Test func typingThatKeepsRowsBindsNoneOfThemAgain() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann", "Anna", "Bob"])
        let app = harness.launch()
        try #require(harness.page(ChatListPage.self)).profilesButton.activate()
        let page = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { page.list.madeRows.count >= 4 })
        harness.settle()
        let bound = page.bindCount
        #expect(page.shown == 4)

        // "a": Ann and Anna stay (Bob and Add profile go); "an": nothing changes.
        page.search.type("a")
        harness.settle()
        #expect(page.bindCount == bound, "rows that stayed were bound again: \(page.bound)")
        #expect(page.items.count == 2)
        #expect(page.list.count == 2)
        page.search.type("n")
        harness.settle(until: { page.revealAttempts >= 1 })
        #expect(page.bindCount == bound, "rows that stayed were bound again: \(page.bound)")

        // Back to empty: Bob and Add profile come back at the end, bound once each.
        page.search.backspace()
        page.search.backspace()
        harness.settle()
        #expect(page.list.count == 4)
        #expect(page.bindCount - bound <= 2, "\(page.bound)")
        #expect(app.route == .profiles)
    }
}
