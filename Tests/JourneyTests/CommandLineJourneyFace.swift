import JourneySupport
import Features
import Foundation
import TestSupport
import ThresholdCore

/// The journeys through the `threshold` binary, as a user types them in a shell: secrets on
/// standard input, a corrected name retyped as the error offers it. The command line keeps no
/// session, so a hidden profile "switched to" is named again (with its password) when its chat
/// is read: `chats read --hidden`.
final class CommandLineJourneyFace: JourneyFace {
    static let name = "command line"
    let folder: JourneyFolder
    private var revealPassword: String?
    private var revealed: [String] = []
    private var activeHidden: (name: String, password: String)?
    /// The operators a later `operators accept` names.
    private var operators: Set<String>?

    init(folder: JourneyFolder) throws { self.folder = folder }

    static func cannotDo(_ journey: Journey) -> String? {
        let steps = journey.steps.map(\.intent)
        if steps.contains(.welcomeCreate) || steps.contains(.back) {
            return "no Welcome screen or Back on the command line; `threshold onboarding status` names the step the app resumes on (ResumedOnboardingTests)"
        }
        if journey.watchesThePasscodePrompt {
            return "no session to ask again in: every command that reads the data takes the passcode (`--passcode-stdin`; LockEndToEndTests)"
        }
        if journey.leavesOperators {
            return "no screen to leave: `operators accept ID...` saves the operators named, at once"
        }
        if steps.contains(where: { if case .theme = $0 { true } else { false } }) {
            return "no theme setting: `--theme` chooses the colors of one full-screen run"
        }
        if steps.contains(where: { if case .unlock = $0 { true } else { false } }) {
            return "no lock screen and no running app: each command passes the lock with its own passcode (`--passcode-stdin`) and holds the folder only while it runs (LockEndToEndTests, SessionTests)"
        }
        return nil
    }

    /// Runs one command; the passcode first on standard input when the lock is on (`passcode`
    /// instead of the folder's, when given).
    private func run(_ arguments: [String], stdin lines: [String] = [], passcode typed: String? = nil,
                     dataDirectory: String? = nil, inTerminal: Bool = false) throws -> String {
        var input = lines
        var arguments = arguments
        if dataDirectory == nil, let passcode = typed ?? folder.passcode {
            input.insert(passcode, at: 0)
            arguments.append("--passcode-stdin")
        }
        let all = ["--data-dir", dataDirectory ?? folder.path] + arguments
        let stdin = input.isEmpty ? nil : input.joined(separator: "\n") + "\n"
        if inTerminal { return try runOnATerminal(all, stdin: stdin ?? "") }
        let result = try BinaryRunner.run("threshold", all, stdin: stdin)
        return result.stdout + result.stderr
    }

