import Foundation
import Testing
import TestSupport

/// The real `threshold-desktop` binary, driven through AT-SPI (python3-pyatspi) as a screen reader
/// user would: a fresh data directory through onboarding to the chat list, then a
/// `threshold dev receive` from outside shows up live. See scripts/desktop-e2e.py.
@Suite struct DesktopEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/desktop-e2e.py").path
    static let python = "/usr/bin/python3"
    static let available = FileManager.default.isExecutableFile(atPath: python)
        && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
        && ProcessInfo.processInfo.environment["DISPLAY"] != nil
        && ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil

    @Test(.enabled(if: available, "needs python3-pyatspi, a display and a D-Bus session (scripts/desktop-tests)"),
          .timeLimit(.minutes(3)))
    func onboardingThenALiveMessageThroughTheAccessibilityBus() throws {
        let data = TemporaryDirectory("threshold-desktop-e2e")
        let output = try Subprocess.run(Self.python, [Self.script, BinaryRunner.productsDirectory.path, data.path + "/data"])
        let text = String(decoding: output.stdout, as: UTF8.self)
        if output.status == 77 {
            // AT-SPI could not be used here (no accessibility bus): say so, do not pass silently as a run.
            print("DesktopEndToEndTests skipped: \(text)")
            return
        }
        #expect(output.status == 0, "desktop-e2e.py: \(text) \(String(decoding: output.stderr, as: UTF8.self))")
        #expect(text.contains("ok chat list"))
        #expect(text.contains("ok live update"))
    }
}
