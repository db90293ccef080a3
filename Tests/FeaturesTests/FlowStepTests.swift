import Features
import Brand
import Testing
import ThresholdCore

@Suite struct FlowWelcomeStepTests {
    @Test func everyAction() {
        var step = WelcomeStep()
        #expect(step.send(.showHowItWorks) == .none)
        #expect(step.sheet == .howItWorks)
        #expect(step.send(.closeSheet) == .none)
        #expect(step.sheet == nil)
        _ = step.send(.showHowItWorks)
        #expect(step.send(.createProfile) == .advance)
        #expect(step.sheet == nil)
        #expect(step.send(.migrateFromAnotherDevice) == .openMigration)
    }
}

@Suite struct FlowCreateProfileStepTests {
    @Test func createIsEnabledOnlyForAValidNameAndBio() {
        var step = CreateProfileStep()
        #expect(!step.canCreate)
        #expect(step.send(.submit) == .none)
        _ = step.send(.setName("Ann"))
        #expect(step.canCreate && step.correctedName == nil)
        _ = step.send(.setBio(String(repeating: "x", count: 161)))
        #expect(!step.canCreate && step.bioByteCount == 161 && !step.isBioValid)
        _ = step.send(.setBio("hi \"there\""))
        #expect(step.bioByteCount == 12)
        #expect(step.send(.submit) == .create(name: "Ann", bio: "hi \"there\""))
        #expect(!step.canCreate)
        #expect(step.send(.submit) == .none)
        #expect(step.send(.created) == .advance)
    }

    @Test func liveCorrectionAndTheInvalidNameAlert() {
        var step = CreateProfileStep()
        _ = step.send(.setName("  @Ann  Lee"))
        #expect(step.correctedName == "Ann Lee")
        #expect(!step.isNameValid)
        #expect(step.send(.submit) == .none)
        #expect(step.alert == .invalidName(corrected: "Ann Lee"))
        #expect(step.alert?.message == "Correct name to \"Ann Lee\"?")
        #expect(step.send(.useCorrectedName) == .none)
        #expect(step.name == "Ann Lee" && step.alert == nil && step.canCreate)
        _ = step.send(.setName("..."))
        _ = step.send(.submit)
        #expect(step.alert == .invalidName(corrected: nil))
        _ = step.send(.dismissAlert)
        #expect(step.alert == nil)
    }

    @Test func failuresBecomeAlerts() {
        var step = CreateProfileStep()
        _ = step.send(.setName("Ann"))
        #expect(step.send(.submit) == .create(name: "Ann", bio: ""))
        #expect(step.send(.failed(.duplicateName("Ann"))) == .none)
        #expect(step.alert == .duplicateName("Ann"))
        #expect(step.alert?.title == "Duplicate display name!")
        #expect(step.canCreate)
        _ = step.send(.dismissAlert)
        _ = step.send(.submit)
        _ = step.send(.failed(.bioTooLong(bytes: 200)))
        #expect(step.alert == .error(ProfileError.bioTooLong(bytes: 200).message))
    }
}

@Suite struct FlowConditionsStepTests {
    func brand() throws -> Brand { try Brand.builtIn() }

    @Test func loadingFailureRetryAndLoaded() throws {
        let brand = try brand()
        var step = ConditionsStep(operators: brand.operators, preselected: Set(brand.operators.map(\.id)), conditionsVersion: "v1")
        #expect(step.start() == .loadDocument)
        #expect(step.document == .loading)
        _ = step.send(.documentFailed("offline"))
        #expect(step.document == .failed("offline"))
        #expect(step.send(.retry) == .loadDocument)
        #expect(step.document == .loading)
        _ = step.send(.documentLoaded("text"))
        #expect(step.document == .loaded("text"))
    }

    @Test func acceptIsDisabledWithNoOperatorSelected() throws {
        let brand = try brand()
        let ids = brand.operators.map(\.id)
        var step = ConditionsStep(operators: brand.operators, preselected: Set(ids), conditionsVersion: "v1")
        _ = step.send(.documentLoaded("text"))
        #expect(step.canAccept)
        for id in ids { _ = step.send(.toggle(operatorID: id)) }
        #expect(!step.canAccept)
        #expect(step.send(.accept) == .none)
        _ = step.send(.toggle(operatorID: ids[1]))
        #expect(step.send(.accept) == .accept(selected: [ids[1]], conditionsVersion: "v1"))
        #expect(!step.canAccept)
        #expect(step.send(.acceptFailed("boom")) == .none)
        #expect(step.error == "boom" && step.canAccept)
        _ = step.send(.dismissError)
        #expect(step.error == nil)
        _ = step.send(.accept)
        #expect(step.send(.accepted) == .advance)
    }

