import Secrets
import Storage
import Testing
@testable import ThresholdCore

@Suite struct ProfileStoreTests {
    @Test func createMakesTheNewProfileActive() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice", bio: "hello")
        try f.store.createProfile(name: "Bob")
        let listing = try f.store.listProfiles()
        #expect(f.names(listing) == ["Alice", "Bob"])
        #expect(listing.active?.name == "Bob")
        #expect(listing.profiles[0].bio == "hello")
    }

    @Test func invalidNamesOfferTheCorrectedName() throws {
        let f = try StoreFixture()
        #expect(profileError { try f.store.createProfile(name: "  Bob") } == .invalidDisplayName(validName: "Bob"))
        #expect(profileError { try f.store.createProfile(name: "   ") } == .invalidDisplayName(validName: nil))
        #expect(profileError { try f.store.createProfile(name: "") } == .invalidDisplayName(validName: nil))
    }

    @Test func namesAreUniqueAmongVisibleProfiles() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Bob")
        #expect(profileError { try f.store.createProfile(name: "Alice") } == .duplicateName("Alice"))
        #expect(profileError { try f.store.updateProfile(ProfileRef("Bob"), name: "Alice") } == .duplicateName("Alice"))
        try f.store.updateProfile(ProfileRef("Bob"), name: "Bob")
    }

    @Test func aNameUsedOnlyByAHiddenProfileIsFree() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.createProfile(name: "Secret")
        try f.store.hideProfile("Secret", password: "pw")
        try f.store.createProfile(name: "Secret")
        try f.store.updateProfile(ProfileRef("Secret"), name: "Other")
        try f.store.updateProfile(ProfileRef("Other"), name: "Secret")
        #expect(f.names(try f.store.listProfiles()) == ["Alice", "Secret"])
        #expect(f.names(try f.store.listProfiles(revealing: "pw")) == ["Alice", "Secret", "Secret"])
    }

    @Test func bioLimitIs160Bytes() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A", bio: String(repeating: "x", count: 160))
        #expect(profileError { try f.store.createProfile(name: "B", bio: String(repeating: "x", count: 161)) } == .bioTooLong(bytes: 161))
        #expect(profileError { try f.store.updateProfile(ProfileRef("A"), bio: String(repeating: "é", count: 81)) } == .bioTooLong(bytes: 162))
    }

    @Test func muteAndUnmute() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.setMuted(ProfileRef("A"), true)
        #expect(try f.store.listProfiles().profiles[0].muted)
        try f.store.setMuted(ProfileRef("A"), false)
        #expect(try !f.store.listProfiles().profiles[0].muted)
        #expect(profileError { try f.store.setMuted(ProfileRef("Nobody"), true) } == .unknownProfile("Nobody"))
    }

    @Test func hidingRules() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        #expect(profileError { try f.store.hideProfile("A", password: "pw") } == .cantHideLastVisibleProfile)
        try f.store.createProfile(name: "B")
        #expect(profileError { try f.store.hideProfile("B", password: "") } == .emptyPassword)
        #expect(profileError { try f.store.hideProfile("B", password: " pw") } == .invalidPassword)
        #expect(profileError { try f.store.hideProfile("B", password: "pw\t") } == .invalidPassword)
        // Hiding the active profile makes the next visible one active.
        try f.store.hideProfile("B", password: "pw")
        let listing = try f.store.listProfiles()
        #expect(f.names(listing) == ["A"])
        #expect(listing.active?.name == "A")
        #expect(profileError { try f.store.hideProfile("B", password: "pw") } == .alreadyHidden)
        #expect(profileError { try f.store.hideProfile("B", password: "wrong") } == .unknownProfile("B"))
        // Hidden profiles are always muted.
        #expect(profileError { try f.store.setMuted(ProfileRef("B", password: "pw"), false) } == .hiddenProfileAlwaysMuted)
        #expect(profileError { try f.store.setMuted(ProfileRef("B", password: "pw"), true) } == .hiddenProfileAlwaysMuted)
        #expect(try f.store.listProfiles(revealing: "pw").profiles[1].muted)
    }

    @Test func wrongPasswordAndUnknownNameAreTheSameError() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "Hidden")
        try f.store.hideProfile("Hidden", password: "pw")
        let wrong = profileError { try f.store.activateProfile(ProfileRef("Hidden", password: "nope")) }
        let unknown = profileError { try f.store.activateProfile(ProfileRef("Hidden2", password: "nope")) }
        #expect(wrong == .unknownProfile("Hidden"))
        #expect(unknown == .unknownProfile("Hidden2"))
        #expect(wrong?.message.replacingOccurrences(of: "Hidden", with: "X") == unknown?.message.replacingOccurrences(of: "Hidden2", with: "X"))
    }

    @Test func unhideNeedsThePassword() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "B")
        #expect(profileError { try f.store.unhideProfile("B", password: "pw") } == .notHidden)
        try f.store.hideProfile("B", password: "pw")
        #expect(profileError { try f.store.unhideProfile("B", password: "bad") } == .unknownProfile("B"))
        #expect(profileError { try f.store.unhideProfile("B", password: "") } == .emptyPassword)
        try f.store.unhideProfile("B", password: "pw")
        let b = try #require(try f.store.listProfiles().profiles.first { $0.name == "B" })
        #expect(!b.hidden)
        #expect(b.muted)
        try f.store.setMuted(ProfileRef("B"), false)
    }

    @Test func unhideOntoATakenNameIsADuplicate() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "B")
        try f.store.hideProfile("B", password: "pw")
        try f.store.createProfile(name: "B")
        #expect(profileError { try f.store.unhideProfile("B", password: "pw") } == .duplicateName("B"))
    }

    @Test func oneRevealShowsEveryHiddenProfileWithThatPasswordOnly() throws {
        let f = try StoreFixture()
        for name in ["Main", "H1", "H2", "H3"] { try f.store.createProfile(name: name) }
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("H1", password: "one")
        try f.store.hideProfile("H2", password: "two")
        try f.store.hideProfile("H3", password: "one")
        #expect(f.names(try f.store.listProfiles(revealing: "one")) == ["Main", "H1", "H3"])
        #expect(f.names(try f.store.listProfiles(revealing: "two")) == ["Main", "H2"])
        #expect(f.names(try f.store.listProfiles(revealing: "three")) == ["Main"])
        #expect(f.names(try f.store.listProfiles(revealing: "")) == ["Main"])
    }

    @Test func raisedKDFParametersKeepOlderTagsWorking() throws {
        let f = try StoreFixture(kdf: .testing)
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "Old")
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("Old", password: "pw")
        let stronger = try f.reopen(kdf: ScryptParameters(log2N: 11, r: 8, p: 1))
        // Made later (revealed profiles list in the order they were made).
        f.clock.advance(by: 1)
        try stronger.createProfile(name: "New")
        try stronger.activateProfile(ProfileRef("Main"))
        try stronger.hideProfile("New", password: "pw")
        #expect(f.names(try stronger.listProfiles(revealing: "pw")) == ["Main", "Old", "New"])
        let rows = try stronger.database.read { try $0.int("SELECT count(*) FROM reveal_kdf") }
        #expect(rows == 2)
    }

    @Test func theTagIsBoundToTheSlot() throws {
        // Copying one sealed slot's tag and key onto another does not reveal it: the slot id is in the MAC.
        let f = try StoreFixture()
        for name in ["Main", "H1", "H2"] { try f.store.createProfile(name: name) }
        try f.store.activateProfile(ProfileRef("Main"))
        let slots = try f.store.database.read { db in
            (try db.int("SELECT slot FROM profiles WHERE name = 'H1'") ?? 0, try db.int("SELECT slot FROM profiles WHERE name = 'H2'") ?? 0)
        }
        try f.store.hideProfile("H1", password: "one")
        try f.store.hideProfile("H2", password: "two")
        try f.store.database.write { db in
            try db.execute("""
                UPDATE sealed_slots SET (tag, wrapped, body) = (SELECT tag, wrapped, body FROM sealed_slots WHERE id = ?) WHERE id = ?
                """, [.int(slots.0), .int(slots.1)])
        }
        #expect(f.names(try f.store.listProfiles(revealing: "one")) == ["Main", "H1"])
    }

    @Test func activatingAHiddenProfileLastsForTheSessionOnly() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "H")
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("H", password: "pw")
        try f.store.activateProfile(ProfileRef("H", password: "pw"))
        #expect(try f.store.listProfiles(revealing: "pw").active?.name == "H")
        #expect(try f.store.activeProfile()?.name == "H")
        // Another process sees the visible profile active and nothing of the hidden one.
        let other = try f.reopen()
        #expect(try other.listProfiles().active?.name == "Main")
        #expect(try other.activeProfile()?.name == "Main")
    }

    @Test func deletionRules() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "B")
        #expect(profileError { _ = try f.store.deleteProfile(ProfileRef("B"), serverData: false) } == .cantDeleteActiveProfile)
        #expect(profileError { _ = try f.store.deleteProfile(ProfileRef("C"), serverData: false) } == .unknownProfile("C"))
        let first = try f.store.deleteProfile(ProfileRef("A"), serverData: false)
        #expect(first == ProfileDeletion(outboxJobs: 0, wasLastVisibleProfile: false))
        let last = try f.store.deleteProfile(ProfileRef("B"), serverData: false)
        #expect(last.wasLastVisibleProfile)
        #expect(try f.store.listProfiles().profiles.isEmpty)
        #expect(try f.store.activeProfile() == nil)
        #expect(try f.store.visibleProfileCount() == 0)
    }

    @Test func deletingAHiddenProfileNeedsItsPassword() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "A")
        try f.store.createProfile(name: "H")
        try f.store.hideProfile("H", password: "pw")
        #expect(profileError { _ = try f.store.deleteProfile(ProfileRef("H"), serverData: false) } == .unknownProfile("H"))
        #expect(profileError { _ = try f.store.deleteProfile(ProfileRef("H", password: "x"), serverData: false) } == .unknownProfile("H"))
        let result = try f.store.deleteProfile(ProfileRef("H", password: "pw"), serverData: false)
        #expect(!result.wasLastVisibleProfile)
        #expect(f.names(try f.store.listProfiles(revealing: "pw")) == ["A"])
    }

    @Test func deleteWithServerDataQueuesOneJobPerQueueInTheSameTransaction() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Keep")
        try f.store.createProfile(name: "Gone")
        try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: "C1", text: "x", server: "http://s1")
        try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: "C2", text: "y", server: "http://s2")
        try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: "C1", text: "z", server: "http://s1")
        try f.store.receiveMessage(profile: ProfileRef("Keep"), contact: "K", text: "k", server: "http://s3")
        try f.store.activateProfile(ProfileRef("Keep"))
        let result = try f.store.deleteProfile(ProfileRef("Gone"), serverData: true)
        #expect(result.outboxJobs == 2)
        let jobs = try f.store.outboxJobs()
        #expect(jobs.map(\.server) == ["http://s1", "http://s2"])
        let leftovers = try f.store.database.read { db in
            (try db.int("SELECT count(*) FROM chats"), try db.int("SELECT count(*) FROM messages"),
             try db.int("SELECT count(*) FROM chat_queues"))
        }
        #expect(leftovers.0 == 1 && leftovers.1 == 1 && leftovers.2 == 1)
    }

    @Test func localDeletionWritesNoJob() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Keep")
        try f.store.createProfile(name: "Gone")
        try f.store.receiveMessage(profile: ProfileRef("Gone"), contact: "C1", text: "x")
        try f.store.activateProfile(ProfileRef("Keep"))
        _ = try f.store.deleteProfile(ProfileRef("Gone"), serverData: false)
        #expect(try f.store.outboxJobs().isEmpty)
    }
}

