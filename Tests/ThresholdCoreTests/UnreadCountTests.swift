import Storage
import Testing
@testable import ThresholdCore

@Suite struct UnreadCountTests {
    @Test func receiveAndReadKeepCountsIncrementally() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        #expect(try f.store.receiveMessage(profile: ProfileRef("A"), contact: "Bob", text: "1"))
        try f.store.receiveMessage(profile: ProfileRef("A"), contact: "Bob", text: "2")
        try f.store.receiveMessage(profile: ProfileRef("A"), contact: "Cy", text: "3")
        #expect(try f.store.listProfiles().profiles[0].unread == 3)
        let chats = try f.store.chatsOfActiveProfile()
        #expect(Set(chats.map(\.contact)) == ["Bob", "Cy"])
        #expect(try f.store.readChat("Bob") == 2)
        #expect(try f.store.readChat("Bob") == 0)
        #expect(try f.store.listProfiles().profiles[0].unread == 1)
        #expect(throws: ChatError.unknownChat("Nobody")) { try f.store.readChat("Nobody") }
    }

    @Test func totalCountsVisibleUnmutedProfilesAndARevealedActiveHiddenOne() throws {
        let f = try StoreFixture()
        for name in ["A", "M", "H"] { try f.store.createProfile(name: name) }
        for (name, n) in [("A", 1), ("M", 2), ("H", 4)] {
            for i in 0..<n { try f.store.receiveMessage(profile: ProfileRef(name), contact: "c", text: "\(i)") }
        }
        try f.store.setMuted(ProfileRef("M"), true)
        try f.store.activateProfile(ProfileRef("A"))
        #expect(try f.store.listProfiles().totalUnread == 5)
        try f.store.hideProfile("H", password: "pw")
        #expect(try f.store.listProfiles().totalUnread == 1)
        #expect(try f.store.listProfiles(revealing: "pw").totalUnread == 1)
        try f.store.activateProfile(ProfileRef("H", password: "pw"))
        #expect(try f.store.listProfiles(revealing: "pw").totalUnread == 5)
        #expect(try f.store.listProfiles().totalUnread == 1)
    }

    @Test func mutedAndHiddenProfilesNeverNotify() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "M")
        try f.store.setMuted(ProfileRef("M"), true)
        #expect(try !f.store.receiveMessage(profile: ProfileRef("M"), contact: "x", text: "t"))
        try f.store.createProfile(name: "H")
        try f.store.hideProfile("H", password: "pw")
        #expect(try !f.store.receiveMessage(profile: ProfileRef("H", password: "pw"), contact: "x", text: "t"))
        #expect(try f.store.receiveMessage(profile: ProfileRef("A"), contact: "x", text: "t"))
    }

    @Test func seededCountsMatchTheMessages() throws {
        let f = try StoreFixture()
        let created = try f.store.seed(SeedPlan(profiles: 4, chats: 10, messages: 500, unreadEvery: 3))
        #expect(created.count == 4)
        let (stored, actual) = try f.store.database.read { db in
            (try db.int("SELECT sum(unread) FROM profiles"),
             try db.int("SELECT count(*) FROM messages WHERE incoming = 1 AND read = 0"))
        }
        #expect(stored == actual)
        #expect((actual ?? 0) > 0)
        let perChat = try f.store.database.read { db in
            try db.int("SELECT count(*) FROM chats c WHERE c.unread <> (SELECT count(*) FROM messages m WHERE m.chat_id = c.id AND m.incoming = 1 AND m.read = 0)")
        }
        #expect(perChat == 0)
    }

    @Test func seedingSkipsNamesInUse() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Profile 1")
        let created = try f.store.seed(SeedPlan(profiles: 2, chats: 0, messages: 0))
        #expect(created.map(\.name) == ["Profile 2", "Profile 3"])
        #expect(try f.store.listProfiles().active?.name == "Profile 1")
    }
}
