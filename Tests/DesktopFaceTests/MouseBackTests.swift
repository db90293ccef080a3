import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// The mouse's back button (button 8), pressed through the X server (xdotool) over the window:
/// back as Alt+Left, the focus on the row or button the page was opened from; in Preferences, it
/// closes them.
@MainActor
@Suite(.serialized, needsDisplay, .enabled(if: SingleInstanceTests.available, "needs xdotool"))
struct MouseBackTests {
    /// Raises the window titled `title` and presses the back button over it, until `done` (up to
    /// 5 times: another test's window, mapped on the shared display meanwhile, may be on top).
    func pressBack(over title: String, _ harness: DesktopHarness, until done: () -> Bool) throws {
        let tool = SingleInstanceTests.xdotool
        for _ in 0..<5 {
            harness.settle()
            let found = try Subprocess.run(tool, ["search", "--onlyvisible", "--name", "^\(title)$"])
            guard let id = String(decoding: found.stdout, as: UTF8.self).split(separator: "\n").last.map(String.init) else { continue }
            _ = try Subprocess.run(tool, ["windowraise", id, "mousemove", "--window", id, "60", "120", "click", "8"])
            harness.settle(until: done)
            if done() { return }
        }
    }

    @Test func theMouseBackButtonGoesBackAndFocusReturns() throws {
        let harness = try DesktopHarness(width: 480, height: 760)
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann"])
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom", "hello"])
        let app = harness.launch()
        let title = "mouse-back-\(UUID().uuidString)"
        harness.window.title = title
        let list = try #require(harness.page(ChatListPage.self))
        // A chat (one pane at this width): back to the list, Tom's row focused again.
        try #require(list.row(of: "Tom")).activate()
        harness.settle(until: { app.route == .chat })
        try pressBack(over: title, harness, until: { app.route == .chatList && list.row(of: "Tom")?.hasFocus == true })
        #expect(app.route == .chatList)
        #expect(list.row(of: "Tom")?.hasFocus == true)
        // "Your chat profiles": back, the avatar button that opened it focused.
        list.profilesButton.activate()
        harness.settle(until: { app.route == .profiles })
        try pressBack(over: title, harness, until: { app.route == .chatList && list.profilesButton.hasFocus })
        #expect(app.route == .chatList)
        #expect(list.profilesButton.hasFocus)
        // Preferences: closed, back home.
        app.actions.activate("preferences")
        let settings = try #require(harness.page(SettingsPage.self))
        settings.window.title = title + "-preferences"
        harness.settle(until: { settings.window.isShown })
        try pressBack(over: title + "-preferences", harness, until: { !settings.window.isShown })
        #expect(!settings.window.isShown)
        #expect(app.route == .chatList)
    }
}