    /// Runs `threshold` with its output on a terminal (`script`'s pseudo-terminal), standard input
    /// from a file: the command line draws its progress only on a terminal.
    private func runOnATerminal(_ arguments: [String], stdin: String) throws -> String {
        let input = folder.exportDirectory.file("stdin-\(UUID().uuidString)")
        try stdin.write(toFile: input, atomically: true, encoding: .utf8)
        defer { unlink(input) }
        let binary = BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
        let quoted = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["THRESHOLD_HOME"] = nil
        for key in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "THRESHOLD_LOCALE_DIR"] { environment[key] = nil }
        environment["LANG"] = "C.UTF-8"
        environment["COLUMNS"] = "200"
        // Every progress report drawn (a debug build reads it): the verifying phase shows a step
        // between 0% and 100% however fast the machine is, not only when it lasts over 0.1 s.
        environment["THRESHOLD_TEST_PROGRESS_GAP"] = "0"
        let output = try Subprocess.run("/usr/bin/script", ["-qefc", quoted + " < '" + input + "'", "/dev/null"], environment: environment)
        return String(decoding: output.stdout, as: UTF8.self).replacingOccurrences(of: "\r", with: "\n")
    }

    func perform(_ intent: Journey.Intent) throws -> String {
        switch intent {
        case .hide(let name, let password):
            return try run(["profiles", "hide", name, "--password-stdin"], stdin: [password])
        case .reveal(let password):
            revealPassword = password
            let output = try run(["profiles", "reveal", "--password-stdin"], stdin: [password])
            revealed = try folder.open().listProfiles(revealing: password).profiles.filter(\.hidden).map(\.name)
            return output
        case .switchTo(let name):
            if revealed.contains(name), let revealPassword {
                activeHidden = (name, revealPassword)
                // Lasts for this command only (it says so); the chat command names it again.
                return try run(["profiles", "activate", "--password-stdin"], stdin: [name, revealPassword])
            }
            activeHidden = nil
            return try run(["profiles", "activate", name])
        case .read(let contact):
            if let activeHidden {
                return try run(["chats", "read", contact, "--hidden", "--password-stdin"], stdin: [activeHidden.name, activeHidden.password])
            }
            return try run(["chats", "read", contact])
        case .mute(let name):
            return try run(["profiles", "mute", name])
        case .unmute(let name):
            return try run(["profiles", "unmute", name])
        case .delete(let name, let confirm):
            // Without --yes and without a terminal the command asks nothing and deletes nothing.
            return try run(["profiles", "delete", name] + (confirm ? ["--yes"] : []))
        case .create(let name, let bio):
            var output = try run(["profiles", "create", name, "--bio", bio])
            if let corrected = DisplayNameCheck(name).corrected, output.contains(DisplayNameCheck(name).problem ?? "\u{0}") {
                output += try run(["profiles", "create", corrected, "--bio", bio])
            }
            return output
        case .wipeAfter(let text):
            return try run(["lock", "wipe-after", text])
        case .language(let code):
            return try run(["language", code ?? "system"])
        case .checkData:
            return try run(["check"])
        case .toggleOperator(let id):
            var selected = try operators ?? Set(AppSession(store: folder.open(), brand: JourneyFolder.brand).operatorStates().filter(\.enabled).map(\.id))
            if selected.remove(id) == nil { selected.insert(id) }
            operators = selected
            return ""
        case .recover(let newPasscode):
            // Before any session opens: the key, then the new passcode, on standard input.
            let result = try BinaryRunner.run("threshold", ["--data-dir", folder.path, "lock", "recover", "passcode", "--recovery-stdin"],
                                              stdin: (folder.recoveryKey ?? "") + "\n" + newPasscode + "\n")
            if result.status == 0 { folder.recovered(newPasscode: newPasscode) }
            return result.stdout + result.stderr
        case .whatsNew:
            return try run(["whats-new", "--all"])
        case .acceptOperators:
            let ids = JourneyFolder.brand.operators.map(\.id).filter { operators?.contains($0) == true }
            operators = nil
            return try run(["operators", "accept"] + ids)
        case .selfDestruct(let name, let passcode):
            // A name that needs correcting is refused with the corrected one offered; typed again.
            var output = try run(["lock", "self-destruct", "set", name], stdin: [passcode])
            if let corrected = DisplayNameCheck(name).corrected, output.contains(DisplayNameCheck(name).problem ?? "\u{0}") {
                output += try run(["lock", "self-destruct", "set", corrected], stdin: [passcode])
            }
            return output
        case .export(let typed):
            let output = try run(["migrate", "export", "--to", folder.exportDirectory.file("export.age")], passcode: typed, inTerminal: true)
            folder.noteExport(in: output)
            return output
        case .importOnNewDevice:
            // The link, then the other device's passcode (its lock travels with the archive).
            let output = try run(["migrate", "import"], stdin: [folder.exportedLink ?? ""] + (folder.passcode.map { [$0] } ?? []),
                                 dataDirectory: folder.newDevice.path, inTerminal: true)
            return JourneyProgress.marked(output)
        case .finalize(let deleteLocal):
            // A script's delete says --yes (without a terminal nothing else deletes).
            return try run(["migrate", "finalize"] + (deleteLocal ? ["--delete-local", "--yes"] : []))
        case .command(let arguments, let environment):
            let result = try BinaryRunner.run("threshold", ["--data-dir", folder.path] + arguments, environment: environment)
            return result.stdout + result.stderr
        case .welcomeCreate, .restart, .back, .unlock, .secondApp, .importReplacing, .theme, .leaveOperators:
            return ""
        }
    }
}
