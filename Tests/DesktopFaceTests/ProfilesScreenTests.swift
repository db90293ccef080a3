import Features
import GTKKit
import Testing
@testable import DesktopFace

/// "Your chat profiles" in the window: rows with their marks, switching, mute with its first-time
/// notice, hide with a password (fields emptied after use), reveal by typing it, delete in two stages.
@MainActor
@Suite(.serialized, needsDisplay) struct ProfilesScreenTests {
    func openProfiles(_ names: [String]) throws -> (DesktopHarness, DesktopApp, ProfilesPage) {
        let harness = try DesktopHarness()
        try harness.seed(names)
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        chats.profilesButton.activate()
        harness.settle(until: { app.currentPage is ProfilesPage })
        let page = try #require(harness.page(ProfilesPage.self))
        return (harness, app, page)
    }

    func names(_ page: ProfilesPage) -> [String] {
        page.items.map { item in
            switch item {
            case .profile(let profile, let revealed): revealed ? "(\(profile.name))" : profile.name
            case .addProfile: "+"
            }
        }
    }

    func row(_ page: ProfilesPage, _ name: String) -> ProfileRowView? {
        page.list.madeRows.first { row in
            if case .profile(let profile, _)? = row.item { return profile.name == name }
            return false
        }
    }

    /// Issue 35: a row's spoken name lists its marks the language's way ("、" in Japanese), not
    /// joined with ", " in every language.
    @Test func aRowsSpokenNameUsesTheLanguagesListSeparator() throws {
        let harness = try DesktopHarness()
        defer {
            Texts.use(.english)
            harness.close()
        }
        try harness.seed(["Ann", "Bob"])
        let app = harness.launch(language: "ja")
        let chats = try #require(harness.page(ChatListPage.self))
        chats.profilesButton.activate()
        harness.settle(until: { app.currentPage is ProfilesPage })
        let page = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { page.list.madeRows.count >= 2 })
        let ann = try #require(row(page, "Ann"))
        #expect(ann.spokenLabel.hasPrefix("Ann、"))
        #expect(!ann.spokenLabel.contains(", "))
        #expect(ann.spokenLabel.contains(DesktopText.activeMark))
    }

    @Test func rowsShowTheProfilesWithTheirMarks() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob", "Cy"])
        defer { harness.close() }
        #expect(names(page) == ["Ann", "Bob", "Cy", "+"])
        #expect(page.search.containsFocus)
        let ann = try #require(row(page, "Ann"))
        #expect(ann.activeMark.isVisible)
        #expect(!ann.mutedIcon.isVisible)
        #expect(ann.avatar.text == "Ann")
        let bob = try #require(row(page, "Bob"))
        #expect(!bob.activeMark.isVisible)
        #expect(harness.menuLabels(bob.menu) == ["Switch to this profile", "Mute", "Hide profile", "Delete profile", "Edit profile"])
        // Typing filters at once; "Add profile" goes while typing.
        page.search.text = "bo"
        harness.settle()
        #expect(names(page) == ["Bob"])
        page.clearSearch()
        harness.settle()
        _ = app
    }

    @Test func activatingARowSwitchesTheActiveProfile() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob"])
        defer { harness.close() }
        page.list.activateRow(at: 1)
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.title.title == "Bob")
        #expect(app.snapshot.activeSummary?.name == "Bob")
    }

    @Test func muteShowsItsNoticeOnceAndTheBellSlash() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob"])
        defer { harness.close() }
        let bob = try #require(row(page, "Bob"))
        harness.choose("Mute", in: bob.menu)
        harness.settle(until: { app.dialogs.last?.isShown == true })
        #expect(app.dialogs.last?.heading == Notice.mute.title)
        app.dialogs.last?.respond("ok")
        harness.settle()
        #expect(try #require(row(page, "Bob")).mutedIcon.isVisible)
        #expect(app.snapshot.profileSummaries.first { $0.name == "Bob" }?.muted == true)
    }

    /// Enter in the confirmation hides (once both fields agree, not before); the hidden-profiles
    /// notice comes at every hide, as in the other faces.
    @Test func enterInTheConfirmationHides() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob", "Cy", "Dee"])
        defer { harness.close() }
        for (index, name) in ["Bob", "Cy"].enumerated() {
            harness.choose("Hide profile", in: try #require(row(page, name)).menu)
            harness.settle(until: { app.hideFields != nil && app.dialogs.last?.heading == DesktopText.hideTitle })
            let fields = try #require(app.hideFields)
            let dialog = try #require(app.dialogs.last)
            fields.password.text = "pass \(name)"
            fields.confirm.text = "pass \(name)x"
            fields.confirm.pressEnter()
            #expect(app.dialogs.last === dialog && !app.isBusy, "no Hide while the two differ")
            fields.confirm.text = "pass \(name)"
            fields.confirm.pressEnter()
            harness.settle(until: { !app.isBusy && app.dialogs.last !== dialog && !names(page).contains(name) })
            #expect(!names(page).contains(name))
            #expect(page.banner.isVisible)
            // Every time: a remembered "shown" would tell that a profile was once hidden (Notice).
            #expect(app.dialogs.last?.heading == Notice.hiddenProfiles.title, "hide \(index + 1)")
            app.dialogs.last?.respond("ok")
            harness.settle()
        }
    }

    @Test func hideThenRevealByTypingThePasswordThenDeleteInTwoStages() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob", "Cy"])
        defer { harness.close() }
        let bob = try #require(row(page, "Bob"))
        try #require(harness.menuLabels(bob.menu).contains("Hide profile"))
        harness.choose("Hide profile", in: bob.menu)
        harness.settle(until: { app.hideFields != nil })
        let fields = try #require(app.hideFields)
        let dialog = try #require(app.dialogs.last)
        #expect(dialog.heading == DesktopText.hideTitle)
        fields.password.text = "open sesame"
        fields.confirm.text = "open sesame"
        dialog.respond("hide")
        // The fields are emptied as soon as their text is taken.
        #expect(fields.password.text.isEmpty)
        #expect(fields.confirm.text.isEmpty)
        harness.settle(until: { !app.isBusy && app.dialogs.last !== dialog })
        #expect(app.dialogs.last?.heading == Notice.hiddenProfiles.title)
        app.dialogs.last?.respond("ok")
        harness.settle()
        #expect(names(page) == ["Ann", "Cy", "+"])
        #expect(page.banner.isVisible)
        #expect(page.banner.text == "Enter password above to show!")

        // A wrong password reveals nothing; the right one shows Bob with the lock.
        page.search.text = "open"
        harness.settle(until: { page.revealAttempts >= 1 })
        #expect(names(page) == [])
        #expect(page.noMatch.isVisible)
        page.search.text = "open sesame"
        harness.settle(until: { page.revealAttempts >= 2 && !page.revealed.isEmpty })
        #expect(names(page) == ["(Bob)"])
        #expect(!page.banner.isVisible)
        let revealed = try #require(row(page, "Bob"))
        #expect(revealed.hiddenIcon.isVisible)
        #expect(harness.menuLabels(revealed.menu) == ["Switch to this profile", "Unhide", "Delete profile", "Edit profile"])

        // Delete: stage one chooses what, stage two confirms.
        harness.choose("Delete profile", in: revealed.menu)
        harness.settle(until: { app.dialogs.last?.isShown == true })
        let choice = try #require(app.dialogs.last)
        #expect(choice.heading == DesktopText.deleteTitle)
        #expect(choice.responses == ["cancel", "local", "server"])
        choice.respond("local")
        harness.settle(until: { app.dialogs.last !== choice })
        let confirm = try #require(app.dialogs.last)
        #expect(confirm.heading == DesktopText.deleteConfirmTitle)
        confirm.respond("delete")
        harness.settle(until: { !app.isBusy })
        harness.settle(until: { page.revealAttempts >= 3 })
        #expect(names(page) == [])
        page.clearSearch()
        harness.settle()
        #expect(names(page) == ["Ann", "Cy", "+"])
    }

    @Test func addProfileCreatesAndSwitches() throws {
        let (harness, app, page) = try openProfiles(["Ann"])
        defer { harness.close() }
        page.list.activateRow(at: 1) // Add profile
        let create = try #require(harness.page(CreateProfilePage.self))
        #expect(app.route == .addProfile)
        create.name.text = "Dee"
        harness.settle()
        create.create.activate()
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.title.title == "Dee")
    }

    @Test func aLongListGrowsAsItIsScrolled() throws {
        let (harness, _, page) = try openProfiles((1...45).map { "P\($0)" })
        defer { harness.close() }
        #expect(page.items.count == 46)
        #expect(page.shown == ProfilesPage.pageSize)
        #expect(page.list.count == ProfilesPage.pageSize)
        for expected in [40, 46] {
            // Scrolled again while waiting: right after a page is added, the end may not yet be laid
            // out (the adjustment's upper bound is the old one), so one scroll can miss it under load.
            harness.settle(until: {
                page.list.scrollToEnd()
                return page.shown >= expected
            })
            #expect(page.shown == expected)
        }
        #expect(page.list.count == 46)
    }

    @Test func editProfileChangesTheNameAndBio() throws {
        let (harness, app, page) = try openProfiles(["Ann", "Bob"])
        defer { harness.close() }
        let bob = try #require(row(page, "Bob"))
        harness.choose("Edit profile", in: bob.menu)
        let edit = try #require(harness.page(CreateProfilePage.self))
        #expect(app.route == .editProfile)
        #expect(edit.layout.title.title == DesktopText.editProfileTitle)
        #expect(edit.create.label == DesktopText.save)
        #expect(edit.name.text == "Bob")
        edit.name.text = "Bob!!!!"
        harness.settle()
        // Usable once corrected: Save offers the corrected name first.
        #expect(edit.create.isSensitive)
        #expect(edit.correction.text == ProfileFormText.nameLine(.correctable("Bob!!!")))
        edit.name.text = "Robert"
        edit.bio.text = "Builder"
        harness.settle()
        edit.create.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        #expect(names(profiles) == ["Ann", "Robert", "+"])
        #expect(app.snapshot.profileSummaries.last?.bio == "Builder")
    }

    @Test func deletingTheLastProfileReturnsToWelcome() throws {
        let (harness, app, page) = try openProfiles(["Ann"])
        defer { harness.close() }
        let ann = try #require(row(page, "Ann"))
        #expect(harness.menuLabels(ann.menu) == ["Mute", "Delete profile", "Edit profile"])
        harness.choose("Delete profile", in: ann.menu)
        harness.settle(until: { app.dialogs.last?.isShown == true })
        app.dialogs.last?.respond("server")
        harness.settle(until: { app.dialogs.last?.heading == DesktopText.deleteConfirmTitle })
        app.dialogs.last?.respond("delete")
        #expect(harness.page(WelcomePage.self) != nil)
        #expect(app.route == .onboarding)
    }
}
