import Features
import Brand
import Foundation
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The whole app on the in-memory terminal and a real store: the onboarding session drawn and
/// driven by keys, as a new user goes through it.
@Suite struct AppFlowTests {
    @Test func freshStoreGoesThroughOnboardingToTheChatList() throws {
        let h = try AppHarness()
        #expect(h.text.contains("Create your profile"))
        #expect(h.text.contains("Migrate from another device"))
        #expect(h.text.contains("Step 1 of 4"))
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Display name"))
        #expect(h.text.contains("Step 2 of 4"))
        try h.type("  Bob")
        #expect(h.text.contains("Will be saved as: Bob"))
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(h.text.contains("Invalid display name!"))
        #expect(h.text.contains("Correct name to \"Bob\"?"))
        try h.press(Fixtures.enter)
        #expect(h.onboarding?.name.text == "Bob")
        #expect(h.text.contains("✓ Valid name"))
        try h.press(Fixtures.tab)
        try h.type("Hi")
        #expect(h.text.contains("2/160"))
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Conditions of use"), "\(h.text)")
        #expect(h.text.contains("Step 3 of 4"))
        #expect(h.text.contains("Conditions loaded"))
        #expect(!h.text.contains("Esc back"))
        // Accept is the last control.
        try h.press(Fixtures.backTab, Fixtures.enter)
        #expect(h.text.contains("Push notifications"), "\(h.text)")
        #expect(h.text.contains("Step 4 of 4"))
        try h.press(Fixtures.down)
        #expect(h.text.contains("(•) Periodic"))
        try h.press(Fixtures.down)
        #expect(h.text.contains("Use chat"))
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats"), "\(h.text)")
        #expect(h.text.contains("Bob"))
        #expect(h.state.stack.isEmpty)
        let store = h.store
        #expect(try store.listProfiles().profiles.map(\.name) == ["Bob"])
        #expect(try store.listProfiles().profiles.first?.bio == "Hi")
        #expect(try store.notificationSettings().mode == .off)
        #expect(try store.operatorStates(MessengerFlow.operatorDefinitions(h.app.chrome.brand)).allSatisfy(\.enabled))
        #expect(try !MessengerFlow.needsOnboarding(brand: h.app.chrome.brand, store: store))
        // A fresh install never sees what's new; the newest counts as seen.
        #expect(try store.whatsNewSeenVersion() == "0.1")
    }

    @Test func escGoesBackBeforeTheProfileExists() throws {
        let h = try AppHarness()
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Display name"))
        #expect(h.text.contains("Esc back"))
        try h.press(Fixtures.escape)
        #expect(h.text.contains("Migrate from another device"))
        #expect(h.text.contains("Step 1 of 4"))
    }

    @Test func howItWorksOpensFromTheTaglineAndLeadsToCreate() throws {
        let h = try AppHarness()
        try h.press(Fixtures.tab, Fixtures.tab, Fixtures.enter)
        #expect(h.text.contains("How it works"))
        #expect(h.text.contains("no user identifiers"))
        try h.press(Fixtures.escape)
        #expect(!h.text.contains("no user identifiers"))
        try h.type("i")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Display name"))
    }

    @Test func duplicateNameShowsTheAlert() throws {
        let h = try AppHarness()
        try h.press(Fixtures.enter)
        try h.type("Ann")
        // A profile with that name appears meanwhile (e.g. from the command line).
        try h.store.createProfile(name: "Ann")
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(h.text.contains("Duplicate display name!"), "\(h.text)")
        try h.press(Fixtures.enter)
        #expect(h.onboarding?.stepAlert == nil)
    }

    @Test func conditionsTogglesSheetsAndAcceptDisabledWithNone() throws {
        let h = try AppHarness(onboarded: false) { store in
            try store.createProfile(name: "Ann")
        }
        // A profile exists: onboarding resumes at the conditions.
        #expect(h.text.contains("Conditions of use"))
        #expect(h.text.contains("Step 1 of 2"))
        try h.press(Fixtures.space)
        #expect(h.text.contains("[ ] Off"))
        try h.press(Fixtures.down, Fixtures.space)
        guard case .conditions(let step)? = h.onboarding?.screen else { Issue.record("not on conditions"); return }
        #expect(!step.canAccept)
        #expect(h.text.contains("Select at least one operator."))
        try h.press(Fixtures.backTab, Fixtures.backTab, Fixtures.enter)
        #expect(h.text.contains("Conditions of use"))
        // Accept with none selected does nothing.
        #expect(h.text.contains("Select at least one operator."))
        // The pager.
        try h.type("v")
        #expect(h.text.contains("What operators can see"), "\(h.text)")
        try h.press(KeyEvent(.pageDown))
        #expect(h.onboarding?.pager.offset ?? 0 > 0)
        try h.press(Fixtures.escape)
        #expect(!h.text.contains("PgUp PgDn"))
        // Configure operators: the first operator's details, ←/→ switch, Space toggles.
        try h.press(Fixtures.backTab, Fixtures.enter)
        #expect(h.text.contains("Configure operators · 1 of 2"), "\(h.text)")
        #expect(h.text.contains("Lumen Relay Cooperative (fictional)"))
        try h.press(Fixtures.space)
        #expect(h.text.contains("[x] On"))
        try h.press(Fixtures.right)
        #expect(h.text.contains("Harbor Servers Ltd. (fictional)"))
        try h.press(Fixtures.escape, Fixtures.tab, Fixtures.enter)
        #expect(h.text.contains("Push notifications"), "\(h.text)")
        let states = try h.store.operatorStates(MessengerFlow.operatorDefinitions(h.app.chrome.brand))
        #expect(states.map(\.enabled) == [true, false])
    }

