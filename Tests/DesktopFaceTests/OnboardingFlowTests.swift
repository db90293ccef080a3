import Features
import GTKKit
import Testing
@testable import DesktopFace

/// Onboarding in the window, a person's way: Welcome → Create profile → Conditions →
/// Notifications → the chat list, with every control activated and its label and state checked.
@MainActor
@Suite(.serialized, needsDisplay) struct OnboardingFlowTests {
    @Test func aNewUserGoesThroughOnboardingToTheChatList() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = harness.launch()
        #expect(app.route == .onboarding)

        let welcome = try #require(harness.page(WelcomePage.self))
        #expect(welcome.createProfile.label == DesktopText.createProfile)
        #expect(welcome.migrate.label == DesktopText.migrate)
        #expect(welcome.tagline.text == "The future of messaging")
        #expect(welcome.highlights.allRows.compactMap { ($0 as? ActionRow)?.title }
                == ["Privacy redefined", "Immune to spam", "Decentralized"])
        #expect(welcome.layout.title.subtitle == "Step 1 of 4")
        #expect(welcome.createProfile.containsFocus)

        // How it works opens and closes.
        welcome.howItWorks.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        #expect(app.dialogs.last?.heading == DesktopText.howItWorksTitle)
        app.dialogs.last?.respond("ok")
        harness.settle()

        welcome.createProfile.activate()
        let create = try #require(harness.page(CreateProfilePage.self))
        #expect(create.layout.title.subtitle == "Step 2 of 4")
        #expect(create.name.containsFocus)
        #expect(!create.create.isSensitive)
        create.name.text = "  @bob"
        harness.settle()
        #expect(create.correction.text == ProfileFormText.nameLine(.correctable("bob")))
        // Usable once corrected: Create offers the corrected name (DialogFlowTests).
        #expect(create.create.isSensitive)
        create.name.text = "Bob"
        create.bio.text = "Hi \"there\""
        harness.settle()
        #expect(create.correction.text.isEmpty)
        #expect(create.bioCount.text == "12 / 160 bytes")
        #expect(create.create.isSensitive)
        create.create.activate()

        let conditions = try #require(harness.page(ConditionsPage.self))
        #expect(conditions.layout.title.subtitle == "Step 3 of 4")
        harness.settle(until: { conditions.accept.isSensitive })
        #expect(conditions.accept.isSensitive)
        // With every operator off, Accept is disabled and says why.
        for id in conditions.order { conditions.rows[id]?.isOn = false }
        harness.settle()
        #expect(!conditions.accept.isSensitive)
        #expect(conditions.hint.text == "Select at least one operator.")
        if let first = conditions.order.first { conditions.rows[first]?.isOn = true }
        harness.settle()
        #expect(conditions.accept.isSensitive)
        conditions.viewConditions.activate()
        harness.settle(until: { app.dialogs.last?.isShown == true })
        #expect(app.dialogs.last?.heading == DesktopText.conditionsTitle)
        app.dialogs.last?.respond("close")
        harness.settle()
        conditions.accept.activate()

        let notifications = try #require(harness.page(NotificationsPage.self))
        #expect(notifications.layout.title.subtitle == "Step 4 of 4")
        #expect(notifications.choices.map(\.mode) == [.instant, .periodic, .off])
        #expect(notifications.submit.label == "Enable notifications")
        notifications.choices[2].button.isChecked = true
        harness.settle()
        #expect(notifications.submit.label == "Use chat")
        notifications.choices[0].button.isChecked = true
        harness.settle()
        #expect(notifications.submit.label == "Enable notifications")
        #expect(notifications.layout.title.title == "Notifications")
        notifications.submit.activate()
        // The desktop notifies by itself: no "No device token!" (issue 32), straight to the chats.
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(app.route == .chatList)
        #expect(chats.title.title == "Bob")
        #expect(chats.empty.isVisible)
    }

    @Test func backFromCreateProfileReturnsToWelcome() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        harness.launch()
        let welcome = try #require(harness.page(WelcomePage.self))
        welcome.createProfile.activate()
        let create = try #require(harness.page(CreateProfilePage.self))
        let back = try #require(create.back)
        back.activate()
        #expect(harness.page(WelcomePage.self) != nil)
    }

    @Test func anInvalidNameOffersTheCorrectedOne() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        let app = harness.launch()
        try #require(harness.page(WelcomePage.self)).createProfile.activate()
        let create = try #require(harness.page(CreateProfilePage.self))
        create.name.text = "x!!!!y"
        harness.settle()
        #expect(create.correction.text == ProfileFormText.nameLine(.correctable("x!!!y")))
        // Enter in the bio field submits only when Create is enabled: use the step's own submit.
        app.send(.createProfile(.submit))
        harness.settle(until: { app.dialogs.last?.isShown == true })
        #expect(app.dialogs.last?.heading == "Invalid display name!")
        app.dialogs.last?.respond("use")
        harness.settle()
        #expect(create.name.text == "x!!!y")
        #expect(create.create.isSensitive)
    }
}
