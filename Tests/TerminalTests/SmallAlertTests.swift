import Testing
@testable import Terminal

/// An alert on a small terminal reads whole (issue 35): a title wider than its border wraps above
/// the message instead of ending in "…"; a message taller than the box scrolls with its offset
/// (its last row saying "▲▼" and the keys), or without one ends in "…" (its last lines were
/// dropped without a sign). And a list row's detail takes the room a short title leaves.
@Suite struct SmallAlertTests {
    static var alert: AlertBox { AlertBox(title: "Re-encrypt all the data now?", message: "One two three four five six seven eight nine ten eleven twelve.",
                                buttons: ["Cancel", "Go"], focusedButton: 1) }

    @Test func aTitleWiderThanTheBorderWrapsAboveTheMessage() {
        let lines = render(Self.alert, width: 24, height: 12)
        #expect(lines == [
            "╭──────────────────────╮",
            "│                      │",
            "│ Re-encrypt all the   │",
            "│ data now?            │",
            "│ One two three four   │",
            "│ five six seven eight │",
            "│ nine ten eleven      │",
            "│ twelve.              │",
            "│                      │",
            "│                      │",
            "│    [ Cancel ] [ Go ] │",
            "╰──────────────────────╯",
        ])
    }

    @Test func aTallMessageScrollsWithItsOffset() {
        var alert = Self.alert
        alert.messageScroll = 0
        alert.scrollHint = "PgUp/PgDn"
        let area = Rect(x: 0, y: 0, width: 24, height: 8)
        // Six lines, four rows for them beside the marks' row: two lines further at most.
        #expect(alert.messageScrollLimit(in: area) == 2)
        #expect(alert.messagePage(in: area) == 4)
        #expect(render(alert, width: 24, height: 8) == [
            "╭──────────────────────╮",
            "│ Re-encrypt all the   │",
            "│ data now?            │",
            "│ One two three four   │",
            "│ five six seven eight │",
            "│          ▼ PgUp/PgDn │",
            "│    [ Cancel ] [ Go ] │",
            "╰──────────────────────╯",
        ])
        alert.messageScroll = 99
        #expect(render(alert, width: 24, height: 8)[1...5] == [
            "│ One two three four   │", "│ five six seven eight │", "│ nine ten eleven      │", "│ twelve.              │",
            "│          ▲ PgUp/PgDn │",
        ][...])
    }

    @Test func withoutAnOffsetATallMessageEndsInAnEllipsis() {
        let lines = render(Self.alert, width: 24, height: 8)
        #expect(lines.contains { $0.contains("…") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "╰──────────────────────╯")
    }

    @Test func aListRowsDetailTakesTheRoomAShortTitleLeaves() {
        let items = [ListItem("Theme", detail: "Follow the system"), ListItem("A long title of a row", detail: "A long detail")]
        #expect(render(ListView(items: items, state: ListState(selected: 0)), width: 30, height: 2)
                == ["› Theme     Follow the system", "  A long title… A long detail"])
    }
}
