import Features
import Brand
import Terminal
import TestSupport
import Testing
@testable import PlainFace
import ThresholdCore

/// Plain mode driven by scripted lines.
final class ScriptedPlainIO: PlainIO {
    var lines: [String]
    var output = ""
    let isInteractive: Bool

    init(_ lines: [String], interactive: Bool = false) {
        self.lines = lines
        self.isInteractive = interactive
    }

    func write(_ text: String) { output += text }
    func readLine(prompt: String) -> String? {
        output += prompt
        return lines.isEmpty ? nil : lines.removeFirst()
    }
    func readSecret(prompt: String) -> String? {
        output += prompt + "\n"
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

@Suite struct PlainAppTests {
    let directory = TemporaryDirectory("plain-tests")

    func store() throws -> ThresholdStore {
        try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
    }

    /// Runs a scripted session; with `onboarded`, profiles made by the test count as a finished first run.
    func run(_ lines: [String], on store: ThresholdStore, interactive: Bool = false, onboarded: Bool = true,
             token: String? = nil) throws -> String {
        let brand = PlainFixtures.brand
        if onboarded, try store.visibleProfileCount() > 0, try store.whatsNewSeenVersion() == nil {
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            try store.setWhatsNewSeenVersion("1.2")
        }
        let io = ScriptedPlainIO(lines, interactive: interactive)
        PlainApp(store: store, brand: brand, io: io, deviceToken: FixedDeviceToken(token)).run()
        return io.output
    }

    @Test func welcomeThenCreateWithCorrection() throws {
        let s = try store()
        // Create -> name -> accept the correction (asked before the bio) -> bio -> accept conditions (5)
        // -> Off (3), then "Use chat" (4) -> quit.
        let out = try run(["1", "  Ann", "y", "Hello", "5", "3", "4", "0"], on: s)
        #expect(out.contains("4) Use chat"))
        #expect(out.contains("The future of messaging"))
        #expect(out.contains("[Step 1 of 4]"))
        #expect(out.contains("Correct name to \"Ann\"?"))
        #expect(out.contains("Profile \"Ann\" created."))
        #expect(out.contains("Private chats, groups and your contacts are not accessible to server operators."))
        #expect(out.contains("Push notifications"))
        #expect(out.contains("Chats of Ann"))
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
        #expect(try s.listProfiles().profiles.first?.bio == "Hello")
        #expect(try s.notificationSettings().mode == .off)
        #expect(try s.whatsNewSeenVersion() == "0.1")
        #expect(!out.contains("What's new"))
    }

    /// Issue 31: plain mode stored ESC and BEL typed into a bio, which the other faces' fields drop.
    @Test func controlCharactersTypedAtAPromptNeverReachTheData() throws {
        let s = try store()
        _ = try run(["1", "Ann", "Hi\u{1B}[31m there\u{07}\tyou", "5", "3", "4", "0"], on: s)
        #expect(try s.listProfiles().profiles.first?.bio == "Hi[31m there you")
    }

    @Test func operatorsByNumberAndNoDeviceToken() throws {
        let s = try store()
        // Untoggle both operators: accept refuses; toggle Harbor back, accept; Instant, then
        // "Enable notifications" (4), without a token.
        let out = try run(["1", "Ann", "", "1", "2", "5", "2", "5", "1", "4", "0"], on: s)
        #expect(out.contains("4) Enable notifications"))
        #expect(out.components(separatedBy: "Select at least one operator.").count >= 3, "the hint above the menu, then the refusal")
        #expect(out.contains("Select at least one operator."))
        #expect(out.contains("No device token!"))
        let states = try s.operatorStates(MessengerFlow.operatorDefinitions(PlainFixtures.brand))
        #expect(states.map(\.enabled) == [false, true])
        let settings = try s.notificationSettings()
        #expect(settings.mode == .instant && settings.tokenState == .waitingForToken)
    }

    @Test func emptyNameGoesBackToWelcomeAndHowItWorks() throws {
        let s = try store()
        let out = try run(["3", "1", "", "0"], on: s)
        #expect(out.contains("How it works"))
        #expect(out.contains("Display name (empty to go back)"))
        #expect(out.components(separatedBy: "[Step 1 of 4]").count == 4)
        #expect(try s.visibleProfileCount() == 0)
    }

    @Test func whatsNewAtLaunchAndSettings() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try s.setWhatsNewSeenVersion("0.0")
        // Menu: Settings is the last entry (4) -> Notifications -> Periodic (2) -> back -> quit.
        let out = try run(["4", "1", "2", "0", "0"], on: s, token: "tok")
        #expect(out.contains("What's new\nWhat's new in 0.1"), "\(out)")
        #expect(out.contains("Notifications: periodic, every"))
        #expect(try s.whatsNewSeenVersion() == "0.1")
        #expect(try s.notificationSettings().tokenState == .registered)
        // Next launch: nothing new.
        let again = try run(["0"], on: s)
        #expect(!again.contains("What's new"))
    }

    @Test func aNewConditionsVersionIsReviewedBeforeTheChats() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        let base = PlainFixtures.brand
        try s.completeOnboarding(steps: MessengerFlow.allSteps(of: base))
        try s.setWhatsNewSeenVersion("1.2")
        let bumped = Brand(appName: base.appName, tagline: base.tagline, logo: base.logo, accentColors: base.accentColors,
                           highlights: base.highlights, operators: base.operators, conditions: base.conditions,
                           notifications: base.notifications, whatsNew: base.whatsNew,
                           steps: base.steps.map { step in
                               if case .stock(.conditions, _) = step { return .stock(.conditions, version: 2) }
                               return step
                           })
        let io = ScriptedPlainIO(["5", "0"])
        PlainApp(store: s, brand: bumped, io: io).run()
        #expect(io.output.contains("[Step 1 of 1]"))
        #expect(io.output.contains("Conditions of use"))
        #expect(io.output.contains("Chats of Ann"))
    }

