import Brand
import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// The profile rules every front end shares: row actions, search, reveal, the home snapshot.
@Suite struct ProfileFeatureTests {
    let folder = TemporaryDirectory("features-profiles")

    func profile(_ name: String, muted: Bool = false, hidden: Bool = false) -> Profile {
        Profile(id: 1, name: name, bio: "", createdAt: 0, muted: muted || hidden, hidden: hidden, unread: 0, active: false)
    }

    @Test func rowActionsFollowTheTable() {
        let visible = profile("Ann")
        #expect(ProfileAction.available(for: visible, isActive: false, visibleCount: 2, revealed: false)
                == [.activate, .mute, .hide, .delete, .edit])
        #expect(ProfileAction.available(for: visible, isActive: true, visibleCount: 2, revealed: false) == [.mute, .edit])
        #expect(ProfileAction.available(for: visible, isActive: true, visibleCount: 1, revealed: false)
                == [.mute, .delete, .edit])
        #expect(ProfileAction.available(for: profile("Ann", muted: true), isActive: false, visibleCount: 2, revealed: false)
                == [.activate, .unmute, .hide, .delete, .edit])
        let hidden = profile("Secret", hidden: true)
        #expect(ProfileAction.available(for: hidden, isActive: false, visibleCount: 1, revealed: true)
                == [.activate, .unhide, .delete, .edit])
        #expect(ProfileAction.available(for: hidden, isActive: true, visibleCount: 1, revealed: true) == [.edit])
        #expect(ProfileAction.available(for: hidden, isActive: false, visibleCount: 1, revealed: false) == [.activate, .delete])
        #expect(ProfileAction.marks(for: hidden, isActive: true) == ["active", "muted", "hidden"])
        // The line faces draw no picture: they say that one is set.
        var pictured = profile("Ann")
        pictured.hasPicture = true
        #expect(ProfileAction.marks(for: pictured, isActive: false) == ["picture set"])
        #expect(Set(ProfileAction.allCases.map(\.title)).count == ProfileAction.allCases.count)
    }

    @Test func searchTrimsFiltersAndReveals() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann Lee")
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Secret")
        try store.activateProfile(ProfileRef("Ann Lee"))
        try store.hideProfile("Secret", password: "hunter22")
        let visible = try store.listProfiles().profiles
        #expect(ProfileSearch.trimmed("  ann \n") == "ann")
        #expect(ProfileSearch.matching(visible, query: " LEE ").map(\.name) == ["Ann Lee"])
        #expect(ProfileSearch.matching(visible, query: "").count == 2)
        #expect(ProfileSearch.reveal(" hunter22 ", in: store).map(\.name) == ["Secret"])
        #expect(ProfileSearch.reveal("wrong", in: store).isEmpty)
        #expect(ProfileSearch.reveal("", in: store).isEmpty)
    }

    @Test func snapshotAndFirstTimeNotices() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        #expect(try HomeSnapshot.read(from: store).needsOnboarding)
        try store.createProfile(name: "Ann")
        try store.receiveMessage(profile: ProfileRef("Ann"), contact: "Bo", text: "hi")
        let snapshot = try HomeSnapshot.read(from: store)
        #expect(snapshot.active?.name == "Ann" && snapshot.totalUnread == 1 && snapshot.chats.count == 1)
        #expect(Notice.takeIfFirst(.mute, store: store))
        #expect(!Notice.takeIfFirst(.mute, store: store))
        #expect(try HomeSnapshot.read(from: store).notices == NoticeFlags(muteShown: true, hiddenShown: false))
    }
}

/// Opening a chat, for every front end.
@Suite struct ChatFeatureTests {
    let folder = TemporaryDirectory("features-chats")

    @Test func openingAChatShowsItsMessagesNewestLastAndMarksItRead() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        for text in ["one", "two", "three"] { try store.receiveMessage(profile: ProfileRef("Ann"), contact: "Bo", text: text) }
        let session = AppSession(store: store, brand: try Brand.builtIn())
        let transcript = try session.openChat("Bo")
        #expect(transcript.messages.map(\.text) == ["one", "two", "three"])
        let allIncoming = transcript.messages.allSatisfy { $0.incoming }
        #expect(allIncoming)
        #expect(transcript.markedRead == 3 && transcript.snapshot.totalUnread == 0)
        #expect(throws: ChatError.self) { _ = try session.openChat("Nobody") }
    }
}
