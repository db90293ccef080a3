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
}
