/// Step 1, welcome: logo, tagline with "How it works", three highlights, "Create your profile",
/// "Migrate from another device".
public struct WelcomeStep: Sendable, Equatable {
    /// A sheet over the screen.
    public enum Sheet: Sendable, Equatable {
        /// The "How it works" explanation.
        case howItWorks
    }

    /// What the user did.
    public enum Action: Sendable, Equatable {
        case createProfile
        case migrateFromAnotherDevice
        case showHowItWorks
        case closeSheet
    }

    /// What the host does next.
    public enum Output: Sendable, Equatable {
        case none
        /// Go to the next step (create profile).
        case advance
        /// Open "Migrate from another device".
        case openMigration
    }

    /// The open sheet, if any.
    public var sheet: Sheet?

    /// Creates the step.
    public init() {}

    /// Applies an action.
    public mutating func send(_ action: Action) -> Output {
        switch action {
        case .createProfile:
            sheet = nil
            return .advance
        case .migrateFromAnotherDevice:
            sheet = nil
            return .openMigration
        case .showHowItWorks:
            sheet = .howItWorks
            return .none
        case .closeSheet:
            sheet = nil
            return .none
        }
    }
}
