import GTKKit
import Onboarding
import OnboardingDesktop
import Testing

/// The navigation window and every stock page on a real (headless) display: a six-step flow
/// walked by clicks, the answers each page hands over, "Step n of N", back closed after the
/// commit step, the completion called once, and a screenshot of each page in light and dark.
@MainActor
@Suite(.serialized, needsDisplay) struct OnboardingWindowTests {
    init() throws {
        try #require(GTK.initialize(), "GTK could not open the display")
    }

    struct Environment {}

    /// The answers the pages hand to the app.
    final class Answers {
        var permission: PermissionPage.Answer?
        var picked: String?
        var name: String?
        var accepted: Set<String>?
    }

    static let cities = [
        PickOnePage.Item(id: "zurich", title: "Zürich", subtitle: "Switzerland"),
        PickOnePage.Item(id: "vienna", title: "Vienna", subtitle: "Austria", keywords: ["Wien"]),
        PickOnePage.Item(id: "tokyo", title: "Tokyo", subtitle: "Japan", keywords: ["東京"]),
    ]

    func makeFlow(store: InMemoryProgressStore, answers: Answers, completions: @escaping @MainActor () -> Void)
        throws -> OnboardingWindow<Environment> {
        let steps: [any OnboardingStep<Environment>] = [
            try StepDescriptor(id: "welcome", weight: 10),
            try StepDescriptor(id: "tips", weight: 20),
            try StepDescriptor(id: "notifications", weight: 30, isRequired: false),
            try StepDescriptor(id: "city", weight: 40, commits: true),
            try StepDescriptor(id: "name", weight: 50),
            try StepDescriptor(id: "terms", weight: 60),
        ]
        let engine = try OnboardingEngine(steps: steps, environment: Environment(), store: store)
        let pages: [any OnboardingPage] = [
            WelcomePage(stepID: "welcome", art: .icon("mail-send-symbolic"), title: "Welcome to Courier", highlights: [
                .init(icon: "security-high-symbolic", title: "Private", detail: "Only you and the people you write to read your mail."),
                .init(icon: "network-offline-symbolic", title: "Works offline", detail: "Write on the train; Courier sends when you are back."),
                .init(icon: "system-users-symbolic", title: "Several identities", detail: "Work and home in one app, never mixed."),
            ]),
            InfoPage(stepID: "tips", art: .icon("dialog-information-symbolic"), title: "Tips",
                     body: "Press Ctrl+N to write.\n\nDrag a message onto a folder to file it."),
            PermissionPage(stepID: "notifications", art: .icon("preferences-system-notifications-symbolic"),
                           title: "Get notified?", explanation: "Courier can tell you when mail arrives. You can change this later.",
                           allowTitle: "Allow notifications") { answers.permission = $0 },
            PickOnePage(stepID: "city", title: "Where are you?", prompt: "Courier picks servers near you.",
                        items: Self.cities, searchPlaceholder: "Search cities", onPick: { answers.picked = $0.id }),
            TextEntryPage(stepID: "name", title: "Your name", prompt: "Shown to the people you write to.",
                          placeholder: "Name", rules: .init(minimumLength: 2, maximumLength: 20,
                                                            tooShortMessage: "At least 2 characters.",
                                                            tooLongMessage: "At most 20 characters.")) { answers.name = $0 },
            TermsPage(stepID: "terms", title: "Terms", body: "Courier needs the first two to work.", items: [
                .init(id: "service", title: "Terms of service", subtitle: "courier.example/terms", isRequired: true),
                .init(id: "privacy", title: "Privacy policy", subtitle: "courier.example/privacy", isRequired: true),
                .init(id: "news", title: "Product news", subtitle: "One mail a month", isOn: true),
            ], requiredItemsOffMessage: { off in
                // The app's own sentence (here German): the kit adds no English of its own.
                "Zum Fortfahren einschalten: " + off.map(\.title).joined(separator: " und ") + "."
            }) { answers.accepted = $0 },
        ]
        return OnboardingWindow(engine: engine, pages: pages, title: "Courier",
                                theme: OnboardingTheme(accentLight: "#8e44ad", accentDark: "#c39bd3", accentForegroundDark: "#241f31", scheme: .light),
                                onComplete: completions)
    }

