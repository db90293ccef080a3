@testable import Features
import Testing
import ThresholdCore

/// A profile row's menu and the two delete stages, as every face draws them (issue 31: each face
/// built them with its own logic, and the desktop's first stage focused the destructive choice).
@Suite struct ProfileRowMenuTests {
    func profile(_ name: String, muted: Bool = false, hidden: Bool = false, picture: Bool = false) -> Profile {
        Profile(id: 1, name: name, bio: "", createdAt: 0, muted: muted || hidden, hidden: hidden, unread: 0,
                active: false, hasPicture: picture)
    }

    @Test func theMenuHasTheNameTheMarksAndTheActionsTheStateAllows() {
        let menu = ProfileRowMenu(profile("Ann", muted: true), isActive: true, visibleCount: 1, revealed: false)
        #expect(menu.title == "Ann" && menu.message == "active, muted")
        #expect(menu.actions == [.unmute, .delete, .edit])
        #expect(menu.cancel == "Cancel")
        #expect(ProfileRowMenu(profile("Bo"), isActive: false, visibleCount: 2, revealed: false).message == nil)
        // A hidden row's password only counts for a hidden profile; without it no unhide or edit.
        let hidden = profile("Secret", hidden: true)
        #expect(ProfileRowMenu(hidden, isActive: false, visibleCount: 1, revealed: true).actions == [.activate, .unhide, .delete, .edit])
        #expect(ProfileRowMenu(hidden, isActive: false, visibleCount: 1, revealed: false).actions == [.activate, .delete])
        #expect(ProfileAction.allCases.filter(ProfileRowMenu.isDestructive) == [.delete])
    }

    @Test func theDesktopsSummaryRowsGetTheSameMenu() {
        let summary = ProfileSummary(name: "Ann", muted: true, hidden: false, active: false)
        let menu = ProfileRowMenu(summary, visibleCount: 2, revealed: false)
        #expect(menu.actions == ProfileRowMenu(profile("Ann", muted: true), isActive: false, visibleCount: 2, revealed: false).actions)
        #expect(summary.actions(visibleCount: 2, revealed: false) == menu.actions)
        #expect(menu.message == "muted")
    }

    @Test func deletingIsTwoStagesEachOpeningOnCancel() {
        let first = ProfileDeleteStage.choose("Ann")
        #expect(first.title == "Delete profile" && first.message.contains("Ann") && first.message.contains("all its chats"))
        #expect(first.choices == [.localOnly, .withServerData, .cancel])
        #expect(first.focused == .cancel)
        #expect(first.choices.map(\.isDestructive) == [true, true, false])
        #expect(first.next(after: .cancel) == nil)

        let local = first.next(after: .localOnly)
        #expect(local == .confirm("Ann", serverData: false))
        #expect(local?.title == "Delete profile?" && local?.focused == .cancel)
        #expect(local?.choices == [.delete(serverData: false), .cancel])
        #expect(local?.message.contains("server data is kept") == true)
        #expect(local.flatMap { $0.next(after: .delete(serverData: false)) } == nil)

        let server = first.next(after: .withServerData)
        #expect(server?.choices.compactMap(ProfileDeleteStage.serverData(of:)) == [true])
        #expect(server?.message.contains("connections on the servers") == true)
        #expect(ProfileDeleteStage.serverData(of: .cancel) == nil)
        #expect(ProfileDeleteStage.Choice.delete(serverData: true).label == "Delete")
    }
}
