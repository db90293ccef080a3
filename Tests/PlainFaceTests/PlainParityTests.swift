import Brand
import Features
@testable import PlainFace
import TestSupport
import Testing
import ThresholdCore

/// Every action's plain-mode entry (``PlainParity``) is printed where a person walking the menus sees it.
@Suite struct PlainParityTests {
    let directory = TemporaryDirectory("parity")

    /// Plain mode, walked as a person would: every action's entry is printed somewhere.
    @Test func everyPlainEntryIsShown() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Cy")
        try store.createProfile(name: "Secret")
        try store.createProfile(name: "Ann")
        try store.setMuted(ProfileRef("Cy"), true)
        try store.hideProfile("Secret", password: "hunter22")
        try store.receiveMessage(profile: ProfileRef("Ann"), contact: "Dee", text: "hi")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        // Main menu: 1 Read a chat, 2 Your chat profiles, 3 Create profile, 4 Settings, 5-6 Switch.
        let io = ScriptedPlainIO([
            "2", "", "1", "0", "", "2", "0",              // profiles: all; Bob's, then Cy's actions
            "hunter22", "1", "0", "", "0",                // reveal Secret; its actions; back
            "4", "3", "0",                                // settings: operators
            "4", "1", "1234", "0",                        // app lock: set a passcode, see the rest, back
            "5", "1", "1234", "0",                        // migrate: export (passcode), finalize menu, back
            "0", "0",
        ])
        PlainApp(store: store, brand: brand, io: io).run()
        for action in UserAction.allCases where action != .runOnboarding && action != .importArchive {
            #expect(io.output.contains(PlainParity.entry(for: action)), "\(action): \(PlainParity.entry(for: action))")
        }
        // Welcome offers the first two.
        let fresh = ScriptedPlainIO(["0"])
        PlainApp(store: try ThresholdStore(path: directory.file("fresh.db"), kdfParameters: .testing), brand: brand, io: fresh).run()
        #expect(fresh.output.contains(PlainParity.entry(for: .runOnboarding)))
        #expect(fresh.output.contains(PlainParity.entry(for: .importArchive)))
    }
}
