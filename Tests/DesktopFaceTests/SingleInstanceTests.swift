import Foundation
import Testing
import TestSupport

/// One instance per data folder (issue 32): the real `threshold-desktop` launched twice on the same
/// folder under the test display keeps one window (the second launch hands over to the first and
/// ends, instead of opening a page saying the data is in use), and a launch on another folder runs
/// beside it with a window of its own.
@Suite(.serialized) struct SingleInstanceTests {
    static let xdotool = "/usr/bin/xdotool"
    static let available = FileManager.default.isExecutableFile(atPath: xdotool)
        && ProcessInfo.processInfo.environment["DISPLAY"] != nil
        && ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil

    static var binary: String { BinaryRunner.productsDirectory.appendingPathComponent("threshold-desktop").path }

    /// The X windows named "Threshold" that process `pid` shows.
    /// (Each window's `_NET_WM_PID` is compared: `xdotool search --pid` also matched a process that
    /// had ended.)
    static func windows(of pid: pid_t) -> Int {
        guard let output = try? Subprocess.run(xdotool, ["search", "--onlyvisible", "--name", "^Threshold$"]) else { return 0 }
        return String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").filter { window in
            guard let owner = try? Subprocess.run(xdotool, ["getwindowpid", String(window)]) else { return false }
            return String(decoding: owner.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == String(pid)
        }.count
    }

    /// Polls `condition` for up to `seconds`.
    static func wait(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }

    @Test(.enabled(if: available, "needs xdotool, a display and a D-Bus session (scripts/desktop-tests)"),
          .timeLimit(.minutes(3)))
    func aSecondLaunchOnTheSameFolderKeepsOneWindowAndAnotherFolderRunsBesideIt() throws {
        let one = TemporaryDirectory("threshold-single-one")
        let two = TemporaryDirectory("threshold-single-two")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_AT_BRIDGE"] = "1"
        let first = try Subprocess.spawn(Self.binary, ["--data-dir", one.path + "/data"], environment: environment, captureOutput: false)
        var children = [first.pid]
        defer {
            for pid in children where Subprocess.exitStatusIfEnded(pid) == nil {
                kill(pid, SIGKILL)
                _ = Subprocess.wait(pid)
            }
        }
        #expect(Self.wait(seconds: 60) { Self.windows(of: first.pid) == 1 }, "the first window did not show")

        // The same folder again (written another way): handed over, ended, no second window.
        let second = try Subprocess.spawn(Self.binary, ["--data-dir", one.path + "/./data"], environment: environment,
                                          captureOutput: false)
        children.append(second.pid)
        var status: Int32?
        #expect(Self.wait(seconds: 30) {
            status = Subprocess.exitStatusIfEnded(second.pid)
            return status != nil
        }, "the second launch on the same folder is still running (a window of its own)")
        #expect(status == 0)
        #expect(Subprocess.exitStatusIfEnded(first.pid) == nil, "the first instance ended")
        #expect(Self.windows(of: first.pid) == 1)
        #expect(Self.windows(of: second.pid) == 0)

        // Another folder: a second instance beside the first.
        let other = try Subprocess.spawn(Self.binary, ["--data-dir", two.path + "/data"], environment: environment,
                                         captureOutput: false)
        children.append(other.pid)
        #expect(Self.wait(seconds: 60) { Self.windows(of: other.pid) == 1 }, "a launch on another folder showed no window")
        #expect(Subprocess.exitStatusIfEnded(other.pid) == nil)
        #expect(Self.windows(of: first.pid) == 1)
    }
}