/// Data from elsewhere (an import) is held to the rules typed data follows (issue 22).
@Suite struct ImportedRowRulesTests {
    @Test func typedDataPassesAndEachBrokenRuleIsNamedWithoutItsText() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Ann", bio: "hello")
        #expect(try f.store.rowsBreakingTheRules().isEmpty)
        let database = try f.store.database
        let hostile = [String(repeating: "n", count: 1_000_000), "Eve\u{202E}gnp.exe", "Zed\u{200B}", ""]
        try database.write { c in
            for (index, name) in hostile.enumerated() {
                try c.execute("INSERT INTO profiles (name, created_at) VALUES (?, 0)", [.text(name + (name.isEmpty ? "" : "\(index)"))])
            }
            try c.execute("INSERT INTO profiles (name, bio, created_at) VALUES ('Bio', ?, 0)", [.text(String(repeating: "b", count: 161))])
            try c.execute("INSERT INTO profiles (name, created_at, unread) VALUES ('Lots', 0, 4611686018427387904)")
            try c.execute("INSERT INTO profiles (name, created_at, unread) VALUES ('Less', 0, -3)")
        }
        let problems = try f.store.rowsBreakingTheRules(limit: 20)
        #expect(problems.filter { $0.contains("name breaks") }.count == 4, "\(problems)")
        #expect(problems.filter { $0.contains("bio is longer") }.count == 1)
        #expect(problems.filter { $0.contains("unread count") }.count == 2)
        #expect(!problems.joined().contains("Eve") && !problems.joined().contains("nnnn"))
        #expect(try f.store.rowsBreakingTheRules(limit: 3).count == 3)
    }
}
