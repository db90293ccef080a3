import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// Notifications reach a real `org.freedesktop.Notifications` server on the test's session bus
/// (scripts/desktop-tests runs the tests under dbus-run-session; the server is notification-daemon).
@Suite(.serialized) struct NotificationServerTests {
    static let daemon = "/usr/lib/notification-daemon/notification-daemon"
    static let available = FileManager.default.isExecutableFile(atPath: daemon)
        && ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil
        && ProcessInfo.processInfo.environment["DISPLAY"] != nil

    @Test(.enabled(if: available, "needs notification-daemon, a display and a D-Bus session (scripts/desktop-tests)"))
    func aNotificationReachesARealServer() throws {
        let child = try Subprocess.spawn(Self.daemon, ["--replace"], environment: nil, captureOutput: false)
        defer {
            // notification-daemon ignores SIGTERM.
            kill(child.pid, SIGKILL)
            close(child.stdin)
            _ = Subprocess.wait(child.pid)
        }
        // The server takes its bus name a moment after it starts.
        var id: UInt32 = 0
        var lastError: FreedesktopNotifications.Failure?
        for _ in 0..<50 {
            do {
                id = try FreedesktopNotifications.send(appName: "Threshold", summary: "Ann", body: "1 new message")
                break
            } catch {
                lastError = error
                usleep(100_000)
            }
        }
        #expect(id > 0, "no notification id: \(String(describing: lastError))")
    }

    /// The app's own notifications (`ServerNotificationSink`, as threshold-desktop sends them when
    /// the session has a notification server) at the real notification-daemon, watched with
    /// dbus-monitor: each carries the app's icon and a default action; a second one about the same
    /// chat replaces the first (`replaces_id` is the id the server gave the first); and a click
    /// (`ActionInvoked` "default", sent onto the bus as the server sends it) opens that chat.
    @MainActor
    @Test(.enabled(if: available && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-monitor"),
                   "needs notification-daemon, dbus-monitor, a display and a D-Bus session (scripts/desktop-tests)"))
    func aChatsNotificationCarriesTheIconReplacesItsPreviousOneAndOpensTheChat() throws {
        try #require(GTK.initialize())
        let daemon = try Subprocess.spawn(Self.daemon, ["--replace"], environment: nil, captureOutput: false)
        let monitor = try Subprocess.spawn("/usr/bin/dbus-monitor",
                                           ["--session", "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"],
                                           environment: nil, captureOutput: true)
        defer {
            for pid in [daemon.pid, monitor.pid] {
                kill(pid, SIGKILL)
                _ = Subprocess.wait(pid)
            }
            close(daemon.stdin)
            close(monitor.stdin)
        }
        // The server takes its bus name a moment after it starts.
        // (One probe that arrives: the server keeps at most 20 popups, and a `for … where` sent 50.)
        for _ in 0..<50 {
            if (try? FreedesktopNotifications.send(appName: "probe", summary: "probe", body: "")) != nil { break }
            usleep(100_000)
        }
        let server = try #require(NotificationServer(appName: "Threshold", icon: "org.threshold.Threshold"))
        let fallback = RecordingNotificationSink()
        var opened: [[String]] = []
        var raised = 0
        let sink = ServerNotificationSink(server: server, fallback: fallback, openChat: { opened.append($0) }, raise: { raised += 1 })
        // The brand's name, as `DesktopApp` sets it (a white-label build's own name).
        sink.setSenderName("Aurora Chat")
        #expect(fallback.senderName == "Aurora Chat")
        let chat = NewMessageAlerts.ChatTarget(profile: "Ann", contact: "Zed")
        sink.show(NewMessageAlerts.Alert(id: "chat-Ann/Zed", title: "Ann", body: "1 new message", chat: chat))
        GTK.iterate(until: { sink.serverID(for: "chat-Ann/Zed") != nil }, seconds: 5)
        let first = try #require(sink.serverID(for: "chat-Ann/Zed"), "no id from the server: \(sink.serverError ?? "no reply")")
        sink.show(NewMessageAlerts.Alert(id: "chat-Ann/Zed", title: "Ann", body: "2 new messages", chat: chat))
        GTK.iterate(until: { false }, seconds: 1.5)
        #expect(sink.serverID(for: "chat-Ann/Zed") == first, "the server gave the replacement another id")
        #expect(fallback.shown.isEmpty, "fell back to GNotification with a server present")
        // dbus-monitor may outlive SIGTERM here; its output so far is all that is needed.
        kill(monitor.pid, SIGKILL)
        let captured = String(decoding: FileHandle(fileDescriptor: monitor.stdout).readDataToEndOfFile(), as: UTF8.self)
        // Each Notify call: app_name, replaces_id, app_icon, summary, body, actions, hints, timeout.
        let calls = captured.components(separatedBy: "method call").dropFirst().filter { $0.contains("\"Ann\"") }
        try #require(calls.count == 2, "Notify calls seen: \(captured)")
        for call in calls {
            // app_name is the call's first argument.
            let appName = call.components(separatedBy: "\n").first { $0.contains("string \"") }?.trimmingCharacters(in: .whitespaces)
            #expect(appName == "string \"Aurora Chat\"", "the sender is not the brand's name: \(call)")
            #expect(call.contains("string \"org.threshold.Threshold\""), "no app icon: \(call)")
            #expect(call.contains("string \"desktop-entry\""), "no desktop entry: \(call)")
            #expect(call.contains("string \"default\""), "no default action: \(call)")
        }
        let replaces = calls.map { call in
            call.components(separatedBy: "\n").first { $0.contains("uint32") }?.trimmingCharacters(in: .whitespaces)
        }
        #expect(replaces.first == "uint32 0")
        #expect(replaces.last == "uint32 \(first)", "the second notification did not replace the first")
        // A click on it, as the server reports it: the chat opens.
        _ = try Subprocess.run("/usr/bin/dbus-send", ["--session", "--type=signal", "/org/freedesktop/Notifications",
                                                      "org.freedesktop.Notifications.ActionInvoked", "uint32:\(first)", "string:default"])
        GTK.iterate(until: { !opened.isEmpty }, seconds: 5)
        #expect(opened == [["Ann", "Zed"]])
        #expect(raised == 0)
    }

    /// Without a notification server on the bus the same sink falls back to `GNotification`.
    @MainActor
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil
                   && !FileManager.default.fileExists(atPath: "/usr/share/dbus-1/services/org.freedesktop.Notifications.service"),
                   "needs a D-Bus session without an activatable notification server"))
    func withoutAServerTheNotificationGoesThroughTheApplication() throws {
        try #require(GTK.initialize())
        let server = try #require(NotificationServer(appName: "Threshold", icon: "org.threshold.Threshold"))
        let fallback = RecordingNotificationSink()
        let sink = ServerNotificationSink(server: server, fallback: fallback, openChat: { _ in }, raise: {})
        sink.show(NewMessageAlerts.Alert(id: "chat-Ann/Zed", title: "Ann", body: "1 new message",
                                         chat: NewMessageAlerts.ChatTarget(profile: "Ann", contact: "Zed")))
        GTK.iterate(until: { !fallback.alerts.isEmpty }, seconds: 5)
        #expect(fallback.alerts.map(\.id) == ["chat-Ann/Zed"])
    }
}