    @Test func conditionsLoadFailureShowsRetry() throws {
        var brand = Fixtures.chrome(dark: true).brand
        brand = Brand(appName: brand.appName, tagline: brand.tagline, logo: brand.logo, accentColors: brand.accentColors,
                      highlights: brand.highlights, operators: brand.operators,
                      conditions: ConditionsDocument(version: "9", source: .file(path: "/nonexistent/conditions.txt",
                                                                                 url: URL(fileURLWithPath: "/nonexistent/conditions.txt"))),
                      notifications: brand.notifications, whatsNew: brand.whatsNew, steps: brand.steps)
        let h = try AppHarness(brand: brand, onboarded: false) { store in try store.createProfile(name: "Ann") }
        #expect(h.text.contains("Could not load the conditions"), "\(h.text)")
        #expect(h.text.contains("Retry"))
        guard let onboarding = h.onboarding else { Issue.record("no onboarding"); return }
        #expect(onboarding.controls.contains(.retry))
        var state = h.state
        guard case .onboarding(var root) = state.root else { return }
        root.focus(on: .retry)
        state.root = .onboarding(root)
        #expect(AppUpdate.update(&state, .key(Fixtures.enter)) == [.onboarding(.send(.conditions(.retry)))])
    }

    @Test func notificationsWithoutATokenWarnsAndCompletes() throws {
        let h = try AppHarness(onboarded: false) { store in
            try store.createProfile(name: "Ann")
        }
        try h.press(Fixtures.backTab, Fixtures.enter)
        #expect(h.text.contains("Enable notifications"))
        try h.press(Fixtures.backTab, Fixtures.enter)
        #expect(h.text.contains("No device token!"), "\(h.text)")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats"))
        let settings = try h.store.notificationSettings()
        #expect(settings.mode == .instant && settings.tokenState == .waitingForToken)
    }

    @Test func notificationsWithATokenRegistersIt() throws {
        let h = try AppHarness(deviceToken: "tok", onboarded: false) { store in
            try store.createProfile(name: "Ann")
        }
        try h.press(Fixtures.backTab, Fixtures.enter)
        try h.press(Fixtures.down)
        try h.type("i")
        #expect(h.text.contains("Periodic: new messages are checked every 10 minutes"))
        // Tab leaves the radio rows without changing the choice.
        try h.press(Fixtures.escape, Fixtures.tab, Fixtures.tab, Fixtures.tab)
        #expect(h.onboarding?.focused == .enableNotifications)
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats"), "\(h.text)")
        let settings = try h.store.notificationSettings()
        #expect(settings.mode == .periodic && settings.tokenState == .registered)
    }

    @Test func relaunchAfterOnboardingGoesHomeAndANewConditionsVersionIsReviewed() throws {
        let h = try AppHarness(onboarded: false) { store in
            try store.createProfile(name: "Ann")
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: Fixtures.chrome(dark: true).brand))
            try store.setWhatsNewSeenVersion("1.2")
        }
        #expect(h.text.contains("Threshold · Chats"))
        // The brand bumps the conditions step: only that step shows, then the chat list.
        let base = Fixtures.chrome(dark: true).brand
        let bumped = Brand(appName: base.appName, tagline: base.tagline, logo: base.logo, accentColors: base.accentColors,
                           highlights: base.highlights, operators: base.operators, conditions: base.conditions,
                           notifications: base.notifications, whatsNew: base.whatsNew,
                           steps: base.steps.map { step in
                               if case .stock(.conditions, _) = step { return .stock(.conditions, version: 2) }
                               return step
                           })
        let again = try AppHarness(brand: bumped, onboarded: false) { store in
            try store.createProfile(name: "Ann")
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: base))
            try store.setWhatsNewSeenVersion("0.0")
        }
        #expect(again.text.contains("Conditions of use"), "\(again.text)")
        #expect(again.text.contains("Step 1 of 1"))
        try again.press(Fixtures.backTab, Fixtures.enter)
        // Then the missed what's new, newest first.
        #expect(again.text.contains("What's new"), "\(again.text)")
        #expect(again.text.contains("Version 0.1"), "\(again.text)")
        try again.press(Fixtures.enter)
        #expect(again.text.contains("Threshold · Chats"))
        #expect(try again.store.whatsNewSeenVersion() == "0.1")
    }
}
