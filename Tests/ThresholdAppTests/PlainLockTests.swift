import Features
import Testing
import TestSupport
@testable import ThresholdApp
import ThresholdCore

/// The lock in plain mode asks the passcode again before sensitive operations (PRODUCT.md 7).
@Suite struct PlainLockTests {
    let directory = TemporaryDirectory("plain-lock-tests")

    func lockedStore() throws -> ThresholdStore {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: Fixtures.chrome(dark: true).brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setPasscode("code")
        return store
    }

    func run(_ lines: [String], on store: ThresholdStore) -> String {
        let io = ScriptedPlainIO(lines)
        PlainApp(store: store, brand: Fixtures.chrome(dark: true).brand, io: io).run()
        return io.output
    }

    @Test func createAsksThePasscodeAgainAndAWrongOneCreatesNothing() throws {
        let store = try lockedStore()
        // Menu 3 = Create profile: name, bio, then the passcode.
        let wrong = run(["3", "Bob", "", "nope", "0"], on: store)
        #expect(wrong.contains("Error: "))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann"])
        let right = run(["3", "Bob", "", "code", "0"], on: store)
        #expect(right.contains("Profile \"Bob\" created and active."))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann", "Bob"])
    }

    @Test func revealAsksThePasscodeOncePerVisit() throws {
        let store = try lockedStore()
        try store.createProfile(name: "Secret")
        try store.activateProfile(ProfileRef("Ann"))
        try store.hideProfile("Secret", password: "pw")
        // Menu 2 = Your chat profiles: the password as the search, the passcode, back, back, quit.
        let out = run(["2", "pw", "code", "0", "", "0", "0"], on: store)
        #expect(out.contains("Secret (muted, hidden)"))
        let refused = run(["2", "pw", "nope", "", "0", "0"], on: store)
        #expect(!refused.contains("Secret (muted, hidden)"))
    }

    @Test func theSelfDestructPasscodeAtAnOperationLooksLikeAnOrdinaryUnlock() throws {
        let store = try lockedStore()
        try store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        let out = run(["3", "Bob", "", "boom", "0"], on: store)
        #expect(!out.contains("Error"))
        #expect(out.contains("Profile \"Bob\" created and active."))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Decoy", "Bob"])
    }
}
