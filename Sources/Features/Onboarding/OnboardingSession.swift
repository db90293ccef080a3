import Brand
import Onboarding
import ThresholdCore

/// Runs the messenger's onboarding for any front end: the engine decides which step is current, the
/// step state machines hold each screen's state, and this session performs their effects on the
/// store. Front ends draw ``screen`` and send actions; slow work (loading the conditions document)
/// is handed back to them to run off the UI loop.
public final class OnboardingSession {
    /// The screen to draw.
    public enum Screen: Sendable, Equatable {
        case welcome(WelcomeStep)
        case createProfile(CreateProfileStep)
        case conditions(ConditionsStep)
        case notifications(NotificationsStep)
        case info(InfoPageStep)
        /// Onboarding is over: show the chat list.
        case complete
    }

    /// An action on the current screen.
    public enum Action: Sendable, Equatable {
        case welcome(WelcomeStep.Action)
        case createProfile(CreateProfileStep.Action)
        case conditions(ConditionsStep.Action)
        case notifications(NotificationsStep.Action)
        case info(InfoPageStep.Action)
        /// Esc: back to the previous step, where the flow allows it.
        case back
    }

    /// What the front end must do after an action.
    public enum Request: Sendable, Equatable {
        case none
        /// Load the conditions text off the UI loop (``loadConditions(of:)``), then send
        /// `.conditions(.documentLoaded(text))` or `.conditions(.documentFailed(reason))`.
        case loadConditionsDocument
        /// Open "Migrate from another device"; on success call ``completeAfterMigration()``.
        case openMigration
        /// Onboarding finished (the completion fired): go to the chat list.
        case finished
    }

    /// The brand whose flow runs.
    public let brand: Brand
    private let store: ThresholdStore
    private let deviceToken: any DeviceTokenProvider
    private let engine: OnboardingEngine<OnboardingEnvironment>

    /// The current screen.
    public private(set) var screen: Screen = .complete

    /// "Step n of N" for the current screen.
    public var progress: StepProgress? { engine.progress }

    /// Whether Esc goes back (before the profile is created).
    public var canGoBack: Bool { engine.canGoBack }

    /// Starts or resumes onboarding from the progress stored in `store`.
    public init(brand: Brand, store: ThresholdStore, deviceToken: any DeviceTokenProvider) throws {
        self.brand = brand
        self.store = store
        self.deviceToken = deviceToken
        // Deleting the last profile clears the progress in the same transaction, so a store without
        // a profile starts again from step 1.
        let snapshot = try store.onboardingSnapshot()
        let progressStore = SQLiteProgressStore(store: store)
        engine = try OnboardingEngine(steps: MessengerFlow.steps(for: brand),
                                      environment: OnboardingEnvironment(hasVisibleProfile: snapshot.hasVisibleProfile),
                                      store: progressStore)
        try engine.start()
        screen = try makeScreen()
    }

    /// The initial request for the first screen (e.g. load the conditions).
    public func start() -> Request {
        if case .conditions(var step) = screen {
            let output = step.start()
            screen = .conditions(step)
            return output == .loadDocument ? .loadConditionsDocument : .none
        }
        return engine.isComplete ? .finished : .none
    }

    /// Reads the brand's conditions text (may touch the disk: call it off the UI loop).
    public static func loadConditions(of brand: Brand) -> ConditionsStep.Action {
        guard let document = brand.conditions else { return .documentFailed("This app has no conditions document.") }
        do {
            return .documentLoaded(try document.loadText())
        } catch {
            return .documentFailed(error.description)
        }
    }

    /// Applies an action and performs its effects.
    public func send(_ action: Action) throws -> Request {
        switch (action, screen) {
        case (.back, _):
            guard engine.canGoBack else { return .none }
            try engine.back()
            screen = try makeScreen()
            return start()
        case (.welcome(let a), .welcome(var step)):
            let output = step.send(a)
            screen = .welcome(step)
            switch output {
            case .none: return .none
            case .openMigration: return .openMigration
            case .advance: return try advance()
            }
        case (.createProfile(let a), .createProfile(var step)):
            var output = step.send(a)
            if case .create(let name, let bio) = output {
                do {
                    try store.createProfile(name: name, bio: bio)
                    output = step.send(.created)
                } catch let error as ProfileError {
                    output = step.send(.failed(error))
                }
            }
            screen = .createProfile(step)
            if output == .advance {
                // Complete the step first: with a profile, welcome and create-profile stop being eligible.
                let request = try advance()
                try engine.updateEnvironment(OnboardingEnvironment(hasVisibleProfile: true))
                return request
            }
            return .none
        case (.conditions(let a), .conditions(var step)):
            var output = step.send(a)
            if case .accept(let selected, let version) = output {
                do {
                    try store.acceptConditions(selected: selected, of: MessengerFlow.operatorDefinitions(brand),
                                               conditionsVersion: version)
                    output = step.send(.accepted)
                } catch let error as OperatorError {
                    output = step.send(.acceptFailed(error.message))
                }
            }
            screen = .conditions(step)
            switch output {
            case .loadDocument: return .loadConditionsDocument
            case .advance: return try advance()
            case .none, .accept: return .none
            }
        case (.notifications(let a), .notifications(var step)):
            var output = step.send(a)
            if case .save(let mode) = output {
                let settings = try store.setNotificationMode(NotificationSettings.Mode(mode), deviceToken: deviceToken.deviceToken(),
                                                             intervalMinutes: step.intervalMinutes)
                output = step.send(.saved(settings.tokenState))
            }
            screen = .notifications(step)
            return output == .advance ? try advance() : .none
        case (.info(let a), .info(let step)):
            switch step.send(a) {
            case .none: return .none
            case .advance: return try advance()
            case .skip:
                try engine.skip(step.page.id)
                return try afterStepChange()
            }
        default:
            return .none
        }
    }

    /// Migration from another device succeeded: the imported data carries its own progress; mark
    /// the whole flow done here too.
    public func completeAfterMigration() throws -> Request {
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        screen = .complete
        return .finished
    }

    private func advance() throws -> Request {
        guard let id = engine.currentStepID else { return .finished }
        try engine.complete(id)
        return try afterStepChange()
    }

    private func afterStepChange() throws -> Request {
        screen = try makeScreen()
        if case .complete = screen { return .finished }
        return start()
    }

    private func makeScreen() throws -> Screen {
        guard let id = engine.currentStepID else { return .complete }
        for step in brand.steps where step.id == id {
            switch step {
            case .stock(.welcome, _): return .welcome(WelcomeStep())
            case .stock(.createProfile, _): return .createProfile(CreateProfileStep())
            case .stock(.conditions, _):
                let definitions = MessengerFlow.operatorDefinitions(brand)
                let preselected = Set(try store.operatorStates(definitions).filter(\.enabled).map(\.id))
                return .conditions(ConditionsStep(operators: brand.operators, preselected: preselected,
                                                  conditionsVersion: brand.conditions?.version ?? ""))
            case .stock(.notifications, _): return .notifications(NotificationsStep(offer: brand.notifications))
            case .info(let page): return .info(InfoPageStep(page: page))
            }
        }
        return .complete
    }
}

extension NotificationSettings.Mode {
    /// The store's mode for a brand mode.
    public init(_ mode: NotificationMode) {
        switch mode {
        case .instant: self = .instant
        case .periodic: self = .periodic
        case .off: self = .off
        }
    }
}