    @Test func everyStockPageWalksByClicksAndTheCompletionFiresOnce() throws {
        let store = InMemoryProgressStore()
        let answers = Answers()
        var completions = 0
        let flow = try makeFlow(store: store, answers: answers) { completions += 1 }
        var events: [OnboardingEvent] = []
        flow.engine.addObserver { events.append($0) }
        try flow.start()
        settle()

        // Welcome: step 1 of 6, nowhere to go back to.
        let welcome = try #require(flow.currentPage as? WelcomePage)
        #expect(flow.stepAnnouncement == "Step 1 of 6")
        #expect(flow.heading.subtitle == "Step 1 of 6")
        #expect(flow.heading.title == "Courier")
        #expect(!flow.backButton.isVisible)
        #expect(!StyleManager.isDark)
        try screenshot(flow.window, "welcome")
        click(welcome.continueButton) { flow.engine.currentStepID == "tips" }

        // Info: back is open before the commit step, and returns to the welcome page.
        #expect(flow.stepAnnouncement == "Step 2 of 6")
        #expect(flow.backButton.isVisible)
        try screenshot(flow.window, "info")
        click(flow.backButton) { flow.engine.currentStepID == "welcome" }
        #expect(flow.currentPage is WelcomePage)
        click(welcome.continueButton) { flow.engine.currentStepID == "tips" }
        let tips = try #require(flow.currentPage as? InfoPage)
        click(tips.continueButton) { flow.engine.currentStepID == "notifications" }

        // Permission: "Not now" stores the answer, then skips the optional step.
        let permission = try #require(flow.currentPage as? PermissionPage)
        try screenshot(flow.window, "permission")
        click(permission.notNowButton) { flow.engine.currentStepID == "city" }
        #expect(answers.permission == .notNow)
        #expect(events.contains(.skipped(stepID: "notifications")))

        // Pick one: the search filters (accent- and case-insensitive, keywords too), a row picks.
        let city = try #require(flow.currentPage as? PickOnePage)
        #expect(city.shownItems.count == 3)
        try screenshot(flow.window, "pick-one")
        city.searchField?.text = "ZUR"
        settle()
        #expect(city.shownItems.map(\.id) == ["zurich"])
        city.searchField?.text = "wien"
        #expect(city.shownItems.map(\.id) == ["vienna"])
        city.searchField?.text = "atlantis"
        #expect(city.shownItems.isEmpty)
        settle()
        try screenshot(flow.window, "pick-one-no-match")
        city.searchField?.text = "東京"
        settle()
        city.list?.activateRow(at: 0)
        wait(until: { flow.engine.currentStepID == "name" })
        #expect(answers.picked == "tokyo")

        // The city step commits: back is closed from here on.
        #expect(!flow.backButton.isVisible)
        #expect(!flow.engine.canGoBack)
        flow.goBack()
        #expect(flow.engine.currentStepID == "name")

        // Text entry: the button stays off and the rule's message shows until the text is right.
        let name = try #require(flow.currentPage as? TextEntryPage)
        #expect(name.continueButton?.isSensitive == false)
        #expect(name.problemLabel?.isVisible == false)    // an untouched field is not an error yet
        name.field?.text = "A"
        #expect(name.continueButton?.isSensitive == false)
        #expect(name.problemLabel?.text == "At least 2 characters.")
        #expect(name.problemLabel?.isVisible == true)
        #expect(name.field?.hasStyleClass("error") == true)
        settle()
        try screenshot(flow.window, "text-entry-invalid")
        name.field?.text = "  Ann Lee  "
        #expect(name.continueButton?.isSensitive == true)
        #expect(name.problemLabel?.isVisible == false)
        settle()
        try screenshot(flow.window, "text-entry")
        click(name.continueButton) { flow.engine.currentStepID == "terms" }
        #expect(answers.name == "Ann Lee")

        // Terms: accept stays off until every required switch is on.
        let terms = try #require(flow.currentPage as? TermsPage)
        #expect(flow.stepAnnouncement == "Step 6 of 6")
        #expect(terms.acceptButton?.isSensitive == false)
        let refusal = #expect(throws: OnboardingPageError.self) { try terms.accept(context: try #require(flow.currentContext)) }
        guard case .requiredItemsOff(let off, let message)? = refusal else {
            Issue.record("expected requiredItemsOff, got \(String(describing: refusal))")
            return
        }
        #expect(off.map(\.id) == ["service", "privacy"] && off.map(\.title) == ["Terms of service", "Privacy policy"])
        #expect(message == "Zum Fortfahren einschalten: Terms of service und Privacy policy.")
        #expect(refusal?.description == message, "the description is the app's message, nothing else")
        terms.rows[0].isOn = true
        settle()
        #expect(terms.acceptButton?.isSensitive == false)
        terms.rows[1].isOn = true
        terms.rows[2].isOn = false
        settle()
        #expect(terms.acceptButton?.isSensitive == true)
        try screenshot(flow.window, "terms")
        click(terms.acceptButton) { completions > 0 }
        #expect(answers.accepted == ["service", "privacy"])

        // The flow ended: the completion ran once, and nothing calls it again.
        #expect(completions == 1)
        #expect(flow.currentPage == nil)
        #expect(flow.stepAnnouncement == nil)
        #expect(events.last == .flowCompleted)
        try flow.start()
        settle()
        #expect(completions == 1)
        #expect(store.isFlowComplete())
        flow.window.destroy()
    }

