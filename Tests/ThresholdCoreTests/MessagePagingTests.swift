import Storage
import Testing
@testable import ThresholdCore

/// A long chat is read a page at a time (the desktop's chat page, docs/performance.md): the newest
/// page, then the page before a message, in time order with equal times in id order, through the
/// `messages_chat_time` index rather than a sort of the whole chat.
@Suite struct MessagePagingTests {
    @Test func pagesBeforeAMessageJoinUpToTheWholeChatInOrder() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        for index in 0..<25 {
            try f.store.receiveMessage(profile: ProfileRef("A"), contact: "Bob", text: "\(index)")
            // Two messages a second: equal times are ordered by id.
            if index % 2 == 1 { f.clock.advance(by: 1) }
        }
        let newest = try f.store.messages(withContact: "Bob", limit: 10)
        #expect(newest.map(\.text) == (15..<25).map(String.init))
        var all = newest
        while let oldest = all.first {
            let page = try f.store.messages(withContact: "Bob", limit: 10, before: oldest)
            if page.isEmpty { break }
            all.insert(contentsOf: page, at: 0)
        }
        #expect(all.map(\.text) == (0..<25).map(String.init))
        #expect(try f.store.messages(withContact: "Bob", limit: 500) == all)
    }

    @Test func aPageIsReadThroughTheTimeIndexWithoutSortingTheChat() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.receiveMessage(profile: ProfileRef("A"), contact: "Bob", text: "hi")
        let plan = try f.store.database.read { db in
            try db.map("""
                EXPLAIN QUERY PLAN SELECT id, incoming, text, sent_at FROM messages
                WHERE chat_id = ? AND (sent_at, id) < (?, ?) ORDER BY sent_at DESC, id DESC LIMIT ?
                """, [.int(1), .integer(.max), .integer(.max), .int(10)]) { (row: borrowing Row) in row.string("detail") ?? "" }
        }
        #expect(plan.contains { $0.contains("messages_chat_time") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    @Test func aHiddenProfilesChatPagesTheSameWay() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "V")
        try f.store.createProfile(name: "H")
        try f.store.activateProfile(ProfileRef("V"))
        for index in 0..<7 {
            try f.store.receiveMessage(profile: ProfileRef("H"), contact: "Bob", text: "\(index)")
            f.clock.advance(by: 1)
        }
        try f.store.hideProfile("H", password: "pw")
        try f.store.activateProfile(ProfileRef("H", password: "pw"))
        let newest = try f.store.messages(withContact: "Bob", limit: 3)
        #expect(newest.map(\.text) == ["4", "5", "6"])
        let older = try f.store.messages(withContact: "Bob", limit: 3, before: try #require(newest.first))
        #expect(older.map(\.text) == ["1", "2", "3"])
        let oldest = try f.store.messages(withContact: "Bob", limit: 3, before: try #require(older.first))
        #expect(oldest.map(\.text) == ["0"])
    }
}
