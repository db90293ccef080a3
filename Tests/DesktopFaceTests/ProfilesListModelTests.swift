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

    /// A keystroke that changes which profiles lead the list shows them in the rows already made
    /// (bound again in place): GTK 4.8 made a new row for every item an `items-changed` added, a
    /// screenful of rows per key (the typing stalls of issue 32).
    @Test func typingThatChangesTheRowsMakesNoNewRow() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann", "Bob", "Cy"])
        _ = harness.launch()
        try #require(harness.page(ChatListPage.self)).profilesButton.activate()
        let page = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { page.list.madeRows.count >= 4 })
        harness.settle()
        let made = Set(page.list.madeRows.map(ObjectIdentifier.init))

        page.search.type("b")
        harness.settle()
        #expect(page.list.count == 1)
        let rows = page.list.madeRows.filter { $0.root.isMapped }
        #expect(rows.count == 1)
        #expect(rows.first.map { made.contains(ObjectIdentifier($0)) } == true, "a new row was made for Bob")
        #expect(rows.first?.name.text == "Bob")

        page.search.backspace()
        harness.settle()
        #expect(page.list.count == 4)
        #expect(page.list.madeRows.filter { $0.root.isMapped }.map(\.name.text).sorted() == ["Add profile", "Ann", "Bob", "Cy"])
    }
}