    @Test func aResumedFlowStartsOnTheFirstUnfinishedPageWithItsStepCount() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "tips": 1, "notifications": 1])
        var completions = 0
        let flow = try makeFlow(store: store, answers: Answers()) { completions += 1 }
        try flow.start()
        settle()
        #expect(flow.currentPage is PickOnePage)
        // Before its commit point the resumed run is the same run: its count, and Back to the passed pages.
        #expect(flow.stepAnnouncement == "Step 4 of 6")
        #expect(flow.backButton.isVisible)
        flow.window.destroy()
    }

    @Test func aFinishedFlowCallsTheCompletionOnceWithoutShowingAPage() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "tips": 1, "notifications": 1, "city": 1,
                                                         "name": 1, "terms": 1])
        var completions = 0
        let flow = try makeFlow(store: store, answers: Answers()) { completions += 1 }
        try flow.start()
        settle()
        #expect(completions == 1)
        #expect(flow.currentPage == nil)
        flow.window.destroy()
    }

    /// A page of the app's own that keeps the protocol's default dismiss.
    final class CustomPage: OnboardingPage {
        let stepID = "custom"
        let title = "Custom"
        var made = 0
        func makeContent(context: PageContext) -> Widget {
            made += 1
            return Label("A page of the app's own: \(context.progress.accessibilityLabel)")
        }
    }

    @Test func aCustomPageUsesTheDefaultDismissAndAStepWithoutAPageIsNamed() throws {
        let steps: [any OnboardingStep<Environment>] = [
            try StepDescriptor(id: "custom", weight: 1),
            try StepDescriptor(id: "forgotten", weight: 2),
        ]
        var completions = 0
        let engine = try OnboardingEngine(steps: steps, environment: Environment(), store: InMemoryProgressStore())
        let page = CustomPage()
        let flow = OnboardingWindow(engine: engine, pages: [page], title: "Custom") { completions += 1 }
        try flow.start()
        settle()
        #expect(page.made == 1)
        let first = try #require(flow.currentContext)
        try page.dismiss(context: first)
        // The step without a page shows a placeholder naming it, instead of a dead end.
        let placeholder = try #require(flow.currentPage as? InfoPage)
        #expect(placeholder.stepID == "forgotten")
        #expect(placeholder.body.contains("\"forgotten\""))
        // A stale context (the custom page's) can't move the flow.
        #expect(throws: OnboardingError.notCurrentStep(expected: "forgotten", got: "custom")) { try page.dismiss(context: first) }
        click(placeholder.continueButton) { completions > 0 }
        #expect(completions == 1)
        flow.window.destroy()
    }

    @Test func errorsFromAPageGoToTheWindowNotIntoGTK() throws {
        let steps: [any OnboardingStep<Environment>] = [try StepDescriptor(id: "ask", weight: 1)]
        struct Refused: Error {}
        let engine = try OnboardingEngine(steps: steps, environment: Environment(), store: InMemoryProgressStore())
        let page = PermissionPage(stepID: "ask", title: "Ask", explanation: "Why") { _ in throw Refused() }
        let flow = OnboardingWindow(engine: engine, pages: [page], title: "Errors") {}
        var reported: [String] = []
        flow.onError = { reported.append(String(describing: $0)) }
        try flow.start()
        settle()
        click(page.allowButton) { !reported.isEmpty }
        #expect(reported.count == 1)
        #expect(flow.engine.currentStepID == "ask")   // the answer failed, so the step did not move
        flow.window.destroy()
    }

    @Test func theThemeFollowsTheAppsScheme() throws {
        let steps: [any OnboardingStep<Environment>] = [try StepDescriptor(id: "tips", weight: 1)]
        let engine = try OnboardingEngine(steps: steps, environment: Environment(), store: InMemoryProgressStore())
        let theme = OnboardingTheme(accentLight: "#8e44ad", accentDark: "#c39bd3", scheme: .dark)
        let flow = OnboardingWindow(engine: engine, pages: [InfoPage(stepID: "tips", title: "Tips", body: "Dark")],
                                    title: "Theme", theme: theme) {}
        try flow.start()
        settle()
        #expect(StyleManager.isDark)
        #expect(theme.currentAccent == "#c39bd3")
        StyleManager.setScheme(.light)
        settle()
        #expect(theme.currentAccent == "#8e44ad")
        flow.window.destroy()
    }
}

