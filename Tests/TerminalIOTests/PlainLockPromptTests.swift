import Features
import TerminalIO
import TestSupport
import Testing
import ThresholdCore

/// The passcode at line prompts, shared by the command line and plain mode.
@Suite struct PlainLockPromptTests {
    let directory = TemporaryDirectory("terminal-io")

    func lockedDirectory() throws {
        // The store is closed when it goes out of scope, before the session opens the directory.
        do {
            let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
            try store.createProfile(name: "Ann")
            try store.setPasscode("code")
        }
    }

    func open(answers: [String], interactive: Bool = true, console: CapturingConsole) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: directory.path, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { door in
            _ = try PlainLockPrompt.unlockInteractively(door: door, secrets: ScriptedSecretInput(answers, interactive: interactive), console: console)
        }
    }

    @Test func aWrongPasscodeIsSaidAndTheNextOneOpens() throws {
        try lockedDirectory()
        let console = CapturingConsole()
        let session = try open(answers: ["nope", "code"], console: console)
        #expect(console.stderr == "Wrong passcode.\n")
        #expect(try session.listProfiles().profiles.map(\.name) == ["Ann"])
    }

    @Test func noPasscodeToReadIsLockedAndOpensNothing() throws {
        try lockedDirectory()
        let console = CapturingConsole()
        #expect(throws: LockError.locked) { _ = try open(answers: [], console: console) }
    }

    @Test func threeWrongPasscodesAreRefused() throws {
        try lockedDirectory()
        let console = CapturingConsole()
        #expect(throws: LockError.wrongPasscode) { _ = try open(answers: ["a", "b", "c"], console: console) }
        #expect(console.stderr == "Wrong passcode.\nWrong passcode.\n")
    }

    /// Standard input (not a terminal) gets one attempt: a script never retries a guess.
    @Test func standardInputGetsOneAttempt() throws {
        try lockedDirectory()
        let console = CapturingConsole()
        #expect(throws: LockError.wrongPasscode) { _ = try open(answers: ["nope", "code"], interactive: false, console: console) }
    }
}
