import Foundation
import Onboarding
import OnboardingStore
import Testing
import TestSupport
@testable import TransitExample

/// The example app is killed (SIGKILL) on every page of its first run, in plain mode on pipes;
/// a relaunch resumes on the first unfinished page and the store file stays sound.
@Suite(.serialized) struct TransitKillTests {
    /// A running `threshold-transit --plain` with its pipes.
    final class PlainChild {
        let child: Subprocess.Child
        private(set) var output = ""

        init(_ directory: String, release: Int? = nil) throws {
            var arguments = ["--plain", "--data-dir", directory]
            if let release { arguments += ["--simulate-release", String(release)] }
            child = try Subprocess.spawn(TransitBinary.path, arguments, environment: TransitBinary.cleanEnvironment,
                                         captureOutput: true)
        }

        func send(_ line: String) {
            Subprocess.writeIgnoringBrokenPipe(child.stdin, Data((line + "\n").utf8))
        }

        /// Reads standard output until it contains `text` (true) or 20 s pass (false).
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !output.contains(text) {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return false }
                var fds = [pollfd(fd: child.stdout, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 1, Int32(left * 1000)) > 0 else { continue }
                let n = read(child.stdout, &buffer, buffer.count)
                guard n > 0 else { return output.contains(text) }
                output += String(decoding: buffer[0..<n], as: UTF8.self)
            }
            return true
        }

        /// SIGKILL, then reap; returns the exit status (128 + 9).
        func kill() -> Int32 {
            _ = Glibc.kill(child.pid, SIGKILL)
            let status = Subprocess.wait(child.pid)
            close(child.stdin)
            close(child.stdout)
            close(child.stderr)
            return status
        }
    }

    /// The new user's answers of release 2, and the prompt each page ends with.
    static let answers = ["n", "vienna", ""]
    static let prompts = ["[n]ot now: ", "or back): ", "press Enter to continue: "]
    static let pages: [TransitOnboarding.Page] = [.location, .region, .alerts]

    @Test(arguments: 0...2)
    func killedOnAPageResumesThere(prefix: Int) throws {
        let folder = TemporaryDirectory("transit-kill")
        let running = try PlainChild(folder.path)
        for answer in Self.answers.prefix(prefix) { running.send(answer) }
        #expect(running.waitFor("Step \(prefix + 1) of 3"), "\(running.output)")
        #expect(running.waitFor(Self.prompts[prefix]), "\(running.output)")
        #expect(running.kill() == 128 + SIGKILL)

        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(folder.path + "/onboarding.db", "PRAGMA integrity_check") == "ok")
        }
        // The store, opened anew, resumes on the page the process died on.
        do {
            let store = try PersistentProgressStore(directory: folder.path)
            #expect(try TransitOnboarding.needsOnboarding(store: store, release: .current))
            let onboarding = try TransitOnboarding(store: store, release: .current) {}
            #expect(onboarding.page == Self.pages[prefix])
            // Before the region (the commit point) the run keeps its count; past it, what is left.
            #expect(onboarding.progress == (prefix == 1 ? StepProgress(index: 2, total: 3) : StepProgress(index: 1, total: 3 - prefix)))
            store.close()
        }
        // The relaunched app asks only what is left and reaches its home screen.
        let rest = try TransitBinary.runPlain(folder.path, Self.answers.dropFirst(prefix).map { $0 + "\n" }.joined())
        #expect(rest.status == 0)
        #expect(rest.stdout.contains(prefix == 1 ? "Step 2 of 3" : "Step 1 of \(3 - prefix)"), "\(rest.stdout)")
        #expect(!rest.stdout.contains("of 3") || prefix <= 1)
        #expect(rest.stdout.contains("Threshold Transit · Vienna"), "\(rest.stdout)")
        // And after completion a relaunch goes straight to the home screen.
        let home = try TransitBinary.runPlain(folder.path, "")
        #expect(!home.stdout.contains("Step "))
        #expect(home.stdout.contains("Threshold Transit · Vienna"))
    }

    /// Killed in release 1 after the region step, upgraded to release 2, whose region step has a
    /// new id: the remapping table lands the user on the alerts page, not the region picker again.
    @Test func killedBeforeAnUpgradeLandsOnTheRightStep() throws {
        let folder = TemporaryDirectory("transit-remap")
        let running = try PlainChild(folder.path, release: 1)
        running.send("n")
        running.send("oslo")
        #expect(running.waitFor("Step 3 of 3"), "\(running.output)")
        #expect(running.waitFor(Self.prompts[2]))
        _ = running.kill()
        let upgraded = try TransitBinary.runPlain(folder.path, "\n")
        #expect(upgraded.stdout.contains("Step 1 of 1"), "\(upgraded.stdout)")
        #expect(upgraded.stdout.contains("Service alerts"))
        #expect(!upgraded.stdout.contains("Choose your region"))
        #expect(upgraded.stdout.contains("Threshold Transit · Oslo and Viken"))
    }

    /// End of input mid-flow is not an error: the progress so far is kept.
    @Test func endOfInputKeepsTheProgress() throws {
        let folder = TemporaryDirectory("transit-eof")
        let first = try TransitBinary.runPlain(folder.path, "a\n")
        #expect(first.status == 0)
        let second = try TransitBinary.runPlain(folder.path, "")
        #expect(second.stdout.contains("Choose your region"))
        #expect(second.stdout.contains("Step 2 of 3"))
    }

    /// Killed at random instants while the answers stream in: the file is always sound, and a
    /// recorded step always has its answer stored (answers are written before the step).
    @Test func killedAtRandomInstantsLosesNothingRecorded() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let folder = TemporaryDirectory("transit-random-kill")
            let running = try PlainChild(folder.path)
            for answer in Self.answers { running.send(answer) }
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            _ = running.kill()
            guard FileManager.default.fileExists(atPath: folder.path + "/onboarding.db") else { continue }
            if SQLiteShell.isAvailable {
                #expect(try SQLiteShell.query(folder.path + "/onboarding.db", "PRAGMA integrity_check") == "ok")
            }
            let store = try PersistentProgressStore(directory: folder.path)
            let seen = try store.seenVersions()
            if seen["location"] != nil { #expect(try store.value(forKey: TransitValues.location) == TransitValues.declined) }
            if seen["region"] != nil { #expect(try store.value(forKey: TransitValues.region) == "vienna") }
            if seen["alerts"] != nil { #expect(try store.value(forKey: TransitValues.alerts) == "delays,detours") }
            let onboarding = try TransitOnboarding(store: store, release: .current) {}
            let expected = Self.pages.first { page in
                switch page {
                case .location: seen["location"] == nil
                case .region: seen["region"] == nil
                default: seen["alerts"] == nil
                }
            }
            #expect(onboarding.page == expected)
            store.close()
        }
    }
}