    @Test func hideThenRevealByPasswordAndWrongPasswordShowsNothing() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Secret")
        try s.activateProfile(ProfileRef("Ann"))
        // Your chat profiles -> all -> Secret (2) -> Hide profile (3: Switch, Mute, Hide) -> password.
        var out = try run(["2", "", "2", "3", "pw", "0", "0"], on: s)
        #expect(out.contains("is hidden. Enter its password at \"Search or enter password\" to show it."))
        #expect(out.contains("Hidden profiles: To reveal"), "the first-hide notice")
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
        out = try run(["2", "wrong", "0", "0"], on: s)
        #expect(!out.contains("Secret"))
        #expect(out.contains("No matching profiles."))
        out = try run(["2", "pw", "0", "0"], on: s)
        #expect(out.contains("1) Secret (muted, hidden)"))
    }

    @Test func deleteIsTwoStages() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Bob")
        try s.activateProfile(ProfileRef("Ann"))
        // Bob -> Delete (4: Switch, Mute, Hide, Delete) -> local only -> "no" keeps it.
        _ = try run(["2", "", "2", "4", "1", "no", "0", "0"], on: s)
        #expect(try s.listProfiles().profiles.count == 2)
        _ = try run(["2", "", "2", "4", "1", "yes", "0", "0"], on: s)
        #expect(try s.listProfiles().profiles.map(\.name) == ["Ann"])
    }

    /// With many profiles the fixed entries still come first: "Your chat profiles" and Settings
    /// are not pushed below a long run of "Switch to" rows (issue 17 item 6).
    @Test func theMenuListsItsFixedEntriesBeforeTheSwitchRows() throws {
        let s = try store()
        for index in 1...30 { try s.createProfile(name: "P\(index)") }
        let out = try run(["4", "0", "0"], on: s)
        let menu = try #require(out.components(separatedBy: "\nMenu\n").dropFirst().first)
        let lines = menu.split(separator: "\n").prefix(6).map(String.init)
        #expect(lines == ["  1) Read a chat", "  2) Your chat profiles", "  3) Create profile", "  4) Settings",
                          "  5) Switch to P1", "  6) Switch to P2"], "\(lines)")
        #expect(out.contains("\nSettings\n  1) Notifications"), "4 opens Settings")
    }

    @Test func switchAndMuteFromTheMenus() throws {
        let s = try store()
        try s.createProfile(name: "Ann")
        try s.createProfile(name: "Bob")
        // Menu: 1-4 fixed entries (Settings is 4), 5 Switch to Ann.
        let out = try run(["5", "2", "", "1", "1", "0", "0"], on: s)
        #expect(out.contains("Switch to Ann"))
        #expect(try s.activeProfile()?.name == "Ann")
        #expect(out.contains("Done."))
        #expect(try s.listProfiles().profiles.first?.muted == true)
    }
}

/// A menu answer of the smallest Int (or any number outside the menu) is refused with the hint,
/// never a trap: `Int.min - 1` used to overflow (issue 36, the crashes from typed input).
@Suite struct PlainMenuNumberTests {
    @Test func extremeNumbersAtAMenuAreRefusedNotATrap() throws {
        let directory = TemporaryDirectory("plain-menu-numbers")
        let s = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try s.createProfile(name: "Ann")
        try s.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try s.setWhatsNewSeenVersion("1.2")
        let io = ScriptedPlainIO(["-9223372036854775808", "9223372036854775807", "-1", "0"], interactive: false)
        PlainApp(store: s, brand: PlainFixtures.brand, io: io).run()
        #expect(io.output.components(separatedBy: "Type a number from 0 to").count == 4)
    }
}
