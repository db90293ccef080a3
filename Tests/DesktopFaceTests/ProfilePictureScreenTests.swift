import Features
import Foundation
import GTKKit
import Pictures
import Testing
@testable import DesktopFace

/// Profile pictures on the desktop: rows show them in their avatars, Add and Edit profile pick one
/// (the picker's choice in place of the file dialog), remove it, and a bad file changes nothing.
@MainActor
@Suite(.serialized, needsDisplay) struct ProfilePictureScreenTests {
    static func photoFile(in harness: DesktopHarness, seed: UInt32 = 4) throws -> String {
        let rgb = PictureCodec.samplePixels(width: 300, height: 200, seed: seed)
        let path = harness.directory.file("photo-\(seed).jpg")
        try Data(try #require(PictureCodec.jpeg(rgb: rgb, width: 300, height: 200))).write(to: URL(fileURLWithPath: path))
        return path
    }

    func openProfiles(_ harness: DesktopHarness) throws -> (DesktopApp, ProfilesPage) {
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        chats.profilesButton.activate()
        harness.settle(until: { app.currentPage is ProfilesPage })
        return (app, try #require(harness.page(ProfilesPage.self)))
    }

    func row(_ page: ProfilesPage, _ name: String) -> ProfileRowView? {
        page.list.madeRows.first { row in
            if case .profile(let profile, _)? = row.item { return profile.name == name }
            return false
        }
    }

    @Test func aRowShowsItsProfilesPicture() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann", "Bob"])
        let path = try Self.photoFile(in: harness)
        try harness.withStore { store in try store.setPicture(ProfileRef("Ann"), try PictureDecoder.picture(fromFile: path)) }
        let (_, page) = try openProfiles(harness)
        #expect(try #require(row(page, "Ann")).avatar.showsImage)
        #expect(try #require(row(page, "Bob")).avatar.showsImage == false)
    }

    /// The header's avatar (it opens the switcher) shows the active profile's picture, as the
    /// switcher's row does, and the initials again after switching to a profile without one.
    @Test func theHeaderAvatarShowsTheActiveProfilesPicture() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann", "Bob"])
        let path = try Self.photoFile(in: harness)
        try harness.withStore { store in try store.setPicture(ProfileRef("Ann"), try PictureDecoder.picture(fromFile: path)) }
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.avatar.text == "Ann")
        #expect(chats.avatar.showsImage)
        chats.profilesButton.activate()
        harness.settle(until: { app.currentPage is ProfilesPage })
        let page = try #require(harness.page(ProfilesPage.self))
        #expect(try #require(row(page, "Ann")).avatar.showsImage)
        page.list.activateRow(at: 1)
        harness.settle(until: { app.snapshot.activeSummary?.name == "Bob" })
        let again = try #require(harness.page(ChatListPage.self))
        #expect(again.avatar.text == "Bob")
        #expect(!again.avatar.showsImage)
    }

    @Test func editProfileSetsAndRemovesThePicture() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann", "Bob"])
        let path = try Self.photoFile(in: harness)
        let (app, page) = try openProfiles(harness)
        harness.choose("Edit profile", in: try #require(row(page, "Bob")).menu)
        let edit = try #require(harness.page(CreateProfilePage.self))
        let picker = try #require(edit.picture)
        #expect(!picker.avatar.showsImage && !picker.remove.isVisible)
        picker.pick(path: path)
        #expect(picker.avatar.showsImage && picker.remove.isVisible)
        edit.create.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        harness.settle()
        #expect(try #require(row(profiles, "Bob")).avatar.showsImage)
        #expect(app.snapshot.profileSummaries.last?.picture == (try PictureDecoder.picture(fromFile: path)))
        // Edit again: the picker starts with the picture; Remove, Save: the initials again.
        harness.choose("Edit profile", in: try #require(row(profiles, "Bob")).menu)
        let again = try #require(harness.page(CreateProfilePage.self))
        let second = try #require(again.picture)
        #expect(second.avatar.showsImage)
        second.remove.activate()
        // A button's activation clicks it after a short press (GTK), so wait for it.
        harness.settle(until: { !second.avatar.showsImage })
        #expect(!second.avatar.showsImage && !second.remove.isVisible)
        again.create.activate()
        harness.settle(until: { app.snapshot.profileSummaries.last?.picture == nil })
        #expect(app.snapshot.profileSummaries.last?.picture == nil)
    }

    @Test func aBadFileShowsTheErrorAndChangesNothing() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        let text = harness.directory.file("notes.jpg")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        let (app, page) = try openProfiles(harness)
        harness.choose("Edit profile", in: try #require(row(page, "Ann")).menu)
        let edit = try #require(harness.page(CreateProfilePage.self))
        let picker = try #require(edit.picture)
        picker.pick(path: text)
        harness.settle(until: { app.dialogs.last?.isShown == true })
        #expect(app.dialogs.last?.body == ErrorReport(Pictures.PictureError.notAnImage).message)
        #expect(!picker.avatar.showsImage)
        app.dialogs.last?.respond("ok")
        edit.create.activate()
        harness.settle()
        #expect(app.snapshot.profileSummaries.first?.picture == nil)
    }

    @Test func addProfileCreatesWithAPicture() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        let path = try Self.photoFile(in: harness)
        let (app, page) = try openProfiles(harness)
        page.list.activateRow(at: 1)
        let create = try #require(harness.page(CreateProfilePage.self))
        create.name.text = "Dee"
        try #require(create.picture).pick(path: path)
        harness.settle()
        create.create.activate()
        harness.settle(until: { app.currentPage is ChatListPage })
        #expect(app.snapshot.profileSummaries.first { $0.name == "Dee" }?.picture != nil)
    }
}
