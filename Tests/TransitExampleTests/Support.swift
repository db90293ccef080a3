import Foundation
import OnboardingStore
import Terminal
import TestSupport
@testable import TransitExample

/// Where the built `threshold-transit` is: beside the test bundle (walking up if needed).
enum TransitBinary {
    static var path: String {
        let start = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var folder = start
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("threshold-transit").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return BinaryRunner.productsDirectory.appendingPathComponent("threshold-transit").path
    }

    /// Runs the app in plain mode with `input` on standard input.
    static func runPlain(_ directory: String, _ input: String, release: Int? = nil) throws -> (status: Int32, stdout: String) {
        var arguments = ["--plain", "--data-dir", directory]
        if let release { arguments += ["--simulate-release", String(release)] }
        let output = try Subprocess.run(path, arguments, environment: cleanEnvironment, stdin: Data(input.utf8))
        return (output.status, String(decoding: output.stdout, as: UTF8.self))
    }

    static var cleanEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["THRESHOLD_TRANSIT_HOME"] = nil
        return environment
    }
}

/// An app over a fresh store in a temporary folder, with its terminal front end.
struct TransitFixture {
    let folder = TemporaryDirectory("transit")
    let store: PersistentProgressStore

    init() throws {
        store = try PersistentProgressStore(directory: folder.path)
    }

    func ui(release: TransitRelease = .current) throws -> TransitTerminalUI {
        try TransitTerminalUI(app: try TransitApp(store: store, release: release), theme: .dark)
    }
}

extension TransitTerminalUI {
    /// The screen as text at 80x24.
    var text: String { render(size: TerminalSize(width: 80, height: 24)).trimmedLines.joined(separator: "\n") }

    /// Feeds keys; fails the test if the app asks to quit.
    @discardableResult
    func press(_ keys: Key...) throws -> Bool {
        var quit = false
        for key in keys { quit = try handle(.key(KeyEvent(key))) || quit }
        return quit
    }

    /// Types text, one key per character.
    func type(_ text: String) throws {
        for character in text { _ = try handle(.key(KeyEvent(.character(character)))) }
    }
}