    @Test func sheets() throws {
        let brand = try brand()
        var step = ConditionsStep(operators: brand.operators, preselected: [], conditionsVersion: "v1")
        _ = step.send(.viewConditions)
        #expect(step.sheet == .conditions)
        _ = step.send(.configure(operatorID: brand.operators[0].id))
        #expect(step.sheet == .configure(operatorID: brand.operators[0].id))
        _ = step.send(.configure(operatorID: "nope"))
        #expect(step.sheet == .configure(operatorID: brand.operators[0].id))
        _ = step.send(.closeSheet)
        #expect(step.sheet == nil)
        _ = step.send(.toggle(operatorID: "nope"))
        #expect(step.selectedIDs.isEmpty)
    }
}

@Suite struct FlowNotificationsStepTests {
    @Test func buttonTitleFollowsTheMode() {
        var step = NotificationsStep(offer: NotificationOffer())
        #expect(step.selected == .instant && step.buttonTitle == "Enable notifications")
        _ = step.send(.select(.off))
        #expect(step.buttonTitle == "Use chat")
        _ = step.send(.select(.periodic))
        #expect(step.buttonTitle == "Enable notifications")
        _ = step.send(.showInfo)
        #expect(step.showsInfo)
        _ = step.send(.closeInfo)
        #expect(!step.showsInfo)
    }

    @Test func noDeviceTokenAlertThenCompletion() {
        var step = NotificationsStep(offer: NotificationOffer())
        #expect(step.send(.submit) == .save(.instant))
        #expect(step.send(.submit) == .none)
        #expect(step.send(.saved(.waitingForToken)) == .none)
        #expect(step.alert == .noDeviceToken && step.alert?.title == "No device token!")
        #expect(step.send(.dismissAlert) == .advance)
        #expect(step.send(.dismissAlert) == .none)
    }

    @Test func offAndRegisteredAdvanceAtOnce() {
        var step = NotificationsStep(offer: NotificationOffer())
        _ = step.send(.select(.off))
        #expect(step.send(.submit) == .save(.off))
        #expect(step.send(.saved(.notNeeded)) == .advance)
        var other = NotificationsStep(offer: NotificationOffer())
        _ = other.send(.submit)
        #expect(other.send(.saved(.registered)) == .advance)
    }

    @Test func onlyOfferedModesCanBeChosen() {
        var step = NotificationsStep(offer: NotificationOffer(modes: [.periodic, .off]))
        #expect(step.selected == .periodic)
        _ = step.send(.select(.instant))
        #expect(step.selected == .periodic)
        #expect(NotificationsStep.explanation(.periodic, intervalMinutes: 10).contains("every 10 minutes"))
    }
}

@Suite struct FlowWhatsNewTests {
    @Test func missedVersionsNewestFirstAndNothingForAFreshInstall() throws {
        // Three releases (the built-in brand has one so far, the current release).
        let current = try #require(try Brand.builtIn().whatsNew.first)
        let version = { (text: String) in try #require(type(of: current.version).init(text)) }
        let entries = try ["1.2", "1.1", "1.0"].map { WhatsNewEntry(version: try version($0), title: "T \($0)", items: ["x"]) }
        #expect(WhatsNewPager.missed(in: entries, seen: nil).isEmpty)
        #expect(WhatsNewPager.missed(in: entries, seen: entries[0].version.description).isEmpty)
        let missed = WhatsNewPager.missed(in: entries, seen: entries[2].version.description)
        #expect(missed.map(\.version) == [entries[0].version, entries[1].version])
        var pager = WhatsNewPager(entries: missed)
        #expect(pager.pageLabel == "1 of 2")
        pager.next()
        pager.next()
        #expect(pager.current == entries[1] && pager.pageLabel == "2 of 2")
        pager.previous()
        pager.previous()
        #expect(pager.current == entries[0])
    }

    /// What's new says "Version 1.2" while `--version` and About said 0.1.0 (issue 32): the
    /// built-in brand's newest entry is the current release, so a release without its entry
    /// fails here. (A white-label brand file numbers its own entries; docs/brand.md.)
    @Test func theBuiltInBrandsNewestEntryIsTheCurrentRelease() throws {
        let newest = try #require(try Brand.builtIn().whatsNew.first)
        let release = Features.AppVersion.current.split(separator: ".").prefix(2).compactMap { Int($0) }
        #expect(release.count == 2)
        #expect(Array(newest.version.components.prefix(2)) == release, "what's new \(newest.version) vs \(Features.AppVersion.current)")
        #expect(newest.version.components.dropFirst(2).allSatisfy { $0 == 0 })
    }
}