/// The stock pages' rules need no display.
@Suite struct StockPageRuleTests {
    @Test func searchIgnoresCaseAndAccentsAndFindsKeywords() {
        let item = PickOnePage.Item(id: "zurich", title: "Zürich", subtitle: "Switzerland", keywords: ["Zurigo"])
        #expect(item.matches("zur"))
        #expect(item.matches("  ZÜR "))
        #expect(item.matches("swiss") == false)
        #expect(item.matches("switz"))
        #expect(item.matches("zurigo"))
        #expect(item.matches(""))
        #expect(!item.matches("wien"))
    }

    @Test func textRulesTrimAndSayWhatIsWrong() {
        let rules = TextEntryPage.Rules(minimumLength: 2, maximumLength: 5, tooShortMessage: "short", tooLongMessage: "long",
                                        check: { $0.contains("@") ? "no @" : nil })
        #expect(rules.problem(with: " a ") == "short")
        #expect(rules.problem(with: "abcdef") == "long")
        #expect(rules.problem(with: "  abcde  ") == nil)
        #expect(rules.problem(with: "a@b") == "no @")
        #expect(TextEntryPage.Rules().problem(with: "   ") == "Enter some text to continue.")
    }

    @Test func pageErrorsHaveStableCodes() {
        #expect(OnboardingPageError.invalidText(message: "x").code == "invalidText")
        let items = [TermsPage.Item(id: "a", title: "A"), TermsPage.Item(id: "b", title: "B")]
        #expect(OnboardingPageError.requiredItemsOff(items: items, message: "m").code == "requiredItemsOff")
        // No English of the kit's: the description is the message the app gave, as is.
        #expect(OnboardingPageError.requiredItemsOff(items: items, message: "A et B à activer.").description == "A et B à activer.")
    }
}
